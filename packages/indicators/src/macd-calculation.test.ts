import { describe, expect, it } from 'vitest';
import { MACD } from 'technicalindicators';
import { IndicatorsSync } from '@ixjb94/indicators';
import { CHART_MACD_SEEDING, DEFAULT_MACD_PARAMS, macd, type MacdParams } from './macd-calculation';
import { ohlcvSeriesFromBars, selectSource, type PriceSource } from './series';
import { alignRight, barsUntilSeedWeightBelow, mismatches } from './testing/compare';
import { randomWalkSeries } from './testing/random-walk';

const TALIB = 'issue 5 "the TA-Lib-seeded MACD equal to a TA-Lib-convention reference within 1e-9 from the first output"';
const REF = 'issue 5 Tests "every indicator against reference values (technicalindicators after warm-up …)"';
const SEEDINGS =
  'issue 5 "Two seedings: one identical to TA-Lib\'s …; one seeded from the first bar, as exchange charts do. Document which the chart uses."';

/**
 * TA-Lib's TA_MACD convention, written independently with plain arrays (no shared code):
 * periods swapped when slow < fast; both price EMAs start at bar slow−1, the slow one from the SMA
 * of bars 0…slow−1 and the fast one from the SMA of the `fast` bars ending at slow−1; the signal
 * EMA starts from the SMA of the first `signal` MACD values; all outputs begin at slow+signal−2.
 */
function talibMacdReference(x: number[], fast: number, slow: number, signal: number): number[][] {
  const [f, s] = fast <= slow ? [fast, slow] : [slow, fast];
  const mean = (values: number[]): number => values.reduce((t, v) => t + v, 0) / values.length;
  const emaFrom = (values: number[], period: number, seedAt: number): number[] => {
    const out = values.map(() => Number.NaN);
    out[seedAt] = mean(values.slice(seedAt - period + 1, seedAt + 1));
    for (let i = seedAt + 1; i < values.length; i++) out[i] = out[i - 1]! + (2 / (period + 1)) * (values[i]! - out[i - 1]!);
    return out;
  };
  const fastEma = emaFrom(x, f, s - 1);
  const slowEma = emaFrom(x, s, s - 1);
  const line = x.map((_, i) => fastEma[i]! - slowEma[i]!);
  const signalLine = emaFrom(line.slice(s - 1), signal, signal - 1);
  const first = s + signal - 2;
  const rows = x.map((_, i) =>
    i < first ? [Number.NaN, Number.NaN, Number.NaN] : [line[i]!, signalLine[i - s + 1]!, line[i]! - signalLine[i - s + 1]!],
  );
  return [rows.map((r) => r[0]!), rows.map((r) => r[1]!), rows.map((r) => r[2]!)];
}

const series = randomWalkSeries(2600, 21);

describe("MACD 'talib' seeding against a TA-Lib-convention reference (1e-9 from the first output)", () => {
  const cases: { spec: string; fast: number; slow: number; signal: number; source: PriceSource }[] = [
    { spec: TALIB, fast: 12, slow: 26, signal: 9, source: 'close' },
    { spec: TALIB, fast: 5, slow: 35, signal: 5, source: 'hl2' },
    { spec: TALIB, fast: 1, slow: 2, signal: 1, source: 'open' },
    { spec: `${TALIB} (TA-Lib swaps slow < fast)`, fast: 26, slow: 12, signal: 9, source: 'close' },
    { spec: TALIB, fast: 3, slow: 3, signal: 1, source: 'hlc3' },
    { spec: TALIB, fast: 12, slow: 26, signal: 50, source: 'ohlc4' },
    { spec: TALIB, fast: 1, slow: 2000, signal: 50, source: 'close' },
    { spec: TALIB, fast: 2000, slow: 1999, signal: 2, source: 'low' },
  ];
  it.each(cases)('$spec: ($fast, $slow, $signal) on $source', ({ fast, slow, signal, source }) => {
    const ours = macd(series, { fast, slow, signal, source, seeding: 'talib' });
    const [line, sig, hist] = talibMacdReference(Array.from(selectSource(series, source)), fast, slow, signal);
    const first = Math.max(fast, slow) + signal - 2;
    expect(Number.isNaN(ours.macd[first - 1]!) && !Number.isNaN(ours.macd[first]!)).toBe(true);
    expect(mismatches(ours.macd, line!, 1e-9)).toEqual([]);
    expect(mismatches(ours.signal, sig!, 1e-9)).toEqual([]);
    expect(mismatches(ours.histogram, hist!, 1e-9)).toEqual([]);
  });

  it(`${TALIB}: fewer bars than the warm-up give all NaN, not garbage`, () => {
    const short = randomWalkSeries(33, 2);
    const ours = macd(short, { seeding: 'talib' });
    expect(Array.from(ours.macd).every(Number.isNaN)).toBe(true);
    expect(Number.isNaN(macd(randomWalkSeries(34, 2), { seeding: 'talib' }).signal[33]!)).toBe(false);
  });
});

