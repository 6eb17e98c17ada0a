import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { ceilDecimal, ceilDivide, decimalPlaces, maxDecimal, minDecimal, negateDecimal, roundDecimal } from './money';
import { TAKER_FEE_RATES, notionalOf, tradingFee } from './fees';

const NO_FLOAT = 'issue 5 "Use decimal arithmetic (no binary floating point) for money anywhere in the ledger"';
const FEES = 'brief: "fees (e.g. 0.1 % spot taker, 0.05 % futures taker — document)"';
const d = decimal;

describe('rounding helpers', () => {
  const ceilCases: { spec: string; value: string; scale: number; out: string }[] = [
    { spec: `${NO_FLOAT} — decision: charges round up`, value: '0.000000001', scale: 8, out: '0.00000001' },
    { spec: `${NO_FLOAT} — exact values stay`, value: '0.30000000', scale: 8, out: '0.3' },
    { spec: `${NO_FLOAT} — the ceiling of a negative value goes towards zero`, value: '-1.5', scale: 0, out: '-1' },
    { spec: `${NO_FLOAT} — one unit of the last place`, value: '1.000000001', scale: 8, out: '1.00000001' },
    { spec: `${NO_FLOAT} — beyond 2^53`, value: '9007199254740993.000000001', scale: 8, out: '9007199254740993.00000001' },
  ];
  it.each(ceilCases)('ceilDecimal $value to $scale → $out ($spec)', ({ value, scale, out }) => {
    expect(ceilDecimal(d(value), scale)).toBe(out);
  });

  const divideCases: { spec: string; a: string; b: string; out: string }[] = [
    { spec: `${NO_FLOAT} — 10 ÷ 3 rounds up`, a: '10', b: '3', out: '3.33333334' },
    { spec: `${NO_FLOAT} — exact quotient, shortest form`, a: '9', b: '3', out: '3' },
    { spec: `${NO_FLOAT} — tiny notional`, a: '0.00000001', b: '125', out: '0.00000001' },
    { spec: `${NO_FLOAT} — 0.1 + 0.2 style: 0.3 ÷ 0.1`, a: '0.3', b: '0.1', out: '3' },
  ];
  it.each(divideCases)('ceilDivide $a ÷ $b → $out ($spec)', ({ a, b, out }) => {
    expect(ceilDivide(d(a), d(b), 8)).toBe(out);
  });

  it(`${NO_FLOAT}: half-up rounding, min/max by value, negation and decimal places`, () => {
    expect(roundDecimal(d('-0.000000005'), 8)).toBe('-0.00000001');
    expect(roundDecimal(d('0.000000004'), 8)).toBe('0');
    expect(minDecimal(d('1.50'), d('1.5'))).toBe('1.50');
    expect(maxDecimal(d('0.1'), d('0.10000000001'))).toBe('0.10000000001');
    expect(negateDecimal(d('0.00'))).toBe('0');
    expect(negateDecimal(d('-2.5'))).toBe('2.5');
    expect(decimalPlaces(d('0.0000181200'))).toBe(10);
    expect(decimalPlaces(d('3'))).toBe(0);
  });
});

describe('fees', () => {
  it(`${FEES}: 0.1 % spot, 0.05 % futures`, () => {
    expect(TAKER_FEE_RATES).toEqual({ spot: '0.001', futures: '0.0005' });
  });

  const cases: { spec: string; price: string; quantity: string; rate: string; notional: string; fee: string }[] = [
    { spec: FEES, price: '97250.1', quantity: '0.01', rate: '0.001', notional: '972.501', fee: '0.972501' },
    { spec: `${FEES} — futures`, price: '3412.58', quantity: '2', rate: '0.0005', notional: '6825.16', fee: '3.41258' },
    {
      spec: `${FEES} — rounded up to 8 decimals, never free`,
      price: '1',
      quantity: '0.00000001',
      rate: '0.001',
      notional: '0.00000001',
      fee: '0.00000001',
    },
    {
      spec: `${FEES} — a 10-decimal price`,
      price: '0.0000181234',
      quantity: '1000000',
      rate: '0.001',
      notional: '18.1234000000',
      fee: '0.0181234',
    },
    { spec: `${NO_FLOAT} — 0.1 × 0.2 is 0.02 exactly`, price: '0.1', quantity: '0.2', rate: '0.001', notional: '0.02', fee: '0.00002' },
  ];
  it.each(cases)('$price × $quantity → notional $notional, fee $fee ($spec)', ({ price, quantity, rate, notional, fee }) => {
    expect(notionalOf(d(price), d(quantity))).toBe(notional);
    expect(tradingFee(d(price), d(quantity), d(rate))).toBe(fee);
  });
});
