'use client';

import { useTranslations } from 'next-intl';
import type { HomeStats as HomeStatsData } from '@ex/contracts';
import type { HomeStatKey } from '@ex/sites';
import { Tip } from '@/components/tip';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useHomeStats } from '../hooks/use-home-stats';

const COUNTS: readonly HomeStatKey[] = ['trading_volume', 'curr_count', 'user_register_count'];

/**
 * §3 home static stats, in the short unit format of §9 (counts short, rates in percent), the ones
 * the sub-site shows (`keys`, resolveHomeStatKeys). `initial` is null when the server could not
 * read them: then, until the browser can, the §8 GET failure text stands in for the numbers.
 */
export function HomeStats({ initial, keys }: { initial: HomeStatsData | null; keys: readonly HomeStatKey[] }) {
  const t = useTranslations('home');
  const tChrome = useTranslations('chrome.home');
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
          {keys.map((key) => (
            <div key={key} className="stat" data-stat={key}>
              <dt>
                {t(`stats.${key}`)}
                {key === 'total_reserve_rate' ? (
                  <Tip label={tChrome('reserveTipLabel')} title={t(`stats.${key}`)} closeLabel={tChrome('close')} testId="reserve-tip">
                    {tChrome('reserveTip')}
                  </Tip>
                ) : null}
              </dt>
              <dd>{COUNTS.includes(key) ? format.short(data[key]) : format.statPercent(data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
