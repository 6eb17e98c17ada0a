/**
 * `createTradingChart`: the trading chart over lightweight-charts v5 (issue 5 "Chart wrapper").
 * Thin: every rule lives in the pure modules (indicators, layout, order-line stacking, heat bars,
 * markers); this file creates the chart, its series, panes and primitives, and forwards data.
 *
 * Import cost: lightweight-charts and this package's small modules, nothing else; the app imports
 * the package lazily (`await import('@ex/chart')`) from a client component.
 */
import { CandlestickSeries, ColorType, createChart, createSeriesMarkers } from 'lightweight-charts';
import type {
  CandlestickData,
  DeepPartial,
  IChartApi,
  ISeriesMarkersPluginApi,
  MouseEventParams,
  Time,
  TimeChartOptions,
  UTCTimestamp,
} from 'lightweight-charts';
import { ohlcvSeriesFromBars } from '@ex/indicators';
import { chartTimeFormatter, localizedPriceFormat } from './chart-format';
import { chartLocaleToBcp47, resolveChartLocale } from './chart-locale';
import { DEFAULT_CHART_LAYOUT, nextIndicatorId } from './chart-layout';
import type { ChartLayout } from './chart-layout';
import { DEFAULT_BACKGROUNDS, resolveSavedBackground } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import { EventMarkersPrimitive } from './drawing/event-markers-primitive';
import { HeatBarsPrimitive } from './drawing/heat-bars-primitive';
import { IndicatorView } from './drawing/indicator-view';
import { OrderLinesLayer } from './drawing/order-lines-layer';
import type { ChartEvent } from './event-markers';
import { fillMarkers } from './fill-markers';
import type { BuySellMarker } from './fill-markers';
import { indicatorConfig } from './indicator-specs';
import type { IndicatorConfig, IndicatorType } from './indicator-specs';
import type { LiquidationItem } from './liquidation-heat';
import type { OrderLineItem } from './order-lines';
import { isResolution, writeStoredResolution } from './resolutions';
import type { KeyValueStorage, Resolution } from './resolutions';
import { SCREENSHOT_SCALE, screenshotSize, withTimeout } from './screenshot';
import { classifyTick, isValidBar, normaliseBars } from './series-data';
import type { ChartBar, TickKind } from './series-data';

export interface TradingChartOptions {
  readonly theme: ChartTheme;
  /** The site locale (§9 chart locale map): the chart's language when no `formatLocale` is given. */
  readonly locale?: string;
  /**
   * The Intl locale the axes and crosshair write prices, volumes and times in: the site's full §9 tag
   * (`pt-BR`, `en-GB`, Arabic with Western digits), as the page's own numbers. Default: the chart
   * locale's tag.
   */
  readonly formatLocale?: string;
  /** The restored layout (resolution, indicators, background). Invalid indicators are dropped and reported. */
  readonly layout?: ChartLayout;
  /** Decimals of the instrument's price (default 2). */
  readonly pricePrecision?: number;
  /** Only fills of this symbol become B/S markers. */
  readonly symbol?: string;
  /** Where `setResolution` keeps the resolution (§9 "kept in local storage"), e.g. `window.localStorage`. */
  readonly resolutionStorage?: KeyValueStorage;
  /** The layout changed (indicators, inputs, resolution, background): autosave it. */
  onLayoutChange?(layout: ChartLayout): void;
  /** Colours were re-applied after `setTheme`: save the layout now (§4.13). */
  onThemeApplied?(layout: ChartLayout): void;
  /** The first data was drawn (the §4.13 ready callback). */
  onReady?(): void;
  /** An important-event marker was clicked. */
  onEventClick?(event: ChartEvent): void;
  /** A non-fatal problem (an indicator dropped or failing on a tick); the chart keeps running. */
  onError?(message: string, error?: unknown): void;
}

