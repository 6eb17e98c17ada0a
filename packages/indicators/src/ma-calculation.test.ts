import { describe, expect, it } from 'vitest';
import { SMA } from 'technicalindicators';
import { ma } from './ma-calculation';
import { ohlcvSeriesFromBars, selectSource, type PriceSource } from './series';
import { alignRight, mismatches } from './testing/compare';
import { randomWalkSeries } from './testing/random-walk';

const REF = 'issue 5 Tests "every indicator against reference values (technicalindicators after warm-up …)"';
const NAN = 'issue 5 brief: outputs are Float64Array with NaN for the warm-up bars';
// Tolerance: |ours − ref| ≤ 1e-6 · max(|ref|, 1) (relative, absolute floor 1e-6 near zero).
const TOL = 1e-6;

describe('MA against technicalindicators SMA', () => {
  const series = randomWalkSeries(3000, 11);
  const cases: { spec: string; period: number; source: PriceSource }[] = [
    { spec: REF, period: 1, source: 'close' },
    { spec: REF, period: 7, source: 'close' },
    { spec: REF, period: 25, source: 'hl2' },
    { spec: REF, period: 99, source: 'hlc3' },
    { spec: REF, period: 2000, source: 'ohlc4' },
  ];
  it.each(cases)('$spec: MA($period) on $source', ({ period, source }) => {
    const ours = ma(series, { period, source });
    const ref = alignRight(SMA.calculate({ period, values: Array.from(selectSource(series, source)) }), ours.length);
    expect(mismatches(ours, ref, TOL)).toEqual([]);
    expect(ours.slice(0, period - 1).every(Number.isNaN)).toBe(true);
    expect(Number.isNaN(ours[period - 1]!)).toBe(false);
  });
});

describe('MA hand-checked', () => {
  const bars = [3, 6, 9, 12, 6].map((c) => ({ open: c, high: c, low: c, close: c, volume: 0 }));
  const cases = [
    { spec: NAN, period: 3, expected: [Number.NaN, Number.NaN, 6, 9, 9] },
    { spec: NAN, period: 1, expected: [3, 6, 9, 12, 6] },
    { spec: NAN, period: 6, expected: [Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN] },
  ];
  it.each(cases)('$spec: MA($period) of 3, 6, 9, 12, 6', ({ period, expected }) => {
    expect(mismatches(ma(ohlcvSeriesFromBars(bars), { period }), expected, 1e-12)).toEqual([]);
  });

  it('issue 5 "correct to the digit": a window far from zero keeps its digits after many bars', () => {
    // 200k bars around 1e6 with a ±0.001 wiggle: the last MA(3) must be exact to 1e-9 relative.
    const n = 200_000;
    const close = Float64Array.from({ length: n }, (_, i) => 1_000_000 + (i % 3) * 0.001);
    const z = new Float64Array(n);
    const out = ma({ open: z, high: z, low: z, close, volume: z }, { period: 3 });
    expect(Math.abs(out[n - 1]! - 1_000_000.001) / 1_000_000).toBeLessThan(1e-12);
  });
});
