import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDecimal, compareDecimal, decimal, fromScaledBigInt, type DecimalString } from '../decimal';
import { applyDepthFrame, depthStepOptions, groupDepthLevels, stepDecimals, type BookSide } from './depth-book';

const STREAM = 'issue 5 "Streaming": depth is a full 20-level book on subscribe and each tick (no diffs: replace the book)';
const DIGIT = 'issue 5 "it must be correct to the digit"';
const GROUP = 'brief: the order book groups levels by a price step (bids down, asks up), exactly';

type Level = [string, string];
const book = (time: number, bids: Level[] = [], asks: Level[] = []) => ({ symbol: 'BTC_USDT', market: 'spot' as const, time, bids, asks });

describe('applyDepthFrame', () => {
  const shown = book(2000, [['99', '1']], [['101', '1']]);
  const cases: { spec: string; prev: ReturnType<typeof book> | undefined; next: ReturnType<typeof book>; out: 'prev' | 'next' }[] = [
    { spec: `${STREAM}: the first frame is the book`, prev: undefined, next: shown, out: 'next' },
    {
      spec: `${STREAM}: a newer snapshot replaces the whole book (levels gone from it are gone)`,
      prev: shown,
      next: book(3000, [['98', '2']], []),
      out: 'next',
    },
    {
      spec: `${STREAM} — decision: a frame older than the book (a slow poll after a stream update) is dropped`,
      prev: shown,
      next: book(1500, [['97', '5']], []),
      out: 'prev',
    },
    {
      spec: `${STREAM} — decision: the §8 empty fallback (time 0) of one failed poll does not blank the book`,
      prev: shown,
      next: book(0),
      out: 'prev',
    },
    {
      spec: `${STREAM}: the same snapshot again replaces (idempotent)`,
      prev: shown,
      next: book(2000, [['99', '1']], [['101', '1']]),
      out: 'next',
    },
  ];
  it.each(cases)('$spec', ({ prev, next, out }) => {
    expect(applyDepthFrame(prev, next)).toBe(out === 'prev' ? prev : next);
  });
});

describe('depthStepOptions / stepDecimals', () => {
  it.each([
    { precision: 2, count: undefined, out: ['0.01', '0.1', '1', '10'] },
    { precision: 1, count: 3, out: ['0.1', '1', '10'] },
    { precision: 0, count: 4, out: ['1', '10', '100', '1000'] },
    { precision: 10, count: 2, out: ['0.0000000001', '0.000000001'] },
  ])(`${GROUP}: price precision $precision offers $out`, ({ precision, count, out }) => {
    expect(depthStepOptions(precision, count)).toEqual(out);
  });

  it('decision: a count below 1 is refused', () => {
    expect(() => depthStepOptions(2, 0)).toThrow(RangeError);
  });

  it.each([
    ['0.01', 2],
    ['0.1', 1],
    ['1', 0],
    ['10', 0],
    ['0.50', 2],
    ['oops', 0],
  ] as const)('stepDecimals(%s) = %i', (step, out) => {
    expect(stepDecimals(step)).toBe(out);
  });
});

