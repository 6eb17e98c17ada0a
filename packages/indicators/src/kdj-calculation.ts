/**
 * KDJ (SPEC §9 defaults 9, 3, 3; §5: N, M1 and M2 are integers from 1 to 2000).
 *
 * RSV over N bars: `RSV = (close − LLV(low, N)) / (HHV(high, N) − LLV(low, N)) · 100`, where
 * HHV/LLV are the highest high and lowest low of the last N bars including this one. When
 * HHV = LLV (a flat window) RSV is 50, so the output never turns NaN.
 *
 * Two definitions:
 * - **`'exchange'` (default, the common exchange definition).**
 *   `K = ((M1 − 1) · K′ + RSV) / M1`, `D = ((M2 − 1) · D′ + K) / M2`, `J = 3K − 2D`, with
 *   K′ = D′ = 50 before the first value. With M1 = M2 = 3 this is K = ⅔·K′ + ⅓·RSV.
 *   NaN for the first N − 1 bars.
 * - **`'sma'` (the slow-stochastic definition).** `K = SMA(RSV, M1)`, `D = SMA(K, M2)`,
 *   `J = 3K − 2D` — the same K and D as @ixjb94/indicators' `stoch(N, M1, M2)`. K is NaN for the
 *   first N + M1 − 2 bars, D and J for the first N + M1 + M2 − 3.
 *
 * Batch: O(n) (monotonic deques for HHV/LLV). Live: O(1) for `update`, amortised O(1) for `push`.
 */
import { MAX_PERIOD, finiteBarField, integerInRange, oneOf, orDefault } from './input-error';
import { LiveIndicatorBase, type LiveIndicator } from './live-indicator';
import { RollingWindow } from './rolling-window';
import { SlidingExtreme } from './sliding-extreme';
import { seriesLength, type OhlcvBar, type OhlcvSeries } from './series';

/** Which KDJ definition. See the module notes. */
export type KdjDefinition = 'exchange' | 'sma';

/** The definitions, for validation and the inputs dialog. */
export const KDJ_DEFINITIONS: readonly KdjDefinition[] = ['exchange', 'sma'];

/** KDJ inputs (§5: integers 1–2000). */
export interface KdjParams {
  readonly n: number;
  readonly m1: number;
  readonly m2: number;
  readonly definition: KdjDefinition;
}

/** §9 defaults: 9, 3, 3, exchange definition. */
export const DEFAULT_KDJ_PARAMS: KdjParams = { n: 9, m1: 3, m2: 3, definition: 'exchange' };

/** K, D and J per bar. */
export interface KdjResult {
  readonly k: Float64Array;
  readonly d: Float64Array;
  readonly j: Float64Array;
}

/** One bar's K, D and J (live form). */
export interface KdjPoint {
  readonly k: number;
  readonly d: number;
  readonly j: number;
}

/**
 * Validates KDJ inputs and fills the defaults.
 *
 * @example
 * resolveKdjParams({ n: 14 }); // { n: 14, m1: 3, m2: 3, definition: 'exchange' }
 */
export function resolveKdjParams(params: Partial<KdjParams> = {}): KdjParams {
  return {
    n: integerInRange('kdj.n', orDefault(params.n, DEFAULT_KDJ_PARAMS.n), 1, MAX_PERIOD),
    m1: integerInRange('kdj.m1', orDefault(params.m1, DEFAULT_KDJ_PARAMS.m1), 1, MAX_PERIOD),
    m2: integerInRange('kdj.m2', orDefault(params.m2, DEFAULT_KDJ_PARAMS.m2), 1, MAX_PERIOD),
    definition: oneOf('kdj.definition', orDefault(params.definition, DEFAULT_KDJ_PARAMS.definition), KDJ_DEFINITIONS),
  };
}

function rsvOf(close: number, hh: number, ll: number): number {
  return hh === ll ? 50 : ((close - ll) / (hh - ll)) * 100;
}

/**
 * KDJ of `series`.
 *
 * @example
 * const { k, d, j } = kdj(series);                       // 9, 3, 3 exchange definition
 * const slow = kdj(series, { n: 9, m1: 3, m2: 3, definition: 'sma' });
 */
