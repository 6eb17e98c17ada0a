'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Coupon } from '@ex/contracts';
import { decimal, ownCouponUseRefusal, type CouponRefusal } from '@ex/domain';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { useDisplayFormat, type DisplayFormat } from '@/lib/format/use-display-format';
import { useCouponAction, useCoupons } from '../hooks/use-coupons';
import styles from '../support.module.css';

const FILTERS = ['available', 'used', 'inactive'] as const;
type Filter = (typeof FILTERS)[number];

const filterOf = (c: Coupon): Filter =>
  c.status === 'issued' || c.status === 'claimed' ? 'available' : c.status === 'used' ? 'used' : 'inactive';

type T = ReturnType<typeof useTranslations<'support.coupons'>>;

function valueOf(c: Coupon, t: T, format: DisplayFormat): string {
  return c.type === 'interest_boost'
    ? t('boostValue', { rate: format.percent(c.boost_rate), days: format.count(c.boost_days) })
    : `${format.exact(c.amount)} ${c.currency}`;
}

/**
 * /myaccount/coupon_center: the user's coupons by state, each with its value, condition and expiry;
 * an issued coupon is claimed, a claimed one used (once), with the rule of @ex/domain deciding
 * whether "Use" is possible before anything is sent.
 */
export function CouponCenter() {
  const t = useTranslations('support.coupons');
  const format = useDisplayFormat();
  const session = useRequiredSession();
  const signedIn = session.status === 'logged-in';
  const coupons = useCoupons(signedIn);
  const action = useCouponAction();
  const [filter, setFilter] = useState<Filter>('available');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  if (!signedIn || coupons.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (coupons.isError) {
    return (
      <p className="form-error" role="alert">
        {t('loadError')}{' '}
        <button type="button" className="button button-ghost" onClick={() => void coupons.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const { list, trade_volume_30d: volume } = coupons.data;
  const shown = list.filter((c) => filterOf(c) === filter);

  const run = async (kind: 'claim' | 'use', coupon: Coupon) => {
    setMessage(null);
    const outcome = await action.mutateAsync({ action: kind, id: coupon.id });
    if (outcome.ok) {
      const c = outcome.coupon;
      const text =
        kind === 'claim'
          ? t('claimed')
          : c.type === 'interest_boost'
            ? t('boostActivated', { rate: format.percent(c.boost_rate), days: format.count(c.boost_days) })
            : t('credited', { value: valueOf(c, t, format) });
      setMessage({ kind: 'ok', text });
    } else if (outcome.reason !== 'unauthenticated') {
      const text =
        outcome.reason === 'restricted'
          ? t('errors.restricted')
          : outcome.reason === 'csrf'
            ? t('errors.csrf')
            : outcome.reason === 'network'
              ? t('errors.network')
              : outcome.reason === 'refused'
                ? t('errors.refused')
                : t('errors.generic');
      setMessage({ kind: 'error', text });
    }
  };

  const blocker = (c: Coupon): CouponRefusal | null =>
    c.status !== 'claimed'
      ? null
      : ownCouponUseRefusal(
          { status: 'claimed', expiresAtMs: c.expires_at * 1000, minTradeVolume: decimal(c.min_trade_volume) },
          // The moment the list was fetched: the server judged expiry at the same time.
          coupons.dataUpdatedAt,
          decimal(volume),
        );

  return (
    <div className={styles.page}>
      <p className="notice" data-testid="coupon-volume">
        {t('volume', { volume: `${format.exact(volume)} USDT` })}
      </p>
      <div className={styles.actions} role="group" aria-label={t('filterLabel')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={`button ${filter === f ? 'button-primary' : 'button-ghost'}`}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {t(`filters.${f}`)} ({format.count(list.filter((c) => filterOf(c) === f).length)})
          </button>
        ))}
      </div>
      {message ? (
        <p
          className={message.kind === 'ok' ? 'notice' : 'form-error'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
          data-testid="coupon-message"
        >
          {message.text}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="notice" data-testid="coupons-empty">
          {filter === 'available' ? t('empty') : t('emptyFiltered')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="coupon-list">
          {shown.map((c) => {
            const blocked = blocker(c);
            return (
              <li key={c.id} className={styles.card} data-testid="coupon">
                <span className={styles.cardMain}>
                  <span className={styles.subject}>
                    {t(`types.${c.type}`)} · {valueOf(c, t, format)}
                  </span>
                  <span className={styles.meta}>
                    {c.min_trade_volume === '0' ? t('noCondition') : t('condition', { volume: `${format.exact(c.min_trade_volume)} USDT` })}{' '}
                    ·{' '}
                    {c.status === 'used'
                      ? t('usedOn', { date: format.date(c.used_at * 1000, 'dateTime') })
                      : t('expires', { date: format.date(c.expires_at * 1000, 'dateTime') })}
                  </span>
                  {blocked === 'volume' ? <span className="field-hint">{t('needVolume')}</span> : null}
                </span>
                <span className={styles.actions}>
                  <span className={styles.status} data-status={c.status}>
                    {t(`status.${c.status}`)}
                  </span>
                  {c.status === 'issued' ? (
                    <button
                      type="button"
                      className="button button-primary"
                      disabled={action.isPending}
                      onClick={() => void run('claim', c)}
                    >
                      {t('claim')}
                    </button>
                  ) : null}
                  {c.status === 'claimed' ? (
                    <button
                      type="button"
                      className="button button-primary"
                      disabled={action.isPending || blocked !== null}
                      onClick={() => void run('use', c)}
                    >
                      {t('use')}
                    </button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
