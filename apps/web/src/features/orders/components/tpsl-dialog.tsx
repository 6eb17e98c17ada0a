'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { LedgerPosition } from '@ex/contracts';
import { resolveAmountBlur } from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { Modal } from '@/components/modal';
import styles from '../orders.module.css';

/**
 * Take-profit and stop-loss of a position (the order line's TP/SL button and the positions table).
 * An emptied field clears that level; the server checks each against the position's side and
 * names the field it refuses.
 */
export function TpslDialog({
  position,
  pricePrecision,
  onSave,
  onClose,
}: {
  position: LedgerPosition;
  pricePrecision: number;
  onSave: (
    takeProfit: string,
    stopLoss: string,
  ) => Promise<{ ok: boolean; error?: { field?: string | undefined; message: string } | null }>;
  onClose: () => void;
}) {
  const t = useTranslations('orders.tpsl');
  const format = useDisplayFormat();
  const [takeProfit, setTakeProfit] = useState(position.take_profit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stop_loss ?? '');
  const [error, setError] = useState<{ field?: string | undefined; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    // Canonical decimals, as the field shows them after blur (§5); '' clears the level.
    const outcome = await onSave(
      resolveAmountBlur(takeProfit, { precision: pricePrecision }),
      resolveAmountBlur(stopLoss, { precision: pricePrecision }),
    );
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(outcome.error ?? { message: t('failed') });
  };
  return (
    <Modal
      title={t('title', { symbol: position.symbol.replace('_', '/') })}
      closable
      closeLabel={t('close')}
      onClose={onClose}
      testId="tpsl-dialog"
      actions={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>
            {t('save')}
          </button>
        </>
      }
    >
      <p>{t('entry', { price: format.exact(position.entry_price), side: position.side === 1 ? t('long') : t('short') })}</p>
      <div className={styles.field}>
        <label htmlFor="tpsl-take-profit">{t('takeProfit')}</label>
        <AmountInput id="tpsl-take-profit" precision={pricePrecision} value={takeProfit} onChange={(e) => setTakeProfit(e.target.value)} />
        {error?.field === 'take_profit' ? (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="tpsl-stop-loss">{t('stopLoss')}</label>
        <AmountInput id="tpsl-stop-loss" precision={pricePrecision} value={stopLoss} onChange={(e) => setStopLoss(e.target.value)} />
        {error?.field === 'stop_loss' ? (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        ) : null}
      </div>
      {error && error.field !== 'take_profit' && error.field !== 'stop_loss' ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </Modal>
  );
}
