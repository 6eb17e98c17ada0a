import { describe, expect, it } from 'vitest';
import { resolveChartTheme } from './chart-theme';
import {
  EVENT_MARKER_RADIUS,
  EVENT_STYLES,
  EVENT_TYPE,
  eventColour,
  hitEventMarker,
  isEventType,
  layoutEventMarkers,
} from './event-markers';

const theme = resolveChartTheme({ dark: true, rise: 'red' });
const H = Date.UTC(2026, 0, 15, 12) / 1000;
const options = { resolution: '60' as const, paneHeight: 400, theme, timeToX: (t: number) => (t - H) / 36 + 300 };

describe('event markers (§3 "Event types: HIGH_PRICE 1, LOW_PRICE 2, MSG 3, CFG_S 4, CFG_M 5, MEW 6, AI_REASONING 7, COMPLEX 8"; §9 "Event marker radius 10")', () => {
  it('enumerates the eight types and radius 10', () => {
    expect(EVENT_TYPE).toEqual({ HIGH_PRICE: 1, LOW_PRICE: 2, MSG: 3, CFG_S: 4, CFG_M: 5, MEW: 6, AI_REASONING: 7, COMPLEX: 8 });
    expect(EVENT_MARKER_RADIUS).toBe(10);
    expect(Object.keys(EVENT_STYLES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it.each([
    [1, 'H', theme.up],
    [2, 'L', theme.down],
    [3, 'i', theme.brand],
    [4, 'S', '#F0B90B'],
    [5, 'M', '#E0662B'],
    [6, 'N', '#A259FF'],
    [7, 'AI', '#00A3A3'],
    [8, 'C', '#5B616E'],
  ] as const)('type %d → glyph %s, colour %s', (type, glyph, colour) => {
    const [circle] = layoutEventMarkers([{ time: H, type }], options);
    expect(circle).toMatchObject({ type, glyph, colour, radius: 10 });
    expect(eventColour(type, theme)).toBe(colour);
  });

  it.each([[0], [9], [1.5], ['1'], [null]])('isEventType(%j) is false', (value) => {
    expect(isEventType(value)).toBe(false);
  });

  it('snaps to the bar, sits 4 px above the bottom, and stacks events of one bar upwards', () => {
    const circles = layoutEventMarkers(
      [
        { time: H + 100, type: 1, id: 'a' },
        { time: (H + 200) * 1000, type: 3 }, // milliseconds, same bar
        { time: H + 3600, type: 2 },
      ],
      options,
    );
    expect(circles.map((c) => [c.id, c.barTime, c.x, c.y])).toEqual([
      ['a', H, 300, 386],
      ['event:1', H, 300, 364],
      ['event:2', H + 3600, 400, 386],
    ]);
  });

  it('leaves out unknown types, bad times and bars off screen', () => {
    const circles = layoutEventMarkers(
      [
        { time: H, type: 9 },
        { time: Number.NaN, type: 1 },
        { time: H, type: 1 },
      ],
      { ...options, timeToX: () => null },
    );
    expect(circles).toEqual([]);
  });

  it('hit test finds the nearest circle within its radius', () => {
    const circles = layoutEventMarkers(
      [
        { time: H, type: 1 },
        { time: H, type: 2 },
      ],
      options,
    );
    expect(hitEventMarker(circles, 302, 384)?.circle.id).toBe('event:0');
    expect(hitEventMarker(circles, 300, 360)?.circle.id).toBe('event:1');
    expect(hitEventMarker(circles, 300 + 11, 386)).toBeNull();
  });
});
