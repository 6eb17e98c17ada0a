import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDecimal, compareDecimal, decimal, fromScaledBigInt, type DecimalString } from '../decimal';
import { buildOrderBookView, cumulativeTotals, depthFraction, resolveSpread } from './order-book-view';

const BOOK = 'brief: the order book shows price/amount/total columns, depth bars, spread and last price';
const DIGIT = 'issue 5 "it must be correct to the digit"';

const level = (price: string, amount: string) => ({ price: decimal(price), amount: decimal(amount) });

describe('cumulativeTotals', () => {
  it(`${BOOK}: each total is the running sum from the best price`, () => {
    expect(cumulativeTotals([level('101', '1.5'), level('102', '0.25'), level('103', '2')]).map((r) => r.total)).toEqual([
      '1.5',
      '1.75',
      '3.75',
    ]);
  });
  it(`${DIGIT}: 0.1 + 0.2 totals 0.3 exactly`, () => {
    expect(cumulativeTotals([level('1', '0.1'), level('2', '0.2')]).map((r) => r.total)).toEqual(['0.1', '0.3']);
  });
  it('an empty side has no rows', () => {
    expect(cumulativeTotals([])).toEqual([]);
  });
});

describe('depthFraction', () => {
  it.each([
    { total: '1.5', max: '6', out: 0.25 },
    { total: '6', max: '6', out: 1 },
    { total: '2', max: '3', out: 0.6666 },
    { total: '0.00000001', max: '100000000', out: 0 },
    { total: '1', max: '0', out: 0 },
    { total: 'x', max: '1', out: 0 },
    { total: '7', max: '6', out: 1 },
  ])(`${BOOK} — decision: bar width $total / $max = $out (cut to 4 digits, clamped to 0…1)`, ({ total, max, out }) => {
    expect(depthFraction(total, max)).toBe(out);
  });
});

describe('buildOrderBookView', () => {
  const depth = {
    time: 1,
    bids: [
      ['99.9', '1'],
      ['99.4', '1'],
      ['98.7', '2'],
    ] as [string, string][],
    asks: [
      ['100.1', '0.5'],
      ['100.2', '0.5'],
      ['101.3', '1'],
    ] as [string, string][],
  };
  const rows = (side: readonly { price: string; amount: string; total: string; fraction: number }[]) =>
    side.map((r) => [r.price, r.amount, r.total, r.fraction]);

  it(`${BOOK}: both sides share one bar scale (the larger last total)`, () => {
    const view = buildOrderBookView(depth, { step: '0.1', levels: 10 });
    expect(rows(view.bids)).toEqual([
      ['99.9', '1', '1', 0.25],
      ['99.4', '1', '2', 0.5],
      ['98.7', '2', '4', 1],
    ]);
    expect(rows(view.asks)).toEqual([
      ['100.1', '0.5', '0.5', 0.125],
      ['100.2', '0.5', '1.0', 0.25],
      ['101.3', '1', '2.0', 0.5],
    ]);
  });

  it(`${BOOK}: grouping by 1 merges levels before totals are taken`, () => {
    const view = buildOrderBookView(depth, { step: '1', levels: 10 });
    expect(rows(view.bids)).toEqual([
      ['99', '2', '2', 0.5],
      ['98', '2', '4', 1],
    ]);
    expect(rows(view.asks)).toEqual([
      ['101', '1.0', '1.0', 0.25],
      ['102', '1', '2.0', 0.5],
    ]);
  });

  it(`${BOOK} — decision: only the first \`levels\` rows are shown, and the bars scale to what is shown`, () => {
    const view = buildOrderBookView(depth, { step: '0.1', levels: 1 });
    expect(rows(view.bids)).toEqual([['99.9', '1', '1', 1]]);
    expect(rows(view.asks)).toEqual([['100.1', '0.5', '0.5', 0.5]]);
  });

  it(`${BOOK}: an empty book has no rows`, () => {
    expect(buildOrderBookView({ time: 0, bids: [], asks: [] }, { step: '0.01', levels: 20 })).toEqual({ bids: [], asks: [] });
  });

  const arbSide = fc
    .array(fc.record({ price: fc.bigInt({ min: 1n, max: 10n ** 9n }), amount: fc.bigInt({ min: 1n, max: 10n ** 9n }) }), { maxLength: 25 })
    .map((levels) => levels.map((l): [string, string] => [fromScaledBigInt(l.price, 2), fromScaledBigInt(l.amount, 4)]));
  it(`${DIGIT}: the last total of a side is the exact sum of the amounts shown; bars grow away from the spread and end at 1 on the deeper side (property)`, () => {
    fc.assert(
      fc.property(
        arbSide,
        arbSide,
        fc.constantFrom('0.01', '0.1', '1', '10'),
        fc.integer({ min: 1, max: 30 }),
        (bids, asks, step, levels) => {
          const view = buildOrderBookView({ time: 1, bids, asks }, { step, levels });
          for (const side of [view.bids, view.asks]) {
            expect(side.length).toBeLessThanOrEqual(levels);
            const sum = side.reduce<DecimalString>((acc, r) => addDecimal(acc, r.amount), decimal('0'));
            const last = side.at(-1);
            if (last) expect(compareDecimal(last.total, sum)).toBe(0);
            for (let i = 1; i < side.length; i++)
              expect((side[i] as { fraction: number }).fraction).toBeGreaterThanOrEqual((side[i - 1] as { fraction: number }).fraction);
          }
          const ends = [view.bids.at(-1)?.fraction, view.asks.at(-1)?.fraction].filter((f): f is number => f !== undefined);
          if (ends.length > 0) expect(Math.max(...ends)).toBe(1);
        },
      ),
    );
  });
});

describe('resolveSpread', () => {
  it.each([
    { bid: '99.5', ask: '100', out: { value: '0.5', percent: '0.5000' } },
    { bid: '65432.1', ask: '65432.2', out: { value: '0.1', percent: '0.0002' } },
    { bid: '0.0000123456', ask: '0.0000123457', out: { value: '0.0000000001', percent: '0.0008' } },
    { bid: undefined, ask: '100', out: null },
    { bid: '100', ask: undefined, out: null },
    { bid: '1', ask: '0', out: null },
  ])(`${BOOK}: spread of $bid / $ask`, ({ bid, ask, out }) => {
    expect(resolveSpread(bid, ask)).toEqual(out);
  });
});
