/**
 * Indicator maths over typed arrays (issue 5). Pure: no DOM, no Node, no clock. Drawing lives in
 * the chart package; this package only computes (as lightweight-charts keeps `*-calculation.ts`
 * apart from its renderers).
 *
 * **Input.** An {@link OhlcvSeries} (one `Float64Array` per field) and, for the price-based
 * indicators, a `source`: open, high, low, close, hl2, hlc3 or ohlc4 (§5).
 *
 * **Output.** `Float64Array`s as long as the series. Bars without a value yet (the warm-up) hold
 * `NaN`, and the chart skips NaN points:
 *
 * | indicator | warm-up bars (NaN) |
 * |---|---|
 * | MA(p), BOLL(p, m), VOL MA(p) | first p − 1 |
 * | EMA(p) | none with `'first-bar'` seeding; first p − 1 with `'talib'` |
 * | RSI(p) | first p |
 * | MACD(fast, slow, signal) | none with `'first-bar'` (the chart's); first max(fast, slow) + signal − 2 with `'talib'` |
 * | KDJ(N, M1, M2) | first N − 1 (`'exchange'`); K: N + M1 − 2, D and J: N + M1 + M2 − 3 (`'sma'`) |
 * | TD Sequential | none (`Int8Array` labels, 0 = no label) |
 *
 * **Validation.** Parameters are checked at run time; anything outside the allowed range throws
 * an {@link IndicatorInputError} naming the field and the range, never NaN output. Periods are
 * integers from 1 to 2000 (§5 for KDJ and MACD fast/slow; MA, EMA, BOLL, RSI and VOL follow the
 * same bound), MACD signal 1 to 50, BOLL multiplier in (0, 100], source one of the seven.
 * Series data is not scanned: batch functions assume finite prices; live indicators reject a
 * non-finite field they read (one NaN would poison every later EMA value).
 *
 * **Live ticks.** Each indicator has a `create…State(params)` returning a {@link LiveIndicator}:
 * `push(bar)` appends, `update(bar)` replaces the last bar, O(1) per call, never recomputing the
 * series; the values equal the batch function's.
 */
export {
  IndicatorInputError,
  MAX_MACD_SIGNAL,
  MAX_PERIOD,
  booleanFlag,
  finiteBarField,
  integerInRange,
  oneOf,
  orDefault,
  positiveNumberAtMost,
} from './input-error';
export { PRICE_SOURCES, ohlcvSeriesFromBars, priceSource, selectSource, seriesLength, sourceOfBar } from './series';
export type { OhlcvBar, OhlcvSeries, PriceSource } from './series';
export type { LiveIndicator } from './live-indicator';
export { createMaState, ma, resolveMaParams, smaOfValues } from './ma-calculation';
export type { MaParams } from './ma-calculation';
export { EMA_SEEDINGS, createEmaState, ema, resolveEmaParams } from './ema-calculation';
export type { EmaParams, EmaSeeding } from './ema-calculation';
export { MAX_BOLL_MULTIPLIER, boll, createBollState, resolveBollParams } from './boll-calculation';
export type { BollParams, BollPoint, BollResult } from './boll-calculation';
export { createRsiState, resolveRsiParams, rsi } from './rsi-calculation';
export type { RsiParams } from './rsi-calculation';
export { createVolState, resolveVolParams, vol } from './vol-calculation';
export type { VolParams, VolPoint, VolResult } from './vol-calculation';
export { CHART_MACD_SEEDING, DEFAULT_MACD_PARAMS, MACD_SEEDINGS, createMacdState, macd, resolveMacdParams } from './macd-calculation';
export type { MacdParams, MacdPoint, MacdResult, MacdSeeding } from './macd-calculation';
export { DEFAULT_KDJ_PARAMS, KDJ_DEFINITIONS, createKdjState, kdj, resolveKdjParams } from './kdj-calculation';
export type { KdjDefinition, KdjParams, KdjPoint, KdjResult } from './kdj-calculation';
export { createTdSequentialState, onlyNineAndThirteen, resolveTdSequentialParams, tdSequential } from './td-sequential-calculation';
export type { TdSequentialParams, TdSequentialPoint, TdSequentialResult } from './td-sequential-calculation';
