import {
  addDecimal,
  compareDecimal,
  decimal,
  divideDecimal,
  multiplyDecimal,
  normaliseDecimal,
  subtractDecimal,
  type DecimalString,
} from '../decimal';
import { notionalOf, tradingFee } from './fees';
import {
  PRICE_SCALE,
  QUOTE_SCALE,
  ZERO,
  ceilDivide,
  isPositive,
  maxDecimal,
  minDecimal,
  negateDecimal,
  roundDecimal,
  signOf,
} from './money';
import type { OrderSide } from './spot';

/**
 * USDT-margined futures positions with isolated margin, one net position per symbol (one-way mode).
 *
 * - Opening or adding: margin = notional ÷ leverage, rounded up to 8 decimals; the average entry is
 *   (entry × q + price × Δq) ÷ (q + Δq), half-up to 12 decimals. An order adding to a position uses
 *   the position's leverage.
 * - Reducing or closing: realised PnL = side × (exit − entry) × closed quantity (half-up, 8 decimals);
 *   the margin is released pro rata (rounded down; a full close releases all of it).
 * - Reversing through zero = closing the whole position, then opening the rest on the other side at
 *   the same price with the fill's leverage.
 * - Isolated margin: a close pays back max(0, released margin + PnL − fee), so a position never costs
 *   more than its margin; the fee of the closed part is only charged out of what it pays back.
 */

/** Maintenance margin rate of the liquidation estimate: 0.5 % of the position's value. */
export const MAINTENANCE_MARGIN_RATE: DecimalString = decimal('0.005');
/** Leverage is a whole number from 1 to this. */
export const MAX_LEVERAGE = 125;

export interface FuturesPosition {
  /** 1 long, −1 short. */
  readonly side: OrderSide;
  /** Above zero. */
  readonly quantity: DecimalString;
  readonly entryPrice: DecimalString;
  readonly margin: DecimalString;
  readonly leverage: number;
}

export interface FuturesFill {
  readonly side: OrderSide;
  readonly price: DecimalString;
  readonly quantity: DecimalString;
  /** Leverage of a position the fill opens; an increase keeps the position's own. */
  readonly leverage: number;
  readonly feeRate: DecimalString;
}

export interface FuturesFillResult {
  /** The position afterwards; null when flat. */
  readonly position: FuturesPosition | null;
  readonly closedQuantity: DecimalString;
  readonly openedQuantity: DecimalString;
  /** Gross PnL of the closed part (before fees). */
  readonly realisedPnl: DecimalString;
  readonly releasedMargin: DecimalString;
  readonly addedMargin: DecimalString;
  /** Fee actually charged: the opened part's fee plus what the closed part could pay of its own. */
  readonly fee: DecimalString;
  /** Credited to the available balance by the closed part: max(0, released + PnL − fee). */
  readonly payout: DecimalString;
  /** Taken from the available balance for the opened part: its margin plus its fee. */
  readonly cost: DecimalString;
  /** payout − cost: the change of the available USDT balance. */
  readonly balanceDelta: DecimalString;
}

function checkLeverage(leverage: number): void {
  if (!Number.isInteger(leverage) || leverage < 1 || leverage > MAX_LEVERAGE) {
    throw new RangeError(`leverage must be a whole number from 1 to ${MAX_LEVERAGE}, got ${String(leverage)}`);
  }
}

/**
 * Margin of a new exposure: price × quantity ÷ leverage, rounded up to 8 decimals.
 * @example initialMargin(decimal('97250.1'), decimal('0.003'), 20) === '14.587515'
 * @example initialMargin(decimal('0.0000181234'), decimal('1'), 3) === '0.00000605'
 */
export function initialMargin(price: DecimalString, quantity: DecimalString, leverage: number): DecimalString {
  checkLeverage(leverage);
  return ceilDivide(notionalOf(price, quantity), decimal(String(leverage)), QUOTE_SCALE);
}

/**
 * The weighted average entry after adding `addQuantity` at `price`, half-up to 12 decimals.
 * @example averageEntryPrice(decimal('100'), decimal('1'), decimal('110'), decimal('3')) === '107.5'
 * @example averageEntryPrice(decimal('1'), decimal('1'), decimal('2'), decimal('2')) === '1.666666666667'
 */
