import { compareDecimal, parseDecimal, type DecimalString } from '../decimal';
import { maxDecimal, minDecimal } from './money';
import type { OrderSide } from './spot';

/**
 * When paper orders, position protections and price alerts fire (issue 5 "Fills happen against the
 * simulated price"). A market tick carries the last price and the trades since the previous tick;
 * the matcher looks at the whole range those trades covered, so a price that was touched between
 * two ticks still counts.
 */

/** The prices a tick covered: its trades' extremes and its last price. */
export interface PriceRange {
  readonly low: DecimalString;
  readonly high: DecimalString;
  /** The tick's last price: what market-style executions fill at. */
  readonly last: DecimalString;
}

/**
 * The range of a tick: `last` plus the prices of the trades at or after `sinceMs` (trades before an
 * order or alert existed must not fire it). Unreadable trade prices are ignored.
 * @example tickRange(decimal('101'), [{ price: '99.5', time: 5 }, { price: '102', time: 1 }], 2)
 *   // { low: '99.5', high: '101', last: '101' }
 */
export function tickRange(
  last: DecimalString,
  trades: readonly { readonly price: string; readonly time: number }[],
  sinceMs = -Infinity,
): PriceRange {
  let low = last;
  let high = last;
  for (const trade of trades) {
    if (trade.time < sinceMs) continue;
    const price = parseDecimal(trade.price);
    if (price === null) continue;
    low = minDecimal(low, price);
    high = maxDecimal(high, price);
  }
  return { low, high, last };
}

/**
 * A limit order that can fill at once: a buy at or above the last price, a sell at or below. It
 * fills immediately at the last price (taker); otherwise it rests.
 * @example isMarketable(1, decimal('100'), decimal('99.99')) === true
 * @example isMarketable(-1, decimal('100'), decimal('99.99')) === false
 */
export function isMarketable(side: OrderSide, limitPrice: DecimalString, last: DecimalString): boolean {
  const c = compareDecimal(limitPrice, last);
  return side === 1 ? c >= 0 : c <= 0;
}

/**
 * A resting limit order fires when the market trades at or through its price: a buy when the low
 * reaches the limit, a sell when the high does. It fills at its limit price.
 * @example limitTriggered(1, decimal('99'), { low: decimal('98.9'), high: decimal('100'), last: decimal('99.5') }) === true
 */
export function limitTriggered(side: OrderSide, limitPrice: DecimalString, range: PriceRange): boolean {
  return side === 1 ? compareDecimal(range.low, limitPrice) <= 0 : compareDecimal(range.high, limitPrice) >= 0;
}

/**
 * A stop (stop-market) order fires when the market reaches its stop price: a buy stop when the high
 * reaches it, a sell stop when the low does. It then fills like a market order, at the tick's last price.
 * @example stopTriggered(-1, decimal('95'), { low: decimal('95'), high: decimal('97'), last: decimal('96') }) === true
 */
export function stopTriggered(side: OrderSide, stopPrice: DecimalString, range: PriceRange): boolean {
  return side === 1 ? compareDecimal(range.high, stopPrice) >= 0 : compareDecimal(range.low, stopPrice) <= 0;
}

/**
 * A stop price that the last price already reached would fire at once; such an order is refused
 * (a buy stop must be above the last price, a sell stop below).
 * @example stopAlreadyReached(1, decimal('100'), decimal('100')) === true
 */
export function stopAlreadyReached(side: OrderSide, stopPrice: DecimalString, last: DecimalString): boolean {
  const c = compareDecimal(stopPrice, last);
  return side === 1 ? c <= 0 : c >= 0;
}

/** A price alert fires when the price crosses it upwards (`above`) or downwards (`below`). */
export type AlertDirection = 'above' | 'below';

/**
 * The direction of a new alert: `above` when its price is over the last price, `below` when under,
 * null when equal (there is nothing to cross).
 * @example alertDirection(decimal('70000'), decimal('69000.5')) === 'above'
 */
export function alertDirection(price: DecimalString, last: DecimalString): AlertDirection | null {
  const c = compareDecimal(price, last);
  return c > 0 ? 'above' : c < 0 ? 'below' : null;
}

/**
 * @example alertTriggered('above', decimal('70000'), { low: decimal('69990'), high: decimal('70000.0'), last: decimal('69995') }) === true
 */
export function alertTriggered(direction: AlertDirection, price: DecimalString, range: PriceRange): boolean {
  return direction === 'above' ? compareDecimal(range.high, price) >= 0 : compareDecimal(range.low, price) <= 0;
}

/** What closes a futures position by itself. */
export type ProtectionTrigger = 'take_profit' | 'stop_loss';

