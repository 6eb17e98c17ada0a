/**
 * VOL: the volume column plus its simple moving average. `volume` has no warm-up; `ma` is NaN
 * for the first `period − 1` bars.
 */
import { MAX_PERIOD, finiteBarField, integerInRange, orDefault } from './input-error';
import { LiveIndicatorBase, type LiveIndicator } from './live-indicator';
import { smaOfValues } from './ma-calculation';
import { RollingWindow } from './rolling-window';
import { seriesLength, type OhlcvBar, type OhlcvSeries } from './series';

/** VOL inputs: the MA `period`, an integer from 1 to 2000 (default 5). */
export interface VolParams {
  readonly period: number;
}

/** Volume (a copy of the column) and its MA. */
export interface VolResult {
  readonly volume: Float64Array;
  readonly ma: Float64Array;
}

/** One bar's VOL values (live form). */
export interface VolPoint {
  readonly volume: number;
  readonly ma: number;
}

/**
 * Validates VOL inputs and fills the default (MA period 5).
 *
 * @example
 * resolveVolParams({}); // { period: 5 }
 */
export function resolveVolParams(params: Partial<VolParams> = {}): VolParams {
  return { period: integerInRange('vol.period', orDefault(params.period, 5), 1, MAX_PERIOD) };
}

/**
 * VOL of `series`.
 *
 * @example
 * const { volume, ma } = vol(series, { period: 10 });
 */
export function vol(series: OhlcvSeries, params: Partial<VolParams> = {}): VolResult {
  const p = resolveVolParams(params);
  seriesLength(series);
  return { volume: series.volume.slice(), ma: smaOfValues(series.volume, p.period) };
}

class LiveVol extends LiveIndicatorBase<VolPoint> {
  private readonly window: RollingWindow;
  private v = 0;

  constructor(p: VolParams) {
    super();
    this.window = new RollingWindow(p.period);
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField('bar.volume', bar.volume);
  }

  protected preview(bar: OhlcvBar): VolPoint {
    this.v = bar.volume;
    return { volume: bar.volume, ma: this.window.ready ? this.window.mean(bar.volume) : Number.NaN };
  }

  protected commit(): void {
    this.window.commit(this.v);
  }
}

/**
 * Live VOL (see {@link LiveIndicator}).
 *
 * @example
 * const live = createVolState({ period: 5 });
 * const { volume, ma } = live.update(tick);
 */
export function createVolState(params: Partial<VolParams> = {}): LiveIndicator<VolPoint> {
  return new LiveVol(resolveVolParams(params));
}
