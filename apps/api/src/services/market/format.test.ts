import { describe, expect, it } from 'vitest';
import { DEMO_ASSETS } from '@ex/db';
import { changePercent, formatScaled, magnitudeOf, pricePrecisionOf, quantityPrecisionOf, roundDiv } from './format';

describe('decimal strings from integers (no float artefacts)', () => {
  const CASES: [number | bigint, number, string][] = [
    [972501, 1, '97250.1'],
    [5, 3, '0.005'],
    [0, 2, '0.00'],
    [-125, 2, '-1.25'],
    [30, 2, '0.30'],
    [221400, 10, '0.0000221400'],
    [123, 0, '123'],
    [9_007_199_254_740_993n, 8, '90071992.54740993'],
  ];
  it.each(CASES)('formatScaled(%s, %s) = %s', (units, places, expected) => {
    expect(formatScaled(units, places)).toBe(expected);
  });

  it('0.1 + 0.2 in ticks prints 0.30, not 0.30000000000000004', () => {
    expect(formatScaled(10 + 20, 2)).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  const CHANGES: [number, number, string][] = [
    [110, 100, '10.00'],
    [90, 100, '-10.00'],
    [2, 3, '-33.33'],
    [100_005, 100_000, '0.01'], // 0.005 % rounds half away from zero
    [99_995, 100_000, '-0.01'],
    [99_999, 100_000, '0.00'], // never "-0.00"
    [5, 0, '0.00'],
  ];
  it.each(CHANGES)('changePercent(%s, %s) = %s', (last, open, expected) => {
    expect(changePercent(last, open)).toBe(expected);
  });

  it('roundDiv rounds half up', () => {
    expect(roundDiv(7n, 2n)).toBe(4n);
    expect(roundDiv(5n, 3n)).toBe(2n);
    expect(roundDiv(4n, 3n)).toBe(1n);
  });
});

describe('precision from the DEMO_ASSETS reference price', () => {
  const CASES: [string, number, number, number][] = [
    // reference, floor(log10), price decimals (6 significant digits, ≥ 1), quantity decimals (a unit ≈ 0.01–0.1 USD)
    ['97250.12', 4, 1, 6],
    ['3412.58', 3, 2, 5],
    ['183.27', 2, 3, 4],
    ['20.35', 1, 4, 3],
    ['2.31', 0, 5, 2],
    ['1', 0, 5, 2],
    ['0.3215', -1, 6, 1],
    ['0.00002214', -5, 10, 0],
  ];
  it.each(CASES)('%s: magnitude %s, price %s decimals, quantity %s decimals', (reference, magnitude, price, quantity) => {
    expect(magnitudeOf(reference)).toBe(magnitude);
    expect(pricePrecisionOf(reference)).toBe(price);
    expect(quantityPrecisionOf(reference)).toBe(quantity);
  });

  it('every demo asset gets a precision with 5–6 significant price digits', () => {
    for (const [, , reference] of DEMO_ASSETS) {
      const ticks = Number(reference) * 10 ** pricePrecisionOf(reference);
      expect(ticks, reference).toBeGreaterThanOrEqual(99_999);
      expect(ticks, reference).toBeLessThan(10_000_000);
    }
  });
});
