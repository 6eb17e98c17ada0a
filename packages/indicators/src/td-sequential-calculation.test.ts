import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onlyNineAndThirteen, tdSequential, type TdSequentialResult } from './td-sequential-calculation';
import { ohlcvSeriesFromBars } from './series';
import { naiveTdSequential } from './testing/naive-td-sequential';
import { mulberry32 } from './testing/random-walk';

const SETUP = 'issue 5 "close versus close 4 bars earlier for setup" / §9 "TD Sequential counts to 9"';
const COUNTDOWN = 'issue 5 "close versus low/high 2 bars earlier for countdown" / §9 "… and 13"';
const CANCEL = 'issue 5 "what cancels a countdown"';
const ONLY = '§9 "with an option to show only 9 and 13"';

/** Bars with high = close + 0.5 and low = close − 0.5. */
const bars = (closes: number[]) => ohlcvSeriesFromBars(closes.map((c) => ({ open: c, high: c + 0.5, low: c - 0.5, close: c, volume: 0 })));
const falling = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);
const rising = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A label array of length n with `labels` (bar → count) set. */
function at(n: number, labels: Record<number, number> = {}): number[] {
  const out = new Array<number>(n).fill(0);
  for (const [bar, value] of Object.entries(labels)) out[Number(bar)] = value;
  return out;
}
const run = (fromBar: number, fromCount: number, toCount: number): Record<number, number> =>
  Object.fromEntries(Array.from({ length: toCount - fromCount + 1 }, (_, i) => [fromBar + i, fromCount + i]));

function plain(r: TdSequentialResult) {
  return {
    buySetup: Array.from(r.buySetup),
    sellSetup: Array.from(r.sellSetup),
    buyCountdown: Array.from(r.buyCountdown),
    sellCountdown: Array.from(r.sellCountdown),
  };
}

const cases: { spec: string; closes: number[]; expected: ReturnType<typeof plain> }[] = [
  {
    spec: `${SETUP}, ${COUNTDOWN} — closes 100, 99, … 75: buy setup 1–9 on bars 4–12 (each close < the close 4 bars earlier), not relabelled after 9; countdown 1–13 on bars 12–24 (close ≤ low 2 bars earlier = close + 1.5), nothing after 13`,
    closes: falling(100, 26),
    expected: { buySetup: at(26, run(4, 1, 9)), sellSetup: at(26), buyCountdown: at(26, run(12, 1, 13)), sellCountdown: at(26) },
  },
  {
    spec: `${SETUP}, ${COUNTDOWN} — the sell side mirrors it: closes 100, 101, … 125`,
    closes: rising(100, 26),
    expected: { buySetup: at(26), sellSetup: at(26, run(4, 1, 9)), buyCountdown: at(26), sellCountdown: at(26, run(12, 1, 13)) },
  },
  {
    spec: `${SETUP} — an equal close resets the setup: bar 8 closes at 9 = close of bar 4, so the run restarts at bar 9`,
    closes: [10, 10, 10, 10, 9, 9, 9, 9, 9, 8],
    expected: { buySetup: [0, 0, 0, 0, 1, 2, 3, 4, 0, 1], sellSetup: at(10), buyCountdown: at(10), sellCountdown: at(10) },
  },
  {
    spec: `${SETUP} — an opposite bar resets the setup: bar 6 closes 11 > 10 (bar 2), a sell-setup 1`,
    closes: [10, 10, 10, 10, 9, 9, 11],
    expected: { buySetup: [0, 0, 0, 0, 1, 2, 0], sellSetup: [0, 0, 0, 0, 0, 0, 1], buyCountdown: at(7), sellCountdown: at(7) },
  },
  {
    spec: `${COUNTDOWN} — countdown bars need not be consecutive, and a close equal to the low counts: bar 13 (89 > low 88.5 of bar 11) is skipped, bar 14 is 2, bar 15 (88.5 = low of bar 13) is 3`,
    closes: [...falling(100, 13), 89, 86, 88.5],
    expected: { buySetup: at(16, run(4, 1, 9)), sellSetup: at(16), buyCountdown: at(16, { 12: 1, 14: 2, 15: 3 }), sellCountdown: at(16) },
  },
  {
    spec: `${CANCEL} — a completed sell setup cancels the buy countdown: buy 9 and countdown 1 on bar 12; sell setup 1–9 on bars 13–21 cancels it and starts a sell countdown (bar 21: 108 ≥ high 106.5 of bar 19); bar 22 (80 ≤ low of bar 20) would have been buy countdown 2 but is not counted`,
    closes: [...falling(100, 13), ...rising(100, 9), 80],
    expected: {
      buySetup: at(23, { ...run(4, 1, 9), 22: 1 }),
      sellSetup: at(23, run(13, 1, 9)),
      buyCountdown: at(23, { 12: 1 }),
      sellCountdown: at(23, { 21: 1 }),
    },
  },
  {
    spec: `${CANCEL} — a new buy setup recycles the buy countdown: countdown 1 on bar 12, 2–9 on bars 14–21; the second buy setup completes on bar 22, which restarts the count at 1 (not 10)`,
    closes: [...falling(100, 13), 95, ...falling(87, 9)],
    expected: {
      buySetup: at(23, { ...run(4, 1, 9), ...run(14, 1, 9) }),
      sellSetup: at(23, { 13: 1 }),
      buyCountdown: at(23, { 12: 1, ...run(14, 2, 9), 22: 1 }),
      sellCountdown: at(23),
    },
  },
];

