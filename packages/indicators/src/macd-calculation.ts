/**
 * MACD (SPEC §9 defaults 12, 26, 9; §5 inputs): `macd` = EMA(fast) − EMA(slow) of the source,
 * `signal` = EMA(signal) of `macd`, `histogram` = macd − signal. Every EMA uses
 * `k = 2 / (period + 1)` and `e = (x − e′) · k + e′`.
 *
 * Two seedings (issue 5 "Two seedings"):
 *
 * - **`'first-bar'` — what the chart uses (the default).** As exchange charts do: both price EMAs
 *   start at the first bar's price and the signal EMA at the first MACD value (0), so every bar
 *   has a value (no warm-up NaN). The first ~`slow` bars carry the seed's weight `(1 − k)^i`.
 * - **`'talib'` — identical to TA-Lib's `TA_MACD`** (default compatibility, unstable period 0).
 *   With `L = max(fast, slow)` and `f = min(fast, slow)` (TA-Lib swaps the periods when slow <
 *   fast, so `(26, 12)` equals `(12, 26)`):
 *   - the slow EMA is seeded at bar `L − 1` with the SMA of bars `0 … L − 1`;
 *   - the fast EMA is seeded at the same bar `L − 1` with the SMA of bars `L − f … L − 1` (the
 *     `f` bars ending there — TA-Lib aligns both EMAs to start together, so this is not the SMA
 *     of the first `f` bars);
 *   - the signal EMA is seeded with the SMA of the first `signal` MACD values (bars
 *     `L − 1 … L + signal − 2`);
 *   - all three outputs start at bar `L + signal − 2` (TA-Lib's `outBegIdx`); earlier bars are NaN.
 *   TA-Lib rejects fast/slow of 1; §5 allows 1, where `k = 1` and the EMA is the price itself.
 *
 * Live updates are O(1): three EMA values (plus, for `'talib'`, running seed sums while warming up).
 */
import { MAX_MACD_SIGNAL, MAX_PERIOD, finiteBarField, integerInRange, oneOf, orDefault } from './input-error';
import { LiveIndicatorBase, type LiveIndicator } from './live-indicator';
import { priceSource, selectSource, seriesLength, sourceOfBar, type OhlcvBar, type OhlcvSeries, type PriceSource } from './series';

/** How the EMAs are seeded. See the module notes. */
export type MacdSeeding = 'talib' | 'first-bar';

/** The seedings, for validation and the inputs dialog. */
export const MACD_SEEDINGS: readonly MacdSeeding[] = ['first-bar', 'talib'];

/** The seeding the chart uses: exchange-style, a value from the first bar. */
export const CHART_MACD_SEEDING: MacdSeeding = 'first-bar';

/** MACD inputs (§5): fast and slow integers 1–2000, signal 1–50, source one of the seven. */
export interface MacdParams {
  readonly fast: number;
  readonly slow: number;
  readonly signal: number;
  readonly source: PriceSource;
  readonly seeding: MacdSeeding;
}

/** §9 defaults: 12, 26, 9 on close, with the chart's seeding. */
export const DEFAULT_MACD_PARAMS: MacdParams = { fast: 12, slow: 26, signal: 9, source: 'close', seeding: CHART_MACD_SEEDING };

/** MACD line, signal line and histogram per bar. */
export interface MacdResult {
  readonly macd: Float64Array;
  readonly signal: Float64Array;
  readonly histogram: Float64Array;
}

/** One bar's MACD values (live form). */
export interface MacdPoint {
  readonly macd: number;
  readonly signal: number;
  readonly histogram: number;
}

/**
 * Validates MACD inputs and fills the defaults. Throws an `IndicatorInputError` naming the field
 * and its allowed range (e.g. `macd.signal must be an integer from 1 to 50; received 60`).
 *
 * @example
 * resolveMacdParams({ fast: 8 }); // { fast: 8, slow: 26, signal: 9, source: 'close', seeding: 'first-bar' }
 */
export function resolveMacdParams(params: Partial<MacdParams> = {}): MacdParams {
  return {
    fast: integerInRange('macd.fast', orDefault(params.fast, DEFAULT_MACD_PARAMS.fast), 1, MAX_PERIOD),
    slow: integerInRange('macd.slow', orDefault(params.slow, DEFAULT_MACD_PARAMS.slow), 1, MAX_PERIOD),
    signal: integerInRange('macd.signal', orDefault(params.signal, DEFAULT_MACD_PARAMS.signal), 1, MAX_MACD_SIGNAL),
    source: priceSource('macd.source', orDefault(params.source, DEFAULT_MACD_PARAMS.source)),
    seeding: oneOf('macd.seeding', orDefault(params.seeding, DEFAULT_MACD_PARAMS.seeding), MACD_SEEDINGS),
  };
}

/**
 * MACD of `series`.
 *
 * @example
 * const { macd: line, signal, histogram } = macd(series);                 // 12, 26, 9, first-bar
 * const talib = macd(series, { fast: 12, slow: 26, signal: 9, seeding: 'talib' });
 */
export function macd(series: OhlcvSeries, params: Partial<MacdParams> = {}): MacdResult {
  const p = resolveMacdParams(params);
  seriesLength(series);
  const x = selectSource(series, p.source);
  return p.seeding === 'talib' ? macdTalib(x, p) : macdFirstBar(x, p);
}

