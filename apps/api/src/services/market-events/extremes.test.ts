import { describe, expect, it } from 'vitest';
import { RESOLUTIONS, type Candle, type Resolution } from '@ex/contracts';
import { MAX_LOOKBACK_BARS, MIN_LOOKBACK_BARS, extremeEvents, lookbackBars } from './extremes';

// §3 "Event types: HIGH_PRICE 1, LOW_PRICE 2"; issue 5 "Important events include new highs and lows".
const HIGHS_LOWS = 'issue 5 "Important events include new highs and lows"';
const MIN = 60_000;

/** Hand-made bars: [high, low] per minute (open/close inside, volume 1). */
const bars = (...hl: [string, string][]): Candle[] => hl.map(([h, l], i) => ({ t: i * MIN, o: l, h, l, c: h, v: '1' }));
const summary = (events: ReturnType<typeof extremeEvents>) => events.map((e) => `${e.time / MIN}:${e.type === 1 ? 'H' : 'L'}@${e.price}`);

describe('extremeEvents', () => {
  it.each([
    {
      spec: `${HIGHS_LOWS}: a high above every high of the previous N bars`,
      series: bars(['10', '9'], ['11', '9.5'], ['10.5', '9.8'], ['12', '10'], ['11.5', '10.2']),
      n: 2,
      out: ['3:H@12'],
    },
    {
      spec: 'a low below every low of the previous N bars',
      series: bars(['10', '9'], ['10', '8'], ['10', '8.5'], ['10', '7.25']),
      n: 2,
      out: ['3:L@7.25'],
    },
    {
      spec: 'equal to the window high is not a new high (strictly above)',
      series: bars(['10', '9'], ['10', '9'], ['10.0', '9.00']),
      n: 2,
      out: [],
    },
    {
      spec: 'only the previous N bars count: an older, higher high has left the window',
      series: bars(['20', '9'], ['10', '9'], ['10', '9'], ['11', '9']),
      n: 2,
      out: ['3:H@11'],
    },
    {
      spec: 'the window must be complete: the first N bars are never judged',
      series: bars(['10', '9'], ['11', '8'], ['12', '7']),
      n: 2,
      out: ['2:H@12', '2:L@7'],
    },
    {
      spec: 'an outside bar is both a new high and a new low',
      series: bars(['10', '9'], ['10', '9'], ['10.5', '8.5']),
      n: 2,
      out: ['2:H@10.5', '2:L@8.5'],
    },
    {
      spec: 'decimals are compared exactly, whatever their written scale (no floats)',
      series: bars(['0.00001812', '0.0000181'], ['0.000018120000000001', '0.0000181']),
      n: 1,
      out: ['1:H@0.000018120000000001'],
    },
    {
      spec: 'a rising series: every bar after the window is a new high, never a new low',
      series: bars(['1', '0.5'], ['2', '1.5'], ['3', '2.5'], ['4', '3.5'], ['5', '4.5']),
      n: 3,
      out: ['3:H@4', '4:H@5'],
    },
  ])('$spec', ({ series, n, out }) => {
    expect(summary(extremeEvents(series, n))).toEqual(out);
  });

  it('agrees with the brute-force definition on a long wiggly series', () => {
    const series = bars(
      ...Array.from({ length: 300 }, (_, i): [string, string] => {
        const mid = 100 + 10 * Math.sin(i / 7) + 3 * Math.sin(i * 1.3);
        return [(mid + 1 + (i % 3)).toFixed(2), (mid - 1 - (i % 4)).toFixed(2)];
      }),
    );
    const n = 20;
    const expected: string[] = [];
    series.forEach((bar, i) => {
      if (i < n) return;
      const window = series.slice(i - n, i);
      if (window.every((w) => Number(bar.h) > Number(w.h))) expected.push(`${i}:H@${bar.h}`);
      if (window.every((w) => Number(bar.l) < Number(w.l))) expected.push(`${i}:L@${bar.l}`);
    });
    expect(expected.length).toBeGreaterThan(4);
    expect(summary(extremeEvents(series, n))).toEqual(expected);
  });

  it('refuses a window that is not a whole number of bars', () => {
    expect(() => extremeEvents(bars(['1', '1']), 0)).toThrow(RangeError);
    expect(() => extremeEvents(bars(['1', '1']), 1.5)).toThrow(RangeError);
  });
});

describe('lookbackBars: the rolling 7-day window in bars, 20–1000', () => {
  it.each<[Resolution, number]>([
    ['1S', 1000],
    ['1', 1000],
    ['5', 1000],
    ['15', 672],
    ['30', 336],
    ['60', 168],
    ['120', 84],
    ['240', 42],
    ['360', 28],
    ['480', 21],
    ['720', 20],
    ['1D', 20],
    ['1W', 20],
    ['1M', 20],
  ])('%s → %i bars', (resolution, n) => {
    expect(lookbackBars(resolution)).toBe(n);
  });

  it('every resolution stays within the bounds', () => {
    for (const r of RESOLUTIONS) {
      expect(lookbackBars(r)).toBeGreaterThanOrEqual(MIN_LOOKBACK_BARS);
      expect(lookbackBars(r)).toBeLessThanOrEqual(MAX_LOOKBACK_BARS);
    }
  });
});
