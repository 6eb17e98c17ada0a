import { getTranslations } from 'next-intl/server';
import type { MarketOverview } from '@ex/contracts';
import type { Locale } from '@ex/sites';
import { createDisplayFormat } from '@/lib/format/display-format';
import styles from '../market-data.module.css';

/**
 * /crypto-market-data, rendered on the server: the totals, Bitcoin's and Ether's dominance, and
 * every listed coin by market capitalisation (USD; USDT at par).
 */
export async function MarketData({ overview, locale }: { overview: MarketOverview; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'support.marketData' });
  // Static HTML: dates in UTC, numbers in the page's locale.
  const format = createDisplayFormat(locale, 'UTC');
  if (overview.list.length === 0) {
    return (
      <p className="notice" data-testid="market-data-empty">
        {t('empty')}
      </p>
    );
  }
  const share = (currency: string) => overview.list.find((c) => c.currency === currency)?.dominance;
  const stats: [string, string][] = [
    [t('totalCap'), format.short(overview.total_market_cap)],
    [t('totalVolume'), format.short(overview.total_volume_24h)],
    [t('dominance', { coin: 'BTC' }), format.percent(share('BTC') ?? null)],
    [t('dominance', { coin: 'ETH' }), format.percent(share('ETH') ?? null)],
  ];
  return (
    <>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="field-hint">{t('asOf', { time: format.date(overview.time, 'dateTime') })}</p>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('tableLabel')}>
        <table className={styles.table} data-testid="market-data-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('coin')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">{t('change')}</th>
              <th scope="col">{t('marketCap')}</th>
              <th scope="col">{t('volume')}</th>
              <th scope="col">{t('supply')}</th>
              <th scope="col">{t('share')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.list.map((c, i) => (
              <tr key={c.currency}>
                <td>{format.count(i + 1)}</td>
                <th scope="row">
                  <span translate="no">{c.name}</span> <span className={styles.code}>{c.currency}</span>
                </th>
                <td>{format.exact(c.price)}</td>
                <td data-direction={c.change_percentage.startsWith('-') ? 'down' : 'up'}>
                  {format.percent(c.change_percentage, { sign: 'change' })}
                </td>
                <td>{format.short(c.market_cap)}</td>
                <td>{format.short(c.volume_24h)}</td>
                <td>
                  {format.short(c.circulating_supply)} {c.currency}
                </td>
                <td>{format.percent(c.dominance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