describe('groupDepthLevels', () => {
  const cases: { spec: string; levels: Level[]; step: string; side: BookSide; out: Level[] }[] = [
    {
      spec: `${GROUP}: the tick step keeps every level`,
      levels: [
        ['100.07', '1'],
        ['100.03', '2'],
      ],
      step: '0.01',
      side: 'bids',
      out: [
        ['100.07', '1'],
        ['100.03', '2'],
      ],
    },
    {
      spec: `${GROUP}: bids round down to the step and merge`,
      levels: [
        ['100.07', '1'],
        ['100.03', '2'],
        ['99.98', '0.5'],
      ],
      step: '0.1',
      side: 'bids',
      out: [
        ['100.0', '3'],
        ['99.9', '0.5'],
      ],
    },
    {
      spec: `${GROUP}: asks round up to the step and merge`,
      levels: [
        ['100.01', '1'],
        ['100.09', '2'],
        ['100.10', '4'],
        ['100.11', '0.5'],
      ],
      step: '0.1',
      side: 'asks',
      out: [
        ['100.1', '7'],
        ['100.2', '0.5'],
      ],
    },
    {
      spec: `${GROUP}: a step of 10 groups tens; prices keep the step's decimals (none)`,
      levels: [
        ['65432.1', '0.12'],
        ['65430.0', '0.3'],
        ['65429.9', '1'],
      ],
      step: '10',
      side: 'bids',
      out: [
        ['65430', '0.42'],
        ['65420', '1'],
      ],
    },
    {
      spec: `${GROUP}: a price already on the step stays where it is (asks)`,
      levels: [['65440', '1']],
      step: '10',
      side: 'asks',
      out: [['65440', '1']],
    },
    {
      spec: `${DIGIT}: amounts add exactly (0.1 + 0.2 = 0.3, a float would give 0.30000000000000004)`,
      levels: [
        ['1.01', '0.1'],
        ['1.02', '0.2'],
      ],
      step: '1',
      side: 'bids',
      out: [['1', '0.3']],
    },
    {
      spec: `${DIGIT}: tiny prices (PEPE, 10 decimals) group exactly`,
      levels: [
        ['0.0000123456', '1000000'],
        ['0.0000123499', '2500000'],
      ],
      step: '0.00000001',
      side: 'asks',
      out: [['0.00001235', '3500000']],
    },
    {
      spec: `${GROUP} — decision: unsorted input comes out best first`,
      levels: [
        ['98', '1'],
        ['100', '1'],
        ['99', '1'],
      ],
      step: '1',
      side: 'bids',
      out: [
        ['100', '1'],
        ['99', '1'],
        ['98', '1'],
      ],
    },
    {
      spec: `${GROUP} — decision: zero-amount and unreadable levels are skipped`,
      levels: [
        ['100', '0'],
        ['101', 'x'],
        ['n/a', '1'],
        ['102', '0.000'],
      ],
      step: '1',
      side: 'asks',
      out: [],
    },
    { spec: `${GROUP}: an empty side stays empty`, levels: [], step: '0.1', side: 'asks', out: [] },
  ];
  it.each(cases)('$spec', ({ levels, step, side, out }) => {
    expect(groupDepthLevels(levels, step, side).map((l) => [l.price, l.amount])).toEqual(out);
  });

  it.each(['0', '-1', 'abc', ''])(`${GROUP} — decision: a step of %j is refused`, (step) => {
    expect(() => groupDepthLevels([['1', '1']], step, 'bids')).toThrow(RangeError);
  });

  // Levels as integer units at a price scale, so every generated text is canonical.
  const arbLevels = fc
    .record({
      priceScale: fc.integer({ min: 0, max: 8 }),
      amountScale: fc.integer({ min: 0, max: 8 }),
      units: fc.array(fc.record({ price: fc.bigInt({ min: 1n, max: 10n ** 12n }), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }) }), {
        maxLength: 40,
      }),
    })
    .map(({ priceScale, amountScale, units }) =>
      units.map((u): Level => [fromScaledBigInt(u.price, priceScale), fromScaledBigInt(u.amount, amountScale)]),
    );
  const arbStep = fc
    .record({ units: fc.bigInt({ min: 1n, max: 10_000n }), scale: fc.integer({ min: 0, max: 8 }) })
    .map(({ units, scale }) => fromScaledBigInt(units, scale));
  const arbSide = fc.constantFrom<BookSide>('bids', 'asks');
  const sum = (amounts: readonly string[]) => amounts.reduce<DecimalString>((acc, a) => addDecimal(acc, decimal(a)), decimal('0'));

  it(`${DIGIT}: grouping preserves the side's total amount exactly (property)`, () => {
    fc.assert(
      fc.property(arbLevels, arbStep, arbSide, (levels, step, side) => {
        const grouped = groupDepthLevels(levels, step, side);
        expect(compareDecimal(sum(grouped.map((l) => l.amount)), sum(levels.map((l) => l[1])))).toBe(0);
      }),
    );
  });

  it(`${GROUP}: grouped prices are multiples of the step, strictly ordered best first, never better than a real level (property)`, () => {
    fc.assert(
      fc.property(arbLevels, arbStep, arbSide, (levels, step, side) => {
        const grouped = groupDepthLevels(levels, step, side);
        expect(grouped.length).toBeLessThanOrEqual(levels.length);
        const stepScale = stepDecimals(step);
        for (const [i, level] of grouped.entries()) {
          // A multiple of the step: price ÷ step has no remainder at a common scale.
          const scale = Math.max(stepScale, stepDecimals(level.price));
          const p = BigInt(level.price.replace('.', '')) * 10n ** BigInt(scale - stepDecimals(level.price));
          const s = BigInt(step.replace('.', '')) * 10n ** BigInt(scale - stepScale);
          expect(p % s).toBe(0n);
          const next = grouped[i + 1];
          if (next) expect(compareDecimal(level.price, next.price)).toBe(side === 'bids' ? 1 : -1);
        }
        // Bids round down and asks up: the best grouped bid is at or below the best real bid, the best grouped ask at or above the best real ask.
        const best = grouped[0];
        if (best) {
          const real = levels
            .map((l) => decimal(l[0]))
            .sort((a, b) => compareDecimal(a, b) * (side === 'bids' ? -1 : 1))[0] as DecimalString;
          expect(compareDecimal(best.price, real)).not.toBe(side === 'bids' ? 1 : -1);
        }
      }),
    );
  });
});
