'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { LEDGER_LIMITS, placeOrderBodySchema } from '@ex/contracts';
import { buildOrderBody, decimal, resolveOrderEstimate, type PlaceableOrderType } from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { RadioButtons } from '@/components/radio-buttons';
import { useEstimatedValues } from '@/core/site/hooks/use-display-currency';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useOrderPlacement, type FundPasswordPromptProps } from '../hooks/use-order-placement';
import { LEDGER_FEE_RATES, type LedgerMarketKind } from '../ledger-market';
import styles from '../orders.module.css';

type OrderType = PlaceableOrderType;

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
  /** The §4.10 fund-password prompt (the security feature's), shown when the server asks for it. */
  readonly fundPasswordPrompt: ComponentType<FundPasswordPromptProps>;
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
  const tDisplay = useTranslations('display');
  const format = useDisplayFormat();
  const estimates = useEstimatedValues();
  const [side, setSide] = useState<Side>(props.initialSide ?? 1);
  const [type, setType] = useState<OrderType>(props.pickedPrice ? 0 : 1);
  const leveraged = props.market !== 'spot';

  const precision = { price: props.pricePrecision, quantity: props.quantityPrecision };
  const resolver: Resolver<FormValues> = async (values) => {
    const body = buildOrderBody({
      clientOrderId: 'validate',
      market: props.market,
      symbol: props.symbol,
      side,
      type,
      fields: values,
      precision,
    });
    const parsed = placeOrderBodySchema.safeParse(body);
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
    defaultValues: {
      price: props.pickedPrice?.price ?? '',
      stop_price: '',
      quantity: '',
      leverage: String(props.market === 'margin' ? LEDGER_LIMITS.defaultMarginLeverage : LEDGER_LIMITS.defaultLeverage),
      reduce_only: false,
    },
  });
  const values = useWatch({ control: form.control });
  const placement = useOrderPlacement({
    market: props.market,
    symbol: props.symbol,
    precision,
    setFieldError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    onAccepted: () => form.reset({ ...form.getValues(), quantity: '' }),
    onPlaced: props.onPlaced,
  });
  const formError = placement.formError;
  const FundPasswordPrompt = props.fundPasswordPrompt;

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

  const onValid = (v: FormValues) => placement.place(side, type, v);

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
  // Crypto amounts in their own unit; the cost's estimate in the display currency (issue 12).
  const amount = (value: string | undefined, unit: string) => tDisplay('amount', { amount: format.exact(value ?? '0'), unit });
  const withEstimate = (value: string, unit: string) => {
    const estimate = estimates.of(value, unit);
    return estimate === null ? amount(value, unit) : tDisplay('amountEstimate', { amount: format.exact(value), unit, value: estimate });
  };
  const errors = form.formState.errors;
  const id = (name: string) => `${props.testId ?? 'order-form'}-${name}`;

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      noValidate
      data-testid={props.testId ?? 'order-form'}
      aria-label={t('label', { symbol: `${props.base}/${props.quote}` })}
    >
      {props.disabledReason ? (
        <p className={styles.restricted} role="status" id={id('restricted')} data-testid={id('restricted')}>
          {props.disabledReason}
        </p>
      ) : null}
      <fieldset
        className={styles.fields}
        disabled={Boolean(props.disabledReason)}
        aria-describedby={props.disabledReason ? id('restricted') : undefined}
      >
        <RadioButtons
          className={styles.sides}
          buttonClassName={styles.side}
          label={t('side')}
          value={side}
          onChange={setSide}
          options={([1, -1] as const).map((s) => ({
            value: s,
            label: s === 1 ? (leveraged ? t('long') : t('buy')) : leveraged ? t('short') : t('sell'),
            attributes: { 'data-side': s === 1 ? 'buy' : 'sell' },
          }))}
        />
        <RadioButtons
          className={styles.types}
          buttonClassName={styles.typeTab}
          label={t('type')}
          value={type}
          onChange={setType}
          options={([0, 1, 2] as const).map((k) => ({
            value: k,
            label: t(`types.${k}`),
            attributes: { 'data-testid': `${id('type')}-${k}` },
          }))}
        />
        {type === 2 ? (
          <Field id={id('stop')} label={t('stopPrice', { quote: props.quote })} error={errors.stop_price?.message}>
            <Controller
              control={form.control}
              name="stop_price"
              render={({ field }) => <AmountInput id={id('stop')} precision={props.pricePrecision} {...field} />}
            />
          </Field>
        ) : null}
        {type === 0 ? (
          <Field id={id('price')} label={t('price', { quote: props.quote })} error={errors.price?.message}>
            <Controller
              control={form.control}
              name="price"
              render={({ field }) => <AmountInput id={id('price')} precision={props.pricePrecision} {...field} />}
            />
          </Field>
        ) : null}
        {type === 1 ? (
          <p className={styles.hint}>{t('marketHint', { price: format.fixed(props.lastPrice, props.pricePrecision) })}</p>
        ) : null}
        <Field id={id('quantity')} label={t('quantity', { base: props.base })} error={errors.quantity?.message}>
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => <AmountInput id={id('quantity')} precision={props.quantityPrecision} {...field} />}
          />
        </Field>
        {leveraged ? (
          <Field id={id('leverage')} label={t('leverage')} error={errors.leverage?.message}>
            <select id={id('leverage')} className={styles.select} {...form.register('leverage')}>
              {(props.market === 'margin' ? MARGIN_LEVERAGES : FUTURES_LEVERAGES).map((n) => (
                <option key={n} value={n}>
                  {tDisplay('leverage', { value: format.count(n) })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {props.market === 'futures' ? (
          <label className={styles.check}>
            <input type="checkbox" {...form.register('reduce_only')} /> {t('reduceOnly')}
          </label>
        ) : null}
        <dl className={styles.summary}>
          <dt>{t('available')}</dt>
          <dd data-testid={id('available')}>{amount(props.available[payCurrency], payCurrency)}</dd>
          <dt>{leveraged ? t('margin') : side === 1 ? t('cost') : t('receive')}</dt>
          <dd data-testid={id('cost')}>{estimate ? withEstimate(leveraged ? estimate.margin : estimate.notional, props.quote) : '--'}</dd>
          <dt>{t('fee')}</dt>
          <dd>{estimate ? amount(estimate.fee, props.quote) : '--'}</dd>
        </dl>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className={styles.submit}
          data-side={side === 1 ? 'buy' : 'sell'}
          data-track={side === 1 ? 'order_submit_buy' : 'order_submit_sell'}
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
          data-testid={id('submit')}
        >
          {side === 1
            ? leveraged
              ? t('submitLong', { base: props.base })
              : t('submitBuy', { base: props.base })
            : leveraged
              ? t('submitShort', { base: props.base })
              : t('submitSell', { base: props.base })}
        </button>
      </fieldset>
      <FundPasswordPrompt {...placement.fundPassword} />
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p className="form-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
