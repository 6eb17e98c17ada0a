import { ohlcvSeriesFromBars, tdSequential } from '@ex/indicators';
import type { SeriesMarker, UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { resolveChartTheme } from './chart-theme';
import { replaceLastBarMarkers, tdMarkers, tdMarkersOfBar } from './td-markers';

const theme = resolveChartTheme({ dark: false, rise: 'green' });

describe('TD Sequential markers (§9 "TD Sequential counts to 9 and 13, with an option to show only 9 and 13")', () => {
  it('puts buy labels below in the rise colour and sell labels above in the fall colour; countdowns in brackets', () => {
    const markers = tdMarkersOfBar({ buySetup: 9, sellSetup: 0, buyCountdown: 13, sellCountdown: 2 }, 60, theme);
    expect(markers.map((m) => [m.position, m.text, m.color, m.size])).toEqual([
      ['aboveBar', '(2)', theme.down, 0],
      ['belowBar', '9', theme.up, 0],
      ['belowBar', '(13)', theme.up, 0],
    ]);
  });

  it('a falling run of 9 closes gives labels 1–9 below the bars', () => {
    // close[i] < close[i-4] from bar 4 on: a strict decline
    const bars = Array.from({ length: 13 }, (_, i) => ({ open: 100 - i, high: 101 - i, low: 99 - i, close: 100 - i, volume: 1 }));
    const times = bars.map((_, i) => i * 60);
    const markers = tdMarkers(tdSequential(ohlcvSeriesFromBars(bars)), times, theme);
    const setup = markers.filter((m) => !m.text!.startsWith('('));
    expect(setup.map((m) => [m.time, m.text, m.position])).toEqual(
      Array.from({ length: 9 }, (_, k) => [(4 + k) * 60, String(k + 1), 'belowBar']),
    );
    // sorted by time
    for (let i = 1; i < markers.length; i++) expect(markers[i]!.time).toBeGreaterThanOrEqual(markers[i - 1]!.time);
  });

  it('only 9 and 13: no other labels', () => {
    const bars = Array.from({ length: 13 }, (_, i) => ({ open: 100 - i, high: 101 - i, low: 99 - i, close: 100 - i, volume: 1 }));
    const markers = tdMarkers(
      tdSequential(ohlcvSeriesFromBars(bars), { onlyNineAndThirteen: true }),
      bars.map((_, i) => i),
      theme,
    );
    expect(markers.map((m) => m.text)).toEqual(['9']);
  });

  it('replaceLastBarMarkers swaps the last bar’s labels and reports a change only when they differ', () => {
    const m = (time: number, text: string): SeriesMarker<UTCTimestamp> => ({
      time: time as UTCTimestamp,
      position: 'belowBar',
      shape: 'circle',
      size: 0,
      color: theme.up,
      text,
    });
    const list = [m(1, '1'), m(2, '2'), m(2, '(1)')];
    expect(replaceLastBarMarkers(list, 2, [m(2, '2'), m(2, '(1)')])).toBe(false);
    expect(replaceLastBarMarkers(list, 2, [m(2, '3')])).toBe(true);
    expect(list.map((x) => x.text)).toEqual(['1', '3']);
    expect(replaceLastBarMarkers(list, 3, [m(3, '4')])).toBe(true);
    expect(list.map((x) => x.text)).toEqual(['1', '3', '4']);
    expect(replaceLastBarMarkers(list, 3, [])).toBe(true);
    expect(list.map((x) => x.text)).toEqual(['1', '3']);
  });
});
