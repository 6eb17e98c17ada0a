/**
 * The trading chart wrapper over lightweight-charts v5 (issue 5 "Chart wrapper").
 *
 * Pure modules (rules, geometry, state machines; tested in Node) and a thin drawing layer
 * (`createTradingChart`). Import the package lazily from the app: at import time it loads only
 * lightweight-charts and `@ex/indicators`.
 */
export {
  DEFAULT_RESOLUTION,
  RESOLUTIONS,
  RESOLUTION_STORAGE_KEY,
  barDurationMs,
  bucketStart,
  isResolution,
  nextBucketStart,
  parseResolution,
  readStoredResolution,
  writeStoredResolution,
} from './resolutions';
export type { KeyValueStorage, Resolution } from './resolutions';
export { CHART_LOCALES, CHART_LOCALE_MAP, chartLocaleToBcp47, resolveChartLocale } from './chart-locale';
export { chartPriceFormatter, chartTimeFormatter, chartVolumeFormatter, localizedPriceFormat } from './chart-format';
export type { ChartLocale } from './chart-locale';
export { BRAND_BLUE, DEFAULT_BACKGROUNDS, GREEN, RED, resolveChartTheme, resolveSavedBackground, withAlpha } from './chart-theme';
export type { ChartTheme, RiseColor } from './chart-theme';
export { createManualScheduler, realScheduler } from './scheduler';
export type { ManualScheduler, Scheduler, TimerHandle } from './scheduler';
export { SYMBOL_SEARCH_DELAY_MS, createSymbolSearch, debounce } from './debounce';
export type { Debounced, SymbolSearch, SymbolSearchOptions } from './debounce';
export {
  CHART_INIT_FAILURE_MESSAGE,
  CHART_READY_FIRST_POLL_MS,
  CHART_READY_MAX_POLLS,
  CHART_READY_POLL_INTERVAL_MS,
  CHART_READY_TIMEOUT_MESSAGE,
  CHART_READY_TIMEOUT_MS,
  INITIAL_CHART_READY_STATE,
  chartReadyTransition,
  createChartReadyMachine,
} from './chart-ready';
export type {
  ChartLogger,
  ChartReadyEffect,
  ChartReadyEvent,
  ChartReadyMachine,
  ChartReadyOptions,
  ChartReadyState,
  ChartReadyStatus,
} from './chart-ready';
export { chartMenuEntries, priceStartsWithDigit } from './chart-menu';
export type { ChartMenuEntry, ChartMenuInput } from './chart-menu';
export {
  DEFAULT_EMA_PERIOD,
  DEFAULT_MA_PERIOD,
  INDICATOR_SPECS,
  INDICATOR_TYPES,
  indicatorConfig,
  indicatorTitle,
  isIndicatorType,
  validateIndicatorInputs,
} from './indicator-specs';
export type { IndicatorConfig, IndicatorInputs, IndicatorSpec, IndicatorType, PlotSpec } from './indicator-specs';
export { IndicatorRun, computeIndicator, createIndicatorLive } from './indicator-engine';
export type { IndicatorOutput, IndicatorPoint } from './indicator-engine';
export {
  candleToChartBar,
  classifyTick,
  histogramPoint,
  linePoint,
  normaliseBars,
  toChartSeconds,
  toHistogramData,
  toLineData,
} from './series-data';
export type { CandleLike, ChartBar, TickKind } from './series-data';
export {
  DEFAULT_CHART_LAYOUT,
  LAYOUT_VERSION,
  MAX_LAYOUT_INDICATORS,
  nextIndicatorId,
  parseChartLayout,
  serialiseChartLayout,
} from './chart-layout';
export type { ChartLayout, ParsedLayout } from './chart-layout';
export {
  LAYOUT_AUTOSAVE_DELAY_MS,
  LAYOUT_STORAGE_KEY,
  createLayoutPersistence,
  createLocalLayoutStore,
  restoreChartLayout,
} from './layout-persistence';
export type { LayoutPersistence, LayoutPersistenceOptions, LayoutStore, RestoredLayout, SaveReason } from './layout-persistence';
export {
  DEFAULT_ORDER_LINE_TOOLTIPS,
  ORDER_LINE_GAP,
  ORDER_LINE_HEIGHT,
  ORDER_LINE_PADDING,
  ORDER_TYPE,
  SIDE,
  layoutOrderLines,
  orderLineButtons,
  orderLineColours,
} from './order-lines';
export type {
  OrderLineAction,
  OrderLineButton,
  OrderLineItem,
  OrderLineLayoutOptions,
  OrderLinePlacement,
  OrderLineTarget,
  OrderType,
  Side,
} from './order-lines';
export { LIQUIDATION_BAR_COUNT, LIQUIDATION_OFFSET_PX, heatBars, heatOpacity } from './liquidation-heat';
export type { HeatBar, HeatBarOptions, LiquidationItem } from './liquidation-heat';
export {
  EVENT_MARKER_RADIUS,
  EVENT_STYLES,
  EVENT_TYPE,
  eventColour,
  hitEventMarker,
  isEventType,
  layoutEventMarkers,
} from './event-markers';
export type { ChartEvent, EventCircle, EventLayoutOptions, EventStyle, EventType } from './event-markers';
export { FILL_MARKER_TEXT, fillMarkers } from './fill-markers';
export type { BuySellMarker, FillMarkerGroup } from './fill-markers';
export { replaceLastBarMarkers, tdMarkers, tdMarkersOfBar } from './td-markers';
export { CHART_SOURCES, WIDGET_NAMES, parseChartSource } from './widgets';
export type { ChartSource, WidgetName } from './widgets';
export { SCREENSHOT_SCALE, SCREENSHOT_TIMEOUT_MS, ScreenshotTimeoutError, screenshotSize, withTimeout } from './screenshot';
export { OrderLineOverlay } from './drawing/order-line-overlay';
export type { OrderLineOverlayHost } from './drawing/order-line-overlay';
export { createTradingChart } from './trading-chart';
export type { TradingChartController, TradingChartOptions } from './trading-chart';
