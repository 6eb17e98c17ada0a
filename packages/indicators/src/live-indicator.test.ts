import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LiveIndicator } from './live-indicator';
import { createBollState, boll } from './boll-calculation';
import { createEmaState, ema } from './ema-calculation';
import { createKdjState, kdj } from './kdj-calculation';
import { createMaState, ma } from './ma-calculation';
import { createMacdState, macd } from './macd-calculation';
import { createRsiState, rsi } from './rsi-calculation';
import { createTdSequentialState, tdSequential } from './td-sequential-calculation';
import { createVolState, vol } from './vol-calculation';
import { PRICE_SOURCES, ohlcvSeriesFromBars, type OhlcvBar, type OhlcvSeries } from './series';
import { close } from './testing/compare';
import { barAt, randomWalkSeries } from './testing/random-walk';

const LIVE =
  'issue 5 "Live ticks: an incremental API updates the last bar, or appends one, in O(1) per indicator. It must never recompute the series."';
const SAME = `${LIVE} — streaming bar by bar with random last-bar updates equals the batch function within 1e-9`;

type Point = Record<string, number>;

/** An indicator under test: a live factory and the batch value of bar i, for the same params. */
interface Subject {
  readonly create: () => LiveIndicator<object | number>;
  readonly batch: (series: OhlcvSeries) => (i: number) => Point;
}

const wrap = (v: object | number): Point => (typeof v === 'number' ? { value: v } : (v as Point));
const pick =
  (columns: Record<string, ArrayLike<number>>) =>
  (i: number): Point =>
    Object.fromEntries(Object.entries(columns).map(([k, col]) => [k, col[i]!]));

const source = fc.constantFrom(...PRICE_SOURCES);
const period = (max: number) => fc.integer({ min: 1, max });

/** Every indicator with arbitrary (small, so warm-ups end inside the series) valid parameters. */
const subjects: { name: string; arb: fc.Arbitrary<Subject> }[] = [
  {
    name: 'MA',
    arb: fc
      .record({ period: period(12), source })
      .map((p) => ({ create: () => createMaState(p), batch: (s) => pick({ value: ma(s, p) }) })),
  },
  {
    name: 'EMA',
    arb: fc
      .record({ period: period(12), source, seeding: fc.constantFrom('talib' as const, 'first-bar' as const) })
      .map((p) => ({ create: () => createEmaState(p), batch: (s) => pick({ value: ema(s, p) }) })),
  },
  {
    name: 'BOLL',
    arb: fc
      .record({ period: period(12), multiplier: fc.double({ min: 0.1, max: 4, noNaN: true }), source })
      .map((p) => ({ create: () => createBollState(p), batch: (s) => pick({ ...boll(s, p) }) })),
  },
  {
    name: 'RSI',
    arb: fc
      .record({ period: period(12), source })
      .map((p) => ({ create: () => createRsiState(p), batch: (s) => pick({ value: rsi(s, p) }) })),
  },
  {
    name: 'VOL',
    arb: fc.record({ period: period(12) }).map((p) => ({ create: () => createVolState(p), batch: (s) => pick({ ...vol(s, p) }) })),
  },
  {
    name: 'MACD',
    arb: fc
      .record({
        fast: period(10),
        slow: period(14),
        signal: period(6),
        source,
        seeding: fc.constantFrom('talib' as const, 'first-bar' as const),
      })
      .map((p) => ({ create: () => createMacdState(p), batch: (s) => pick({ ...macd(s, p) }) })),
  },
  {
    name: 'KDJ',
    arb: fc
      .record({ n: period(12), m1: period(5), m2: period(5), definition: fc.constantFrom('exchange' as const, 'sma' as const) })
      .map((p) => ({ create: () => createKdjState(p), batch: (s) => pick({ ...kdj(s, p) }) })),
  },
  {
    name: 'TD Sequential',
    arb: fc
      .record({ onlyNineAndThirteen: fc.boolean() })
      .map((p) => ({ create: () => createTdSequentialState(p), batch: (s) => pick({ ...tdSequential(s, p) }) })),
  },
];

