/**
 * EMA: exponential moving average of a price source, `k = 2 / (period + 1)`,
 * `ema[i] = (x[i] − ema[i−1]) · k + ema[i−1]` (TA-Lib's operation order).
 *
 * Two seedings, the same two as MACD:
 * - `'first-bar'` (default, what the chart uses): `ema[0] = x[0]`; no warm-up, every bar has a value.
 * - `'talib'`: `ema[period − 1]` = SMA of the first `period` values (TA-Lib's and
 *   technicalindicators' convention); NaN for the first `period − 1` bars.
 */
import { MAX_PERIOD, finiteBarField, integerInRange, oneOf, orDefault } from './input-error';
import { LiveIndicatorBase, type LiveIndicator } from './live-indicator';
import {
  nanArray,
  priceSource,
  selectSource,
  seriesLength,
  sourceOfBar,
  type OhlcvBar,
  type OhlcvSeries,
  type PriceSource,
} from './series';

/** How the first EMA value is obtained. See the module notes. */
export type EmaSeeding = 'talib' | 'first-bar';

/** The seedings, for validation and the inputs dialog. */
export const EMA_SEEDINGS: readonly EmaSeeding[] = ['first-bar', 'talib'];

/** EMA inputs. `period` is an integer from 1 to 2000. */
export interface EmaParams {
  readonly period: number;
  readonly source: PriceSource;
  readonly seeding: EmaSeeding;
}

/**
 * Validates EMA inputs and fills the defaults (source close, seeding first-bar).
 *
 * @example
 * resolveEmaParams({ period: 20 }); // { period: 20, source: 'close', seeding: 'first-bar' }
 */
export function resolveEmaParams(params: Partial<EmaParams> & Pick<EmaParams, 'period'>): EmaParams {
  return {
    period: integerInRange('ema.period', params.period, 1, MAX_PERIOD),
    source: priceSource('ema.source', orDefault(params.source, 'close')),
    seeding: oneOf('ema.seeding', orDefault(params.seeding, 'first-bar'), EMA_SEEDINGS),
  };
}

/**
 * EMA of `series`. With `'talib'` seeding the first `period − 1` bars are NaN.
 *
 * @example
 * const ema20 = ema(series, { period: 20 });                      // first-bar seeding
 * const talib20 = ema(series, { period: 20, seeding: 'talib' });  // SMA seed, NaN warm-up
 */
export function ema(series: OhlcvSeries, params: Partial<EmaParams> & Pick<EmaParams, 'period'>): Float64Array {
  const p = resolveEmaParams(params);
  const n = seriesLength(series);
  const x = selectSource(series, p.source);
  const out = nanArray(n);
  if (n === 0) return out;
  const k = 2 / (p.period + 1);
  let e: number;
  let start: number;
  if (p.seeding === 'first-bar') {
    e = x[0]!;
    start = 0;
  } else {
    if (n < p.period) return out;
    let sum = 0;
    for (let i = 0; i < p.period; i++) sum += x[i]!;
    e = sum / p.period;
    start = p.period - 1;
  }
  out[start] = e;
  for (let i = start + 1; i < n; i++) {
    e = (x[i]! - e) * k + e;
    out[i] = e;
  }
  return out;
}

class LiveEma extends LiveIndicatorBase<number> {
  private readonly k: number;
  private committed = 0; // EMA of the last closed bar, or the running seed sum while warming up
  private next = 0;

  constructor(private readonly p: EmaParams) {
    super();
    this.k = 2 / (p.period + 1);
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField(`bar.${this.p.source}`, sourceOfBar(bar, this.p.source));
  }

  protected preview(bar: OhlcvBar, index: number): number {
    const x = sourceOfBar(bar, this.p.source);
    const seedAt = this.p.seeding === 'first-bar' ? 0 : this.p.period - 1;
    if (index < seedAt) {
      this.next = this.committed + x; // seed sum, in the batch function's order
      return Number.NaN;
    }
    if (index === seedAt) {
      this.next = this.p.seeding === 'first-bar' ? x : (this.committed + x) / this.p.period;
    } else {
      this.next = (x - this.committed) * this.k + this.committed;
    }
    return this.next;
  }

  protected commit(): void {
    this.committed = this.next;
  }
}

/**
 * Live EMA (see {@link LiveIndicator}).
 *
 * @example
 * const live = createEmaState({ period: 20 });
 * live.push(bar);
 * live.update({ ...bar, close: 101 }); // EMA with the forming bar's latest close
 */
export function createEmaState(params: Partial<EmaParams> & Pick<EmaParams, 'period'>): LiveIndicator<number> {
  return new LiveEma(resolveEmaParams(params));
}
