/**
 * The `liquidation_amount_indicator`: paints the bars `heatBars` computes, behind the candles.
 */
import type { IPrimitivePaneView } from 'lightweight-charts';
import type { ChartTheme } from '../chart-theme';
import { withAlpha } from '../chart-theme';
import { heatBars, heatOpacity } from '../liquidation-heat';
import type { HeatBar, LiquidationItem } from '../liquidation-heat';
import { PaneView, PrimitiveBase } from './primitive-base';
import type { DrawTarget } from './primitive-base';

export class HeatBarsPrimitive extends PrimitiveBase {
  #items: readonly LiquidationItem[] = [];
  #bars: HeatBar[] = [];
  #theme: ChartTheme;
  readonly #views: readonly IPrimitivePaneView[];

  constructor(theme: ChartTheme) {
    super();
    this.#theme = theme;
    this.#views = [new PaneView((target) => this.#draw(target), 'bottom')];
  }

  setItems(items: readonly LiquidationItem[]): void {
    this.#items = items;
    this.updateAllViews();
    this.requestUpdate();
  }

  setTheme(theme: ChartTheme): void {
    this.#theme = theme;
    this.requestUpdate();
  }

  updateAllViews(): void {
    const size = this.paneSize();
    const series = this.series;
    if (!size || !series || this.#items.length === 0) {
      this.#bars = [];
      return;
    }
    this.#bars = heatBars(this.#items, { paneWidth: size.width, paneHeight: size.height, priceToY: (p) => series.priceToCoordinate(p) });
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.#views;
  }

  #draw(target: DrawTarget): void {
    const bars = this.#bars;
    if (bars.length === 0) return;
    const { up, down } = this.#theme;
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio: hr, verticalPixelRatio: vr }) => {
      for (const bar of bars) {
        const alpha = heatOpacity(bar.intensity);
        const top = Math.round(bar.top * vr);
        const height = Math.max(1, Math.round(bar.height * vr));
        const right = Math.round(bar.right * hr);
        const longLeft = Math.round((bar.right - bar.longWidth) * hr);
        const left = Math.round(bar.left * hr);
        if (bar.longWidth > 0) {
          context.fillStyle = withAlpha(down, alpha);
          context.fillRect(longLeft, top, right - longLeft, height);
        }
        if (bar.shortWidth > 0) {
          context.fillStyle = withAlpha(up, alpha);
          context.fillRect(left, top, longLeft - left, height);
        }
      }
    });
  }
}
