import { z } from 'zod';
import { isDecimalString, isPositive, type DecimalString } from '@ex/domain';

/**
 * The one schema of every amount, price and quantity a client sends (issue 10 "Order amounts accept
 * ' 1', '.5', '5.', '00001' … The contract must take canonical decimal strings only (§5)").
 *
 * Canonical, as {@link isDecimalString} defines it: digits with at most one point and at least one
 * digit on each side of it, no leading zeros except the single `0` before a point, no whitespace,
 * no `+`, no exponent, no grouping; a leading `-` only where the field says negatives are meaningful
 * (and never `-0`). Trailing fractional zeros are kept (`1.50` is what the user typed). The §5 amount
 * input already writes this form on blur; the server refuses everything else instead of guessing.
 */

/** Which values a decimal field takes: above zero (prices, quantities), zero or above, or either sign. */
export type DecimalSign = 'positive' | 'non-negative' | 'signed';

/** Digits the ledger keeps: at most 24 before the point and 18 after it. */
export const DECIMAL_INPUT_LIMITS = { integerDigits: 24, fractionDigits: 18 } as const;

function digitsOf(s: string): { integer: number; fraction: number } {
  const unsigned = s.startsWith('-') ? s.slice(1) : s;
  const dot = unsigned.indexOf('.');
  return dot < 0 ? { integer: unsigned.length, fraction: 0 } : { integer: dot, fraction: unsigned.length - dot - 1 };
}

/**
 * True when `s` is what {@link canonicalDecimal} accepts for `sign`.
 * @example isCanonicalDecimalInput('0.5') === true
 * @example isCanonicalDecimalInput('.5') === false
 * @example isCanonicalDecimalInput('-1', 'signed') === true
 * @example isCanonicalDecimalInput('0', 'positive') === false
 */
export function isCanonicalDecimalInput(s: unknown, sign: DecimalSign = 'positive'): s is DecimalString {
  if (!isDecimalString(s)) return false;
  const { integer, fraction } = digitsOf(s);
  if (integer > DECIMAL_INPUT_LIMITS.integerDigits || fraction > DECIMAL_INPUT_LIMITS.fractionDigits) return false;
  if (sign === 'positive') return isPositive(s);
  return sign === 'signed' || !s.startsWith('-');
}

/**
 * A decimal-string field of a request body, named `field` in every message (the API's 400 names it
 * too, through the path). Refuses numbers (binary floats), non-canonical text, more digits
 * than {@link DECIMAL_INPUT_LIMITS}, and values outside `sign` (default: above zero).
 * @example z.object({ quantity: canonicalDecimal('quantity') }).parse({ quantity: '0.010' }) // { quantity: '0.010' }
 * @example canonicalDecimal('price').safeParse('5.').success === false
 */
export function canonicalDecimal(field: string, sign: DecimalSign = 'positive') {
  const shape = `${field} must be a decimal string like 0.01, without spaces, signs, leading zeros or a bare point`;
  const negativeAllowed = sign === 'signed';
  return z
    .string(shape)
    .min(1, { message: `${field} is required`, abort: true })
    .refine((s) => isDecimalString(s) && (negativeAllowed || !s.startsWith('-')), { message: shape, abort: true })
    .refine((s) => digitsOf(s).integer <= DECIMAL_INPUT_LIMITS.integerDigits, {
      message: `${field} has more than ${DECIMAL_INPUT_LIMITS.integerDigits} digits before the point`,
      abort: true,
    })
    .refine((s) => digitsOf(s).fraction <= DECIMAL_INPUT_LIMITS.fractionDigits, {
      message: `${field} has more than ${DECIMAL_INPUT_LIMITS.fractionDigits} digits after the point`,
      abort: true,
    })
    .refine((s) => sign !== 'positive' || isPositive(s as DecimalString), `${field} must be above 0`)
    .transform((s) => s as DecimalString);
}
