import { describe, expect, it } from 'vitest';
import { AverageGain, AverageLoss, RSI } from 'technicalindicators';
import { rsi } from './rsi-calculation';
import { ohlcvSeriesFromBars } from './series';
import { alignRight, mismatches } from './testing/compare';
import { randomWalkSeries } from './testing/random-walk';

const REF = 'issue 5 Tests "every indicator against reference values (technicalindicators after warm-up …)"';

describe('RSI (Wilder) against technicalindicators', () => {
  const series = randomWalkSeries(3000, 14);
  const close = Array.from(series.close);
  const cases = [1, 2, 6, 14, 100].map((period) => ({ spec: REF, period }));

  it.each(cases)('$spec: RSI($period) equals 100 − 100/(1 + AverageGain/AverageLoss) within 1e-6 relative', ({ period }) => {
    // technicalindicators' RSI rounds to 2 decimals; its unrounded Wilder averages give the exact reference.
    const n = close.length;
    const gain = alignRight(AverageGain.calculate({ period, values: close }), n);
    const loss = alignRight(AverageLoss.calculate({ period, values: close }), n);
    const ref = gain.map((g, i) => 100 - 100 / (1 + g / loss[i]!));
    const ours = rsi(series, { period });
    expect(mismatches(ours, ref, 1e-6)).toEqual([]);
    expect(ours.slice(0, period).every(Number.isNaN)).toBe(true);
  });

  it.each(cases)('$spec: RSI($period) equals technicalindicators RSI to its 2 decimals (±0.005)', ({ period }) => {
    const ours = rsi(series, { period });
    const ref = alignRight(RSI.calculate({ period, values: close }), ours.length);
    for (let i = period; i < ours.length; i++) expect(Math.abs(ours[i]! - ref[i]!)).toBeLessThanOrEqual(0.005 + 1e-9);
  });
});

describe('RSI hand-checked', () => {
  const toSeries = (closes: number[]) => ohlcvSeriesFromBars(closes.map((c) => ({ open: c, high: c, low: c, close: c, volume: 0 })));
  const cases = [
    {
      spec: 'issue 5 "RSI" (Wilder): changes +1, −1, +2 → avg gain 1, loss 1/3 → 75; then −2: gain (1·2+0)/3 = 2/3, loss (⅓·2+2)/3 = 8/9 → 100·(2/3)/(14/9) = 300/7',
      closes: [10, 11, 10, 12, 10],
      period: 3,
      expected: [Number.NaN, Number.NaN, Number.NaN, 75, 300 / 7],
    },
    {
      spec: 'issue 5 brief "never NaN output": only rises → 100',
      closes: [1, 2, 3, 4],
      period: 2,
      expected: [Number.NaN, Number.NaN, 100, 100],
    },
    { spec: 'issue 5 brief "never NaN output": only falls → 0', closes: [4, 3, 2, 1], period: 2, expected: [Number.NaN, Number.NaN, 0, 0] },
    {
      spec: 'issue 5 brief "never NaN output": flat → 50 (no gain, no loss)',
      closes: [5, 5, 5, 5],
      period: 2,
      expected: [Number.NaN, Number.NaN, 50, 50],
    },
  ];
  it.each(cases)('$spec', ({ closes, period, expected }) => {
    expect(mismatches(rsi(toSeries(closes), { period }), expected, 1e-12)).toEqual([]);
  });
});
