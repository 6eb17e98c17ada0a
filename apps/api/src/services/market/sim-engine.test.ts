import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateBars } from './aggregate';
import { Rng, hashString, mixSeed } from './random';
import { SimEngine, type Level } from './sim-engine';
import { apportion, bridgeHigh, bridgeLow, splitBar, type SimBar } from './sim-split';
import { SYMBOLS } from './symbols';

const LISTED_AT = Date.UTC(2020, 0, 1);
const LISTED_SEC = LISTED_AT / 1000;
const engineFor = (symbol: string) => {
  const def = SYMBOLS.find((s) => s.symbol === symbol);
  if (!def) throw new Error(symbol);
  return new SimEngine({
    symbol,
    reference: Number(def.reference),
    pricePrecision: def.pricePrecision,
    quantityPrecision: def.quantityPrecision,
    params: def.sim,
    listedAt: LISTED_AT,
  });
};
const ints = ({ o, h, l, c, v }: SimBar) => ({ o, h, l, c, v });

describe('seeded randomness', () => {
  it('is a pure function of the seed (no Math.random)', () => {
    const a = new Rng(mixSeed(hashString('BTC_USDT'), 3, 1_768_478_400));
    const b = new Rng(mixSeed(hashString('BTC_USDT'), 3, 1_768_478_400));
    const drawsA = Array.from({ length: 50 }, () => a.normal());
    expect(Array.from({ length: 50 }, () => b.normal())).toEqual(drawsA);
    expect(mixSeed(1, 2, 2 ** 32 + 5)).not.toBe(mixSeed(1, 2, 5)); // indices above 32 bits still differ
  });

  it('normals have mean ≈ 0 and variance ≈ 1', () => {
    const rng = new Rng(42);
    const n = 20_000;
    const xs = Array.from({ length: n }, () => rng.normal());
    const mean = xs.reduce((s, x) => s + x, 0) / n;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / n;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeGreaterThan(0.95);
    expect(variance).toBeLessThan(1.05);
  });
});

