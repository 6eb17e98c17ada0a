import { describe, expect, it } from 'vitest';
import { divDecimal, formatDecimal, mulDecimal, parseDecimal, trimDecimal } from './decimal';

describe('fixed-point decimals', () => {
  it('adds and multiplies without float artefacts', () => {
    const sum = parseDecimal('0.1') + parseDecimal('0.2');
    expect(formatDecimal(sum, 2)).toBe('0.30');
    expect(formatDecimal(mulDecimal(parseDecimal('0.35'), parseDecimal('97250.12')), 4)).toBe('34037.5420');
  });

  it('rounds half away from zero', () => {
    expect(formatDecimal(parseDecimal('2.345'), 2)).toBe('2.35');
    expect(formatDecimal(parseDecimal('2.344999'), 2)).toBe('2.34');
    expect(formatDecimal(parseDecimal('-2.345'), 2)).toBe('-2.35');
    expect(formatDecimal(parseDecimal('-0.001'), 2)).toBe('0.00');
    expect(formatDecimal(parseDecimal('0.000000005'), 8)).toBe('0.00000001');
  });

  it('divides, and treats division by zero as 0', () => {
    expect(formatDecimal(divDecimal(parseDecimal('62827.168'), parseDecimal('97250.12')), 8)).toBe('0.64603692');
    expect(divDecimal(parseDecimal('1'), 0n)).toBe(0n);
  });

  it('rejects non-decimals and trims trailing zeros', () => {
    expect(() => parseDecimal('1e5')).toThrow();
    expect(trimDecimal('8.500')).toBe('8.5');
    expect(trimDecimal('3.000')).toBe('3');
    expect(trimDecimal('100')).toBe('100');
  });
});
