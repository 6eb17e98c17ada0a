'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { EarnPosition, EarnPositions } from '@ex/contracts';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import styles from '../earn.module.css';
import { productName } from './labels';

/** The signed-in user's savings and interest history: skeletons while loading, a retry on failure, an empty state that says what to do. */
export function EarnPositionsView({
  query,
  onRedeem,
}: {
  query: UseQueryResult<EarnPositions, unknown>;
  onRedeem: (p: EarnPosition) => void;
}) {
  const t = useTranslations('earn');
  const format = useDisplayFormat();

  if (query.isPending) {
    return (
      <section className={styles.section} aria-labelledby="earn-positions" aria-busy="true">
        <h2 id="earn-positions">{t('positionsHeading')}</h2>
        <div className={styles.skeleton} data-testid="earn-skeleton" role="status" aria-label={t('loading')} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={styles.section} aria-labelledby="earn-positions">
        <h2 id="earn-positions">{t('positionsHeading')}</h2>
        <p className="form-error" role="alert">
          {t('loadError')}{' '}
          <button type="button" className="button button-ghost" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      </section>
    );
  }
  const { positions, interest } = query.data;
  const names = new Map(positions.map((p) => [p.id, productName(t, p)]));
  return (
    <>
      <section className={styles.section} aria-labelledby="earn-positions">
        <h2 id="earn-positions">{t('positionsHeading')}</h2>
        {positions.length === 0 ? (
          <p className="notice" data-testid="earn-positions-empty">
            {t('positionsEmpty')}
          </p>
        ) : (
          <ul className={styles.list} data-testid="earn-positions">
            {positions.map((p) => (
              <li key={p.id} className={styles.card} data-testid="earn-position" data-status={p.status}>
                <div className={styles.cardHead}>
                  <span className={styles.name}>{productName(t, p)}</span>
                  <span className={styles.status}>{t(`status.${p.status}`)}</span>
                </div>
                <span>
                  {t('principal')}: {format.exact(p.principal)} {p.currency} · {t('aprLabel')} {format.percent(p.apr)}
                </span>
                <span data-testid="earn-position-interest">
                  {t('interestEarned')}: {format.exact(p.interest_total)} {p.currency}
                </span>
                <span className={styles.meta}>
                  {t('subscribedOn', { date: format.date(p.subscribed_at * 1000, 'dateTime') })}
                  {p.matures_at > 0 ? ` · ${t('maturesOn', { date: format.date(p.matures_at * 1000, 'dateTime') })}` : ''}
                </span>
                {p.status === 'active' ? (
                  <div className={styles.actions}>
                    {p.redeemable ? (
                      <button type="button" className="button button-ghost" onClick={() => onRedeem(p)} data-testid="earn-redeem">
                        {t('redeem')}
                      </button>
                    ) : (
                      <span className={styles.meta}>{t('lockedUntil', { date: format.date(p.matures_at * 1000, 'dateTime') })}</span>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="earn-history">
        <h2 id="earn-history">{t('historyHeading')}</h2>
        {interest.length === 0 ? (
          <p className="notice" data-testid="earn-history-empty">
            {t('historyEmpty')}
          </p>
        ) : (
          <div className={styles.tableWrap} tabIndex={0}>
            <table className={styles.table} data-testid="earn-history">
              <thead>
                <tr>
                  <th scope="col">{t('historyDate')}</th>
                  <th scope="col">{t('historyProduct')}</th>
                  <th scope="col">{t('historyAmount')}</th>
                  <th scope="col">{t('aprLabel')}</th>
                </tr>
              </thead>
              <tbody>
                {interest.map((row) => (
                  <tr key={`${row.position_id}-${row.day}`}>
                    <td>{format.date(row.day_start * 1000 + 86_400_000, 'dateTime')}</td>
                    <td>{names.get(row.position_id) ?? row.currency}</td>
                    <td>
                      +{format.exact(row.amount)} {row.currency}
                    </td>
                    <td>{format.percent(row.apr)}</td>
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
