import { describe, expect, it } from 'vitest';
import { EMA } from 'technicalindicators';
import { ema } from './ema-calculation';
import { ohlcvSeriesFromBars } from './series';
import { alignRight, barsUntilSeedWeightBelow, mismatches } from './testing/compare';
import { randomWalkSeries } from './testing/random-walk';

const REF = 'issue 5 Tests "every indicator against reference values (technicalindicators after warm-up …)"';
const SEED = 'issue 5 "Two seedings" (EMA offers the same two as MACD)';
const TOL = 1e-6; // |ours − ref| ≤ 1e-6 · max(|ref|, 1)

describe('EMA against technicalindicators EMA (SMA-seeded)', () => {
  const series = randomWalkSeries(6000, 12);
  const close = Array.from(series.close);
  const cases = [1, 2, 9, 20, 200].map((period) => ({ spec: REF, period }));

  it.each(cases)("$spec: 'talib' seeding EMA($period) equals it from its first value", ({ period }) => {
    const ours = ema(series, { period, seeding: 'talib' });
    const ref = alignRight(EMA.calculate({ period, values: close }), ours.length);
    expect(mismatches(ours, ref, TOL)).toEqual([]);
  });

  it.each(cases)("$spec: 'first-bar' seeding EMA($period) converges to it once the seed weighs < 1e-10", ({ period }) => {
    const ours = ema(series, { period });
    const ref = alignRight(EMA.calculate({ period, values: close }), ours.length);
    const from = Math.max(period - 1, barsUntilSeedWeightBelow(2 / (period + 1), 1e-10));
    expect(from).toBeLessThan(ours.length - 100);
    expect(mismatches(ours, ref, TOL, from)).toEqual([]);
    // …and it really differs near the start, so the two seedings are distinct.
    if (period > 1) expect(Math.abs(ours[period]! - ref[period]!)).toBeGreaterThan(1e-9);
  });
});

describe('EMA hand-checked', () => {
  const bars = [2, 4, 8, 8].map((c) => ({ open: c, high: c, low: c, close: c, volume: 0 }));
  const series = ohlcvSeriesFromBars(bars);
  // period 3 → k = 0.5.
  const cases = [
    {
      spec: `${SEED}: first-bar — 2; (4−2)/2+2 = 3; (8−3)/2+3 = 5.5; (8−5.5)/2+5.5 = 6.75`,
      seeding: 'first-bar' as const,
      expected: [2, 3, 5.5, 6.75],
    },
    {
      spec: `${SEED}: talib — NaN, NaN, SMA(2,4,8) = 14/3, (8−14/3)/2+14/3 = 19/3`,
      seeding: 'talib' as const,
      expected: [Number.NaN, Number.NaN, 14 / 3, 19 / 3],
    },
  ];
  it.each(cases)('$spec', ({ seeding, expected }) => {
    expect(mismatches(ema(series, { period: 3, seeding }), expected, 1e-12)).toEqual([]);
  });
});