describe('bridge extremes and volume split', () => {
  it('bridge high/low bracket both ends', () => {
    expect(bridgeHigh(0, 0, 1, Math.exp(-0.5))).toBeCloseTo(0.5, 12);
    expect(bridgeLow(0, 0, 1, Math.exp(-0.5))).toBeCloseTo(-0.5, 12);
    expect(bridgeHigh(1, 2, 0, 0.3)).toBe(2);
    expect(bridgeLow(1, 2, 0, 0.3)).toBe(1);
  });

  it('apportion sums exactly and respects the minimum', () => {
    expect(apportion(10, [1, 1, 2], 1)).toEqual([2, 3, 5]);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 1e13 }),
        (weights, min, extra) => {
          const total = weights.length * min + extra;
          const parts = apportion(total, weights, min);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          for (const p of parts) expect(p).toBeGreaterThanOrEqual(min);
        },
      ),
    );
  });

  it('splitBar: children always aggregate back to the parent exactly (property)', () => {
    const ticks = (x: number) => Math.max(1, Math.round(1e6 * Math.exp(x)));
    const parentArb = fc
      .record({
        xo: fc.double({ min: -1, max: 1, noNaN: true }),
        xc: fc.double({ min: -1, max: 1, noNaN: true }),
        up: fc.double({ min: 0, max: 0.2, noNaN: true }),
        down: fc.double({ min: 0, max: 0.2, noNaN: true }),
      })
      .map(({ xo, xc, up, down }): SimBar => {
        const xh = Math.max(xo, xc) + up;
        const xl = Math.min(xo, xc) - down;
        return { xo, xc, xh, xl, o: ticks(xo), c: ticks(xc), h: ticks(xh), l: ticks(xl), v: 0 };
      });
    fc.assert(
      fc.property(
        parentArb,
        fc.constantFrom(24, 60),
        fc.double({ min: 0, max: 1e-3, noNaN: true }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 1e9 }),
        (p, n, childVar, seed, extra) => {
          const parent = { ...p, v: n * 4 + extra };
          const kids = splitBar(parent, n, childVar, 4, new Rng(seed), ticks);
          expect(kids).toHaveLength(n);
          expect(aggregateBars(kids)).toEqual(ints(parent));
          kids.forEach((k, i) => {
            expect(k.l).toBeLessThanOrEqual(Math.min(k.o, k.c));
            expect(k.h).toBeGreaterThanOrEqual(Math.max(k.o, k.c));
            expect(k.v).toBeGreaterThanOrEqual(4);
            if (i > 0) expect(k.o).toBe(kids[i - 1]?.c); // no gaps: each bar opens at the previous close
          });
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // A property over many bars: a busy 2-core machine needs more than the default 5 s.
});

describe('the simulated process', () => {
  const DAY = 86_400;
  const t0 = Date.UTC(2026, 0, 15) / 1000;

  it('a day is exactly its 24 hours, an hour its 60 minutes, a minute its 60 seconds', () => {
    const engine = engineFor('ETH_USDT');
    const LEVELS: [Level, number, number][] = [
      [0, t0 / DAY, 24],
      [1, t0 / 3600 + 13, 60],
      [2, t0 / 60 + 13 * 60 + 7, 60],
    ];
    for (const [level, index, n] of LEVELS) {
      const child = (level + 1) as Level;
      const kids = Array.from({ length: n }, (_, i) => ints(engine.bar(child, index * n + i)));
      expect(aggregateBars(kids), `level ${level}`).toEqual(ints(engine.bar(level, index)));
    }
  });

  it('is deterministic and independent of what was computed first', () => {
    const a = engineFor('SOL_USDT');
    const b = engineFor('SOL_USDT');
    // a walks top-down from the day, b asks for a second deep inside first.
    const day = ints(a.bar(0, t0 / DAY + 3));
    const second = ints(b.bar(3, t0 + 3 * DAY + 12_345));
    expect(ints(b.bar(0, t0 / DAY + 3))).toEqual(day);
    expect(ints(a.bar(3, t0 + 3 * DAY + 12_345))).toEqual(second);
    expect(a.range(t0 + 17, t0 + 2 * DAY + 3_601)).toEqual(b.range(t0 + 17, t0 + 2 * DAY + 3_601));
    // Different symbols are different markets.
    expect(ints(engineFor('AVAX_USDT').bar(0, t0 / DAY))).not.toEqual(ints(engineFor('LINK_USDT').bar(0, t0 / DAY)));
  });

  it('range() over any window equals the aggregate of its seconds (property)', () => {
    const engine = engineFor('BTC_USDT');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * DAY }), fc.integer({ min: 1, max: 7_300 }), (offset, length) => {
        const from = t0 - 40 * DAY + offset;
        // Compare against a coarser split done by hand: seconds up to the next minute, then minutes.
        const firstMinute = Math.ceil(from / 60) * 60;
        const parts = [];
        for (let s = from; s < Math.min(firstMinute, from + length); s++) parts.push(ints(engine.bar(3, s)));
        for (let m = firstMinute; m + 60 <= from + length; m += 60) parts.push(ints(engine.bar(2, m / 60)));
        const lastMinuteEnd = Math.max(firstMinute, firstMinute + Math.floor((from + length - firstMinute) / 60) * 60);
        for (let s = Math.max(lastMinuteEnd, from); s < from + length; s++) parts.push(ints(engine.bar(3, s)));
        expect(engine.range(from, from + length)).toEqual(aggregateBars(parts));
      }),
      { numRuns: 60 },
    );
  });

  it('has nothing before the listing (2020-01-01)', () => {
    const engine = engineFor('BTC_USDT');
    expect(engine.range(LISTED_SEC - DAY, LISTED_SEC)).toBeNull();
    expect(engine.range(LISTED_SEC - 10, LISTED_SEC + 10)).toEqual(engine.range(LISTED_SEC, LISTED_SEC + 10));
    // The market opens at the DEMO_ASSETS reference price: 97250.12 at one decimal.
    expect(engine.bar(0, LISTED_SEC / DAY).o).toBe(972501);
  });

  it.each([['BTC_USDT'], ['ETH_USDT'], ['DOGE_USDT'], ['USDC_USDT'], ['PEPE_USDT']])(
    '%s: realistic volatility, stays around its reference price, volumes stay exact integers',
    (symbol) => {
      const def = SYMBOLS.find((s) => s.symbol === symbol);
      const engine = engineFor(symbol);
      const firstDay = LISTED_SEC / DAY;
      const days = Array.from({ length: 2_200 }, (_, i) => engine.bar(0, firstDay + i));
      const returns = days.map((d) => Math.log(d.c / d.o));
      const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
      const sd = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length);
      const expected = (def?.sim.annualVol ?? 0) / Math.sqrt(365);
      // Stablecoin prices round to whole ticks, so only the volatile assets are held to ±15 %.
      if (symbol !== 'USDC_USDT') {
        expect(sd).toBeGreaterThan(expected * 0.85);
        expect(sd).toBeLessThan(expected * 1.15);
      }
      // Mean reversion: the log distance to the reference stays within 5 stationary spreads (σ_day/√(2θ)).
      const theta = Math.LN2 / (def?.sim.halfLifeDays ?? 1);
      const spread = expected / Math.sqrt(2 * theta);
      const reference = engine.bar(0, firstDay).o;
      for (const d of days) {
        expect(Math.abs(Math.log(d.c / reference))).toBeLessThan(Math.max(5 * spread, 1e-4));
        expect(d.h).toBeGreaterThanOrEqual(Math.max(d.o, d.c));
        expect(d.l).toBeLessThanOrEqual(Math.min(d.o, d.c));
      }
      // A 31-day month of futures volume (×2) must stay an exact integer in a double.
      const maxDay = Math.max(...days.map((d) => d.v));
      expect(Number.isSafeInteger(maxDay * 31 * 2)).toBe(true);
    },
  );
});
