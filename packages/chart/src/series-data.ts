/**
 * Bars as the chart holds them, and the conversions to lightweight-charts data.
 *
 * Chart time is Unix **seconds** (lightweight-charts' `UTCTimestamp`); the API's candles carry
 * milliseconds and decimal strings. Prices become binary floats here, for drawing only — money
 * is never computed from chart data.
 */
import type { HistogramData, LineData, UTCTimestamp, WhitespaceData } from 'lightweight-charts';

/** One bar: `time` is the bar's open time in Unix seconds. */
export interface ChartBar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** The API's candle (`@ex/contracts` `Candle`): open time `t` in ms, decimal strings. */
export interface CandleLike {
  readonly t: number;
  readonly o: string;
  readonly h: string;
  readonly l: string;
  readonly c: string;
  readonly v: string;
}

/**
 * Converts an API candle to a chart bar (ms → s, strings → numbers).
 *
 * @example
 * candleToChartBar({ t: 1767225600000, o: '1', h: '2', l: '0.5', c: '1.5', v: '10' });
 * // { time: 1767225600, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }
 */
export function candleToChartBar(candle: CandleLike): ChartBar {
  return {
    time: Math.floor(candle.t / 1000),
    open: Number(candle.o),
    high: Number(candle.h),
    low: Number(candle.l),
    close: Number(candle.c),
    volume: Number(candle.v),
  };
}

/**
 * Unix seconds from a time that may be seconds or milliseconds: values above 1e11 (which in
 * seconds would be the year 5138) are taken as milliseconds.
 *
 * @example
 * toChartSeconds(1767225600123); // 1767225600
 * toChartSeconds(1767225600);    // 1767225600
 */
export function toChartSeconds(time: number): number {
  return time > 1e11 ? Math.floor(time / 1000) : Math.floor(time);
}

/**
 * Bars sorted by time with one bar per time (the last one given wins), as lightweight-charts
 * requires. Already-clean input (the API's, oldest first) is returned as is, in O(n).
 *
 * @example
 * normaliseBars([b(2), b(1), b(2)]); // [b(1), b(2) (the second one)]
 */
export function normaliseBars(bars: readonly ChartBar[]): readonly ChartBar[] {
  let clean = true;
  for (let i = 1; i < bars.length && clean; i++) clean = bars[i]!.time > bars[i - 1]!.time;
  if (clean) return bars;
  const byTime = new Map<number, ChartBar>();
  for (const bar of bars) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * True when every field of the bar is a finite number (lightweight-charts rejects NaN prices, and
 * one NaN would poison every later EMA value of an indicator).
 *
 * @example
 * isValidBar({ time: 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 0 }); // true
 * isValidBar({ time: 60, open: 1, high: 2, low: 0.5, close: NaN, volume: 0 });  // false
 */
export function isValidBar(bar: ChartBar): boolean {
  return (
    Number.isFinite(bar.time) &&
    Number.isFinite(bar.open) &&
    Number.isFinite(bar.high) &&
    Number.isFinite(bar.low) &&
    Number.isFinite(bar.close) &&
    Number.isFinite(bar.volume)
  );
}

/** What a live bar does to the series. */
export type TickKind = 'append' | 'update' | 'stale';

/**
 * Whether a live bar replaces the last bar (same time), appends a new one (later time), or is
 * stale (earlier than the last bar: ignored, lightweight-charts cannot insert in the past).
 *
 * @example
 * classifyTick(60, 60);        // 'update'
 * classifyTick(60, 120);       // 'append'
 * classifyTick(undefined, 60); // 'append'
 */
export function classifyTick(lastTime: number | undefined, time: number): TickKind {
  if (lastTime === undefined || time > lastTime) return 'append';
  return time === lastTime ? 'update' : 'stale';
}

/**
 * Line data for one indicator output; NaN (the warm-up) becomes whitespace so every series keeps
 * the same time points.
 *
 * @example
 * toLineData([60, 120], Float64Array.of(NaN, 2)); // [{ time: 60 }, { time: 120, value: 2 }]
 */
export function toLineData(times: readonly number[], values: Float64Array): (LineData | WhitespaceData)[] {
  const out = new Array<LineData | WhitespaceData>(times.length);
  for (let i = 0; i < times.length; i++) {
    const time = times[i] as UTCTimestamp;
    const value = values[i]!;
    out[i] = Number.isFinite(value) ? { time, value } : { time };
  }
  return out;
}

/**
 * One line point (whitespace for NaN).
 *
 * @example
 * linePoint(60, NaN); // { time: 60 }
 */
export function linePoint(time: number, value: number): LineData | WhitespaceData {
  return Number.isFinite(value) ? { time: time as UTCTimestamp, value } : { time: time as UTCTimestamp };
}

/**
 * Histogram data coloured by sign (MACD histogram) or by candle direction (volume).
 *
 * @example
 * toHistogramData([60], Float64Array.of(-1), (v) => (v >= 0 ? 'green' : 'red')); // [{ time: 60, value: -1, color: 'red' }]
 */
export function toHistogramData(
  times: readonly number[],
  values: Float64Array,
  colour: (value: number, index: number) => string,
): (HistogramData | WhitespaceData)[] {
  const out = new Array<HistogramData | WhitespaceData>(times.length);
  for (let i = 0; i < times.length; i++) out[i] = histogramPoint(times[i]!, values[i]!, colour(values[i]!, i));
  return out;
}

/**
 * One histogram point (whitespace for NaN).
 *
 * @example
 * histogramPoint(60, 2, 'green'); // { time: 60, value: 2, color: 'green' }
 */
export function histogramPoint(time: number, value: number, color: string): HistogramData | WhitespaceData {
  return Number.isFinite(value) ? { time: time as UTCTimestamp, value, color } : { time: time as UTCTimestamp };
}
