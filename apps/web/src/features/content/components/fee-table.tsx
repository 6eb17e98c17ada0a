import { getTranslations } from 'next-intl/server';
import { resolveFeeSchedule, type Locale, type SiteKey } from '@ex/sites';
import { createDisplayFormat } from '@/lib/format/display-format';
import styles from '../content.module.css';

/**
 * §2.1 /fee: the rates the ledger charges (resolveFeeSchedule), by VIP tier, and the site's fee tax
 * (§9 Turkey 20%). Rates are fractions; shown as percentages in the page's language.
 */
export async function FeeTable({ site, locale }: { readonly site: SiteKey; readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.fees' });
  const format = createDisplayFormat(locale, 'UTC');
  const schedule = resolveFeeSchedule(site);
  // Fractions to percent units for the formatter (0.001 → 0.1).
  const pct = (rate: string) => format.percent(String(Number(rate) * 100));
  const tax = schedule.taxPercent === null ? null : format.percent(String(schedule.taxPercent));
  const label = (market: 'spot' | 'futures') => (market === 'spot' ? t('spot') : t('futures'));
  return (
    <section aria-labelledby="fee-table-title" data-testid="fee-schedule">
      <h2 id="fee-table-title">{t('tableTitle')}</h2>
      {/* It scrolls sideways on a phone, so it takes keyboard focus (WCAG 2.1.1). */}
      <table className={styles.table} tabIndex={0}>
        <thead>
          <tr>
            <th scope="col">{t('tier')}</th>
            <th scope="col">{t('market')}</th>
            <th scope="col">{t('maker')}</th>
            <th scope="col">{t('taker')}</th>
            {tax ? <th scope="col">{t('withTax', { tax })}</th> : null}
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row) => (
            <tr key={row.market}>
              <td>{t('allTiers', { from: schedule.tiers.from })}</td>
              <th scope="row">{label(row.market)}</th>
              <td>{pct(row.maker)}</td>
              <td>{pct(row.taker)}</td>
              {tax && row.takerWithTax ? <td>{pct(row.takerWithTax)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.small}>{t('tierNote')}</p>
      {tax ? (
        <p className={styles.note} data-testid="fee-tax">
          {t('taxNote', { tax })}
        </p>
      ) : null}
    </section>
  );
}
