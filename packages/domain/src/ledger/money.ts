import {
  addDecimal,
  compareDecimal,
  decimal,
  divideDecimal,
  formatDecimal,
  fromScaledBigInt,
  multiplyDecimal,
  normaliseDecimal,
  type DecimalString,
} from '../decimal';

/**
 * Scales of the paper-trading ledger (issue 5 "Simulated trading ledger"). Sums, differences and
 * products of prices and quantities are kept exact; only values that need a division or a rate are
 * rounded, each with an explicit rule:
 * - quote-currency (USDT) amounts — fees, margin, PnL — to {@link QUOTE_SCALE} decimals;
 * - computed prices — average entry, liquidation estimate — to {@link PRICE_SCALE} decimals.
 * Results are written in their shortest form (`normaliseDecimal`).
 */
export const QUOTE_SCALE = 8;
export const PRICE_SCALE = 12;

export const ZERO: DecimalString = decimal('0');

/**
 * −1, 0 or 1 as the value is negative, zero or positive.
 * @example signOf(decimal('-0.00000001')) === -1
 */
export function signOf(d: DecimalString): -1 | 0 | 1 {
  return compareDecimal(d, ZERO);
}

/** @example isPositive(decimal('0.00000001')) === true */
export function isPositive(d: DecimalString): boolean {
  return signOf(d) > 0;
}

/**
 * The smaller of two values (by value; the first when equal).
 * @example minDecimal(decimal('1.50'), decimal('1.5')) === '1.50'
 */
export function minDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return compareDecimal(b, a) < 0 ? b : a;
}

/**
 * The larger of two values (by value; the first when equal).
 * @example maxDecimal(decimal('0.1'), decimal('0.10000000001')) === '0.10000000001'
 */
export function maxDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return compareDecimal(b, a) > 0 ? b : a;
}

/**
 * The value with its sign flipped (zero comes out as `0`).
 * @example negateDecimal(decimal('-2.5')) === '2.5'
 * @example negateDecimal(decimal('0.00')) === '0'
 */
export function negateDecimal(d: DecimalString): DecimalString {
  if (signOf(d) === 0) return normaliseDecimal(d);
  return (d.startsWith('-') ? d.slice(1) : `-${d}`) as DecimalString;
}

/**
 * Rounds towards +∞ to `scale` decimals, in the shortest form: what the ledger charges (fees, margin)
 * is never less than the exact amount.
 * @example ceilDecimal(decimal('0.000000001'), 8) === '0.00000001'
 * @example ceilDecimal(decimal('1.5'), 0) === '2'
 * @example ceilDecimal(decimal('-1.5'), 0) === '-1'
 * @example ceilDecimal(decimal('2.50'), 1) === '2.5'
 */
export function ceilDecimal(d: DecimalString, scale: number): DecimalString {
  const down = formatDecimal(d, scale, 'down');
  // 'down' truncates towards zero, which already is the ceiling of a negative value.
  if (compareDecimal(down, d) === 0 || signOf(d) < 0) return normaliseDecimal(down);
  return normaliseDecimal(addDecimal(down, fromScaledBigInt(1n, scale)));
}

/**
 * a ÷ b for a ≥ 0 and b > 0, rounded up to `scale` decimals, in the shortest form.
 * @throws RangeError when b is zero.
 * @example ceilDivide(decimal('10'), decimal('3'), 2) === '3.34'
 * @example ceilDivide(decimal('9'), decimal('3'), 2) === '3'
 */
export function ceilDivide(a: DecimalString, b: DecimalString, scale: number): DecimalString {
  const down = divideDecimal(a, b, scale, 'down');
  if (compareDecimal(multiplyDecimal(down, b), a) === 0) return normaliseDecimal(down);
  return normaliseDecimal(addDecimal(down, fromScaledBigInt(1n, scale)));
}

/**
 * Rounds half-up (ties away from zero) to `scale` decimals, in the shortest form.
 * @example roundDecimal(decimal('-0.000000005'), 8) === '-0.00000001'
 * @example roundDecimal(decimal('1.20000000'), 8) === '1.2'
 */
export function roundDecimal(d: DecimalString, scale: number): DecimalString {
  return normaliseDecimal(formatDecimal(d, scale, 'half-up'));
}

/**
 * The number of decimals written (`1.50` has 2, `3` has 0): what a symbol's precision limits.
 * @example decimalPlaces(decimal('0.00000001')) === 8
 */
export function decimalPlaces(d: DecimalString): number {
  const dot = d.indexOf('.');
  return dot < 0 ? 0 : d.length - dot - 1;
}
