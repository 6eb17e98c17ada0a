import {
  addDecimal,
  compareDecimal,
  decimal,
  divideDecimal,
  multiplyDecimal,
  parseDecimal,
  subtractDecimal,
  type DecimalString,
} from '../decimal';
import { groupDepthLevels, type BookLevel, type DepthBookLike } from './depth-book';

const ZERO = decimal('0');
const HUNDRED = decimal('100');
/** Depth-bar fractions only size a bar on screen; four digits are far finer than a pixel. */
const FRACTION_DIGITS = 4;

/** One row of the order book as shown: the level, the cumulative amount from the best price, and its bar. */
export interface BookRow extends BookLevel {
  /** Sum of the amounts from the best price of this side up to and including this level (exact). */
  readonly total: DecimalString;
  /** total ÷ the largest total shown on either side, 0…1, for the depth bar's width. */
  readonly fraction: number;
}

export interface OrderBookView {
  /** Best (lowest) ask first; the page draws them reversed, so the best ask sits by the spread. */
  readonly asks: readonly BookRow[];
  /** Best (highest) bid first. */
  readonly bids: readonly BookRow[];
}

/**
 * Running totals of one side, best price first: each row's `total` is the exact sum of its own
 * amount and every better level's.
 * @example cumulativeTotals([{ price: '101', amount: '1.5' }, { price: '102', amount: '0.25' }])
 * // [{ price: '101', amount: '1.5', total: '1.5' }, { price: '102', amount: '0.25', total: '1.75' }]
 */
export function cumulativeTotals(levels: readonly BookLevel[]): (BookLevel & { readonly total: DecimalString })[] {
  let running = ZERO;
  return levels.map((level) => {
    running = addDecimal(running, level.amount);
    return { ...level, total: running };
  });
}

/**
 * The width of a depth bar: `total ÷ max`, 0…1, cut (not rounded) to four digits, computed exactly
 * and only then turned into a number for CSS. A zero or unreadable `max` gives 0.
 * @example depthFraction('1.5', '6') === 0.25
 * @example depthFraction('2', '3') === 0.6666
 * @example depthFraction('1', '0') === 0
 */
export function depthFraction(total: string, max: string): number {
  const t = parseDecimal(total);
  const m = parseDecimal(max);
  if (t === null || m === null || compareDecimal(m, ZERO) <= 0) return 0;
  const ratio = divideDecimal(t, m, FRACTION_DIGITS, 'down');
  // Clamp: a total above the max (never produced here) must not draw past the row.
  return Math.min(1, Math.max(0, Number(ratio)));
}

/**
 * The rows the order book draws: each side grouped by `step` (see groupDepthLevels), cut to
 * `levels` rows, with cumulative totals and depth-bar fractions. Both sides share one scale (the
 * larger of the two sides' last totals), so bar lengths compare across the spread.
 * @example buildOrderBookView({ time: 1, bids: [['99', '1'], ['98', '3']], asks: [['101', '2']] }, { step: '1', levels: 10 })
 * // bids: [{ price: '99', amount: '1', total: '1', fraction: 0.25 }, { price: '98', amount: '3', total: '4', fraction: 1 }]
 * // asks: [{ price: '101', amount: '2', total: '2', fraction: 0.5 }]
 */
export function buildOrderBookView(book: DepthBookLike, options: { readonly step: string; readonly levels: number }): OrderBookView {
  const take = Math.max(0, Math.floor(options.levels));
  const bids = cumulativeTotals(groupDepthLevels(book.bids, options.step, 'bids').slice(0, take));
  const asks = cumulativeTotals(groupDepthLevels(book.asks, options.step, 'asks').slice(0, take));
  const lastBid = bids.at(-1)?.total ?? ZERO;
  const lastAsk = asks.at(-1)?.total ?? ZERO;
  const max = compareDecimal(lastBid, lastAsk) >= 0 ? lastBid : lastAsk;
  const withBar = (row: BookLevel & { readonly total: DecimalString }): BookRow => ({ ...row, fraction: depthFraction(row.total, max) });
  return { bids: bids.map(withBar), asks: asks.map(withBar) };
}

export interface Spread {
  /** best ask − best bid, exact. */
  readonly value: DecimalString;
  /** The spread as a percentage of the best ask, four decimals, rounded half-up. */
  readonly percent: DecimalString;
}

/**
 * The spread between the best bid and the best ask of the ungrouped book; null when either side is
 * empty or unreadable, or the ask is zero.
 * @example resolveSpread('99.5', '100') // { value: '0.5', percent: '0.5000' }
 * @example resolveSpread(undefined, '100') === null
 */
export function resolveSpread(bestBid: string | undefined, bestAsk: string | undefined): Spread | null {
  const bid = bestBid === undefined ? null : parseDecimal(bestBid);
  const ask = bestAsk === undefined ? null : parseDecimal(bestAsk);
  if (bid === null || ask === null || compareDecimal(ask, ZERO) <= 0) return null;
  const value = subtractDecimal(ask, bid);
  return { value, percent: divideDecimal(multiplyDecimal(value, HUNDRED), ask, 4, 'half-up') };
}