/** Bars on a 1/8 grid (exact in binary, so ties and flat windows happen), high ≥ open/close ≥ low. */
const bar: fc.Arbitrary<OhlcvBar> = fc
  .tuple(
    fc.integer({ min: 760, max: 840 }),
    fc.integer({ min: -8, max: 8 }),
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: 0, max: 5000 }),
  )
  .map(([o, move, up, down, v]) => {
    const open = o / 8;
    const closePrice = (o + move) / 8;
    return {
      open,
      close: closePrice,
      high: Math.max(open, closePrice) + up / 8,
      low: Math.min(open, closePrice) - down / 8,
      volume: v / 4,
    };
  });

/** A tick stream: the first op appends; later ops append or replace the last bar (about 1 in 2). */
const ops = fc.array(fc.record({ update: fc.boolean(), bar }), { minLength: 1, maxLength: 120, size: 'max' });

function samePoint(actual: Point, expected: Point): boolean {
  return (
    Object.keys(expected).every((k) => close(actual[k]!, expected[k]!, 1e-9)) && Object.keys(actual).length === Object.keys(expected).length
  );
}

describe('live indicators equal the batch functions', () => {
  it.each(subjects)(`${SAME}: $name`, ({ arb }) => {
    fc.assert(
      fc.property(arb, ops, (subject, stream) => {
        const live = subject.create();
        const bars: OhlcvBar[] = [];
        const points: Point[] = [];
        stream.forEach(({ update, bar: b }, step) => {
          const replace = update && step > 0;
          const point = wrap(replace ? live.update(b) : live.push(b));
          if (replace) {
            bars[bars.length - 1] = b;
            points[points.length - 1] = point;
          } else {
            bars.push(b);
            points.push(point);
          }
          expect(live.length).toBe(bars.length);
          // After every tick the forming bar's values equal a full recompute of the bars so far.
          const last = bars.length - 1;
          const expected = subject.batch(ohlcvSeriesFromBars(bars))(last);
          if (!samePoint(point, expected)) expect({ bar: last, point }).toEqual({ bar: last, point: expected });
        });
        // And every closed bar kept the value it had when it closed.
        const batch = subject.batch(ohlcvSeriesFromBars(bars));
        points.forEach((point, i) => {
          if (!samePoint(point, batch(i))) expect({ bar: i, point }).toEqual({ bar: i, point: batch(i) });
        });
      }),
      { numRuns: 150 },
    );
  });

  it(`${LIVE}: 20 000 streamed bars with the §9 defaults still equal the batch values (no drift)`, () => {
    const series = randomWalkSeries(20_000, 99, 30_000);
    const liveMacd = createMacdState();
    const liveKdj = createKdjState();
    const liveBoll = createBollState();
    const liveTd = createTdSequentialState();
    let m = liveMacd.push(barAt(series, 0));
    let k = liveKdj.push(barAt(series, 0));
    let b = liveBoll.push(barAt(series, 0));
    let t = liveTd.push(barAt(series, 0));
    for (let i = 1; i < series.close.length; i++) {
      const bar = barAt(series, i);
      // A few ticks on the forming bar before its final value.
      liveMacd.push({ ...bar, close: bar.open });
      liveMacd.update({ ...bar, close: bar.high });
      m = liveMacd.update(bar);
      liveKdj.push({ ...bar, close: bar.low });
      k = liveKdj.update(bar);
      b = liveBoll.push(bar);
      t = liveTd.push(bar);
    }
    const last = series.close.length - 1;
    expect(samePoint(wrap({ ...m }), pick({ ...macd(series) })(last))).toBe(true);
    expect(samePoint(wrap({ ...k }), pick({ ...kdj(series) })(last))).toBe(true);
    expect(samePoint(wrap({ ...b }), pick({ ...boll(series) })(last))).toBe(true);
    expect(samePoint(wrap({ ...t }), pick({ ...tdSequential(series) })(last))).toBe(true);
  });
});