describe('TD Sequential hand-checked', () => {
  it.each(cases)('$spec', ({ closes, expected }) => {
    expect(plain(tdSequential(bars(closes)))).toEqual(expected);
    // The independent naive implementation agrees on every hand-checked case.
    expect(plain(naiveTdSequential(bars(closes)))).toEqual(expected);
  });

  it(`${ONLY}: only setup 9s and countdown 13s remain, through the option or the helper`, () => {
    const expected = { buySetup: at(26, { 12: 9 }), sellSetup: at(26), buyCountdown: at(26, { 24: 13 }), sellCountdown: at(26) };
    expect(plain(tdSequential(bars(falling(100, 26)), { onlyNineAndThirteen: true }))).toEqual(expected);
    expect(plain(onlyNineAndThirteen(tdSequential(bars(falling(100, 26)))))).toEqual(expected);
  });

  it(`${SETUP}: fewer than 5 bars have no labels`, () => {
    expect(plain(tdSequential(bars([5, 4, 3, 2])))).toEqual({
      buySetup: at(4),
      sellSetup: at(4),
      buyCountdown: at(4),
      sellCountdown: at(4),
    });
    expect(plain(tdSequential(bars([])))).toEqual({ buySetup: [], sellSetup: [], buyCountdown: [], sellCountdown: [] });
  });
});

describe('TD Sequential against the naive implementation', () => {
  it(`${SETUP}, ${COUNTDOWN}, ${CANCEL}: equal on random walks of small integer closes (many ties)`, () => {
    const step = fc.integer({ min: -2, max: 2 });
    const wick = fc.integer({ min: 0, max: 2 });
    // A drift per 100-bar stretch makes trends, so setups complete and countdowns run, cancel and recycle.
    const drifts = fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 4, maxLength: 4 });
    const series = fc
      .tuple(fc.array(fc.tuple(step, wick, wick), { minLength: 0, maxLength: 400, size: 'max' }), drifts)
      .map(([steps, drift]) => {
        let c = 500;
        return ohlcvSeriesFromBars(
          steps.map(([s, up, down], i) => {
            c += s + drift[Math.floor(i / 100)]!;
            return { open: c, high: c + up, low: c - down, close: c, volume: 0 };
          }),
        );
      });
    fc.assert(
      fc.property(series, (s) => {
        expect(plain(tdSequential(s))).toEqual(plain(naiveTdSequential(s)));
      }),
      { numRuns: 400 },
    );
  });

  it(`${SETUP}: trending random walks reach 9 and 13 often enough for the comparison to mean something`, () => {
    // Guards the property above: with a drift, completed setups and countdowns must occur.
    const next = mulberry32(5);
    let c = 1000;
    const s = bars(Array.from({ length: 3000 }, (_, i) => (c += Math.round((next() - 0.5 + (i % 300 < 150 ? 0.3 : -0.3)) * 4))));
    const ours = tdSequential(s);
    expect(ours.buySetup.filter((v) => v === 9).length + ours.sellSetup.filter((v) => v === 9).length).toBeGreaterThan(5);
    expect(ours.buyCountdown.filter((v) => v === 13).length + ours.sellCountdown.filter((v) => v === 13).length).toBeGreaterThan(0);
    expect(plain(ours)).toEqual(plain(naiveTdSequential(s)));
  });
});