export interface TradingChartController {
  /** The lightweight-charts chart, for what this wrapper does not cover. */
  readonly chart: IChartApi;
  /**
   * Replaces the bars (oldest first; unsorted or duplicated input is cleaned, bars with a
   * non-finite field are dropped and reported). Recomputes indicators once.
   */
  setData(bars: readonly ChartBar[]): void;
  /**
   * A live bar: same time replaces the last bar, later time appends; indicators update in O(1).
   * Earlier bars are ignored (`'stale'`); a bar with a non-finite field is reported and ignored (`'invalid'`).
   */
  update(bar: ChartBar): TickKind | 'invalid';
  /** Switches resolution (stored, layout changed); the app then loads bars for it and calls `setData`. */
  setResolution(resolution: Resolution): void;
  getResolution(): Resolution;
  /** Adds an indicator (§5 inputs validated; throws `IndicatorInputError`). Oscillators get a pane of their own. */
  addIndicator(type: IndicatorType, inputs?: Record<string, unknown>): IndicatorConfig;
  /** Changes an indicator's inputs (validated; throws). Returns null for an unknown id. */
  updateIndicator(id: string, inputs: Record<string, unknown>): IndicatorConfig | null;
  removeIndicator(id: string): boolean;
  getIndicators(): readonly IndicatorConfig[];
  getLayout(): ChartLayout;
  /** Re-applies every colour, resets a saved background equal to the other theme's default, then calls `onThemeApplied`. */
  setTheme(theme: ChartTheme): void;
  /** A user-chosen background, or undefined for the theme default. */
  setBackground(colour: string | undefined): void;
  setPricePrecision(precision: number): void;
  /** `order_line_widget`: the positions' and orders' lines with their buttons. */
  setOrderLines(items: readonly OrderLineItem[]): void;
  /** `sb_point_widget`: B/S markers from fills. */
  setFills(fills: readonly BuySellMarker[]): void;
  /** `important_events_widget`. */
  setEvents(events: readonly ChartEvent[]): void;
  /** `liquidation_amount_indicator`. */
  setLiquidations(items: readonly LiquidationItem[]): void;
  /**
   * The price at `y` px from the top of the chart (the main pane), or null outside it; for the
   * embedded chart's context menu (§2.3: quick order and price alert at the clicked price).
   */
  priceAt(y: number): number | null;
  /** PNG data URL of the chart at scale 2 on the dark background (§9). */
  screenshot(): string;
  /** The same as a Blob, rejected after 10 s (§5). */
  screenshotBlob(): Promise<Blob>;
  destroy(): void;
}

const clampPrecision = (p: number | undefined) => (Number.isInteger(p) ? Math.min(Math.max(p!, 0), 12) : 2);

function chartOptions(theme: ChartTheme, background: string): DeepPartial<TimeChartOptions> {
  return {
    layout: { background: { type: ColorType.Solid, color: background }, textColor: theme.text, panes: { separatorColor: theme.border } },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.border },
    timeScale: { borderColor: theme.border },
    crosshair: {
      vertLine: { color: theme.crosshair, labelBackgroundColor: theme.brand },
      horzLine: { color: theme.crosshair, labelBackgroundColor: theme.brand },
    },
  };
}

function timeScaleFor(resolution: Resolution): DeepPartial<TimeChartOptions> {
  const daily = /[DWM]$/.test(resolution);
  return { timeScale: { timeVisible: !daily, secondsVisible: resolution.endsWith('S') } };
}

/**
 * Creates the trading chart in `container` (which it fills; give it a height).
 *
 * @example
 * const { createTradingChart, resolveChartTheme } = await import('@ex/chart');
 * const chart = createTradingChart(el, { theme: resolveChartTheme({ dark, rise }), layout, locale, onLayoutChange: () => persistence.changed() });
 * chart.setData(candles.map(candleToChartBar));
 * stream.on('candle', (c) => chart.update(candleToChartBar(c)));
 */
