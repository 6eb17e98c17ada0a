/**
 * Runs one indicator over the chart's bars: a batch pass on `setData` (typed arrays, fast first
 * paint) and O(1) live updates per tick (issue 5 "Live ticks … must never recompute the series").
 *
 * The live state is built lazily, on the first tick after `setData`, by pushing the history once
 * (O(n), off the first-paint path); every later tick is one `push` (new bar) or `update` (same
 * bar) of the `@ex/indicators` live state. Values equal the batch values (the indicators package
 * property-tests live against batch to 1e-9).
 */
import {
  boll,
  createBollState,
  createEmaState,
  createKdjState,
  createMacdState,
  createMaState,
  createRsiState,
  createTdSequentialState,
  createVolState,
  ema,
  kdj,
  ma,
  macd,
  rsi,
  tdSequential,
  vol,
} from '@ex/indicators';
import type { LiveIndicator, OhlcvBar, OhlcvSeries, TdSequentialPoint, TdSequentialResult } from '@ex/indicators';
import type { IndicatorConfig } from './indicator-specs';
import type { TickKind } from './series-data';

/** Batch output: named plots, or TD Sequential labels. */
export type IndicatorOutput =
  | { readonly kind: 'lines'; readonly plots: Readonly<Record<string, Float64Array>> }
  | { readonly kind: 'td'; readonly td: TdSequentialResult };

/** One bar's values. */
export type IndicatorPoint =
  { readonly kind: 'lines'; readonly plots: Readonly<Record<string, number>> } | { readonly kind: 'td'; readonly td: TdSequentialPoint };

/**
 * `config.inputs` were validated and completed by `validateIndicatorInputs`, so they are the
 * type's params; the resolvers run again inside each indicator anyway.
 */
type Params = never;

/**
 * The batch values of `config` over `series`.
 *
 * @example
 * const out = computeIndicator({ id: 'm', type: 'MACD', inputs: { fast: 12, slow: 26, signal: 9 } }, series);
 * if (out.kind === 'lines') out.plots['histogram']; // Float64Array
 */
export function computeIndicator(config: IndicatorConfig, series: OhlcvSeries): IndicatorOutput {
  const p = config.inputs as Params;
  switch (config.type) {
    case 'MA':
      return { kind: 'lines', plots: { ma: ma(series, p) } };
    case 'EMA':
      return { kind: 'lines', plots: { ema: ema(series, p) } };
    case 'BOLL': {
      const r = boll(series, p);
      return { kind: 'lines', plots: { upper: r.upper, middle: r.middle, lower: r.lower } };
    }
    case 'RSI':
      return { kind: 'lines', plots: { rsi: rsi(series, p) } };
    case 'VOL': {
      const r = vol(series, p);
      return { kind: 'lines', plots: { volume: r.volume, ma: r.ma } };
    }
    case 'MACD': {
      const r = macd(series, p);
      return { kind: 'lines', plots: { macd: r.macd, signal: r.signal, histogram: r.histogram } };
    }
    case 'KDJ': {
      const r = kdj(series, p);
      return { kind: 'lines', plots: { k: r.k, d: r.d, j: r.j } };
    }
    case 'TD':
      return { kind: 'td', td: tdSequential(series, p) };
  }
}

function mapLive<P>(live: LiveIndicator<P>, toPoint: (p: P) => IndicatorPoint): LiveIndicator<IndicatorPoint> {
  return {
    push: (bar) => toPoint(live.push(bar)),
    update: (bar) => toPoint(live.update(bar)),
    get length() {
      return live.length;
    },
  };
}

const lines = (plots: Record<string, number>): IndicatorPoint => ({ kind: 'lines', plots });

/**
 * A live state for `config`, emitting the same plot names as {@link computeIndicator}.
 *
 * @example
 * const live = createIndicatorLive(config);
 * for (const bar of bars) live.push(bar);
 * live.update(tick); // { kind: 'lines', plots: { macd, signal, histogram } }
 */
export function createIndicatorLive(config: IndicatorConfig): LiveIndicator<IndicatorPoint> {
  const p = config.inputs as Params;
  switch (config.type) {
    case 'MA':
      return mapLive(createMaState(p), (v) => lines({ ma: v }));
    case 'EMA':
      return mapLive(createEmaState(p), (v) => lines({ ema: v }));
    case 'BOLL':
      return mapLive(createBollState(p), (v) => lines({ upper: v.upper, middle: v.middle, lower: v.lower }));
    case 'RSI':
      return mapLive(createRsiState(p), (v) => lines({ rsi: v }));
    case 'VOL':
      return mapLive(createVolState(p), (v) => lines({ volume: v.volume, ma: v.ma }));
    case 'MACD':
      return mapLive(createMacdState(p), (v) => lines({ macd: v.macd, signal: v.signal, histogram: v.histogram }));
    case 'KDJ':
      return mapLive(createKdjState(p), (v) => lines({ k: v.k, d: v.d, j: v.j }));
    case 'TD':
      return mapLive(createTdSequentialState(p), (td) => ({ kind: 'td', td }));
  }
}

/**
 * One indicator bound to the chart's bars: `reset` after `setData`, `tick` per live bar.
 *
 * @example
 * const run = new IndicatorRun(config);
 * const output = run.reset(series);          // batch
 * const point = run.tick(bars, 'update');   // O(1) after the first tick
 */
export class IndicatorRun {
  #live: LiveIndicator<IndicatorPoint> | null = null;

  constructor(readonly config: IndicatorConfig) {}

  /** Batch values for a new history; the live state is dropped and rebuilt on the next tick. */
  reset(series: OhlcvSeries): IndicatorOutput {
    this.#live = null;
    return computeIndicator(this.config, series);
  }

  /**
   * Values of the last bar of `bars`, which already holds the tick (`append`: a new last bar;
   * `update`: the last bar replaced). The first call after `reset` pushes the history once.
   */
  tick(bars: readonly OhlcvBar[], kind: Exclude<TickKind, 'stale'>): IndicatorPoint {
    const last = bars.at(-1);
    if (last === undefined) throw new Error('tick() needs at least one bar');
    if (this.#live === null) {
      const live = createIndicatorLive(this.config);
      for (let i = 0; i < bars.length - 1; i++) live.push(bars[i]!);
      this.#live = live;
      return live.push(last);
    }
    return kind === 'append' ? this.#live.push(last) : this.#live.update(last);
  }

  /** True once the live state exists (after the first tick). */
  get isLive(): boolean {
    return this.#live !== null;
  }
}
