import { describe, expect, it } from 'vitest';
import { IndicatorInputError } from './input-error';
import { boll, createBollState, resolveBollParams } from './boll-calculation';
import { createEmaState, ema, resolveEmaParams } from './ema-calculation';
import { createKdjState, kdj, resolveKdjParams } from './kdj-calculation';
import { createMaState, ma, resolveMaParams } from './ma-calculation';
import { createMacdState, macd, resolveMacdParams } from './macd-calculation';
import { createRsiState, resolveRsiParams, rsi } from './rsi-calculation';
import { createTdSequentialState, resolveTdSequentialParams, tdSequential } from './td-sequential-calculation';
import { createVolState, resolveVolParams, vol } from './vol-calculation';
import { randomWalkSeries } from './testing/random-walk';
import type { OhlcvSeries } from './series';

const KDJ = '§5 "KDJ periods: integer 1 to 2000."';
const MACD_FS = '§5 "MACD fast and slow: 1 to 2000"';
const MACD_SIGNAL = '§5 "signal: 1 to 50."';
const SOURCE = '§5 "MACD source: one of open, high, low, close, hl2, hlc3, ohlc4."';
const NEVER_NAN = 'issue 5 "Anything else is a clear error, never NaN on the chart."';
const OTHERS = 'issue 5 brief: BOLL/RSI/MA/EMA/VOL periods are integers 1–2000 (our extension of §5)';

const series = randomWalkSeries(50, 1);

type Case = { spec: string; field: string; allowed: string; call: () => unknown };

// Every rejected value: wrong range, fractional, wrong type, NaN, missing where required.
const rejected: Case[] = [
  ...[0, 2001, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '9', null].flatMap((v) => [
    { spec: KDJ, field: 'kdj.n', allowed: 'an integer from 1 to 2000', call: () => resolveKdjParams({ n: v as number }) },
    { spec: KDJ, field: 'kdj.m1', allowed: 'an integer from 1 to 2000', call: () => resolveKdjParams({ m1: v as number }) },
    { spec: KDJ, field: 'kdj.m2', allowed: 'an integer from 1 to 2000', call: () => resolveKdjParams({ m2: v as number }) },
    { spec: MACD_FS, field: 'macd.fast', allowed: 'an integer from 1 to 2000', call: () => resolveMacdParams({ fast: v as number }) },
    { spec: MACD_FS, field: 'macd.slow', allowed: 'an integer from 1 to 2000', call: () => resolveMacdParams({ slow: v as number }) },
    { spec: OTHERS, field: 'ma.period', allowed: 'an integer from 1 to 2000', call: () => resolveMaParams({ period: v as number }) },
    { spec: OTHERS, field: 'ema.period', allowed: 'an integer from 1 to 2000', call: () => resolveEmaParams({ period: v as number }) },
    { spec: OTHERS, field: 'boll.period', allowed: 'an integer from 1 to 2000', call: () => resolveBollParams({ period: v as number }) },
    { spec: OTHERS, field: 'rsi.period', allowed: 'an integer from 1 to 2000', call: () => resolveRsiParams({ period: v as number }) },
    { spec: OTHERS, field: 'vol.period', allowed: 'an integer from 1 to 2000', call: () => resolveVolParams({ period: v as number }) },
  ]),
  ...[0, 51, 9.5, -9, Number.NaN, '9'].map((v) => ({
    spec: MACD_SIGNAL,
    field: 'macd.signal',
    allowed: 'an integer from 1 to 50',
    call: () => resolveMacdParams({ signal: v as number }),
  })),
  ...['Close', 'HL2', 'typical', '', 'volume', 3].flatMap((v) =>
    (['macd', 'ma', 'ema', 'boll', 'rsi'] as const).map((name) => ({
      spec: SOURCE,
      field: `${name}.source`,
      allowed: 'one of open, high, low, close, hl2, hlc3, ohlc4',
      call: () =>
        ({
          macd: () => resolveMacdParams({ source: v as 'close' }),
          ma: () => resolveMaParams({ period: 5, source: v as 'close' }),
          ema: () => resolveEmaParams({ period: 5, source: v as 'close' }),
          boll: () => resolveBollParams({ source: v as 'close' }),
          rsi: () => resolveRsiParams({ source: v as 'close' }),
        })[name](),
    })),
  ),
  ...[0, -2, 100.5, Number.NaN, Number.POSITIVE_INFINITY, '2'].map((v) => ({
    spec: 'issue 5 brief: BOLL (period, multiplier), multiplier in (0, 100]',
    field: 'boll.multiplier',
    allowed: 'a number greater than 0 and at most 100',
    call: () => resolveBollParams({ multiplier: v as number }),
  })),
  {
    spec: 'issue 5 "Two seedings"',
    field: 'macd.seeding',
    allowed: 'one of first-bar, talib',
    call: () => resolveMacdParams({ seeding: 'sma' as 'talib' }),
  },
  {
    spec: 'issue 5 "Two seedings"',
    field: 'ema.seeding',
    allowed: 'one of first-bar, talib',
    call: () => resolveEmaParams({ period: 3, seeding: 'tv' as 'talib' }),
  },
  {
    spec: 'issue 5 "Name any other definition you support."',
    field: 'kdj.definition',
    allowed: 'one of exchange, sma',
    call: () => resolveKdjParams({ definition: 'tdx' as 'sma' }),
  },
  {
    spec: '§9 "an option to show only 9 and 13"',
    field: 'td.onlyNineAndThirteen',
    allowed: 'true or false',
    call: () => resolveTdSequentialParams({ onlyNineAndThirteen: 1 as unknown as boolean }),
  },
  { spec: OTHERS, field: 'ma.period', allowed: 'an integer from 1 to 2000', call: () => resolveMaParams({} as { period: number }) },
];

