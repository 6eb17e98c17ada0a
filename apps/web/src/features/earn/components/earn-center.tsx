'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EarnPosition, EarnProduct } from '@ex/contracts';
import { addDecimal, decimal } from '@ex/domain';
import { Modal } from '@/components/modal';
import { useSession } from '@/core/session/hooks/use-session';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useAvailableBalances, useEarnAction, useEarnPositions, useEarnProducts } from '../hooks/use-earn';
import styles from '../earn.module.css';
import { productName, topApr } from './labels';
import { refusalMessage } from './messages';
import { SubscribeDialog } from './subscribe-dialog';
import { EarnPositionsView } from './positions-view';

const FILTERS = ['all', 'flexible', 'fixed'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /simple-earn below its h1: the catalogue for everyone (APR tiers, term, minimum, what is left),
 * then for a signed-in user the subscribe and redeem dialogs, their positions and interest history.
 */
export function EarnCenter({ initialProducts }: { initialProducts: EarnProduct[] }) {
  const t = useTranslations('earn');
  const format = useDisplayFormat();
  const session = useSession();
  const signedIn = session.status === 'logged-in';
  const toLogin = useLoginRedirect();
  const products = useEarnProducts(initialProducts);
  const positions = useEarnPositions(signedIn);
  const balances = useAvailableBalances(signedIn);
  const action = useEarnAction();
  const [filter, setFilter] = useState<Filter>('all');
  const [subscribing, setSubscribing] = useState<EarnProduct | null>(null);
  const [redeeming, setRedeeming] = useState<EarnPosition | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [redeemPending, setRedeemPending] = useState(false);

  const list = products.data.filter((p) => filter === 'all' || p.type === filter);
  const heldIn = (productId: string) =>
    (positions.data?.positions ?? [])
      .filter((p) => p.product_id === productId && p.status === 'active')
      .reduce((sum, p) => addDecimal(sum, decimal(p.principal)), decimal('0'));

  const redeem = async (position: EarnPosition) => {
    setRedeemPending(true);
    const outcome = await action.mutateAsync(['redeem', { position_id: position.id }]);
    setRedeemPending(false);
    setRedeeming(null);
    if (outcome.ok) {
      setMessage({
        kind: 'ok',
        text: t('redeemed', { amount: `${format.exact(outcome.position.principal)} ${outcome.position.currency}` }),
      });
    } else if (outcome.reason !== 'unauthenticated') {
      setMessage({ kind: 'error', text: refusalMessage(t, outcome) });
    }
  };

  return (
    <div className={styles.page}>
      {message ? (
        <p
          className={message.kind === 'ok' ? 'notice' : 'form-error'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
          data-testid="earn-message"
        >
          {message.text}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="earn-products">
        <h2 id="earn-products">{t('productsHeading')}</h2>
        <div className={styles.filters} role="group" aria-label={t('filterLabel')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`button ${filter === f ? 'button-primary' : 'button-ghost'}`}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`filters.${f}`)}
            </button>
          ))}
        </div>
        {list.length === 0 ? (
          <p className="notice" data-testid="earn-products-empty">
            {t('productsEmpty')}
          </p>
        ) : (
          <ul className={styles.list} data-testid="earn-products">
            {list.map((p) => (
              <li key={p.id} className={styles.card} data-testid="earn-product" data-product={p.id}>
                <div className={styles.cardHead}>
                  <span className={styles.name}>{productName(t, p)}</span>
                  <span className={styles.apr}>
                    {p.tiers.length > 1 ? t('upTo', { apr: format.percent(topApr(p.tiers)) }) : format.percent(p.tiers[0]?.apr ?? '0')}
                  </span>
                </div>
                <span className={styles.meta}>{t('aprLabel')}</span>
                {p.tiers.length > 1 ? (
                  <ul className={styles.tiers} aria-label={t('tiersLabel')}>
                    {p.tiers.map((tier) => (
                      <li key={tier.from}>
                        {t('tier', { from: `${format.exact(tier.from)} ${p.currency}`, apr: format.percent(tier.apr) })}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <span className={styles.meta}>
                  {t('minimum', { amount: `${format.exact(p.min_amount)} ${p.currency}` })} ·{' '}
                  {t('remaining', { amount: `${format.exact(p.remaining)} ${p.currency}` })}
                </span>
                <div className={styles.actions}>
                  {signedIn ? (
                    <button
                      type="button"
                      className="button button-primary"
                      onClick={() => {
                        setMessage(null);
                        setSubscribing(p);
                      }}
                      data-testid="earn-subscribe"
                    >
                      {t('subscribe')}
                    </button>
                  ) : session.status === 'logged-out' ? (
                    <button type="button" className="button button-ghost" onClick={toLogin}>
                      {t('loginToSubscribe')}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {signedIn ? <EarnPositionsView query={positions} onRedeem={(p) => setRedeeming(p)} /> : null}
      {subscribing ? (
        <SubscribeDialog
          product={subscribing}
          available={balances.data?.[subscribing.currency] ?? (balances.isSuccess ? '0' : undefined)}
          held={heldIn(subscribing.id)}
          onClose={() => setSubscribing(null)}
          onSubmit={(body) => action.mutateAsync(['subscribe', body])}
          onDone={(text) => {
            setSubscribing(null);
            setMessage({ kind: 'ok', text });
          }}
        />
      ) : null}
      {redeeming ? (
        <Modal
          title={t('dialog.redeemTitle', { product: productName(t, redeeming) })}
          closable
          closeLabel={t('dialog.close')}
          onClose={() => setRedeeming(null)}
          testId="earn-redeem-dialog"
          actions={
            <>
              <button type="button" className="button button-ghost" onClick={() => setRedeeming(null)}>
                {t('dialog.cancel')}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={redeemPending}
                aria-busy={redeemPending}
                onClick={() => void redeem(redeeming)}
                data-testid="earn-redeem-confirm"
              >
                {t('dialog.confirm')}
              </button>
            </>
          }
        >
          <p>{t('dialog.redeemBody', { amount: `${format.exact(redeeming.principal)} ${redeeming.currency}` })}</p>
        </Modal>
      ) : null}
    </div>
  );
}
