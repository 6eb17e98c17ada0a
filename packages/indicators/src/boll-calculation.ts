/**
 * BOLL (Bollinger Bands): `middle` = SMA(period) of the source, `upper`/`lower` = middle ±
 * multiplier · σ, where σ is the population standard deviation over the same window (divide by
 * `period`, as Bollinger, TA-Lib and technicalindicators do). NaN for the first `period − 1` bars.
 */
import { MAX_PERIOD, finiteBarField, integerInRange, positiveNumberAtMost, orDefault } from './input-error';
import { LiveIndicatorBase, type LiveIndicator } from './live-indicator';
import { RollingWindow } from './rolling-window';
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

/** Largest accepted band multiplier. */
export const MAX_BOLL_MULTIPLIER = 100;

/** BOLL inputs: `period` an integer from 1 to 2000 (default 20), `multiplier` in (0, 100] (default 2). */
export interface BollParams {
  readonly period: number;
  readonly multiplier: number;
  readonly source: PriceSource;
}

/** Bands per bar. */
export interface BollResult {
  readonly middle: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
}

/** One bar's bands (live form). */
export interface BollPoint {
  readonly middle: number;
  readonly upper: number;
  readonly lower: number;
}

/**
 * Validates BOLL inputs and fills the defaults (20, 2, close).
 *
 * @example
 * resolveBollParams({}); // { period: 20, multiplier: 2, source: 'close' }
 */
export function resolveBollParams(params: Partial<BollParams> = {}): BollParams {
  return {
    period: integerInRange('boll.period', orDefault(params.period, 20), 1, MAX_PERIOD),
    multiplier: positiveNumberAtMost('boll.multiplier', orDefault(params.multiplier, 2), MAX_BOLL_MULTIPLIER),
    source: priceSource('boll.source', orDefault(params.source, 'close')),
  };
}

/**
 * Bollinger Bands of `series`.
 *
 * @example
 * const { middle, upper, lower } = boll(series, { period: 20, multiplier: 2 });
 */
export function boll(series: OhlcvSeries, params: Partial<BollParams> = {}): BollResult {
  const p = resolveBollParams(params);
  const n = seriesLength(series);
  const x = selectSource(series, p.source);
  const middle = nanArray(n);
  const upper = nanArray(n);
  const lower = nanArray(n);
  const window = new RollingWindow(p.period);
  for (let i = 0; i < n; i++) {
    const v = x[i]!;
    if (window.ready) {
      const m = window.mean(v);
      const band = p.multiplier * Math.sqrt(window.variance(v));
      middle[i] = m;
      upper[i] = m + band;
      lower[i] = m - band;
    }
    window.commit(v);
  }
  return { middle, upper, lower };
}

const WARMING: BollPoint = { middle: Number.NaN, upper: Number.NaN, lower: Number.NaN };

class LiveBoll extends LiveIndicatorBase<BollPoint> {
  private readonly window: RollingWindow;
  private x = 0;

  constructor(private readonly p: BollParams) {
    super();
    this.window = new RollingWindow(p.period);
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField(`bar.${this.p.source}`, sourceOfBar(bar, this.p.source));
  }

  protected preview(bar: OhlcvBar): BollPoint {
    const v = (this.x = sourceOfBar(bar, this.p.source));
    if (!this.window.ready) return WARMING;
    const m = this.window.mean(v);
    const band = this.p.multiplier * Math.sqrt(this.window.variance(v));
    return { middle: m, upper: m + band, lower: m - band };
  }

  protected commit(): void {
    this.window.commit(this.x);
  }
}

/**
 * Live BOLL (see {@link LiveIndicator}).
 *
 * @example
 * const live = createBollState({ period: 20 });
 * const { upper } = live.push(bar);
 */
export function createBollState(params: Partial<BollParams> = {}): LiveIndicator<BollPoint> {
  return new LiveBoll(resolveBollParams(params));
}