describe('parameter validation', () => {
  it.each(rejected)('$spec: $field rejects a bad value', ({ field, allowed, call }) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IndicatorInputError);
    const e = error as IndicatorInputError;
    expect(e.field).toBe(field);
    expect(e.allowed).toBe(allowed);
    expect(e.message).toContain(field);
    expect(e.message).toContain(allowed);
  });

  const accepted = [
    { spec: KDJ, call: () => resolveKdjParams({ n: 1, m1: 2000, m2: 1 }), expected: { n: 1, m1: 2000, m2: 1, definition: 'exchange' } },
    { spec: '§9 "KDJ defaults 9, 3, 3."', call: () => resolveKdjParams(), expected: { n: 9, m1: 3, m2: 3, definition: 'exchange' } },
    {
      spec: MACD_FS,
      call: () => resolveMacdParams({ fast: 1, slow: 2000, signal: 50 }),
      expected: { fast: 1, slow: 2000, signal: 50, source: 'close', seeding: 'first-bar' },
    },
    {
      spec: '§9 "MACD defaults 12, 26, 9."',
      call: () => resolveMacdParams(),
      expected: { fast: 12, slow: 26, signal: 9, source: 'close', seeding: 'first-bar' },
    },
    {
      spec: SOURCE,
      call: () => resolveMacdParams({ source: 'ohlc4', signal: 1 }),
      expected: { fast: 12, slow: 26, signal: 1, source: 'ohlc4', seeding: 'first-bar' },
    },
    {
      spec: OTHERS,
      call: () => resolveBollParams({ period: 2000, multiplier: 100 }),
      expected: { period: 2000, multiplier: 100, source: 'close' },
    },
    { spec: OTHERS, call: () => resolveRsiParams({ period: 1, source: 'hlc3' }), expected: { period: 1, source: 'hlc3' } },
  ];
  it.each(accepted)('$spec: accepts the bounds and fills defaults', ({ call, expected }) => {
    expect(call()).toEqual(expected);
  });
});

