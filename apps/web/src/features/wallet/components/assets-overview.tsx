'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath, resolveFundDrawer, resolvePermittedMenu, BUILT_FUND_TARGETS } from '@ex/sites';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useEstimatedValues } from '@/core/site/hooks/use-display-currency';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useAssets, useWalletHistory } from '../hooks/use-wallet';
import styles from './wallet.module.css';
import { TransferButtons } from './transfer-dialog';

const KINDS = ['deposit', 'withdrawal', 'convert', 'buy', 'p2p', 'transfer'] as const;

/**
 * The assets overview of /myaccount: every currency with available, locked, total and its value in
 * the display currency, Deposit and Withdraw for currencies that travel on a network, and the
 * money history (deposits, withdrawals, conversions, purchases) from the wallet journal.
 */
export function AssetsOverview() {
  const t = useTranslations('wallet.assets');
  const format = useDisplayFormat();
  const estimates = useEstimatedValues();
  const { site, locale } = useSite();
  const { check, known } = useComplianceCheck();
  const assets = useAssets();
  const history = useWalletHistory();
  // Deposit shows where on-chain deposit is on this user's menu (withdrawing is never hidden: a
  // restricted account may still take its money out).
  const canDeposit = resolveFundDrawer(site, resolvePermittedMenu(site, known ? check : null), BUILT_FUND_TARGETS).some((g) =>
    g.entries.some((e) => e.key === 'onchain'),
  );
  const list = assets.data?.list ?? [];
  return (
    <>
      <section className={styles.card} aria-labelledby="assets-title" data-testid="assets-overview">
        <div className={styles.sectionHead}>
          <h2 id="assets-title" className={styles.sectionTitle}>
            {t('title')}
          </h2>
          <TransferButtons />
        </div>
        <div className={styles.tableBox} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.coin')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.available')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('columns.locked')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('columns.total')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('columns.value')}
                </th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((a) => (
                <tr key={a.currency} data-testid={`asset-${a.currency}`}>
                  <th scope="row">{a.currency}</th>
                  <td className={styles.num} data-testid={`asset-${a.currency}-available`}>
                    {format.exact(a.available)}
                  </td>
                  <td className={styles.num} data-testid={`asset-${a.currency}-locked`}>
                    {format.exact(a.locked)}
                  </td>
                  <td className={styles.num}>{format.exact(a.total)}</td>
                  <td className={styles.num}>{estimates.usd(a.usd_value)}</td>
                  <td>
                    {a.transferable ? (
                      <span className={styles.actions}>
                        {canDeposit ? (
                          <Link href={localizedPath(site, locale, `/myaccount/deposit/${a.currency}`)} prefetch={false}>
                            {t('deposit')}
                          </Link>
                        ) : null}
                        <Link
                          href={localizedPath(site, locale, `/myaccount/withdraw/${a.currency}`)}
                          prefetch={false}
                          data-testid={`asset-${a.currency}-withdraw`}
                        >
                          {t('withdraw')}
                        </Link>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {assets.isPending ? <p className={styles.muted}>…</p> : null}
      </section>
      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.sectionTitle}>
          {t('history')}
        </h2>
        {(history.data?.list.length ?? 0) === 0 ? (
          <p className={styles.muted}>{history.isPending ? '…' : t('historyEmpty')}</p>
        ) : (
          <div className={styles.tableBox} tabIndex={0}>
            <table className={styles.table} data-testid="wallet-history">
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('columns.type')}</th>
                  <th scope="col">{t('columns.coin')}</th>
                  <th scope="col" className={styles.num}>
                    {t('columns.available')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.locked')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data?.list.map((h) => (
                  <tr key={h.id}>
                    <td>{format.date(new Date(h.created_at), 'dateTime')}</td>
                    <td>{(KINDS as readonly string[]).includes(h.kind) ? t(`kinds.${h.kind as (typeof KINDS)[number]}`) : h.kind}</td>
                    <td>{h.currency}</td>
                    <td className={styles.num}>{format.signed(h.available)}</td>
                    <td className={styles.num}>{format.signed(h.locked)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
