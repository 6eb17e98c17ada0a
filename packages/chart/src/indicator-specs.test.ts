import { IndicatorInputError } from '@ex/indicators';
import { describe, expect, it } from 'vitest';
import { INDICATOR_SPECS, INDICATOR_TYPES, indicatorConfig, indicatorTitle, validateIndicatorInputs } from './indicator-specs';
import type { IndicatorType } from './indicator-specs';

describe('validateIndicatorInputs (§5 "Indicator inputs")', () => {
  it.each([
    // §5 "KDJ periods: integer 1 to 2000"
    ['KDJ', { n: 1, m1: 2000, m2: 3 }, { n: 1, m1: 2000, m2: 3, definition: 'exchange' }],
    ['KDJ', {}, { n: 9, m1: 3, m2: 3, definition: 'exchange' }],
    // §5 "MACD fast and slow: 1 to 2000; signal: 1 to 50"
    ['MACD', { fast: 1, slow: 2000, signal: 50 }, { fast: 1, slow: 2000, signal: 50, source: 'close', seeding: 'first-bar' }],
    ['MACD', {}, { fast: 12, slow: 26, signal: 9, source: 'close', seeding: 'first-bar' }],
    // §5 "MACD source: one of open, high, low, close, hl2, hlc3, ohlc4"
    ['MACD', { source: 'ohlc4' }, { fast: 12, slow: 26, signal: 9, source: 'ohlc4', seeding: 'first-bar' }],
    ['MA', {}, { period: 7, source: 'close' }],
    ['EMA', { period: 99 }, { period: 99, source: 'close', seeding: 'first-bar' }],
    ['BOLL', {}, { period: 20, multiplier: 2, source: 'close' }],
    ['RSI', {}, { period: 14, source: 'close' }],
    ['VOL', {}, { period: 5 }],
    ['TD', {}, { onlyNineAndThirteen: false }],
    ['TD', { onlyNineAndThirteen: true }, { onlyNineAndThirteen: true }],
  ] as const)('%s %j → %j', (type, inputs, expected) => {
    expect(validateIndicatorInputs(type, inputs)).toEqual(expected);
  });

  it.each([
    ['KDJ', { n: 0 }, 'kdj.n must be an integer from 1 to 2000; received 0'],
    ['KDJ', { m1: 2001 }, 'kdj.m1 must be an integer from 1 to 2000; received 2001'],
    ['KDJ', { m2: 1.5 }, 'kdj.m2 must be an integer from 1 to 2000; received 1.5'],
    ['MACD', { fast: 0 }, 'macd.fast must be an integer from 1 to 2000; received 0'],
    ['MACD', { slow: 2001 }, 'macd.slow must be an integer from 1 to 2000; received 2001'],
    ['MACD', { signal: 51 }, 'macd.signal must be an integer from 1 to 50; received 51'],
    ['MACD', { signal: '9' }, 'macd.signal must be an integer from 1 to 50; received "9"'],
    ['MACD', { source: 'vwap' }, 'macd.source must be one of open, high, low, close, hl2, hlc3, ohlc4; received "vwap"'],
    ['MACD', { fastt: 3 }, 'macd.fastt must be not an input of MACD (inputs: fast, slow, signal, source, seeding); received 3'],
    ['MA', { period: null }, 'ma.period must be an integer from 1 to 2000; received null'],
    ['TD', { onlyNineAndThirteen: 'yes' }, 'td.onlyNineAndThirteen must be true or false; received "yes"'],
    ['RSI', [], 'rsi.inputs must be an object of inputs; received a value of type array'],
  ] as const)('%s %j throws "%s"', (type, inputs, message) => {
    expect(() => validateIndicatorInputs(type, inputs)).toThrow(IndicatorInputError);
    expect(() => validateIndicatorInputs(type, inputs)).toThrow(message);
  });
});

describe('INDICATOR_SPECS', () => {
  it('puts oscillators in their own pane and overlays on the candles', () => {
    const panes = Object.fromEntries(INDICATOR_TYPES.map((t) => [t, INDICATOR_SPECS[t].pane]));
    expect(panes).toEqual({ MA: 'main', EMA: 'main', BOLL: 'main', RSI: 'own', VOL: 'own', MACD: 'own', KDJ: 'own', TD: 'main' });
  });

  it('TD has no plots (it draws markers)', () => {
    expect(INDICATOR_SPECS.TD.plots).toEqual([]);
  });

  it('every default validates', () => {
    for (const type of INDICATOR_TYPES) expect(() => validateIndicatorInputs(type as IndicatorType, {})).not.toThrow();
  });
});

describe('indicatorConfig and indicatorTitle', () => {
  it('builds a validated config', () => {
    expect(indicatorConfig('k', 'KDJ')).toEqual({ id: 'k', type: 'KDJ', inputs: { n: 9, m1: 3, m2: 3, definition: 'exchange' } });
  });

  it.each([
    ['x', 'SAR', {}, 'indicator.type must be one of MA, EMA, BOLL, RSI, VOL, MACD, KDJ, TD; received "SAR"'],
    ['', 'MA', {}, 'indicator.id must be a string of 1 to 64 characters; received ""'],
    ['x'.repeat(65), 'MA', {}, 'indicator.id must be a string of 1 to 64 characters'],
  ])('rejects id %j type %j', (id, type, inputs, message) => {
    expect(() => indicatorConfig(id, type, inputs)).toThrow(message);
  });

  it.each([
    ['MACD', {}, 'MACD(12, 26, 9)'],
    ['KDJ', {}, 'KDJ(9, 3, 3)'],
    ['BOLL', {}, 'BOLL(20, 2)'],
    ['MA', { period: 25 }, 'MA(25)'],
    ['TD', {}, 'TD'],
    ['TD', { onlyNineAndThirteen: true }, 'TD(9/13)'],
  ] as const)('%s %j is titled %s', (type, inputs, title) => {
    expect(indicatorTitle(indicatorConfig('i', type, inputs))).toBe(title);
  });
});