export function averageEntryPrice(
  entry: DecimalString,
  quantity: DecimalString,
  price: DecimalString,
  addQuantity: DecimalString,
): DecimalString {
  const cost = addDecimal(multiplyDecimal(entry, quantity), multiplyDecimal(price, addQuantity));
  return normaliseDecimal(divideDecimal(cost, addDecimal(quantity, addQuantity), PRICE_SCALE, 'half-up'));
}

/**
 * side × (exit − entry) × quantity, half-up to 8 decimals: a long gains when the price rises, a short
 * when it falls.
 * @example pnlOf(-1, decimal('100'), decimal('90'), decimal('2')) === '20'
 * @example pnlOf(1, decimal('0.1'), decimal('0.3'), decimal('0.00000001')) === '0'
 */
export function pnlOf(side: OrderSide, entry: DecimalString, exit: DecimalString, quantity: DecimalString): DecimalString {
  const move = subtractDecimal(exit, entry);
  return roundDecimal(multiplyDecimal(side === 1 ? move : negateDecimal(move), quantity), QUOTE_SCALE);
}

/**
 * The PnL of the open position at the mark price.
 * @example unrealisedPnl({ side: -1, quantity: decimal('1'), entryPrice: decimal('100'), margin: decimal('10'), leverage: 10 }, decimal('101.5')) === '-1.5'
 */
export function unrealisedPnl(position: FuturesPosition, markPrice: DecimalString): DecimalString {
  return pnlOf(position.side, position.entryPrice, markPrice, position.quantity);
}

/**
 * Estimated liquidation price of an isolated position: where margin + PnL falls to the maintenance
 * margin (rate m of the position's value at that price), fees ignored:
 * - long: M + (P − E)·q = m·P·q  ⇒  P = (E·q − M) ÷ (q·(1 − m));
 * - short: M + (E − P)·q = m·P·q  ⇒  P = (E·q + M) ÷ (q·(1 + m)).
 * With margin M = E·q ÷ L this is E·(1 − 1/L) ÷ (1 − m) for a long and E·(1 + 1/L) ÷ (1 + m) for a
 * short. Half-up to 12 decimals; null when a long could never be liquidated (E·q ≤ M, e.g. 1×).
 * @example liquidationPrice({ side: 1, quantity: decimal('1'), entryPrice: decimal('100'), margin: decimal('10'), leverage: 10 }) === '90.452261306533'
 * @example liquidationPrice({ side: -1, quantity: decimal('1'), entryPrice: decimal('100'), margin: decimal('10'), leverage: 10 }) === '109.452736318408'
 */
export function liquidationPrice(
  position: FuturesPosition,
  maintenanceRate: DecimalString = MAINTENANCE_MARGIN_RATE,
): DecimalString | null {
  const value = multiplyDecimal(position.entryPrice, position.quantity);
  const one = decimal('1');
  if (position.side === 1) {
    const numerator = subtractDecimal(value, position.margin);
    if (!isPositive(numerator)) return null;
    return normaliseDecimal(
      divideDecimal(numerator, multiplyDecimal(position.quantity, subtractDecimal(one, maintenanceRate)), PRICE_SCALE, 'half-up'),
    );
  }
  const numerator = addDecimal(value, position.margin);
  return normaliseDecimal(
    divideDecimal(numerator, multiplyDecimal(position.quantity, addDecimal(one, maintenanceRate)), PRICE_SCALE, 'half-up'),
  );
}

function checkFill(fill: FuturesFill): void {
  if (!isPositive(fill.quantity)) throw new RangeError(`fill quantity must be above zero, got ${fill.quantity}`);
  if (!isPositive(fill.price)) throw new RangeError(`fill price must be above zero, got ${fill.price}`);
  checkLeverage(fill.leverage);
}

/**
 * The position and balance effects of one futures fill (see the module notes for the rules).
 * @example applyFuturesFill(null, { side: 1, price: decimal('100'), quantity: decimal('2'), leverage: 10, feeRate: decimal('0.0005') })
 *   // position long 2 @ 100 with margin 20; fee 0.1, cost 20.1, balanceDelta −20.1
 * @example applyFuturesFill({ side: 1, quantity: decimal('1'), entryPrice: decimal('100'), margin: decimal('10'), leverage: 10 },
 *   { side: -1, price: decimal('110'), quantity: decimal('3'), leverage: 5, feeRate: decimal('0.0005') })
 *   // closes the long (PnL 10, payout 19.945), opens short 2 @ 110 with margin 44: balanceDelta −24.165
 */