describe('batch functions and live indicators validate before computing', () => {
  const calls = [
    { name: 'macd', call: () => macd(series, { signal: 0 }), field: 'macd.signal' },
    { name: 'kdj', call: () => kdj(series, { n: 0 }), field: 'kdj.n' },
    { name: 'ma', call: () => ma(series, { period: 0 }), field: 'ma.period' },
    { name: 'ema', call: () => ema(series, { period: 2001 }), field: 'ema.period' },
    { name: 'boll', call: () => boll(series, { multiplier: -1 }), field: 'boll.multiplier' },
    { name: 'rsi', call: () => rsi(series, { period: 0 }), field: 'rsi.period' },
    { name: 'vol', call: () => vol(series, { period: 1.5 }), field: 'vol.period' },
    { name: 'td', call: () => tdSequential(series, { onlyNineAndThirteen: 'yes' as unknown as boolean }), field: 'td.onlyNineAndThirteen' },
    { name: 'createMacdState', call: () => createMacdState({ fast: 0 }), field: 'macd.fast' },
    { name: 'createKdjState', call: () => createKdjState({ m2: 2001 }), field: 'kdj.m2' },
    { name: 'createMaState', call: () => createMaState({ period: -3 }), field: 'ma.period' },
    { name: 'createEmaState', call: () => createEmaState({ period: 0 }), field: 'ema.period' },
    { name: 'createBollState', call: () => createBollState({ period: 0 }), field: 'boll.period' },
    { name: 'createRsiState', call: () => createRsiState({ source: 'mid' as 'close' }), field: 'rsi.source' },
    { name: 'createVolState', call: () => createVolState({ period: 0 }), field: 'vol.period' },
    {
      name: 'createTdSequentialState',
      call: () => createTdSequentialState({ onlyNineAndThirteen: null as unknown as boolean }),
      field: 'td.onlyNineAndThirteen',
    },
  ];
  it.each(calls)(`${NEVER_NAN}: $name throws IndicatorInputError for $field`, ({ call, field }) => {
    expect(call).toThrow(IndicatorInputError);
    expect(call).toThrow(field);
  });

  const ragged: { spec: string; series: unknown; field: string }[] = [
    { spec: NEVER_NAN, series: { ...series, low: series.low.subarray(1) }, field: 'series.low' },
    { spec: NEVER_NAN, series: { ...series, volume: Array.from(series.volume) }, field: 'series.volume' },
    { spec: NEVER_NAN, series: { ...series, open: [1, 2] }, field: 'series.open' },
    { spec: NEVER_NAN, series: null, field: 'series' },
  ];
  it.each(ragged)('$spec: a malformed series is rejected ($field)', ({ series: bad, field }) => {
    for (const f of [
      () => macd(bad as OhlcvSeries),
      () => kdj(bad as OhlcvSeries),
      () => tdSequential(bad as OhlcvSeries),
      () => vol(bad as OhlcvSeries),
    ]) {
      expect(f).toThrow(IndicatorInputError);
      expect(f).toThrow(field);
    }
  });

  it(`${NEVER_NAN}: a live bar with a non-finite field is rejected and leaves the state untouched`, () => {
    const bar = { open: 10, high: 11, low: 9, close: 10, volume: 5 };
    const live = createMacdState({ fast: 2, slow: 3, signal: 2 });
    live.push(bar);
    const before = live.push({ ...bar, close: 12 });
    expect(() => live.update({ ...bar, close: Number.NaN })).toThrow('bar.close');
    expect(() => live.push({ ...bar, close: Number.POSITIVE_INFINITY })).toThrow(IndicatorInputError);
    expect(live.length).toBe(2);
    expect(live.update({ ...bar, close: 12 })).toEqual(before);
    expect(() => createKdjState().push({ ...bar, low: Number.NaN })).toThrow('bar.low');
    expect(() => createVolState().push({ ...bar, volume: Number.NaN })).toThrow('bar.volume');
    expect(() => createTdSequentialState().push({ ...bar, high: Number.NEGATIVE_INFINITY })).toThrow('bar.high');
  });

  it('issue 5 "updates the last bar, or appends one": update() before any push() is an error, not a silent append', () => {
    expect(() => createMacdState().update({ open: 1, high: 1, low: 1, close: 1, volume: 1 })).toThrow('push() a bar first');
  });
});
