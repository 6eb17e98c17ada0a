import { MARKET_EVENT_TYPES, type Candle, type Resolution } from '@ex/contracts';
import { BUCKETS } from '../market/resolution';

/**
 * New highs and lows (§3 event types HIGH_PRICE 1 and LOW_PRICE 2), computed from the candles of the
 * requested resolution, never stored.
 *
 * A bar is a new high when its high is above every high of the previous N bars (a new low: its low
 * below every low of them). N is the rolling 7-day window expressed in bars of the resolution, so
 * a marker means "highest in a week" whatever the chart shows, with two bounds:
 * - at least 20 bars: on 12 h and coarser charts a week is under 20 bars (1D: 7, 1W: 1), and a
 *   "high of the last 7 bars" fires on almost every trend; 20 bars keeps markers rare;
 * - at most 1000 bars: the events query reads at most 2000 bars (the candle limit), and a bar can only
 *   be judged with its whole window before it; below 15-minute bars a week is more than 1000 bars
 *   (1-minute: 10 080), so there the window is the last 1000 bars (1-minute: about 17 hours).
 * Bars without N bars before them in the series are not judged (their window is unknown).
 */

const WEEK_MS = 7 * 86_400_000;
/** A calendar month counts as 30 days here (it only sizes the window). */
const MONTH_MS = 30 * 86_400_000;
export const MIN_LOOKBACK_BARS = 20;
export const MAX_LOOKBACK_BARS = 1000;

/**
 * N for `resolution`: ceil(7 days ÷ bar length), clamped to 20–1000 bars.
 * @example lookbackBars('60') === 168
 * @example lookbackBars('1D') === 20
 * @example lookbackBars('1') === 1000
 */
export function lookbackBars(resolution: Resolution): number {
  const bucket = BUCKETS[resolution];
  const barMs = bucket.kind === 'fixed' ? bucket.ms : bucket.kind === 'week' ? WEEK_MS : MONTH_MS;
  return Math.min(MAX_LOOKBACK_BARS, Math.max(MIN_LOOKBACK_BARS, Math.ceil(WEEK_MS / barMs)));
}

export interface ExtremeEvent {
  /** Open time of the bar (ms). */
  readonly time: number;
  readonly type: typeof MARKET_EVENT_TYPES.HIGH_PRICE | typeof MARKET_EVENT_TYPES.LOW_PRICE;
  /** The bar's high (new high) or low (new low), as the candle has it. */
  readonly price: string;
}

/** Decimal strings as integers of one common scale, so comparisons are exact and cheap. */
function scaled(values: readonly string[]): bigint[] {
  const places = Math.max(0, ...values.map((v) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0)));
  return values.map((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return BigInt(`${whole}${fraction.padEnd(places, '0')}`);
  });
}

/**
 * Indexes i ≥ n where values[i] beats every one of values[i−n … i−1] (`better(a, b)`: a strictly
 * beats b), with a monotonic deque of the window's best: O(bars) comparisons.
 */
function records(values: readonly bigint[], n: number, better: (a: bigint, b: bigint) => boolean): number[] {
  const out: number[] = [];
  // Indexes of the window whose values are in strictly "best first" order; the front is the window's best.
  const deque: number[] = [];
  let head = 0;
  const valueAt = (index: number) => values[index] as bigint;
  for (let i = 0; i < values.length; i++) {
    while (head < deque.length && (deque[head] as number) < i - n) head++;
    const value = valueAt(i);
    if (i >= n && head < deque.length && better(value, valueAt(deque[head] as number))) out.push(i);
    // An older value no better than this one can never be a later window's best.
    while (deque.length > head && !better(valueAt(deque[deque.length - 1] as number), value)) deque.pop();
    deque.push(i);
  }
  return out;
}

/**
 * The new highs and lows of `bars` (oldest first) over a window of `lookback` bars, oldest first;
 * a bar can be both (an outside bar), giving two events at its time.
 *
 * @example
 * const bars = [{ t: 0, o: '1', h: '2', l: '1', c: '1', v: '1' }, { t: 60_000, o: '1', h: '3', l: '0.5', c: '2', v: '1' }];
 * extremeEvents(bars, 1);
 * // [{ time: 60000, type: 1, price: '3' }, { time: 60000, type: 2, price: '0.5' }]
 */
export function extremeEvents(bars: readonly Candle[], lookback: number): ExtremeEvent[] {
  if (!Number.isInteger(lookback) || lookback < 1) throw new RangeError(`lookback must be a whole number of bars, got ${lookback}`);
  const highs = scaled(bars.map((b) => b.h));
  const lows = scaled(bars.map((b) => b.l));
  const events: ExtremeEvent[] = [];
  for (const i of records(highs, lookback, (a, b) => a > b)) {
    const bar = bars[i] as Candle;
    events.push({ time: bar.t, type: MARKET_EVENT_TYPES.HIGH_PRICE, price: bar.h });
  }
  for (const i of records(lows, lookback, (a, b) => a < b)) {
    const bar = bars[i] as Candle;
    events.push({ time: bar.t, type: MARKET_EVENT_TYPES.LOW_PRICE, price: bar.l });
  }
  return events.sort((a, b) => a.time - b.time || a.type - b.type);
}
