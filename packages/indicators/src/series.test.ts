import { describe, expect, it } from 'vitest';
import { PRICE_SOURCES, ohlcvSeriesFromBars, selectSource, sourceOfBar, type PriceSource } from './series';

const SOURCE = '§5 "MACD source: one of open, high, low, close, hl2, hlc3, ohlc4."';

describe('price sources', () => {
  const bars = [
    { open: 10, high: 16, low: 8, close: 14, volume: 1 },
    { open: 14, high: 15, low: 11, close: 12, volume: 2 },
  ];
  const series = ohlcvSeriesFromBars(bars);
  const cases: { spec: string; source: PriceSource; expected: number[] }[] = [
    { spec: SOURCE, source: 'open', expected: [10, 14] },
    { spec: SOURCE, source: 'high', expected: [16, 15] },
    { spec: SOURCE, source: 'low', expected: [8, 11] },
    { spec: SOURCE, source: 'close', expected: [14, 12] },
    { spec: `${SOURCE} — hl2 = (high + low) / 2`, source: 'hl2', expected: [12, 13] },
    { spec: `${SOURCE} — hlc3 = (high + low + close) / 3`, source: 'hlc3', expected: [38 / 3, 38 / 3] },
    { spec: `${SOURCE} — ohlc4 = (open + high + low + close) / 4`, source: 'ohlc4', expected: [12, 13] },
  ];
  it.each(cases)('$spec: $source', ({ source, expected }) => {
    expect(Array.from(selectSource(series, source))).toEqual(expected);
    expect(bars.map((b) => sourceOfBar(b, source))).toEqual(expected);
  });

  it(`${SOURCE}: exactly seven sources`, () => {
    expect([...PRICE_SOURCES]).toEqual(['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4']);
  });
});
