/**
 * RSI with Wilder's smoothing (TA-Lib's and technicalindicators' convention):
 * - change `d[i] = x[i] − x[i−1]`, gain = max(d, 0), loss = max(−d, 0);
 * - bar `period`: average gain/loss = plain mean of the first `period` gains/losses;
 * - later bars: `avg = (avg · (period − 1) + value) / period`;
 * - RSI = 100 · avgGain / (avgGain + avgLoss); 50 when both are 0 (a flat window), never NaN.
 *
 * NaN for the first `period` bars (bar 0 has no change).
 */
import { MAX_PERIOD, finiteBarField, integerInRange, orDefault } from './input-error';
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

/** RSI inputs: `period` an integer from 1 to 2000 (default 14), source default close. */
export interface RsiParams {
  readonly period: number;
  readonly source: PriceSource;
}

/**
 * Validates RSI inputs and fills the defaults (14, close).
 *
 * @example
 * resolveRsiParams({ period: 6 }); // { period: 6, source: 'close' }
 */
export function resolveRsiParams(params: Partial<RsiParams> = {}): RsiParams {
  return {
    period: integerInRange('rsi.period', orDefault(params.period, 14), 1, MAX_PERIOD),
    source: priceSource('rsi.source', orDefault(params.source, 'close')),
  };
}

function rsiValue(gain: number, loss: number): number {
  const total = gain + loss;
  return total === 0 ? 50 : 100 * (gain / total);
}

/**
 * RSI of `series`.
 *
 * @example
 * const rsi14 = rsi(series);              // period 14 on close
 * const rsi6 = rsi(series, { period: 6 });
 */
export function rsi(series: OhlcvSeries, params: Partial<RsiParams> = {}): Float64Array {
  const p = resolveRsiParams(params);
  const n = seriesLength(series);
  const x = selectSource(series, p.source);
  const out = nanArray(n);
  const period = p.period;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < n; i++) {
    const d = x[i]! - x[i - 1]!;
    const g = d > 0 ? d : 0;
    const l = d < 0 ? -d : 0;
    if (i < period) {
      gain += g;
      loss += l;
    } else if (i === period) {
      gain = (gain + g) / period;
      loss = (loss + l) / period;
      out[i] = rsiValue(gain, loss);
    } else {
      gain = (gain * (period - 1) + g) / period;
      loss = (loss * (period - 1) + l) / period;
      out[i] = rsiValue(gain, loss);
    }
  }
  return out;
}

class LiveRsi extends LiveIndicatorBase<number> {
  private prev = 0; // source of the last closed bar
  private gain = 0; // running sums while index < period, Wilder averages after
  private loss = 0;
  private x = 0;
  private nextGain = 0;
  private nextLoss = 0;

  constructor(private readonly p: RsiParams) {
    super();
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField(`bar.${this.p.source}`, sourceOfBar(bar, this.p.source));
  }

  protected preview(bar: OhlcvBar, index: number): number {
    const x = (this.x = sourceOfBar(bar, this.p.source));
    const period = this.p.period;
    if (index === 0) return Number.NaN;
    const d = x - this.prev;
    const g = d > 0 ? d : 0;
    const l = d < 0 ? -d : 0;
    if (index < period) {
      this.nextGain = this.gain + g;
      this.nextLoss = this.loss + l;
      return Number.NaN;
    }
    if (index === period) {
      this.nextGain = (this.gain + g) / period;
      this.nextLoss = (this.loss + l) / period;
    } else {
      this.nextGain = (this.gain * (period - 1) + g) / period;
      this.nextLoss = (this.loss * (period - 1) + l) / period;
    }
    return rsiValue(this.nextGain, this.nextLoss);
  }

  protected commit(): void {
    if (this.length > 1) {
      this.gain = this.nextGain;
      this.loss = this.nextLoss;
    }
    this.prev = this.x;
  }
}

/**
 * Live RSI (see {@link LiveIndicator}).
 *
 * @example
 * const live = createRsiState({ period: 14 });
 * const value = live.push(bar); // NaN until the 15th bar
 */
export function createRsiState(params: Partial<RsiParams> = {}): LiveIndicator<number> {
  return new LiveRsi(resolveRsiParams(params));
}
