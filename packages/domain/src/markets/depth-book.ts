import { addDecimal, compareDecimal, decimal, fromScaledBigInt, parseDecimal, toScaledBigInt, type DecimalString } from '../decimal';

const ZERO = decimal('0');

/**
 * The local order book of the trade page (issue 5 "Streaming": depth). Structural, so the
 * contract's `Depth` (packages/contracts/src/market.ts) fits without this package importing it.
 *
 * The server never sends diffs: GET market/depth and every `depth` stream update are full
 * snapshots of the top levels ("no diffs: replace the book"), so applying a frame means replacing
 * the book, provided the frame is not older than the book already shown.
 */
export interface DepthBookLike {
  /** When the book was taken (ms); the §8 fallback (an empty book) has time 0. */
  readonly time: number;
  /** [price, amount], highest price first. */
  readonly bids: readonly (readonly [string, string])[];
  /** [price, amount], lowest price first. */
  readonly asks: readonly (readonly [string, string])[];
}

export type BookSide = 'bids' | 'asks';

/** One price level after grouping: the bucket's price and the exact sum of the amounts in it. */
export interface BookLevel {
  readonly price: DecimalString;
  readonly amount: DecimalString;
}

/**
 * The book to show after a depth frame arrives, from the stream or from a poll. Frames are full
 * snapshots (the contract sends no diffs), so the newer frame replaces the book; a frame older than
 * the book (a slow poll answering after a stream update, or the §8 empty fallback with time 0) is
 * dropped so the book never steps back in time. Equal times replace (the same snapshot re-sent).
 * @example applyDepthFrame(undefined, book) === book
 * @example applyDepthFrame({ time: 2000, bids, asks }, { time: 1000, bids: [], asks: [] }) // the first: older frame dropped
 * @example applyDepthFrame({ time: 1000, bids, asks }, { time: 2000, bids: b2, asks: a2 }) // the second: replaced
 */
export function applyDepthFrame<B extends DepthBookLike>(book: B | undefined, frame: B): B {
  if (book === undefined) return frame;
  return frame.time < book.time ? book : frame;
}

/**
 * Number of fraction digits of a step (or any decimal string); unreadable text counts as 0.
 * @example stepDecimals('0.01') === 2
 * @example stepDecimals('10') === 0
 */
export function stepDecimals(step: string): number {
  const value = parseDecimal(step);
  if (value === null) return 0;
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * The price steps offered by the order book's grouping select: the price tick (10^-precision) and
 * its next `count - 1` powers of ten, finest first.
 * @throws RangeError when `pricePrecision` is not an integer from 0 to 100 or `count` is below 1.
 * @example depthStepOptions(2) // ['0.01', '0.1', '1', '10']
 * @example depthStepOptions(0, 3) // ['1', '10', '100']
 */
export function depthStepOptions(pricePrecision: number, count = 4): DecimalString[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a whole number of at least 1, got ${String(count)}`);
  const out: DecimalString[] = [];
  for (let i = 0; i < count; i++) {
    const exponent = i - pricePrecision;
    // 10^exponent written at the scale that keeps it exact: 0.01 at scale 2, 10 at scale 0.
    out.push(exponent < 0 ? fromScaledBigInt(1n, -exponent) : fromScaledBigInt(10n ** BigInt(exponent), 0));
  }
  return out;
}

function scaleOf(d: DecimalString): number {
  const dot = d.indexOf('.');
  return dot < 0 ? 0 : d.length - dot - 1;
}

/** floor(a / b) or ceil(a / b) for b > 0 (bigint division truncates towards zero). */
function divideToward(a: bigint, b: bigint, mode: 'floor' | 'ceil'): bigint {
  const q = a / b;
  const r = a % b;
  if (r === 0n) return q;
  if (mode === 'floor') return a < 0n ? q - 1n : q;
  return a > 0n ? q + 1n : q;
}

/**
 * Groups one side of the book into buckets of `step`, exactly (no binary floats). Bids round their
 * price down to a multiple of the step and asks round up, as exchanges do, so a grouped bid never
 * shows above the real best bid and the grouped book never looks crossed. Amounts in a bucket are
 * summed exactly, so grouping keeps the side's total amount to the last digit. The result is sorted
 * best first (bids highest first, asks lowest first) whatever the input order; prices are written
 * with the step's decimals. Levels with an unreadable price or amount, or an amount of zero or
 * less, are skipped.
 * @throws RangeError when `step` is not a positive decimal.
 * @example groupDepthLevels([['100.07', '1'], ['100.03', '2'], ['99.98', '0.5']], '0.1', 'bids')
 * // [{ price: '100.0', amount: '3' }, { price: '99.9', amount: '0.5' }]
 * @example groupDepthLevels([['100.01', '1'], ['100.09', '2']], '0.1', 'asks')
 * // [{ price: '100.1', amount: '3' }]
 */
export function groupDepthLevels(levels: readonly (readonly [string, string])[], step: string, side: BookSide): BookLevel[] {
  const stepValue = parseDecimal(step);
  if (stepValue === null || compareDecimal(stepValue, ZERO) <= 0) {
    throw new RangeError(`step must be a positive decimal, got ${JSON.stringify(step)}`);
  }
  const stepScale = scaleOf(stepValue);
  const stepAtOwnScale = toScaledBigInt(stepValue, stepScale, 'down');
  const buckets = new Map<bigint, DecimalString>();
  for (const [rawPrice, rawAmount] of levels) {
    const price = parseDecimal(rawPrice);
    const amount = parseDecimal(rawAmount);
    if (price === null || amount === null || compareDecimal(amount, ZERO) <= 0) continue;
    const scale = Math.max(scaleOf(price), stepScale);
    const bucket = divideToward(
      toScaledBigInt(price, scale, 'down'),
      toScaledBigInt(stepValue, scale, 'down'),
      side === 'bids' ? 'floor' : 'ceil',
    );
    const held = buckets.get(bucket);
    buckets.set(bucket, held === undefined ? amount : addDecimal(held, amount));
  }
  const order = [...buckets.keys()].sort((a, b) => (a === b ? 0 : a < b === (side === 'asks') ? -1 : 1));
  return order.map((bucket) => ({
    price: fromScaledBigInt(bucket * stepAtOwnScale, stepScale),
    amount: buckets.get(bucket) as DecimalString,
  }));
}
