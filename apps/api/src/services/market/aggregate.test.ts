import { describe, expect, it } from 'vitest';
import type { Candle } from '@ex/contracts';
import { aggregateBars, aggregateCandles, mergeBars } from './aggregate';

describe('aggregation: open = first open, close = last close, high = max, low = min, volume = sum', () => {
  it('merges bars', () => {
    expect(mergeBars({ o: 5, h: 7, l: 4, c: 6, v: 2 }, { o: 6, h: 9, l: 5, c: 8, v: 3 })).toEqual({ o: 5, h: 9, l: 4, c: 8, v: 5 });
    expect(aggregateBars([])).toBeNull();
    expect(
      aggregateBars([
        { o: 1, h: 3, l: 1, c: 2, v: 1 },
        { o: 2, h: 2, l: 0, c: 1, v: 1 },
        { o: 1, h: 4, l: 1, c: 4, v: 1 },
      ]),
    ).toEqual({ o: 1, h: 4, l: 0, c: 4, v: 3 });
  });

  const minute = (i: number, o: string, h: string, l: string, c: string, v: string): Candle => ({
    t: Date.UTC(2026, 0, 15, 0, i),
    o,
    h,
    l,
    c,
    v,
  });
  const CASES: { name: string; resolution: '5' | '1W' | '1M'; input: Candle[]; expected: Candle[] }[] = [
    {
      name: '5 one-minute bars → one 5-minute bar, exact decimal volume',
      resolution: '5',
      input: [
        minute(0, '1.1', '1.3', '1.0', '1.2', '0.1'),
        minute(1, '1.2', '1.25', '0.9', '1.0', '0.2'),
        minute(4, '1.0', '1.4', '1.0', '1.35', '0.005'),
      ],
      expected: [{ t: Date.UTC(2026, 0, 15), o: '1.1', h: '1.4', l: '0.9', c: '1.35', v: '0.305' }],
    },
    {
      name: 'bars on both sides of a 5-minute boundary stay apart',
      resolution: '5',
      input: [minute(4, '2', '2', '2', '2', '1'), minute(5, '3', '3', '3', '3', '1')],
      expected: [
        { t: Date.UTC(2026, 0, 15, 0, 0), o: '2', h: '2', l: '2', c: '2', v: '1' },
        { t: Date.UTC(2026, 0, 15, 0, 5), o: '3', h: '3', l: '3', c: '3', v: '1' },
      ],
    },
    {
      name: 'days → Monday weeks (Sunday closes the week)',
      resolution: '1W',
      input: [
        { t: Date.UTC(2026, 0, 11), o: '10', h: '11', l: '9', c: '10.5', v: '1.50' }, // Sunday
        { t: Date.UTC(2026, 0, 12), o: '10.5', h: '12', l: '10', c: '11', v: '2' }, // Monday
        { t: Date.UTC(2026, 0, 18), o: '11', h: '11.5', l: '8.25', c: '9', v: '0.25' }, // Sunday
      ],
      expected: [
        { t: Date.UTC(2026, 0, 5), o: '10', h: '11', l: '9', c: '10.5', v: '1.50' },
        { t: Date.UTC(2026, 0, 12), o: '10.5', h: '12', l: '8.25', c: '9', v: '2.25' },
      ],
    },
    {
      name: 'days → calendar months; prices compared as decimals, not strings ("9.5" < "10")',
      resolution: '1M',
      input: [
        { t: Date.UTC(2024, 1, 28), o: '9.5', h: '9.9', l: '9.5', c: '9.9', v: '1' },
        { t: Date.UTC(2024, 1, 29), o: '9.9', h: '10', l: '9.8', c: '10', v: '1' },
        { t: Date.UTC(2024, 2, 1), o: '10', h: '10', l: '10', c: '10', v: '1' },
      ],
      expected: [
        { t: Date.UTC(2024, 1, 1), o: '9.5', h: '10', l: '9.5', c: '10', v: '2' },
        { t: Date.UTC(2024, 2, 1), o: '10', h: '10', l: '10', c: '10', v: '1' },
      ],
    },
  ];
  it.each(CASES)('$name', ({ resolution, input, expected }) => {
    expect(aggregateCandles(input, resolution)).toEqual(expected);
  });
});