export function applyFuturesFill(position: FuturesPosition | null, fill: FuturesFill): FuturesFillResult {
  checkFill(fill);
  const { price, quantity, feeRate } = fill;
  if (position === null || position.side === fill.side) {
    const leverage = position?.leverage ?? fill.leverage;
    const addedMargin = initialMargin(price, quantity, leverage);
    const fee = tradingFee(price, quantity, feeRate);
    const next: FuturesPosition = position
      ? {
          side: position.side,
          quantity: addDecimal(position.quantity, quantity),
          entryPrice: averageEntryPrice(position.entryPrice, position.quantity, price, quantity),
          margin: addDecimal(position.margin, addedMargin),
          leverage,
        }
      : { side: fill.side, quantity, entryPrice: price, margin: addedMargin, leverage };
    const cost = addDecimal(addedMargin, fee);
    return {
      position: next,
      closedQuantity: ZERO,
      openedQuantity: quantity,
      realisedPnl: ZERO,
      releasedMargin: ZERO,
      addedMargin,
      fee,
      payout: ZERO,
      cost,
      balanceDelta: negateDecimal(cost),
    };
  }

  const closedQuantity = minDecimal(quantity, position.quantity);
  const openedQuantity = normaliseDecimal(subtractDecimal(quantity, closedQuantity));
  const fullClose = compareDecimal(closedQuantity, position.quantity) === 0;
  const releasedMargin = fullClose
    ? position.margin
    : normaliseDecimal(divideDecimal(multiplyDecimal(position.margin, closedQuantity), position.quantity, QUOTE_SCALE, 'down'));
  const realisedPnl = pnlOf(position.side, position.entryPrice, price, closedQuantity);
  const returned = addDecimal(releasedMargin, realisedPnl);
  const closeFee = minDecimal(tradingFee(price, closedQuantity, feeRate), maxDecimal(ZERO, returned));
  const payout = normaliseDecimal(maxDecimal(ZERO, subtractDecimal(returned, closeFee)));

  let next: FuturesPosition | null = null;
  let addedMargin = ZERO;
  let openFee = ZERO;
  if (!fullClose) {
    next = {
      ...position,
      quantity: subtractDecimal(position.quantity, closedQuantity),
      margin: subtractDecimal(position.margin, releasedMargin),
    };
  } else if (signOf(openedQuantity) > 0) {
    addedMargin = initialMargin(price, openedQuantity, fill.leverage);
    openFee = tradingFee(price, openedQuantity, feeRate);
    next = { side: fill.side, quantity: openedQuantity, entryPrice: price, margin: addedMargin, leverage: fill.leverage };
  }
  const cost = addDecimal(addedMargin, openFee);
  return {
    position: next,
    closedQuantity,
    openedQuantity,
    realisedPnl,
    releasedMargin,
    addedMargin,
    fee: normaliseDecimal(addDecimal(closeFee, openFee)),
    payout,
    cost,
    balanceDelta: normaliseDecimal(subtractDecimal(payout, cost)),
  };
}

/**
 * A liquidation closes the whole position at its liquidation price and pays nothing back: the
 * margin left at that price (about the maintenance margin) is kept as the liquidation fee.
 * @example liquidate({ side: 1, quantity: decimal('1'), entryPrice: decimal('100'), margin: decimal('10'), leverage: 10 }, decimal('90.452261306533'))
 *   // realisedPnl −9.54773869, fee 0.45226131, payout 0
 */
export function liquidate(position: FuturesPosition, price: DecimalString): FuturesFillResult {
  const realisedPnl = pnlOf(position.side, position.entryPrice, price, position.quantity);
  const fee = normaliseDecimal(maxDecimal(ZERO, addDecimal(position.margin, realisedPnl)));
  return {
    position: null,
    closedQuantity: position.quantity,
    openedQuantity: ZERO,
    realisedPnl,
    releasedMargin: position.margin,
    addedMargin: ZERO,
    fee,
    payout: ZERO,
    cost: ZERO,
    balanceDelta: ZERO,
  };
}
