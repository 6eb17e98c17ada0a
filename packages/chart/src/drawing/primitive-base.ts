/**
 * Shared plumbing of our series primitives (lightweight-charts v5 `ISeriesPrimitive`, attached
 * with `series.attachPrimitive`): keeps the chart, the series and `requestUpdate` from
 * `attached`, and drops them on `detached`.
 */
import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  PrimitivePaneViewZOrder,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';

/** The canvas target handed to `IPrimitivePaneRenderer.draw`. */
export type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

export abstract class PrimitiveBase implements ISeriesPrimitive<Time> {
  protected chart: IChartApi | null = null;
  protected series: ISeriesApi<SeriesType, Time> | null = null;
  #requestUpdate: (() => void) | null = null;

  attached(param: SeriesAttachedParameter<Time>): void {
    this.chart = param.chart as IChartApi;
    this.series = param.series;
    this.#requestUpdate = param.requestUpdate;
    this.updateAllViews();
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.#requestUpdate = null;
  }

  /** Asks the chart to redraw (after our data changed). */
  protected requestUpdate(): void {
    this.#requestUpdate?.();
  }

  /** The pane size of the series' pane, or null before attaching. */
  protected paneSize(): { width: number; height: number } | null {
    if (!this.chart || !this.series) return null;
    return this.chart.paneSize(this.series.getPane().paneIndex());
  }

  abstract updateAllViews(): void;
  abstract paneViews(): readonly IPrimitivePaneView[];
}

/**
 * A pane view that draws with `draw` (in the given z-order) from state its primitive computed in
 * `updateAllViews`.
 */
export class PaneView implements IPrimitivePaneView {
  readonly #renderer: IPrimitivePaneRenderer;

  constructor(
    draw: (target: DrawTarget) => void,
    readonly order: PrimitivePaneViewZOrder,
  ) {
    this.#renderer = { draw };
  }

  zOrder(): PrimitivePaneViewZOrder {
    return this.order;
  }

  renderer(): IPrimitivePaneRenderer {
    return this.#renderer;
  }
}
