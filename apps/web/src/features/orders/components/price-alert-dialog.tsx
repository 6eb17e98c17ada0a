'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Market } from '@ex/contracts';
import { resolveAmountBlur } from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { usePriceAlerts } from '../hooks/use-price-alerts';
import styles from '../orders.module.css';

/**
 * The embedded chart's price alert (§2.3): stored on the server; when the price crosses it the
 * user gets an in-app notification. The dialog also lists this symbol's alerts, each deletable.
 */
export function PriceAlertDialog(props: {
  market: Market;
  symbol: string;
  price: string;
  pricePrecision: number;
  lastPrice: string | null;
  onClose: () => void;
}) {
  const t = useTranslations('orders.alerts');
  const tDisplay = useTranslations('display');
  const format = useDisplayFormat();
  const [price, setPrice] = useState(props.price);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { alerts: mine, create: createAlert, remove: removeAlert } = usePriceAlerts(props.market, props.symbol);

  const create = async () => {
    setBusy(true);
    setError(null);
    // A canonical decimal, as the field shows it after blur (§5).
    const outcome = await createAlert(resolveAmountBlur(price, { precision: props.pricePrecision }));
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.error?.message ?? t('failed'));
      return;
    }
    toast(
      'success',
      t('created', {
        price: format.fixed(outcome.data.alert.price, props.pricePrecision),
        direction: t(`directions.${outcome.data.alert.direction}`),
      }),
    );
    props.onClose();
  };
  const remove = async (id: string) => {
    const outcome = await removeAlert(id);
    if (!outcome.ok) toast('error', outcome.error?.message ?? t('failed'));
  };

  return (
    <Modal
      title={t('title', { pair: props.symbol.replace('_', '/') })}
      closable
      closeLabel={t('close')}
      onClose={props.onClose}
      testId="price-alert-dialog"
      actions={
        <>
          <button type="button" className="button button-ghost" onClick={props.onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || price === ''}
            onClick={() => void create()}
            data-testid="price-alert-create"
          >
            {t('create')}
          </button>
        </>
      }
    >
      <p>{t('last', { price: format.fixed(props.lastPrice, props.pricePrecision) })}</p>
      <div className={styles.field}>
        <label htmlFor="price-alert-price">{t('price')}</label>
        <AmountInput
          id="price-alert-price"
          precision={props.pricePrecision}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <h3>{t('yours')}</h3>
      {mine.length === 0 ? <p>{t('none')}</p> : null}
      <ul className={styles.list} data-testid="price-alert-list">
        {mine.map((a) => (
          <li key={a.id} className={styles.listItem}>
            <span>
              {tDisplay('labelledPrice', { label: t(`directions.${a.direction}`), price: format.fixed(a.price, props.pricePrecision) })}
              {a.triggered_at ? ` — ${t('triggered')}` : ''}
            </span>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => void remove(a.id)}
              aria-label={t('delete', { price: format.fixed(a.price, props.pricePrecision) })}
            >
              {t('deleteShort')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
