import { describe, expect, it } from 'vitest';
import {
  candleToChartBar,
  classifyTick,
  isValidBar,
  histogramPoint,
  linePoint,
  normaliseBars,
  toChartSeconds,
  toHistogramData,
  toLineData,
} from './series-data';
import type { ChartBar } from './series-data';

const bar = (time: number, close = 1): ChartBar => ({ time, open: 1, high: 1, low: 1, close, volume: 0 });

describe('series-data', () => {
  it('converts an API candle (ms, decimal strings) to a chart bar (s, numbers)', () => {
    expect(candleToChartBar({ t: 1_767_225_600_000, o: '1', h: '2', l: '0.5', c: '1.5', v: '10.25' })).toEqual({
      time: 1_767_225_600,
      open: 1,
      high: 2,
      low: 0.5,
      close: 1.5,
      volume: 10.25,
    });
  });

  it.each([
    [1_767_225_600_123, 1_767_225_600],
    [1_767_225_600, 1_767_225_600],
    [1_767_225_600.9, 1_767_225_600],
    [0, 0],
  ])('toChartSeconds(%d) = %d', (input, seconds) => {
    expect(toChartSeconds(input)).toBe(seconds);
  });

  it('normaliseBars returns clean input as is, and sorts and dedupes the rest (last wins)', () => {
    const clean = [bar(1), bar(2), bar(3)];
    expect(normaliseBars(clean)).toBe(clean);
    expect(normaliseBars([bar(2, 5), bar(1), bar(2, 7)])).toEqual([bar(1), bar(2, 7)]);
    expect(normaliseBars([])).toEqual([]);
  });

  it.each([
    [{}, true],
    [{ close: Number.NaN }, false],
    [{ open: Infinity }, false],
    [{ volume: Number.NaN }, false],
    [{ time: Number.NaN }, false],
  ])('isValidBar(bar with %j) is %s', (change, valid) => {
    expect(isValidBar({ ...bar(60), ...change })).toBe(valid);
  });

  it.each([
    [undefined, 60, 'append'],
    [60, 120, 'append'],
    [60, 60, 'update'],
    [120, 60, 'stale'],
  ] as const)('classifyTick(%j, %d) = %s', (last, time, kind) => {
    expect(classifyTick(last, time)).toBe(kind);
  });

  it('turns NaN into whitespace', () => {
    expect(toLineData([60, 120, 180], Float64Array.of(Number.NaN, 2, Infinity))).toEqual([
      { time: 60 },
      { time: 120, value: 2 },
      { time: 180 },
    ]);
    expect(linePoint(60, Number.NaN)).toEqual({ time: 60 });
    expect(histogramPoint(60, Number.NaN, 'red')).toEqual({ time: 60 });
  });

  it('colours histogram points', () => {
    expect(toHistogramData([60, 120], Float64Array.of(-1, 2), (v) => (v >= 0 ? 'g' : 'r'))).toEqual([
      { time: 60, value: -1, color: 'r' },
      { time: 120, value: 2, color: 'g' },
    ]);
  });
});