function macdFirstBar(x: Float64Array, p: MacdParams): MacdResult {
  const n = x.length;
  const line = new Float64Array(n);
  const signal = new Float64Array(n);
  const histogram = new Float64Array(n);
  if (n === 0) return { macd: line, signal, histogram };
  const kf = 2 / (p.fast + 1);
  const ks = 2 / (p.slow + 1);
  const kg = 2 / (p.signal + 1);
  let ef = x[0]!;
  let es = ef;
  let sg = ef - es;
  line[0] = sg;
  signal[0] = sg;
  histogram[0] = 0;
  for (let i = 1; i < n; i++) {
    const v = x[i]!;
    ef = (v - ef) * kf + ef;
    es = (v - es) * ks + es;
    const m = ef - es;
    sg = (m - sg) * kg + sg;
    line[i] = m;
    signal[i] = sg;
    histogram[i] = m - sg;
  }
  return { macd: line, signal, histogram };
}

function macdTalib(x: Float64Array, p: MacdParams): MacdResult {
  const n = x.length;
  const f = Math.min(p.fast, p.slow);
  const L = Math.max(p.fast, p.slow);
  const g = p.signal;
  const first = L + g - 2; // TA-Lib's outBegIdx
  const line = new Float64Array(n);
  const signal = new Float64Array(n);
  const histogram = new Float64Array(n);
  const warm = Math.min(first, n);
  line.fill(Number.NaN, 0, warm);
  signal.fill(Number.NaN, 0, warm);
  histogram.fill(Number.NaN, 0, warm);
  if (n <= first) return { macd: line, signal, histogram };
  const kf = 2 / (f + 1);
  const ks = 2 / (L + 1);
  const kg = 2 / (g + 1);
  let slowSum = 0;
  for (let i = 0; i < L; i++) slowSum += x[i]!;
  let fastSum = 0;
  for (let i = L - f; i < L; i++) fastSum += x[i]!;
  let ef = fastSum / f;
  let es = slowSum / L;
  // Bars L−1 … first: sum the MACD values that seed the signal EMA.
  let sg = ef - es;
  for (let i = L; i <= first; i++) {
    const v = x[i]!;
    ef = (v - ef) * kf + ef;
    es = (v - es) * ks + es;
    sg += ef - es;
  }
  sg /= g;
  let m = ef - es;
  line[first] = m;
  signal[first] = sg;
  histogram[first] = m - sg;
  for (let i = first + 1; i < n; i++) {
    const v = x[i]!;
    ef = (v - ef) * kf + ef;
    es = (v - es) * ks + es;
    m = ef - es;
    sg = (m - sg) * kg + sg;
    line[i] = m;
    signal[i] = sg;
    histogram[i] = m - sg;
  }
  return { macd: line, signal, histogram };
}

const WARMING: MacdPoint = { macd: Number.NaN, signal: Number.NaN, histogram: Number.NaN };

class LiveMacd extends LiveIndicatorBase<MacdPoint> {
  private readonly f: number;
  private readonly L: number;
  private readonly kf: number;
  private readonly ks: number;
  private readonly kg: number;
  private readonly talib: boolean;
  // Committed after the last closed bar: the three EMAs, or their seed sums while warming up.
  private ef = 0;
  private es = 0;
  private sg = 0;
  // Computed for the forming bar by preview().
  private nf = 0;
  private ns = 0;
  private ng = 0;

  constructor(private readonly p: MacdParams) {
    super();
    this.talib = p.seeding === 'talib';
    this.f = this.talib ? Math.min(p.fast, p.slow) : p.fast;
    this.L = this.talib ? Math.max(p.fast, p.slow) : p.slow;
    this.kf = 2 / (this.f + 1);
    this.ks = 2 / (this.L + 1);
    this.kg = 2 / (p.signal + 1);
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField(`bar.${this.p.source}`, sourceOfBar(bar, this.p.source));
  }

  protected preview(bar: OhlcvBar, i: number): MacdPoint {
    const v = sourceOfBar(bar, this.p.source);
    if (!this.talib) {
      if (i === 0) {
        this.nf = v;
        this.ns = v;
        this.ng = v - v;
      } else {
        this.nf = (v - this.ef) * this.kf + this.ef;
        this.ns = (v - this.es) * this.ks + this.es;
        this.ng = (this.nf - this.ns - this.sg) * this.kg + this.sg;
      }
      const m = this.nf - this.ns;
      return { macd: m, signal: this.ng, histogram: m - this.ng };
    }
    const { f, L } = this;
    const g = this.p.signal;
    if (i < L - 1) {
      // Seed sums, accumulated in the batch function's order: slow over bars 0…L−1, fast over L−f…L−1.
      this.ns = this.es + v;
      this.nf = i >= L - f ? this.ef + v : 0;
      return WARMING;
    }
    if (i === L - 1) {
      this.nf = (this.ef + v) / f;
      this.ns = (this.es + v) / L;
    } else {
      this.nf = (v - this.ef) * this.kf + this.ef;
      this.ns = (v - this.es) * this.ks + this.es;
    }
    const m = this.nf - this.ns;
    const first = L + g - 2;
    if (i < first) {
      this.ng = (i === L - 1 ? 0 : this.sg) + m;
      return WARMING;
    }
    if (i === first) this.ng = ((i === L - 1 ? 0 : this.sg) + m) / g;
    else this.ng = (m - this.sg) * this.kg + this.sg;
    return { macd: m, signal: this.ng, histogram: m - this.ng };
  }

  protected commit(): void {
    this.ef = this.nf;
    this.es = this.ns;
    this.sg = this.ng;
  }
}

/**
 * Live MACD (see {@link LiveIndicator}): O(1) per `push`/`update`.
 *
 * @example
 * const live = createMacdState({ fast: 12, slow: 26, signal: 9 });
 * for (const bar of history) live.push(bar);
 * const { histogram } = live.update(tick);
 */
export function createMacdState(params: Partial<MacdParams> = {}): LiveIndicator<MacdPoint> {
  return new LiveMacd(resolveMacdParams(params));
}