export function createTradingChart(container: HTMLElement, options: TradingChartOptions): TradingChartController {
  let theme = options.theme;
  const initial = options.layout ?? DEFAULT_CHART_LAYOUT;
  let resolution: Resolution = isResolution(initial.resolution) ? initial.resolution : DEFAULT_CHART_LAYOUT.resolution;
  let savedBackground = initial.background;
  let precision = clampPrecision(options.pricePrecision);
  const report = (message: string, error?: unknown) => options.onError?.(message, error);

  const locale = options.formatLocale ?? chartLocaleToBcp47(resolveChartLocale(options.locale));
  const localization = (r: Resolution) => ({ localization: { locale, timeFormatter: chartTimeFormatter(locale, r) } });
  const chart = createChart(container, {
    autoSize: true,
    ...chartOptions(theme, resolveSavedBackground(savedBackground, theme)),
    ...localization(resolution),
  });
  chart.applyOptions(timeScaleFor(resolution));
  const candles = chart.addSeries(CandlestickSeries, {});
  const applyCandleStyle = () =>
    candles.applyOptions({
      upColor: theme.up,
      downColor: theme.down,
      borderUpColor: theme.up,
      borderDownColor: theme.down,
      wickUpColor: theme.up,
      wickDownColor: theme.down,
      priceFormat: localizedPriceFormat(locale, precision),
    });
  applyCandleStyle();

  const heat = new HeatBarsPrimitive(theme);
  const events = new EventMarkersPrimitive(theme, resolution);
  candles.attachPrimitive(heat);
  candles.attachPrimitive(events);
  const orderLines = new OrderLinesLayer(container, chart, candles, theme);
  let fillsPlugin: ISeriesMarkersPluginApi<Time> | null = null;
  let fills: readonly BuySellMarker[] = [];

  let bars: ChartBar[] = [];
  let readyNotified = false;
  const views = new Map<string, IndicatorView>();

  const layout = (): ChartLayout => ({
    resolution,
    indicators: [...views.values()].map((v) => v.config),
    ...(savedBackground !== undefined ? { background: savedBackground } : {}),
  });
  const changed = () => options.onLayoutChange?.(layout());

  const mount = (config: IndicatorConfig) => {
    const view = new IndicatorView(chart, candles, config, theme, precision, locale);
    views.set(config.id, view);
    if (bars.length > 0)
      view.setHistory(
        ohlcvSeriesFromBars(bars),
        bars,
        bars.map((b) => b.time),
      );
    return view;
  };
  const unmount = (id: string) => {
    const view = views.get(id);
    if (!view) return false;
    view.destroy();
    views.delete(id);
    return true;
  };
  /** Re-creates every indicator in layout order (keeps panes in order after an input change). */
  const rebuild = (map: (c: IndicatorConfig) => IndicatorConfig = (c) => c) => {
    const configs = [...views.values()].map((v) => map(v.config));
    for (const id of [...views.keys()]) unmount(id);
    for (const config of configs) mount(config);
  };

  for (const saved of initial.indicators) {
    if (views.has(saved.id)) {
      report(`indicator ${saved.id} dropped: repeated id`);
      continue;
    }
    try {
      mount(indicatorConfig(saved.id, saved.type, saved.inputs));
    } catch (error) {
      report(`indicator ${saved.id} dropped`, error);
    }
  }

  const drawFills = () => {
    const markers = fillMarkers(fills, { resolution, theme, ...(options.symbol !== undefined ? { symbol: options.symbol } : {}) }).map(
      (g) => g.marker,
    );
    // The drawn B/S labels, readable from the page (markers live on the canvas): e.g. "B S".
    container.dataset['fillMarkers'] = markers.map((m) => m.text ?? '').join(' ');
    if (!fillsPlugin) {
      if (markers.length === 0) return;
      fillsPlugin = createSeriesMarkers(candles, markers);
    } else fillsPlugin.setMarkers(markers);
  };

  const onClick = (param: MouseEventParams<Time>) => {
    if (!param.point || (param.paneIndex ?? 0) !== 0 || !options.onEventClick) return;
    const event = events.eventAt(param.point.x, param.point.y);
    if (event) options.onEventClick(event);
  };
  chart.subscribeClick(onClick);

  const toCandle = (b: ChartBar): CandlestickData<Time> => ({
    time: b.time as UTCTimestamp,
    open: b.open,
    high: b.high,
    low: b.low,
    close: b.close,
  });

  const compose = (): HTMLCanvasElement => {
    const shot = chart.takeScreenshot(true);
    const element = chart.chartElement();
    const size = screenshotSize(element.clientWidth || shot.width, element.clientHeight || shot.height, SCREENSHOT_SCALE);
    const out = container.ownerDocument.createElement('canvas');
    out.width = size.width;
    out.height = size.height;
    const ctx = out.getContext('2d');
    if (!ctx) return shot;
    ctx.fillStyle = DEFAULT_BACKGROUNDS.dark;
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(shot, 0, 0, size.width, size.height);
    return out;
  };

  return {
    chart,
    setData(input) {
      const valid = input.filter(isValidBar);
      if (valid.length < input.length) report(`${input.length - valid.length} bars with a non-finite field dropped`);
      bars = [...normaliseBars(valid)];
      const times = bars.map((b) => b.time);
      candles.setData(bars.map(toCandle));
      const series = ohlcvSeriesFromBars(bars);
      for (const view of views.values()) {
        try {
          view.setHistory(series, bars, times);
        } catch (error) {
          report(`indicator ${view.config.id} failed`, error);
        }
      }
      drawFills();
      if (!readyNotified && bars.length > 0) {
        readyNotified = true;
        const raf = globalThis.requestAnimationFrame;
        if (typeof raf === 'function') raf(() => options.onReady?.());
        else options.onReady?.();
      }
    },
    update(bar) {
      if (!isValidBar(bar)) {
        report('bar with a non-finite field ignored', bar);
        return 'invalid';
      }
      const kind = classifyTick(bars.at(-1)?.time, bar.time);
      if (kind === 'stale') return kind;
      if (kind === 'append') bars.push(bar);
      else bars[bars.length - 1] = bar;
      candles.update(toCandle(bar));
      for (const view of views.values()) {
        try {
          view.tick(bars, kind);
        } catch (error) {
          report(`indicator ${view.config.id} failed on a tick`, error);
        }
      }
      return kind;
    },
    setResolution(next) {
      if (!isResolution(next) || next === resolution) return;
      resolution = next;
      writeStoredResolution(options.resolutionStorage, next);
      chart.applyOptions({ ...timeScaleFor(next), ...localization(next) });
      events.setResolution(next);
      drawFills();
      changed();
    },
    getResolution: () => resolution,
    addIndicator(type, inputs = {}) {
      const config = indicatorConfig(nextIndicatorId(layout(), type), type, inputs);
      mount(config);
      changed();
      return config;
    },
    updateIndicator(id, inputs) {
      const current = views.get(id);
      if (!current) return null;
      const config = indicatorConfig(id, current.config.type, inputs);
      rebuild((c) => (c.id === id ? config : c));
      changed();
      return config;
    },
    removeIndicator(id) {
      const removed = unmount(id);
      if (removed) changed();
      return removed;
    },
    getIndicators: () => [...views.values()].map((v) => v.config),
    getLayout: layout,
    setTheme(next) {
      theme = next;
      const background = resolveSavedBackground(savedBackground, theme);
      if (savedBackground !== undefined && background !== savedBackground) savedBackground = undefined;
      chart.applyOptions(chartOptions(theme, background));
      applyCandleStyle();
      for (const view of views.values()) view.setTheme(theme);
      heat.setTheme(theme);
      events.setTheme(theme);
      orderLines.setTheme(theme);
      drawFills();
      options.onThemeApplied?.(layout());
    },
    setBackground(colour) {
      savedBackground = colour;
      chart.applyOptions({ layout: { background: { type: ColorType.Solid, color: resolveSavedBackground(colour, theme) } } });
      changed();
    },
    setPricePrecision(p) {
      const next = clampPrecision(p);
      if (next === precision) return;
      precision = next;
      applyCandleStyle();
      rebuild();
    },
    setOrderLines: (items) => orderLines.setItems(items),
    priceAt(y) {
      const price = y >= 0 && y <= chart.panes()[0]!.getHeight() ? candles.coordinateToPrice(y) : null;
      return price !== null && Number.isFinite(price) ? price : null;
    },
    setFills(next) {
      fills = next;
      drawFills();
    },
    setEvents: (list) => events.setEvents(list),
    setLiquidations: (items) => heat.setItems(items),
    screenshot: () => compose().toDataURL('image/png'),
    screenshotBlob: () =>
      withTimeout(
        new Promise<Blob>((resolve, reject) =>
          compose().toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Screenshot encoding failed'))), 'image/png'),
        ),
      ),
    destroy() {
      chart.unsubscribeClick(onClick);
      for (const id of [...views.keys()]) unmount(id);
      orderLines.destroy();
      fillsPlugin?.detach();
      chart.remove();
    },
  };
}
