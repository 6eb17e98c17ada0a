'use client';

import { useTranslations } from 'next-intl';
import type { HomeStats as HomeStatsData } from '@ex/contracts';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useHomeStats } from '../hooks/use-home-stats';

const COUNTS = ['trading_volume', 'curr_count', 'user_register_count'] as const;
const RATES = ['simple_earn_apr_usdt', 'max_profit_rate', 'lend_earn_max_rate', 'total_reserve_rate'] as const;

/**
 * §3 home static stats, in the short unit format of §9 (the language's own short units). `initial` is null when the server could
 * not read them: then, until the browser can, the §8 GET failure text stands in for the numbers.
 */
export function HomeStats({ initial }: { initial: HomeStatsData | null }) {
  const t = useTranslations('home');
  const tError = useTranslations('error');
  const { data } = useHomeStats(initial);
  const format = useDisplayFormat();
  return (
    <section aria-labelledby="stats-title" className="stats">
      <h2 id="stats-title">{t('statsTitle')}</h2>
      {data === undefined || isEndpointFallback('homeStats', data) ? (
        <p className="form-error" role="status" data-testid="home-stats-unavailable">
          {tError('requestData')}
        </p>
      ) : (
        <dl className="stats-grid">
          {COUNTS.map((key) => (
            <div key={key} className="stat" data-stat={key}>
              <dt>{t(`stats.${key}`)}</dt>
              <dd>{format.short(data[key])}</dd>
            </div>
          ))}
          {RATES.map((key) => (
            <div key={key} className="stat" data-stat={key}>
              <dt>{t(`stats.${key}`)}</dt>
              <dd>{format.statPercent(data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
