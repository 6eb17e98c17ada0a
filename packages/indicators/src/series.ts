/**
 * Series input: OHLCV columns as `Float64Array`s, and the price source selector (SPEC §5).
 *
 * Every batch indicator takes an {@link OhlcvSeries}; every live indicator takes one
 * {@link OhlcvBar} per call. Outputs are `Float64Array`s of the same length as the series, with
 * `NaN` on the warm-up bars (the chart skips NaN points); see the table in `index.ts`.
 */
import { IndicatorInputError, oneOf } from './input-error';

/** The seven price sources of §5, in the order the inputs dialog lists them. */
export const PRICE_SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;

/** One of {@link PRICE_SOURCES}: a column, or (high+low)/2, (high+low+close)/3, (open+high+low+close)/4. */
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** OHLCV columns, one element per bar, oldest first. All five arrays have the same length. */
export interface OhlcvSeries {
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

/** One bar, as a live tick delivers it. */
export interface OhlcvBar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

const FIELDS = ['open', 'high', 'low', 'close', 'volume'] as const;

/**
 * Checks that the five columns are `Float64Array`s of one length and returns that length.
 * Throws an {@link IndicatorInputError} (`series.<field>`) otherwise.
 *
 * @example
 * const n = seriesLength(series); // number of bars
 */
export function seriesLength(series: OhlcvSeries): number {
  if (typeof series !== 'object' || series === null) {
    throw new IndicatorInputError('series', 'an object with open, high, low, close and volume Float64Arrays', series);
  }
  const open: unknown = series.open;
  if (!(open instanceof Float64Array)) throw new IndicatorInputError('series.open', 'a Float64Array', open);
  const n = open.length;
  for (const field of FIELDS) {
    const column: unknown = series[field];
    if (!(column instanceof Float64Array) || column.length !== n) {
      throw new IndicatorInputError(`series.${field}`, `a Float64Array of ${n} elements (as long as series.open)`, column);
    }
  }
  return n;
}

/**
 * Builds an {@link OhlcvSeries} from bar objects (for tests, fixtures and small data sets).
 *
 * @example
 * const series = ohlcvSeriesFromBars([{ open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }]);
 */
export function ohlcvSeriesFromBars(bars: readonly OhlcvBar[]): OhlcvSeries {
  const n = bars.length;
  const series = {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  bars.forEach((bar, i) => {
    series.open[i] = bar.open;
    series.high[i] = bar.high;
    series.low[i] = bar.low;
    series.close[i] = bar.close;
    series.volume[i] = bar.volume;
  });
  return series;
}

/**
 * The price column for `source`. For open/high/low/close this is the series' own array (not a
 * copy: do not write to it); for hl2/hlc3/ohlc4 a new array.
 *
 * @example
 * const typical = selectSource(series, 'hlc3'); // (high + low + close) / 3 per bar
 */
export function selectSource(series: OhlcvSeries, source: PriceSource): Float64Array {
  switch (source) {
    case 'open':
    case 'high':
    case 'low':
    case 'close':
      return series[source];
    case 'hl2': {
      const { high, low } = series;
      const out = new Float64Array(high.length);
      for (let i = 0; i < out.length; i++) out[i] = (high[i]! + low[i]!) / 2;
      return out;
    }
    case 'hlc3': {
      const { high, low, close } = series;
      const out = new Float64Array(high.length);
      for (let i = 0; i < out.length; i++) out[i] = (high[i]! + low[i]! + close[i]!) / 3;
      return out;
    }
    case 'ohlc4': {
      const { open, high, low, close } = series;
      const out = new Float64Array(high.length);
      for (let i = 0; i < out.length; i++) out[i] = (open[i]! + high[i]! + low[i]! + close[i]!) / 4;
      return out;
    }
  }
}

/**
 * The price of one bar for `source`, computed exactly as {@link selectSource} does.
 *
 * @example
 * sourceOfBar({ open: 1, high: 4, low: 2, close: 3, volume: 0 }, 'hl2'); // 3
 */
export function sourceOfBar(bar: OhlcvBar, source: PriceSource): number {
  switch (source) {
    case 'open':
    case 'high':
    case 'low':
    case 'close':
      return bar[source];
    case 'hl2':
      return (bar.high + bar.low) / 2;
    case 'hlc3':
      return (bar.high + bar.low + bar.close) / 3;
    case 'ohlc4':
      return (bar.open + bar.high + bar.low + bar.close) / 4;
  }
}

/**
 * Validates a source name (§5: one of open, high, low, close, hl2, hlc3, ohlc4).
 *
 * @example
 * priceSource('macd.source', 'ohlc4'); // 'ohlc4'
 */
export function priceSource(field: string, value: unknown): PriceSource {
  return oneOf(field, value, PRICE_SOURCES);
}

/**
 * A `Float64Array` of `n` NaNs: the starting point of outputs whose warm-up bars stay NaN.
 *
 * @example
 * nanArray(3); // Float64Array [NaN, NaN, NaN]
 */
export function nanArray(n: number): Float64Array {
  return new Float64Array(n).fill(Number.NaN);
}
