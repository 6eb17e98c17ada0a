import { describe, expect, it } from 'vitest';
import { chartMenuEntries, priceStartsWithDigit } from './chart-menu';

describe('chartMenuEntries (§5 "quick-order and alert entries appear only when the price starts with a digit and the feature is supported")', () => {
  it.each([
    ['3021.4', true, true, ['quick-order', 'price-alert']],
    ['3021.4', true, false, ['quick-order']],
    ['3021.4', false, true, ['price-alert']],
    ['3021.4', false, false, []],
    ['0.000012', true, true, ['quick-order', 'price-alert']],
    ['64,012.5', true, true, ['quick-order', 'price-alert']],
    [64012.5, true, true, ['quick-order', 'price-alert']],
    ['--', true, true, []],
    ['', true, true, []],
    ['.5', true, true, []],
    ['-1', true, true, []],
    [' 1', true, true, []],
    ['$1', true, true, []],
    ['١٢٣', true, true, []], // Arabic-Indic digits are not ASCII digits
    [Number.NaN, true, true, []],
    [-3, true, true, []],
    [null, true, true, []],
    [undefined, true, true, []],
  ] as const)('price %j, quick order %s, alert %s → %j', (price, quickOrderSupported, alertSupported, expected) => {
    expect(chartMenuEntries({ price, quickOrderSupported, alertSupported })).toEqual(expected);
  });

  it('priceStartsWithDigit tests the first character only', () => {
    expect(priceStartsWithDigit('1abc')).toBe(true);
    expect(priceStartsWithDigit('a1')).toBe(false);
  });
});
