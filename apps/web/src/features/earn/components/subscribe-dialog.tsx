'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { EarnProduct } from '@ex/contracts';
import { DAY_MS, compareDecimal, dailyInterest, decimal, isDecimalString, subtractDecimal, type DecimalString } from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { Modal } from '@/components/modal';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { newRequestId, type EarnOutcome } from '../api/earn-api';
import styles from '../earn.module.css';
import { productName, type EarnT } from './labels';
import { refusalMessage } from './messages';

const PRECISION = 8;

/** Client-side checks before anything is sent (the server decides again). */
function amountProblem(t: EarnT, amount: string, product: EarnProduct, available: string | undefined, held: string): string | null {
  if (!isDecimalString(amount) || compareDecimal(amount, decimal('0')) <= 0) return t('errors.empty');
  const cur = product.currency;
  if (compareDecimal(amount, decimal(product.min_amount)) < 0) return t('errors.belowMin', { amount: `${product.min_amount} ${cur}` });
  if (available !== undefined && compareDecimal(amount, decimal(available)) > 0) return t('errors.balance');
  const room = subtractDecimal(decimal(product.max_amount), decimal(held));
  if (compareDecimal(amount, room) > 0) return t('errors.aboveMax', { amount: `${product.max_amount} ${cur}` });
  return null;
}

/**
 * The subscribe dialog (Radix, keyboard and focus handled by Modal): the amount through the §5
 * amount input, "Max", the estimated daily interest at the product's tiers, and for a fixed term
 * the date it unlocks. One request id per opened dialog: a double click or a retry subscribes once.
 */
export function SubscribeDialog(props: {
  product: EarnProduct;
  available: string | undefined;
  held: string;
  onClose: () => void;
  onSubmit: (body: { product_id: string; amount: string; request_id: string }) => Promise<EarnOutcome>;
  onDone: (message: string) => void;
}) {
  const { product, available, held } = props;
  const t = useTranslations('earn');
  const format = useDisplayFormat();
  const inputId = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [requestId] = useState(newRequestId);
  const [openedAt] = useState(() => Date.now());
  const cur = product.currency;
  const valid = isDecimalString(amount) && compareDecimal(amount, decimal('0')) > 0;
  const estimate = valid
    ? dailyInterest(
        amount as DecimalString,
        product.tiers.map((x) => ({ from: decimal(x.from), apr: decimal(x.apr) })),
        openedAt,
      )
    : null;

  const submit = async () => {
    const problem = amountProblem(t, amount, product, available, held);
    setError(problem);
    if (problem) return;
    setPending(true);
    const outcome = await props.onSubmit({ product_id: product.id, amount, request_id: requestId });
    setPending(false);
    if (outcome.ok) props.onDone(t('subscribed', { amount: `${format.exact(outcome.position.principal)} ${cur}` }));
    else if (outcome.reason !== 'unauthenticated') setError(refusalMessage(t, outcome));
  };

  return (
    <Modal
      title={t('dialog.subscribeTitle', { product: productName(t, product) })}
      closable
      closeLabel={t('dialog.close')}
      onClose={props.onClose}
      testId="earn-subscribe-dialog"
      actions={
        <>
          <button type="button" className="button button-ghost" onClick={props.onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void submit()}
            disabled={pending}
            aria-busy={pending}
            data-testid="earn-subscribe-confirm"
          >
            {t('dialog.confirm')}
          </button>
        </>
      }
    >
      <form
        className={styles.dialogField}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={inputId}>{t('dialog.amount')}</label>
        <div className={styles.amountRow}>
          <AmountInput
            id={inputId}
            precision={PRECISION}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            aria-invalid={error !== null}
            aria-describedby={`${inputId}-hint`}
            placeholder={t('minimum', { amount: `${format.exact(product.min_amount)} ${cur}` })}
            data-testid="earn-amount"
          />
          <button
            type="button"
            className="button button-ghost"
            disabled={available === undefined}
            onClick={() => {
              if (available === undefined) return;
              const room = subtractDecimal(decimal(product.max_amount), decimal(held));
              setAmount(compareDecimal(decimal(available), room) < 0 ? available : room);
            }}
          >
            {t('dialog.max')}
          </button>
        </div>
        <p id={`${inputId}-hint`} className="field-hint">
          {t('dialog.available', { amount: available === undefined ? '--' : `${format.exact(available)} ${cur}` })}
        </p>
        {estimate ? (
          <p className="field-hint" data-testid="earn-estimate">
            {t('dialog.dailyEstimate', { amount: `${format.exact(estimate)} ${cur}` })}
          </p>
        ) : null}
        <p className="field-hint">
          {product.type === 'fixed'
            ? t('dialog.fixedNote', { date: format.date(openedAt + (product.term_days ?? 0) * DAY_MS, 'dateTime') })
            : t('dialog.flexibleNote')}
        </p>
        {error ? (
          <p className="form-error" role="alert" data-testid="earn-dialog-error">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
