import { compareDecimal, decimal, normaliseDecimal, parseDecimal, type DecimalString } from '../decimal';
import { QUOTE_SCALE, ceilDivide } from './money';
import { notionalOf, tradingFee } from './fees';

export interface OrderEstimateInput {
  /** Limit 0, Market 1, Stop 2 (§3). */
  readonly type: 0 | 1 | 2;
  /** The form's text fields, as typed (empty while unfilled). */
  readonly price: string;
  readonly stopPrice: string;
  readonly quantity: string;
  /** The last traded price (a market order's estimate); null when unknown. */
  readonly lastPrice: string | null;
  /** Leverage of a futures or margin order; null for spot (the whole notional is paid). */
  readonly leverage: number | null;
  readonly feeRate: DecimalString;
}

export interface OrderEstimate {
  /** The price the estimate is taken at: the limit price, the stop price or the last price. */
  readonly price: DecimalString;
  /** price × quantity, exact. */
  readonly notional: DecimalString;
  /** What the order ties up: the notional on spot, notional ÷ leverage (rounded up to 8 places) with leverage. */
  readonly margin: DecimalString;
  /** The taker fee at `feeRate`, rounded up to 8 places. */
  readonly fee: DecimalString;
}

const positive = (text: string): DecimalString | null => {
  const d = parseDecimal(text.trim());
  return d !== null && compareDecimal(d, decimal('0')) > 0 ? d : null;
};

/**
 * The order form's estimate (issue 5: decimal arithmetic for money in the order form), or null
 * while the quantity or the price it needs is missing or not a positive decimal.
 *
 * @example
 * resolveOrderEstimate({ type: 0, price: '64000', stopPrice: '', quantity: '0.5', lastPrice: null, leverage: 10, feeRate: decimal('0.0005') });
 * // { price: '64000', notional: '32000', margin: '3200', fee: '16' }
 */
export function resolveOrderEstimate(input: OrderEstimateInput): OrderEstimate | null {
  const quantity = positive(input.quantity);
  const priceText = input.type === 0 ? input.price : input.type === 2 ? input.stopPrice : (input.lastPrice ?? '');
  const price = positive(priceText);
  if (quantity === null || price === null) return null;
  const notional = normaliseDecimal(notionalOf(price, quantity));
  const margin = input.leverage === null ? notional : ceilDivide(notional, decimal(String(input.leverage)), QUOTE_SCALE);
  return { price: normaliseDecimal(price), notional, margin, fee: tradingFee(price, quantity, input.feeRate) };
}
