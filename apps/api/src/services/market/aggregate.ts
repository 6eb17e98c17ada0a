import type { Candle, Resolution } from '@ex/contracts';
import { formatDecimal, parseDecimal } from '../decimal';
import { bucketStart } from './resolution';

/** A bar in integers: prices in ticks (price × 10^precision), volume in units (amount × 10^precision). */
export interface IntBar {
  readonly o: number;
  readonly h: number;
  readonly l: number;
  readonly c: number;
  readonly v: number;
}

/**
 * The bar made of `first` followed by `next`: open of the first, close of the last, highest high,
 * lowest low, summed volume.
 * @example mergeBars({ o: 5, h: 7, l: 4, c: 6, v: 2 }, { o: 6, h: 9, l: 5, c: 8, v: 3 }) // { o: 5, h: 9, l: 4, c: 8, v: 5 }
 */
export function mergeBars(first: IntBar, next: IntBar): IntBar {
  return { o: first.o, h: Math.max(first.h, next.h), l: Math.min(first.l, next.l), c: next.c, v: first.v + next.v };
}

/**
 * The aggregate of bars in time order, or null for none.
 * @example aggregateBars([]) === null
 */
export function aggregateBars(bars: readonly IntBar[]): IntBar | null {
  let acc: IntBar | null = null;
  for (const bar of bars) acc = acc ? mergeBars(acc, bar) : bar;
  return acc;
}

/**
 * Groups decimal-string candles (time order) into bars of `resolution`, with the same rules as
 * {@link mergeBars}: prices are compared exactly and kept as given, volumes summed exactly and
 * printed with as many decimals as the most precise input.
 * @example aggregateCandles([{ t: 0, o: '1', h: '2', l: '1', c: '2', v: '0.1' }, { t: 60_000, o: '2', h: '3', l: '0.5', c: '2.5', v: '0.2' }], '3')
 * // [{ t: 0, o: '1', h: '3', l: '0.5', c: '2.5', v: '0.3' }]
 */
export function aggregateCandles(candles: readonly Candle[], resolution: Resolution): Candle[] {
  const out: Candle[] = [];
  let current: { t: number; o: string; h: string; l: string; c: string; v: bigint; places: number } | null = null;
  const flush = () => {
    if (current)
      out.push({ t: current.t, o: current.o, h: current.h, l: current.l, c: current.c, v: formatDecimal(current.v, current.places) });
  };
  for (const candle of candles) {
    const t = bucketStart(resolution, candle.t);
    if (!current || current.t !== t) {
      flush();
      current = { t, o: candle.o, h: candle.h, l: candle.l, c: candle.c, v: parseDecimal(candle.v), places: placesOf(candle.v) };
      continue;
    }
    if (parseDecimal(candle.h) > parseDecimal(current.h)) current.h = candle.h;
    if (parseDecimal(candle.l) < parseDecimal(current.l)) current.l = candle.l;
    current.c = candle.c;
    current.v += parseDecimal(candle.v);
    current.places = Math.max(current.places, placesOf(candle.v));
  }
  flush();
  return out;
}

/** Decimals written in a decimal string (at most 18, the precision of ../decimal). */
function placesOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(18, text.length - dot - 1);
}
