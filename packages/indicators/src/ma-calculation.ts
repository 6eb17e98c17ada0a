/**
 * MA: simple moving average of a price source.
 *
 * `ma[i]` = mean of `source[i − period + 1 … i]`; NaN for the first `period − 1` bars.
 */
import { MAX_PERIOD, finiteBarField, integerInRange, orDefault } from './input-error';
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

/** MA inputs. `period` is an integer from 1 to 2000; `source` defaults to close. */
export interface MaParams {
  readonly period: number;
  readonly source: PriceSource;
}

/**
 * Validates MA inputs and fills the default source. Throws an `IndicatorInputError` naming the field.
 *
 * @example
 * resolveMaParams({ period: 7 }); // { period: 7, source: 'close' }
 */
export function resolveMaParams(params: Partial<MaParams> & Pick<MaParams, 'period'>): MaParams {
  return {
    period: integerInRange('ma.period', params.period, 1, MAX_PERIOD),
    source: priceSource('ma.source', orDefault(params.source, 'close')),
  };
}

/**
 * Simple moving average over a window of `values` (the kernel behind MA, BOLL's middle band and
 * VOL's MA). `period` must already be validated.
 *
 * @example
 * smaOfValues(Float64Array.of(3, 6, 9, 12), 3); // [NaN, NaN, 6, 9]
 */
export function smaOfValues(values: Float64Array, period: number): Float64Array {
  const out = nanArray(values.length);
  const window = new RollingWindow(period);
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (window.ready) out[i] = window.mean(x);
    window.commit(x);
  }
  return out;
}

/**
 * MA of `series`: NaN for the first `period − 1` bars.
 *
 * @example
 * const ma7 = ma(series, { period: 7 });          // close
 * const ma25 = ma(series, { period: 25, source: 'hlc3' });
 */
export function ma(series: OhlcvSeries, params: Partial<MaParams> & Pick<MaParams, 'period'>): Float64Array {
  const p = resolveMaParams(params);
  seriesLength(series);
  return smaOfValues(selectSource(series, p.source), p.period);
}

class LiveMa extends LiveIndicatorBase<number> {
  private readonly window: RollingWindow;
  private x = 0;

  constructor(private readonly p: MaParams) {
    super();
    this.window = new RollingWindow(p.period);
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField(`bar.${this.p.source}`, sourceOfBar(bar, this.p.source));
  }

  protected preview(bar: OhlcvBar): number {
    this.x = sourceOfBar(bar, this.p.source);
    return this.window.ready ? this.window.mean(this.x) : Number.NaN;
  }

  protected commit(): void {
    this.window.commit(this.x);
  }
}

/**
 * Live MA: `push` appends a bar, `update` replaces the last one; each returns that bar's MA.
 *
 * @example
 * const live = createMaState({ period: 7 });
 * for (const bar of history) live.push(bar);
 * const value = live.update(tick); // MA of the forming bar
 */
export function createMaState(params: Partial<MaParams> & Pick<MaParams, 'period'>): LiveIndicator<number> {
  return new LiveMa(resolveMaParams(params));
}