describe('MACD hand-checked', () => {
  const toSeries = (closes: number[]) => ohlcvSeriesFromBars(closes.map((c) => ({ open: c, high: c, low: c, close: c, volume: 0 })));
  const cases: { spec: string; closes: number[]; params: Partial<MacdParams>; expected: number[][] }[] = [
    {
      spec: `${SEEDINGS} — first-bar (1, 2, 1) of 1, 2, 4: slow EMA k=2/3 → 1, 5/3, 29/9; MACD 0, 1/3, 7/9; signal k=1 follows it`,
      closes: [1, 2, 4],
      params: { fast: 1, slow: 2, signal: 1, seeding: 'first-bar' },
      expected: [
        [0, 1 / 3, 7 / 9],
        [0, 1 / 3, 7 / 9],
        [0, 0, 0],
      ],
    },
    {
      spec: `${SEEDINGS} — talib (1, 2, 2) of 1, 2, 4: bar 1 MACD 2 − 1.5 = 0.5; bar 2 slow (4−1.5)·2/3+1.5 = 19/6, MACD 5/6; signal SMA(0.5, 5/6) = 2/3`,
      closes: [1, 2, 4],
      params: { fast: 1, slow: 2, signal: 2, seeding: 'talib' },
      expected: [
        [Number.NaN, Number.NaN, 5 / 6],
        [Number.NaN, Number.NaN, 2 / 3],
        [Number.NaN, Number.NaN, 1 / 6],
      ],
    },
    {
      spec: `${TALIB} — talib (2, 3, 1) of 3, 9, 6, 12: the fast EMA starts at bar 2 from SMA(9, 6) = 7.5 (not SMA(3, 9) = 6), slow from 6 → MACD 1.5, 1.5`,
      closes: [3, 9, 6, 12],
      params: { fast: 2, slow: 3, signal: 1, seeding: 'talib' },
      expected: [
        [Number.NaN, Number.NaN, 1.5, 1.5],
        [Number.NaN, Number.NaN, 1.5, 1.5],
        [Number.NaN, Number.NaN, 0, 0],
      ],
    },
    {
      spec: `${SEEDINGS} — first-bar keeps the literal order: (2, 1, 1) is EMA(2) − EMA(1) = −(1, 2, 1) of the first case`,
      closes: [1, 2, 4],
      params: { fast: 2, slow: 1, signal: 1, seeding: 'first-bar' },
      expected: [
        [0, -1 / 3, -7 / 9],
        [0, -1 / 3, -7 / 9],
        [0, 0, 0],
      ],
    },
  ];
  it.each(cases)('$spec', ({ closes, params, expected }) => {
    const ours = macd(toSeries(closes), params);
    expect(mismatches(ours.macd, expected[0]!, 1e-12)).toEqual([]);
    expect(mismatches(ours.signal, expected[1]!, 1e-12)).toEqual([]);
    expect(mismatches(ours.histogram, expected[2]!, 1e-12)).toEqual([]);
  });

  it(`${SEEDINGS} — the chart uses first-bar, and §9 "MACD defaults 12, 26, 9" are the defaults`, () => {
    expect(CHART_MACD_SEEDING).toBe('first-bar');
    expect(DEFAULT_MACD_PARAMS).toEqual({ fast: 12, slow: 26, signal: 9, source: 'close', seeding: 'first-bar' });
    const ours = macd(series);
    expect(Array.from(ours.macd).some(Number.isNaN)).toBe(false);
    expect(ours.macd[0]).toBe(0);
  });
});

describe('MACD against the reference libraries after warm-up', () => {
  const close = Array.from(series.close);
  const cases = [
    { spec: REF, fast: 12, slow: 26, signal: 9 },
    { spec: REF, fast: 5, slow: 35, signal: 5 },
    { spec: REF, fast: 2, slow: 3, signal: 1 },
    { spec: REF, fast: 50, slow: 100, signal: 50 },
  ];

  it.each(cases)(
    '$spec: technicalindicators MACD (EMA oscillator and signal) — talib and first-bar, ($fast, $slow, $signal)',
    ({ fast, slow, signal }) => {
      const ref = MACD.calculate({
        values: close,
        fastPeriod: fast,
        slowPeriod: slow,
        signalPeriod: signal,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      });
      const n = close.length;
      const refLine = alignRight(
        ref.map((r) => r.MACD),
        n,
      );
      const refSignal = alignRight(
        ref.map((r) => r.signal),
        n,
      );
      const refHist = alignRight(
        ref.map((r) => r.histogram),
        n,
      );
      // technicalindicators seeds the fast EMA from the first `fast` bars and first-bar from bar 0:
      // compare once every seed's weight (1 − k)^i is below 1e-10 (tolerance 1e-6 · max(|ref|, 1)).
      const k = Math.min(2 / (fast + 1), 2 / (slow + 1), 2 / (signal + 1));
      const from = slow + signal + 2 * barsUntilSeedWeightBelow(k, 1e-10);
      expect(from).toBeLessThan(n - 100);
      for (const seeding of ['talib', 'first-bar'] as const) {
        const ours = macd(series, { fast, slow, signal, seeding });
        expect(mismatches(ours.macd, refLine, 1e-6, from)).toEqual([]);
        expect(mismatches(ours.signal, refSignal, 1e-6, from)).toEqual([]);
        expect(mismatches(ours.histogram, refHist, 1e-6, from)).toEqual([]);
      }
    },
  );

  it.each(cases)(
    '$spec: @ixjb94/indicators macd — its line is first-bar seeded, equal from bar slow−1; its signal starts at slow−1, equal after warm-up ($fast, $slow, $signal)',
    ({ fast, slow, signal }) => {
      const [line, sig, hist] = new IndicatorsSync().macd(close, fast, slow, signal);
      const n = close.length;
      const ours = macd(series, { fast, slow, signal, seeding: 'first-bar' });
      expect(mismatches(ours.macd, alignRight(line!, n), 1e-9, slow - 1)).toEqual([]);
      const from = slow - 1 + barsUntilSeedWeightBelow(2 / (signal + 1), 1e-10);
      expect(mismatches(ours.signal, alignRight(sig!, n), 1e-6, from)).toEqual([]);
      expect(mismatches(ours.histogram, alignRight(hist!, n), 1e-6, from)).toEqual([]);
    },
  );
});