export function kdj(series: OhlcvSeries, params: Partial<KdjParams> = {}): KdjResult {
  const p = resolveKdjParams(params);
  const count = seriesLength(series);
  const { high, low, close } = series;
  const { n, m1, m2 } = p;
  const exchange = p.definition === 'exchange';
  // Warm-up bars are NaN (filled up front so the main loop only writes values).
  const k = new Float64Array(count).fill(Number.NaN, 0, exchange ? n - 1 : n + m1 - 2);
  const d = new Float64Array(count).fill(Number.NaN, 0, exchange ? n - 1 : n + m1 + m2 - 3);
  const j = new Float64Array(count).fill(Number.NaN, 0, exchange ? n - 1 : n + m1 + m2 - 3);
  // Monotonic deques of bar indices: highs decreasing, lows increasing, front = window extreme.
  const maxQ = new Int32Array(count);
  const minQ = new Int32Array(count);
  let maxHead = 0;
  let maxTail = 0;
  let minHead = 0;
  let minTail = 0;
  let kPrev = 50;
  let dPrev = 50;
  const kWindow = new RollingWindow(m1);
  const dWindow = new RollingWindow(m2);
  for (let i = 0; i < count; i++) {
    const h = high[i]!;
    const l = low[i]!;
    while (maxTail > maxHead && high[maxQ[maxTail - 1]!]! <= h) maxTail--;
    maxQ[maxTail++] = i;
    while (minTail > minHead && low[minQ[minTail - 1]!]! >= l) minTail--;
    minQ[minTail++] = i;
    if (maxQ[maxHead]! <= i - n) maxHead++;
    if (minQ[minHead]! <= i - n) minHead++;
    if (i < n - 1) continue;
    const rsv = rsvOf(close[i]!, high[maxQ[maxHead]!]!, low[minQ[minHead]!]!);
    if (exchange) {
      kPrev = ((m1 - 1) * kPrev + rsv) / m1;
      dPrev = ((m2 - 1) * dPrev + kPrev) / m2;
      k[i] = kPrev;
      d[i] = dPrev;
      j[i] = 3 * kPrev - 2 * dPrev;
      continue;
    }
    if (kWindow.ready) {
      const kv = kWindow.mean(rsv);
      k[i] = kv;
      if (dWindow.ready) {
        const dv = dWindow.mean(kv);
        d[i] = dv;
        j[i] = 3 * kv - 2 * dv;
      }
      dWindow.commit(kv);
    }
    kWindow.commit(rsv);
  }
  return { k, d, j };
}

class LiveKdj extends LiveIndicatorBase<KdjPoint> {
  private readonly highs: SlidingExtreme;
  private readonly lows: SlidingExtreme;
  private readonly kWindow: RollingWindow;
  private readonly dWindow: RollingWindow;
  private readonly exchange: boolean;
  private kPrev = 50;
  private dPrev = 50;
  // The forming bar, remembered for commit().
  private h = 0;
  private l = 0;
  private rsv = Number.NaN;
  private kNext = Number.NaN;
  private dNext = Number.NaN;

  constructor(private readonly p: KdjParams) {
    super();
    this.highs = new SlidingExtreme(p.n, true);
    this.lows = new SlidingExtreme(p.n, false);
    this.kWindow = new RollingWindow(p.m1);
    this.dWindow = new RollingWindow(p.m2);
    this.exchange = p.definition === 'exchange';
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField('bar.high', bar.high);
    finiteBarField('bar.low', bar.low);
    finiteBarField('bar.close', bar.close);
  }

  protected preview(bar: OhlcvBar, i: number): KdjPoint {
    this.h = bar.high;
    this.l = bar.low;
    const { m1, m2 } = this.p;
    if (i < this.p.n - 1) {
      this.rsv = this.kNext = this.dNext = Number.NaN;
      return { k: Number.NaN, d: Number.NaN, j: Number.NaN };
    }
    const rsv = (this.rsv = rsvOf(bar.close, this.highs.extreme(bar.high), this.lows.extreme(bar.low)));
    if (this.exchange) {
      const k = (this.kNext = ((m1 - 1) * this.kPrev + rsv) / m1);
      const d = (this.dNext = ((m2 - 1) * this.dPrev + k) / m2);
      return { k, d, j: 3 * k - 2 * d };
    }
    const k = (this.kNext = this.kWindow.ready ? this.kWindow.mean(rsv) : Number.NaN);
    const d = (this.dNext = !Number.isNaN(k) && this.dWindow.ready ? this.dWindow.mean(k) : Number.NaN);
    return { k, d, j: Number.isNaN(d) ? Number.NaN : 3 * k - 2 * d };
  }

  protected commit(): void {
    this.highs.commit(this.h);
    this.lows.commit(this.l);
    if (Number.isNaN(this.rsv)) return;
    if (this.exchange) {
      this.kPrev = this.kNext;
      this.dPrev = this.dNext;
      return;
    }
    if (!Number.isNaN(this.kNext)) this.dWindow.commit(this.kNext);
    this.kWindow.commit(this.rsv);
  }
}

/**
 * Live KDJ (see {@link LiveIndicator}).
 *
 * @example
 * const live = createKdjState({ n: 9, m1: 3, m2: 3 });
 * for (const bar of history) live.push(bar);
 * const { j } = live.update(tick);
 */
export function createKdjState(params: Partial<KdjParams> = {}): LiveIndicator<KdjPoint> {
  return new LiveKdj(resolveKdjParams(params));
}
