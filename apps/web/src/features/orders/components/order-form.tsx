'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { ERROR_CODES, LEDGER_LIMITS, placeOrderBodySchema, type ApiError } from '@ex/contracts';
import { decimal, resolveAmountBlur, resolveOrderEstimate } from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { toast } from '@/components/toast';
import { FundPasswordModal } from '@/features/security/components/fund-password-modal';
import { LEDGER_KEY } from '../api/ledger-queries';
import { newClientOrderId, postLedger } from '../api/ledger-actions';
import { LEDGER_FEE_RATES, type LedgerMarketKind } from '../ledger-market';
import styles from '../orders.module.css';

type OrderType = 0 | 1 | 2;

/** Leverage choices, up to the ledger's limits (margin 10×, futures 125×). */
const MARGIN_LEVERAGES = [1, 2, 3, 5, LEDGER_LIMITS.maxMarginLeverage] as const;
const FUTURES_LEVERAGES = [1, 2, 3, 5, 10, 20, 50, 75, 100, LEDGER_LIMITS.maxLeverage] as const;
type Side = 1 | -1;

interface FormValues {
  price: string;
  stop_price: string;
  quantity: string;
  leverage: string;
  reduce_only: boolean;
}

export interface OrderFormProps {
  readonly market: LedgerMarketKind;
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  /** The last price, for the market-order estimate. */
  readonly lastPrice: string | null;
  /** A price picked in the order book or the chart; fills the price field when it changes. */
  readonly pickedPrice?: { readonly price: string; readonly at: number } | null;
  /** Available balances by currency (decimal strings). */
  readonly available: Readonly<Record<string, string>>;
  readonly initialSide?: Side;
  /** Called after an order was accepted (the quick-order dialog closes itself). */
  readonly onPlaced?: () => void;
  readonly testId?: string;
  /**
   * Why this visitor may not trade (the compliance check's allowed actions lack 'trade'), or null:
   * when set the form is disabled and the reason shown above it.
   */
  readonly disabledReason?: string | null;
}

/**
 * The order form (issue 5): side, type (limit, market, stop), price and quantity through the one
 * §5 amount input, leverage for futures and margin; estimate in exact decimals; validated by the
 * API's own contract before sending. Placement is idempotent: one client order id per submitted
 * order, reused when the same order is retried (after the §4.10 fund-password prompt, or a network
 * failure). Everything the server refuses is shown next to its field.
 */