/**
 * Which of a position's protections fired in `range`. Long: take profit at or above its price, stop
 * loss at or below; short: the reverse. When a wide range touches both, the stop loss wins (the
 * conservative reading, since the order of the two touches is unknown).
 * @example protectionTriggered(-1, decimal('90'), decimal('110'), { low: decimal('95'), high: decimal('110'), last: decimal('100') }) === 'stop_loss'
 */
export function protectionTriggered(
  side: OrderSide,
  takeProfit: DecimalString | null,
  stopLoss: DecimalString | null,
  range: PriceRange,
): ProtectionTrigger | null {
  const upTo = (p: DecimalString) => compareDecimal(range.high, p) >= 0;
  const downTo = (p: DecimalString) => compareDecimal(range.low, p) <= 0;
  if (stopLoss !== null && (side === 1 ? downTo(stopLoss) : upTo(stopLoss))) return 'stop_loss';
  if (takeProfit !== null && (side === 1 ? upTo(takeProfit) : downTo(takeProfit))) return 'take_profit';
  return null;
}

/**
 * A TP/SL level is valid on the profit/loss side of the current price: long TP above, long SL below;
 * short TP below, short SL above. Returns the violated rule or null.
 * @example protectionProblem(1, 'take_profit', decimal('99'), decimal('100')) === 'take_profit must be above the last price for a long position'
 */
export function protectionProblem(side: OrderSide, kind: ProtectionTrigger, price: DecimalString, last: DecimalString): string | null {
  const above = (kind === 'take_profit') === (side === 1);
  const c = compareDecimal(price, last);
  if (above ? c > 0 : c < 0) return null;
  return `${kind} must be ${above ? 'above' : 'below'} the last price for a ${side === 1 ? 'long' : 'short'} position`;
}

/**
 * An isolated position is liquidated when the market reaches its liquidation price: a long when the
 * low does, a short when the high does. No liquidation price (null) never fires.
 * @example liquidationTriggered(1, decimal('90.45'), { low: decimal('90.45'), high: decimal('95'), last: decimal('94') }) === true
 */
export function liquidationTriggered(side: OrderSide, liquidationPrice: DecimalString | null, range: PriceRange): boolean {
  if (liquidationPrice === null) return false;
  return side === 1 ? compareDecimal(range.low, liquidationPrice) <= 0 : compareDecimal(range.high, liquidationPrice) >= 0;
}

/** What closes a position in a tick, liquidation included. */
export type PositionTrigger = ProtectionTrigger | 'liquidation';

/**
 * What closes a position in `range`: its liquidation when the liquidation price was reached — unless
 * its stop loss sits before the liquidation price (long: above it, short: below it) and was reached
 * too, since the market passed the stop loss first — else its stop loss or take profit.
 * @example positionTrigger(1, null, decimal('95'), decimal('90.45'), { low: decimal('90'), high: decimal('100'), last: decimal('91') }) === 'stop_loss'
 * @example positionTrigger(1, null, null, decimal('90.45'), { low: decimal('90'), high: decimal('100'), last: decimal('91') }) === 'liquidation'
 */
export function positionTrigger(
  side: OrderSide,
  takeProfit: DecimalString | null,
  stopLoss: DecimalString | null,
  liquidationPrice: DecimalString | null,
  range: PriceRange,
): PositionTrigger | null {
  const protection = protectionTriggered(side, takeProfit, stopLoss, range);
  if (!liquidationTriggered(side, liquidationPrice, range) || liquidationPrice === null) return protection;
  const stopFirst =
    protection === 'stop_loss' &&
    stopLoss !== null &&
    (side === 1 ? compareDecimal(stopLoss, liquidationPrice) > 0 : compareDecimal(stopLoss, liquidationPrice) < 0);
  return stopFirst ? 'stop_loss' : 'liquidation';
}

/** The order types the ledger executes (§3 "Order type: Limit 0, Market 1, Stop 2"). */
export type ExecutableOrderType = 0 | 1 | 2;

/**
 * The price an order fills at. Market (1) and stop (2) orders fill at the last price (a stop becomes
 * a market order once triggered). A limit order (0) fills at the last price when it is marketable on
 * placement (`resting` false: it takes the better price), and at its own price once it has rested and
 * the market reached it.
 * @example fillPrice(1, null, decimal('100.5'), false) === '100.5'
 * @example fillPrice(0, decimal('99'), decimal('98.7'), true) === '99'
 * @example fillPrice(0, decimal('101'), decimal('100.5'), false) === '100.5'
 */
export function fillPrice(
  type: ExecutableOrderType,
  limitPrice: DecimalString | null,
  last: DecimalString,
  resting: boolean,
): DecimalString {
  if (type === 0 && resting && limitPrice !== null) return limitPrice;
  return last;
}
