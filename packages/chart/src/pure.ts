/**
 * The chart's rules without the drawing layer: safe to import statically from page code (it loads
 * no lightweight-charts at run time), e.g. for toolbars, menus and order-line items built before
 * the chart itself is loaded lazily from `@ex/chart`.
 */
export { DEFAULT_RESOLUTION, RESOLUTIONS, isResolution, parseResolution, readStoredResolution } from './resolutions';
export type { KeyValueStorage, Resolution } from './resolutions';
export { CHART_READY_TIMEOUT_MESSAGE, createChartReadyMachine } from './chart-ready';
export type { ChartReadyMachine } from './chart-ready';
export { SYMBOL_SEARCH_DELAY_MS, createSymbolSearch } from './debounce';
export type { SymbolSearch, SymbolSearchOptions } from './debounce';
export { chartMenuEntries, priceStartsWithDigit } from './chart-menu';
export type { ChartMenuEntry, ChartMenuInput } from './chart-menu';
export { INDICATOR_SPECS, INDICATOR_TYPES, indicatorTitle, isIndicatorType, validateIndicatorInputs } from './indicator-specs';
export type { IndicatorConfig, IndicatorInputs, IndicatorType } from './indicator-specs';
export { DEFAULT_ORDER_LINE_TOOLTIPS, ORDER_TYPE, SIDE } from './order-lines';
export type { OrderLineItem, OrderType, Side } from './order-lines';
export { EVENT_TYPE, isEventType } from './event-markers';
export type { ChartEvent, EventType } from './event-markers';
export type { BuySellMarker } from './fill-markers';
export type { LiquidationItem } from './liquidation-heat';
export type { ChartLayout } from './chart-layout';
export { CHART_LIBRARY_MARKUP } from './library-markup';
