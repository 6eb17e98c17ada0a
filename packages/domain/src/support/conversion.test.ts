import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { conversionPrecision, convertAmount, type ConversionUnit } from './conversion';

const BTC: ConversionUnit = { kind: 'crypto', code: 'BTC', usdPrice: decimal('60000') };
const SHIB: ConversionUnit = { kind: 'crypto', code: 'SHIB', usdPrice: decimal('0.00001234') };
const USDT: ConversionUnit = { kind: 'crypto', code: 'USDT', usdPrice: decimal('1') };
const EUR: ConversionUnit = { kind: 'fiat', code: 'EUR', perUsd: decimal('0.9') };
const TRY: ConversionUnit = { kind: 'fiat', code: 'TRY', perUsd: decimal('34.5') };
const USD: ConversionUnit = { kind: 'fiat', code: 'USD', perUsd: decimal('1') };
const DEAD: ConversionUnit = { kind: 'crypto', code: 'DEAD', usdPrice: decimal('0') };

describe('convertAmount (issue 15 "/converter: live rates between any listed crypto and fiat")', () => {
  it.each<[string, string, ConversionUnit, ConversionUnit, string | null]>([
    ['crypto → fiat', '2', BTC, EUR, '108000'],
    ['fiat → crypto (the other way round)', '108000', EUR, BTC, '2'],
    ['fiat → fiat through USD', '100', EUR, TRY, '3833.333333333333333333'],
    ['crypto → crypto', '1', BTC, USDT, '60000'],
    ['a tiny price keeps its digits', '1000000', SHIB, USD, '12.34'],
    ['a fraction of a coin', '0.00000001', BTC, USD, '0.0006'],
    ['zero converts to zero', '0', BTC, EUR, '0'],
    ['no quote without a price', '1', DEAD, USD, null],
    ['no quote into a coin without a price', '1', USD, DEAD, null],
  ])('%s', (_name, amount, from, to, expected) => {
    expect(convertAmount(decimal(amount), from, to)).toBe(expected);
  });
});

describe('conversionPrecision (amounts worth about a hundredth of a cent)', () => {
  it.each<[string, ConversionUnit, number]>([
    ['a fiat has cents', EUR, 2],
    ['bitcoin down to the satoshi', BTC, 8],
    ['a dollar coin', USDT, 4],
    ['a sub-cent token never goes below 2', SHIB, 2],
    ['ether', { kind: 'crypto', code: 'ETH', usdPrice: decimal('3412.58') }, 7],
    ['no price: the most digits', DEAD, 8],
  ])('%s', (_name, unit, expected) => {
    expect(conversionPrecision(unit)).toBe(expected);
  });
});