export function OrderForm(props: OrderFormProps) {
  const t = useTranslations('orders.form');
  const queryClient = useQueryClient();
  const [side, setSide] = useState<Side>(props.initialSide ?? 1);
  const [type, setType] = useState<OrderType>(props.pickedPrice ? 0 : 1);
  const [formError, setFormError] = useState<string | null>(null);
  const [fundpassOpen, setFundpassOpen] = useState(false);
  /** The order waiting for a retry with the same idempotency key. */
  const pending = useRef<{ clientOrderId: string; body: Record<string, unknown> } | null>(null);
  const leveraged = props.market !== 'spot';

  const resolver: Resolver<FormValues> = async (values) => {
    const parsed = placeOrderBodySchema.safeParse(bodyOf(values, 'validate'));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'quantity');
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { price: props.pickedPrice?.price ?? '', stop_price: '', quantity: '', leverage: String(props.market === 'margin' ? LEDGER_LIMITS.defaultMarginLeverage : LEDGER_LIMITS.defaultLeverage), reduce_only: false },
  });
  const values = useWatch({ control: form.control });

  // A price picked in the book or on the chart becomes a limit order at that price (state adjusted
  // while rendering, the form's own store in an effect).
  const picked = props.pickedPrice;
  const [seenPick, setSeenPick] = useState(picked);
  if (picked !== seenPick) {
    setSeenPick(picked);
    if (picked) setType(0);
  }
  useEffect(() => {
    if (picked) form.setValue('price', picked.price);
  }, [picked, form]);

  // The contract takes canonical decimals only (issue 10): what the field shows after blur (§5), also
  // when Enter submits while the field still holds "5." or "0.".
  const priceText = (text: string) => resolveAmountBlur(text, { precision: props.pricePrecision });
  function bodyOf(v: FormValues, clientOrderId: string): Record<string, unknown> {
    return {
      client_order_id: clientOrderId,
      market: props.market,
      symbol: props.symbol,
      side,
      type,
      quantity: resolveAmountBlur(v.quantity, { precision: props.quantityPrecision }),
      ...(type === 0 ? { price: priceText(v.price) } : {}),
      ...(type === 2 ? { stop_price: priceText(v.stop_price) } : {}),
      ...(leveraged ? { leverage: Number(v.leverage) } : {}),
      ...(props.market === 'futures' ? { reduce_only: v.reduce_only } : {}),
    };
  }

  const showServerError = (error: ApiError | null, status: number | null) => {
    const field = error?.field;
    if (error && field && ['price', 'stop_price', 'quantity', 'leverage'].includes(field)) {
      form.setError(field as keyof FormValues, { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    setFormError(error?.message ?? (status === null ? t('networkError') : t('serverError')));
  };

  async function send(order: { clientOrderId: string; body: Record<string, unknown> }) {
    setFormError(null);
    const outcome = await postLedger('ledgerPlaceOrder', order.body);
    if (outcome.ok) {
      pending.current = null;
      const { order: placed } = outcome.data;
      toast(placed.status === 'rejected' ? 'error' : 'success', placed.status === 'rejected' ? t('rejected', { reason: placed.reject_reason ?? '' }) : placed.status === 'filled' ? t('filled') : t('placed'));
      form.reset({ ...form.getValues(), quantity: '' });
      await queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
      props.onPlaced?.();
      return;
    }
    if (outcome.error?.code === ERROR_CODES.fundpassRequired) {
      // §4.10: the server wants the fund password; the same order is sent again once it is verified.
      pending.current = order;
      setFundpassOpen(true);
      return;
    }
    // A network failure keeps the key: sending the same order again cannot double it.
    pending.current = outcome.status === null ? order : null;
    showServerError(outcome.error, outcome.status);
  }

  async function onValid(v: FormValues) {
    // The key is reused only for the very same order (a retry); an edited order is a new one.
    const same = pending.current !== null && JSON.stringify(bodyOf(v, pending.current.clientOrderId)) === JSON.stringify(pending.current.body);
    const clientOrderId = same && pending.current ? pending.current.clientOrderId : newClientOrderId();
    await send({ clientOrderId, body: bodyOf(v, clientOrderId) });
  }

  const estimate = resolveOrderEstimate({
    type,
    price: values.price ?? '',
    stopPrice: values.stop_price ?? '',
    quantity: values.quantity ?? '',
    lastPrice: props.lastPrice,
    leverage: leveraged ? Number(values.leverage) || null : null,
    feeRate: decimal(LEDGER_FEE_RATES[props.market]),
  });
  const payCurrency = !leveraged && side === -1 ? props.base : props.quote;
  const errors = form.formState.errors;
  const id = (name: string) => `${props.testId ?? 'order-form'}-${name}`;

  return (
    <form className={styles.form} onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate data-testid={props.testId ?? 'order-form'} aria-label={t('label', { symbol: `${props.base}/${props.quote}` })}>
      {props.disabledReason ? <p className={styles.restricted} role="status" id={id('restricted')} data-testid={id('restricted')}>{props.disabledReason}</p> : null}
      <fieldset className={styles.fields} disabled={Boolean(props.disabledReason)} aria-describedby={props.disabledReason ? id('restricted') : undefined}>
        <div className={styles.sides} role="radiogroup" aria-label={t('side')}>
          {([1, -1] as const).map((s) => (
            <button key={s} type="button" role="radio" aria-checked={side === s} className={styles.side} data-side={s === 1 ? 'buy' : 'sell'} onClick={() => setSide(s)}>
              {s === 1 ? (leveraged ? t('long') : t('buy')) : leveraged ? t('short') : t('sell')}
            </button>
          ))}
        </div>
        <div className={styles.types} role="radiogroup" aria-label={t('type')}>
          {([0, 1, 2] as const).map((k) => (
            <button key={k} type="button" role="radio" aria-checked={type === k} className={styles.typeTab} onClick={() => setType(k)} data-testid={`${id('type')}-${k}`}>
              {t(`types.${k}`)}
            </button>
          ))}
        </div>
        {type === 2 ? <Field id={id('stop')} label={t('stopPrice', { quote: props.quote })} error={errors.stop_price?.message}><Controller control={form.control} name="stop_price" render={({ field }) => <AmountInput id={id('stop')} precision={props.pricePrecision} {...field} />} /></Field> : null}
        {type === 0 ? <Field id={id('price')} label={t('price', { quote: props.quote })} error={errors.price?.message}><Controller control={form.control} name="price" render={({ field }) => <AmountInput id={id('price')} precision={props.pricePrecision} {...field} />} /></Field> : null}
        {type === 1 ? <p className={styles.hint}>{t('marketHint', { price: props.lastPrice ?? '--' })}</p> : null}
        <Field id={id('quantity')} label={t('quantity', { base: props.base })} error={errors.quantity?.message}>
          <Controller control={form.control} name="quantity" render={({ field }) => <AmountInput id={id('quantity')} precision={props.quantityPrecision} {...field} />} />
        </Field>
        {leveraged ? (
          <Field id={id('leverage')} label={t('leverage')} error={errors.leverage?.message}>
            <select id={id('leverage')} className={styles.select} {...form.register('leverage')}>
              {(props.market === 'margin' ? MARGIN_LEVERAGES : FUTURES_LEVERAGES).map((n) => <option key={n} value={n}>{n}×</option>)}
            </select>
          </Field>
        ) : null}
        {props.market === 'futures' ? (
          <label className={styles.check}><input type="checkbox" {...form.register('reduce_only')} /> {t('reduceOnly')}</label>
        ) : null}
        <dl className={styles.summary}>
          <dt>{t('available')}</dt>
          <dd data-testid={id('available')}>{props.available[payCurrency] ?? '0'} {payCurrency}</dd>
          <dt>{leveraged ? t('margin') : side === 1 ? t('cost') : t('receive')}</dt>
          <dd>{estimate ? `${leveraged ? estimate.margin : estimate.notional} ${props.quote}` : '--'}</dd>
          <dt>{t('fee')}</dt>
          <dd>{estimate ? `${estimate.fee} ${props.quote}` : '--'}</dd>
        </dl>
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className={styles.submit} data-side={side === 1 ? 'buy' : 'sell'} disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined} data-testid={id('submit')}>
          {side === 1 ? (leveraged ? t('submitLong', { base: props.base }) : t('submitBuy', { base: props.base })) : leveraged ? t('submitShort', { base: props.base }) : t('submitSell', { base: props.base })}
        </button>
      </fieldset>
      <FundPasswordModal
        open={fundpassOpen}
        onOpenChange={(open) => {
          setFundpassOpen(open);
          if (!open && pending.current) setFormError(t('fundpassCancelled'));
        }}
        onConfirmed={() => {
          const order = pending.current;
          if (order) void send(order);
        }}
      />
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? <p className="form-error" role="alert" id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
