/**
 * Draws one indicator with lightweight-charts v5: its plots as `LineSeries` / `HistogramSeries`
 * (`chart.addSeries(definition, options, paneIndex)`; oscillators in a pane of their own), TD
 * Sequential as text markers on the candles (`createSeriesMarkers`). The numbers come from
 * `IndicatorRun` (batch on history, O(1) per tick).
 */
import { HistogramSeries, LineSeries, createSeriesMarkers } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, ISeriesMarkersPluginApi, PriceFormat, SeriesMarker, Time, UTCTimestamp } from 'lightweight-charts';
import type { OhlcvSeries } from '@ex/indicators';
import { localizedPriceFormat } from '../chart-format';
import type { ChartTheme } from '../chart-theme';
import { withAlpha } from '../chart-theme';
import { IndicatorRun } from '../indicator-engine';
import type { IndicatorOutput, IndicatorPoint } from '../indicator-engine';
import { INDICATOR_SPECS } from '../indicator-specs';
import type { IndicatorConfig, PlotSpec } from '../indicator-specs';
import { histogramPoint, linePoint, toHistogramData, toLineData } from '../series-data';
import type { ChartBar, TickKind } from '../series-data';
import { replaceLastBarMarkers, tdMarkers, tdMarkersOfBar } from '../td-markers';

type PlotSeries = ISeriesApi<'Line'> | ISeriesApi<'Histogram'>;

/** Price format of an indicator's plots for an instrument quoted to `pricePrecision` decimals, written in `locale`. */
function priceFormatFor(config: IndicatorConfig, pricePrecision: number, locale: string): PriceFormat {
  switch (config.type) {
    case 'VOL':
      return localizedPriceFormat(locale, 2, 'volume');
    case 'RSI':
    case 'KDJ':
      return localizedPriceFormat(locale, 2);
    case 'MACD':
      return localizedPriceFormat(locale, Math.min(pricePrecision + 2, 10));
    default:
      return localizedPriceFormat(locale, pricePrecision);
  }
}

export class IndicatorView {
  readonly run: IndicatorRun;
  readonly #chart: IChartApi;
  readonly #candles: ISeriesApi<'Candlestick'>;
  readonly #plots = new Map<string, PlotSeries>();
  #markers: ISeriesMarkersPluginApi<Time> | null = null;
  #tdList: SeriesMarker<UTCTimestamp>[] = [];
  #theme: ChartTheme;
  #times: readonly number[] = [];
  #bars: readonly ChartBar[] = [];

