/**
 * The `important_events_widget`: circles of radius 10 with a glyph, laid out by
 * `layoutEventMarkers`; hit-tested so the chart shows a pointer and clicks find the event.
 */
import type { IPrimitivePaneView, PrimitiveHoveredItem, Time } from 'lightweight-charts';
import type { ChartTheme } from '../chart-theme';
import { hitEventMarker, layoutEventMarkers } from '../event-markers';
import type { ChartEvent, EventCircle } from '../event-markers';
import type { Resolution } from '../resolutions';
import { PaneView, PrimitiveBase } from './primitive-base';
import type { DrawTarget } from './primitive-base';

export class EventMarkersPrimitive extends PrimitiveBase {
  #events: readonly ChartEvent[] = [];
  #circles: EventCircle[] = [];
  #theme: ChartTheme;
  #resolution: Resolution;
  readonly #views: readonly IPrimitivePaneView[];

  constructor(theme: ChartTheme, resolution: Resolution) {
    super();
    this.#theme = theme;
    this.#resolution = resolution;
    this.#views = [new PaneView((target) => this.#draw(target), 'top')];
  }

  setEvents(events: readonly ChartEvent[]): void {
    this.#events = events;
    this.#refresh();
  }

  setTheme(theme: ChartTheme): void {
    this.#theme = theme;
    this.#refresh();
  }

  setResolution(resolution: Resolution): void {
    this.#resolution = resolution;
    this.#refresh();
  }

  /** The event under a point of the price pane, or null. */
  eventAt(x: number, y: number): ChartEvent | null {
    return hitEventMarker(this.#circles, x, y)?.circle.event ?? null;
  }

  #refresh(): void {
    this.updateAllViews();
    this.requestUpdate();
  }

  updateAllViews(): void {
    const size = this.paneSize();
    const chart = this.chart;
    if (!size || !chart || this.#events.length === 0) {
      this.#circles = [];
      return;
    }
    const timeScale = chart.timeScale();
    this.#circles = layoutEventMarkers(this.#events, {
      resolution: this.#resolution,
      paneHeight: size.height,
      theme: this.#theme,
      timeToX: (t) => timeScale.timeToCoordinate(t as Time),
    });
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.#views;
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    const hit = hitEventMarker(this.#circles, x, y);
    if (!hit) return null;
    return {
      externalId: hit.circle.id,
      zOrder: 'top',
      cursorStyle: 'pointer',
      distance: hit.distance,
      hitTestPriority: 2,
      itemType: 'marker',
    };
  }

  #draw(target: DrawTarget): void {
    const circles = this.#circles;
    if (circles.length === 0) return;
    const background = this.#theme.background;
    target.useMediaCoordinateSpace(({ context }) => {
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      for (const c of circles) {
        context.beginPath();
        context.arc(c.x, c.y, c.radius, 0, Math.PI * 2);
        context.fillStyle = c.colour;
        context.fill();
        context.lineWidth = 1.5;
        context.strokeStyle = background;
        context.stroke();
        context.fillStyle = '#FFFFFF';
        context.font = `bold ${c.glyph.length > 1 ? 9 : 11}px -apple-system, BlinkMacSystemFont, "Segoe UI", sans-serif`;
        context.fillText(c.glyph, c.x, c.y + 0.5);
      }
    });
  }
}
