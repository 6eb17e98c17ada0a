/**
 * Order lines on the chart: a lightweight-charts price line per visible item (dashed, in the
 * side's colour, with its price on the axis) plus the HTML labels of `OrderLineOverlay`. A
 * view-less series primitive is the hook that keeps labels on their lines: lightweight-charts calls
 * `updateAllViews` whenever the view changes (scroll, zoom, autoscale, resize), and we reposition
 * the labels on the next animation frame.
 */
import { LineStyle } from 'lightweight-charts';
import type { IChartApi, IPriceLine, IPrimitivePaneView, ISeriesApi } from 'lightweight-charts';
import type { ChartTheme } from '../chart-theme';
import { orderLineColours } from '../order-lines';
import type { OrderLineItem } from '../order-lines';
import { OrderLineOverlay } from './order-line-overlay';
import { PrimitiveBase } from './primitive-base';

class RepositionHook extends PrimitiveBase {
  constructor(private readonly onViewChange: () => void) {
    super();
  }

  updateAllViews(): void {
    this.onViewChange();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [];
  }
}

export class OrderLinesLayer {
  readonly #overlay: OrderLineOverlay;
  readonly #lines = new Map<string, IPriceLine>();
  readonly #hook: RepositionHook;
  #items: readonly OrderLineItem[] = [];
  #theme: ChartTheme;
  #frame: number | null = null;

  constructor(
    container: HTMLElement,
    chart: IChartApi,
    private readonly candles: ISeriesApi<'Candlestick'>,
    theme: ChartTheme,
  ) {
    this.#theme = theme;
    this.#overlay = new OrderLineOverlay(
      container,
      {
        priceToY: (price) => candles.priceToCoordinate(price),
        paneHeight: () => chart.paneSize(0).height,
        rightInset: () => chart.priceScale('right').width(),
      },
      theme,
    );
    this.#hook = new RepositionHook(() => this.#schedule());
    candles.attachPrimitive(this.#hook);
  }

  setItems(items: readonly OrderLineItem[]): void {
    this.#items = items;
    const visible = new Map(items.filter((i) => i.visible && Number.isFinite(i.avgPrice)).map((i) => [i.id, i]));
    for (const [id, line] of this.#lines) {
      if (!visible.has(id)) {
        this.candles.removePriceLine(line);
        this.#lines.delete(id);
      }
    }
    for (const item of visible.values()) {
      const options = {
        price: item.avgPrice,
        color: orderLineColours(item, this.#theme).line,
        lineWidth: 1 as const,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: '',
      };
      const line = this.#lines.get(item.id);
      if (line) line.applyOptions(options);
      else this.#lines.set(item.id, this.candles.createPriceLine(options));
    }
    this.#overlay.setItems([...visible.values()]);
  }

  setTheme(theme: ChartTheme): void {
    this.#theme = theme;
    this.#overlay.setTheme(theme);
    this.setItems(this.#items);
  }

  destroy(): void {
    if (this.#frame !== null) globalThis.cancelAnimationFrame?.(this.#frame);
    this.#frame = null;
    this.candles.detachPrimitive(this.#hook);
    for (const line of this.#lines.values()) this.candles.removePriceLine(line);
    this.#lines.clear();
    this.#overlay.destroy();
  }

  #schedule(): void {
    if (this.#frame !== null) return;
    const raf = globalThis.requestAnimationFrame;
    if (typeof raf !== 'function') return this.#overlay.reposition();
    this.#frame = raf(() => {
      this.#frame = null;
      this.#overlay.reposition();
    });
  }
}