  constructor(
    chart: IChartApi,
    candles: ISeriesApi<'Candlestick'>,
    config: IndicatorConfig,
    theme: ChartTheme,
    pricePrecision: number,
    /** The Intl locale the indicator's axis writes its numbers in. */
    locale: string,
  ) {
    this.#chart = chart;
    this.#candles = candles;
    this.#theme = theme;
    this.run = new IndicatorRun(config);
    const spec = INDICATOR_SPECS[config.type];
    if (config.type === 'TD') {
      this.#markers = createSeriesMarkers(candles, [], { autoScale: true });
      return;
    }
    const paneIndex = spec.pane === 'own' ? chart.panes().length : 0;
    const priceFormat = priceFormatFor(config, pricePrecision, locale);
    spec.plots.forEach((plot, i) => {
      const common = { priceFormat, priceLineVisible: false, lastValueVisible: false, title: '' };
      const series: PlotSeries =
        plot.kind === 'histogram'
          ? chart.addSeries(HistogramSeries, { ...common, color: this.#lineColour(i) }, paneIndex)
          : chart.addSeries(LineSeries, { ...common, color: this.#lineColour(i), lineWidth: 1, crosshairMarkerVisible: false }, paneIndex);
      this.#plots.set(plot.key, series);
    });
    if (spec.pane === 'own') {
      chart.panes()[0]?.setStretchFactor(3);
    }
  }

  get config(): IndicatorConfig {
    return this.run.config;
  }

  /** The pane this indicator draws in now (panes renumber when one above is removed). */
  paneIndex(): number {
    const first = this.#plots.values().next().value;
    return first ? first.getPane().paneIndex() : this.#candles.getPane().paneIndex();
  }

  /** Draws the whole history. */
  setHistory(series: OhlcvSeries, bars: readonly ChartBar[], times: readonly number[]): void {
    this.#bars = bars;
    this.#times = times;
    this.#drawOutput(this.run.reset(series));
  }

  /** Applies one live bar (already in `bars`, the controller's array). */
  tick(bars: readonly ChartBar[], kind: Exclude<TickKind, 'stale'>): void {
    this.#bars = bars;
    const bar = bars.at(-1)!;
    const point = this.run.tick(bars, kind);
    this.#drawPoint(point, bar);
  }

  /**
   * Re-applies colours (§4.13 "Theme change re-applies … default colours") to what is drawn now,
   * live ticks included: line colours, per-bar histogram colours and TD label colours.
   */
  setTheme(theme: ChartTheme): void {
    this.#theme = theme;
    INDICATOR_SPECS[this.config.type].plots.forEach((plot, i) => {
      const series = this.#plots.get(plot.key);
      if (!series) return;
      if (plot.kind === 'line') return series.applyOptions({ color: this.#lineColour(i) });
      const histogram = series as ISeriesApi<'Histogram'>;
      histogram.setData(
        histogram.data().map((d, index) => ('value' in d ? { ...d, color: this.#histogramColour(plot, d.value, index) } : d)),
      );
    });
    if (this.#markers) {
      this.#tdList = this.#tdList.map((m) => ({ ...m, color: m.position === 'belowBar' ? theme.up : theme.down }));
      this.#markers.setMarkers(this.#tdList);
    }
  }

  destroy(): void {
    this.#markers?.detach();
    this.#markers = null;
    for (const series of this.#plots.values()) this.#chart.removeSeries(series);
    this.#plots.clear();
  }

  #lineColour(i: number): string {
    const lines = this.#theme.lines;
    return lines[i % lines.length]!;
  }

  #histogramColour(plot: PlotSpec, value: number, index: number): string {
    const { up, down } = this.#theme;
    if (this.config.type === 'VOL') {
      const bar = this.#bars[index];
      return withAlpha(bar && bar.close < bar.open ? down : up, 0.5);
    }
    return withAlpha(value >= 0 ? up : down, plot.key === 'histogram' ? 0.7 : 0.5);
  }

  #drawOutput(output: IndicatorOutput): void {
    if (output.kind === 'td') {
      this.#tdList = tdMarkers(output.td, this.#times, this.#theme);
      this.#markers?.setMarkers(this.#tdList);
      return;
    }
    for (const plot of INDICATOR_SPECS[this.config.type].plots) {
      const series = this.#plots.get(plot.key);
      const values = output.plots[plot.key];
      if (!series || !values) continue;
      if (plot.kind === 'histogram')
        (series as ISeriesApi<'Histogram'>).setData(toHistogramData(this.#times, values, (v, i) => this.#histogramColour(plot, v, i)));
      else (series as ISeriesApi<'Line'>).setData(toLineData(this.#times, values));
    }
  }

  #drawPoint(point: IndicatorPoint, bar: ChartBar): void {
    if (point.kind === 'td') {
      if (replaceLastBarMarkers(this.#tdList, bar.time, tdMarkersOfBar(point.td, bar.time, this.#theme)))
        this.#markers?.setMarkers(this.#tdList);
      return;
    }
    const index = this.#bars.length - 1;
    for (const plot of INDICATOR_SPECS[this.config.type].plots) {
      const series = this.#plots.get(plot.key);
      const value = point.plots[plot.key];
      if (!series || value === undefined) continue;
      if (plot.kind === 'histogram')
        (series as ISeriesApi<'Histogram'>).update(histogramPoint(bar.time, value, this.#histogramColour(plot, value, index)));
      else (series as ISeriesApi<'Line'>).update(linePoint(bar.time, value));
    }
  }
}
