/**
 * Important-event markers: the `important_events_widget` of SPEC §3 ("Event marker: time, type,
 * data"; "Event types: HIGH_PRICE 1, LOW_PRICE 2, MSG 3, CFG_S 4, CFG_M 5, MEW 6, AI_REASONING 7,
 * COMPLEX 8") and §9 ("Event marker radius 10"), as geometry. Drawn by
 * `drawing/event-markers-primitive.ts` as circles of radius 10 with a short glyph.
 *
 * **Placement.** Each event is snapped to the bar containing its time. Circles sit in a row along
 * the bottom of the price pane (centre 4 px + r above the bottom edge); several events on one bar
 * stack upwards, 2r + 2 px apart, in input order. Events outside the visible bars (no x) are not
 * drawn. Unknown types are left out.
 */
import type { ChartTheme } from './chart-theme';
import { bucketStart } from './resolutions';
import type { Resolution } from './resolutions';
import { toChartSeconds } from './series-data';

/** §3 event types. */
export const EVENT_TYPE = { HIGH_PRICE: 1, LOW_PRICE: 2, MSG: 3, CFG_S: 4, CFG_M: 5, MEW: 6, AI_REASONING: 7, COMPLEX: 8 } as const;
export type EventType = (typeof EVENT_TYPE)[keyof typeof EVENT_TYPE];

/** §9 "Event marker radius 10". */
export const EVENT_MARKER_RADIUS = 10;

/** §3 event marker. `time` is seconds or milliseconds; `data` is the app's (shown in its tooltip). */
export interface ChartEvent {
  readonly time: number;
  readonly type: number;
  readonly data?: unknown;
  /** Stable id for clicks; defaults to `event:<index>`. */
  readonly id?: string;
}

export interface EventStyle {
  readonly glyph: string;
  /** A theme key or a fixed colour. */
  readonly colour: 'up' | 'down' | 'brand' | string;
}

/** Glyph and colour per type (our choice; §3 gives only the names). */
export const EVENT_STYLES: Readonly<Record<EventType, EventStyle>> = {
  1: { glyph: 'H', colour: 'up' },
  2: { glyph: 'L', colour: 'down' },
  3: { glyph: 'i', colour: 'brand' },
  4: { glyph: 'S', colour: '#F0B90B' },
  5: { glyph: 'M', colour: '#E0662B' },
  6: { glyph: 'N', colour: '#A259FF' },
  7: { glyph: 'AI', colour: '#00A3A3' },
  8: { glyph: 'C', colour: '#5B616E' },
};

/**
 * True for a §3 event type (1–8).
 *
 * @example
 * isEventType(7); // true (AI_REASONING)
 */
export function isEventType(value: unknown): value is EventType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 8;
}

/**
 * The colour of an event type in a theme.
 *
 * @example
 * eventColour(EVENT_TYPE.HIGH_PRICE, theme); // theme.up
 */
export function eventColour(type: EventType, theme: Pick<ChartTheme, 'up' | 'down' | 'brand'>): string {
  const c = EVENT_STYLES[type].colour;
  return c === 'up' || c === 'down' || c === 'brand' ? theme[c] : c;
}

export interface EventCircle {
  readonly id: string;
  readonly event: ChartEvent;
  readonly type: EventType;
  /** Bar time (seconds) the event was snapped to. */
  readonly barTime: number;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly glyph: string;
  readonly colour: string;
}

export interface EventLayoutOptions {
  readonly resolution: Resolution;
  /** Bar time (seconds) → x, or null when the bar is not on screen (`timeScale().timeToCoordinate`). */
  readonly timeToX: (barTime: number) => number | null;
  readonly paneHeight: number;
  readonly theme: Pick<ChartTheme, 'up' | 'down' | 'brand'>;
  readonly radius?: number;
}

/**
 * Circles for `events` (placement rule in the module doc).
 *
 * @example
 * layoutEventMarkers([{ time: t, type: 1 }], { resolution: '60', timeToX: () => 300, paneHeight: 400, theme });
 * // [{ x: 300, y: 386, radius: 10, glyph: 'H', colour: theme.up, … }]
 */
export function layoutEventMarkers(events: readonly ChartEvent[], options: EventLayoutOptions): EventCircle[] {
  const radius = options.radius ?? EVENT_MARKER_RADIUS;
  const stackCount = new Map<number, number>();
  const circles: EventCircle[] = [];
  events.forEach((event, index) => {
    if (!isEventType(event.type) || !Number.isFinite(event.time)) return;
    const barTime = bucketStart(options.resolution, toChartSeconds(event.time) * 1000) / 1000;
    const x = options.timeToX(barTime);
    if (x === null || !Number.isFinite(x)) return;
    const k = stackCount.get(barTime) ?? 0;
    stackCount.set(barTime, k + 1);
    circles.push({
      id: event.id ?? `event:${index}`,
      event,
      type: event.type,
      barTime,
      x,
      y: options.paneHeight - 4 - radius - k * (2 * radius + 2),
      radius,
      glyph: EVENT_STYLES[event.type].glyph,
      colour: eventColour(event.type, options.theme),
    });
  });
  return circles;
}

/**
 * The circle under (x, y), the nearest when circles touch; null when none.
 *
 * @example
 * hitEventMarker(circles, 302, 384)?.id; // 'event:0'
 */
export function hitEventMarker(circles: readonly EventCircle[], x: number, y: number): { circle: EventCircle; distance: number } | null {
  let best: { circle: EventCircle; distance: number } | null = null;
  for (const circle of circles) {
    const distance = Math.hypot(circle.x - x, circle.y - y);
    if (distance <= circle.radius && (best === null || distance < best.distance)) best = { circle, distance };
  }
  return best;
}
