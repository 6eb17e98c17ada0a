import { describe, expect, it } from 'vitest';
import { BollingerBands } from 'technicalindicators';
import { boll } from './boll-calculation';
import { ohlcvSeriesFromBars, selectSource, type PriceSource } from './series';
import { alignRight, mismatches } from './testing/compare';
import { randomWalkSeries } from './testing/random-walk';

const REF = 'issue 5 Tests "every indicator against reference values (technicalindicators after warm-up …)"';
const TOL = 1e-6; // |ours − ref| ≤ 1e-6 · max(|ref|, 1)

describe('BOLL against technicalindicators BollingerBands', () => {
  const series = randomWalkSeries(3000, 13, 30_000);
  const cases: { spec: string; period: number; multiplier: number; source: PriceSource }[] = [
    { spec: REF, period: 20, multiplier: 2, source: 'close' },
    { spec: REF, period: 2, multiplier: 1, source: 'hl2' },
    { spec: REF, period: 50, multiplier: 2.5, source: 'ohlc4' },
    { spec: REF, period: 500, multiplier: 3, source: 'close' },
  ];
  it.each(cases)('$spec: BOLL($period, $multiplier) on $source', ({ period, multiplier, source }) => {
    const ours = boll(series, { period, multiplier, source });
    const ref = BollingerBands.calculate({ period, stdDev: multiplier, values: Array.from(selectSource(series, source)) });
    const n = series.close.length;
    expect(
      mismatches(
        ours.middle,
        alignRight(
          ref.map((r) => r.middle),
          n,
        ),
        TOL,
      ),
    ).toEqual([]);
    expect(
      mismatches(
        ours.upper,
        alignRight(
          ref.map((r) => r.upper),
          n,
        ),
        TOL,
      ),
    ).toEqual([]);
    expect(
      mismatches(
        ours.lower,
        alignRight(
          ref.map((r) => r.lower),
          n,
        ),
        TOL,
      ),
    ).toEqual([]);
  });
});

describe('BOLL hand-checked', () => {
  it('issue 5 brief "BOLL (period, multiplier)": population σ — window 2, 4, 4, 4, 5, 5, 7, 9 has mean 5 and σ 2', () => {
    const closes = [2, 4, 4, 4, 5, 5, 7, 9];
    const { middle, upper, lower } = boll(ohlcvSeriesFromBars(closes.map((c) => ({ open: c, high: c, low: c, close: c, volume: 0 }))), {
      period: 8,
      multiplier: 2,
    });
    expect(middle[7]).toBeCloseTo(5, 12);
    expect(upper[7]).toBeCloseTo(9, 12);
    expect(lower[7]).toBeCloseTo(1, 12);
    expect(Array.from(middle.slice(0, 7)).every(Number.isNaN)).toBe(true);
  });

  it('issue 5 brief "never NaN output": a flat window has σ = 0 (bands on the middle), not NaN from rounding', () => {
    const flat = Array.from({ length: 40 }, () => ({ open: 0.1, high: 0.1, low: 0.1, close: 0.1, volume: 0 }));
    const { upper, lower } = boll(ohlcvSeriesFromBars(flat), { period: 20 });
    expect(upper[39]).toBeCloseTo(0.1, 15);
    expect(lower[39]).toBeCloseTo(0.1, 15);
  });
});
