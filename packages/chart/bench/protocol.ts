/**
 * What `page-entry.ts` (bundled, in Chromium) exposes on `window.chartBench` for `run.ts` (Node).
 * Types only: both sides import this file with `import type`.
 */

/**
 * The charts measured: the two references, ours with three indicators, and klinecharts 10 with
 * the same three (built-in MACD and KDJ panes, TD as a custom indicator drawing counts on the candles).
 */
export type Variant = 'bare' | 'wrapped' | 'wrapped+3' | 'klinecharts+3';

/** One fresh-page measurement of one variant; every time in ms, from just before `setData`. */
export interface PaintRun {
  readonly variant: Variant;
  /** `setData(bars)` returning (the synchronous part: conversions, indicator maths, series data). */
  readonly setDataMs: number;
  /** The first `requestAnimationFrame` callback after `setData` (lightweight-charts has drawn by then). */
  readonly firstFrameMs: number;
  /** The second one: the frame after the canvases were drawn. This is "first paint". */
  readonly paintMs: number;
  /** The wrapper's `onReady` callback (wrapped variants only). */
  readonly readyMs: number | null;
  /** Pixels of the candle colours in pane 0's main canvas before `setData` (should be 0) and after. */
  readonly candlePixelsBefore: number;
  readonly candlePixelsAfter: number;
  /** True when the candles were on the canvas at `paintMs` and not before: otherwise the run is discarded. */
  readonly painted: boolean;
  readonly panes: number;
  readonly canvas: string;
  readonly bars: number;
}

/** The batch maths of the three indicators alone, in a fresh page (cold, as `setData` runs it). */
export interface MathsRun {
  /** `ohlcvSeriesFromBars` (bar objects to typed columns). */
  readonly columnsMs: number;
  readonly macdMs: number;
  readonly kdjMs: number;
  readonly tdMs: number;
}

export interface ChartBench {
  /** Builds the deterministic bars in the page (not timed). Returns the bar count. */
  prepare(count: number, seed: number): number;
  run(variant: Variant): Promise<PaintRun>;
  maths(): MathsRun;
  /** `navigator.hardwareConcurrency` (logical cores). */
  readonly cores: number;
  /** lightweight-charts' `version()` as bundled. */
  readonly lightweightCharts: string;
  /** klinecharts' `version()` as bundled. */
  readonly klinecharts: string;
}

declare global {
  interface Window {
    chartBench: ChartBench;
  }
}
