/**
 * Deterministic test and benchmark data (not exported from the package): a seeded PRNG and an
 * OHLCV random walk. Same seed, same bars, on every machine.
 */
import type { OhlcvBar, OhlcvSeries } from '../series';

/**
 * mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1).
 *
 * @example
 * const next = mulberry32(42);
 * next(); // same value on every run
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `n` bars of a geometric random walk starting at `start`: each close moves by up to ±`step`
 * (relative), open is the previous close, high/low extend beyond open/close by a random wick,
 * volume is random in [0, 1000).
 *
 * @example
 * const series = randomWalkSeries(1_000_000, 7);
 */
export function randomWalkSeries(n: number, seed: number, start = 100, step = 0.01): OhlcvSeries {
  const next = mulberry32(seed);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const volume = new Float64Array(n);
  let price = start;
  for (let i = 0; i < n; i++) {
    const o = price;
    const c = o * (1 + (next() * 2 - 1) * step);
    const top = o > c ? o : c;
    const bottom = o < c ? o : c;
    open[i] = o;
    close[i] = c;
    high[i] = top * (1 + next() * step * 0.5);
    low[i] = bottom * (1 - next() * step * 0.5);
    volume[i] = next() * 1000;
    price = c;
  }
  return { open, high, low, close, volume };
}

/**
 * Bar `i` of `series` as an object.
 *
 * @example
 * live.push(barAt(series, 0));
 */
export function barAt(series: OhlcvSeries, i: number): OhlcvBar {
  return { open: series.open[i]!, high: series.high[i]!, low: series.low[i]!, close: series.close[i]!, volume: series.volume[i]! };
}
