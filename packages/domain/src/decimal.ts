/**
 * Exact decimal arithmetic for money (issue 5: "Use decimal arithmetic (no binary floating point)
 * for money anywhere in the ledger and the order form").
 *
 * A value is a decimal string; internally it is a scaled bigint (`units / 10^scale`), so there is
 * no size limit and no binary rounding: 0.1 + 0.2 is 0.3, and 2^53 + 1 stays 9007199254740993.
 *
 * - {@link DecimalString} is the canonical written form: an optional `-`, an integer part with no
 *   leading zeros (`0` alone is fine), then optionally `.` and at least one digit. Trailing
 *   fractional zeros are kept (`1.50` has scale 2); negative zero is never produced (`-0` is `0`).
 * - Addition, subtraction and multiplication are exact (the result's scale is the larger scale,
 *   respectively the sum of the scales, as in Java's BigDecimal).
 * - Anything that can lose digits (division, formatting to fewer digits, rescaling) takes an
 *   explicit rounding mode: `half-up` (ties away from zero: 1.005 → 1.01, −1.005 → −1.01) or
 *   `down` (towards zero: 1.239 → 1.23, −1.239 → −1.23).
 */
import type { Brand } from './brand';

/** A decimal number in canonical plain notation, e.g. `0`, `-12.5`, `1.50`, `123456789012345678901`. */
export type DecimalString = Brand<string, 'DecimalString'>;

/** How digits beyond the target scale are dropped. `half-up` rounds ties away from zero; `down` truncates towards zero. */
export type DecimalRounding = 'half-up' | 'down';

/** The largest scale (digits after the point) accepted where a scale is asked for. */
export const MAX_DECIMAL_SCALE = 100;

const CANONICAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const NEGATIVE_ZERO = /^-0(?:\.0+)?$/;
// Sign, integer digits, optional point and fraction digits; at least one digit is checked separately.
const LENIENT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface Scaled {
  readonly units: bigint;
  readonly scale: number;
}

const POW10: bigint[] = [];
function pow10(k: number): bigint {
  let p = POW10[k];
  if (p === undefined) {
    p = 10n ** BigInt(k);
    if (k <= MAX_DECIMAL_SCALE * 2) POW10[k] = p;
  }
  return p;
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

function checkScale(scale: number, what: string): void {
  if (!Number.isSafeInteger(scale) || scale < 0 || scale > MAX_DECIMAL_SCALE) {
    throw new RangeError(`${what} must be an integer from 0 to ${MAX_DECIMAL_SCALE}, got ${String(scale)}`);
  }
}

function toScaled(d: DecimalString): Scaled {
  if (!isDecimalString(d)) throw new RangeError(`not a canonical decimal string: ${JSON.stringify(d)}`);
  const dot = d.indexOf('.');
  if (dot < 0) return { units: BigInt(d), scale: 0 };
  return { units: BigInt(d.slice(0, dot) + d.slice(dot + 1)), scale: d.length - dot - 1 };
}

function fromScaled(units: bigint, scale: number): DecimalString {
  const digits = abs(units)
    .toString()
    .padStart(scale + 1, '0');
  const sign = units < 0n ? '-' : '';
  if (scale === 0) return (sign + digits) as DecimalString;
  const cut = digits.length - scale;
  return `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}` as DecimalString;
}

/** n / d rounded to an integer; d is never 0. */
function divRound(n: bigint, d: bigint, rounding: DecimalRounding): bigint {
  const q = n / d; // bigint division truncates towards zero
  const r = n % d;
  if (r === 0n || rounding === 'down') return q;
  if (abs(r) * 2n >= abs(d)) return n < 0n !== d < 0n ? q - 1n : q + 1n;
  return q;
}

function rescale(x: Scaled, scale: number, rounding: DecimalRounding): bigint {
  if (scale >= x.scale) return x.units * pow10(scale - x.scale);
  return divRound(x.units, pow10(x.scale - scale), rounding);
}

/**
 * True for a string in canonical decimal form (see {@link DecimalString}); `-0`, `007`, `.5`, `5.`,
 * `+1`, `1e3` and `1,000` are not canonical.
 * @example isDecimalString('-12.50') === true
 * @example isDecimalString('5.') === false
 */
export function isDecimalString(s: unknown): s is DecimalString {
  return typeof s === 'string' && CANONICAL.test(s) && !NEGATIVE_ZERO.test(s);
}

/**
 * Reads a plain decimal numeral loosely and returns it in canonical form, or null. Accepted: an
 * optional `+`/`-`, digits, an optional single `.`, with at least one digit somewhere (`5.`, `.5`,
 * `007`, `+3`, `-0`). Leading zeros go, trailing fractional zeros stay, a bare trailing point goes,
 * and negative zero becomes `0`. Refused: empty text, `.`, spaces, exponents, grouping commas.
 * @example parseDecimal('007.50') === '7.50'
 * @example parseDecimal('-.5') === '-0.5'
 * @example parseDecimal('-0.00') === '0.00'
 * @example parseDecimal('1e3') === null
 */
export function parseDecimal(raw: string): DecimalString | null {
  const m = LENIENT.exec(raw);
  if (!m) return null;
  const sign = m[1] ?? '';
  const intDigits = m[2] ?? '';
  const fracDigits = m[3] ?? '';
  if (intDigits === '' && fracDigits === '') return null;
  const int = intDigits.replace(/^0+(?=\d)/, '') || '0';
  const body = fracDigits === '' ? int : `${int}.${fracDigits}`;
  const negative = sign === '-' && /[1-9]/.test(body);
  return (negative ? `-${body}` : body) as DecimalString;
}

/**
 * Like {@link parseDecimal} but throws; for constants and trusted input.
 * @throws RangeError when `raw` is not a decimal numeral.
 * @example decimal('0.1') // '0.1' as DecimalString
 */
export function decimal(raw: string): DecimalString {
  const d = parseDecimal(raw);
  if (d === null) throw new RangeError(`not a decimal number: ${JSON.stringify(raw)}`);
  return d;
}

/**
 * The value as an integer count of `10^-scale` units, rounding when `d` has more digits than `scale`.
 * @throws RangeError when `scale` is not an integer from 0 to {@link MAX_DECIMAL_SCALE}.
 * @example toScaledBigInt(decimal('12.345'), 2, 'down') === 1234n
 * @example toScaledBigInt(decimal('12.345'), 2, 'half-up') === 1235n
 * @example toScaledBigInt(decimal('1.5'), 8, 'down') === 150000000n
 */
export function toScaledBigInt(d: DecimalString, scale: number, rounding: DecimalRounding): bigint {
  checkScale(scale, 'scale');
  return rescale(toScaled(d), scale, rounding);
}

/**
 * The decimal written by `units × 10^-scale`, with exactly `scale` fraction digits.
 * @throws RangeError when `scale` is not an integer from 0 to {@link MAX_DECIMAL_SCALE}.
 * @example fromScaledBigInt(-5n, 3) === '-0.005'
 * @example fromScaledBigInt(150000000n, 8) === '1.50000000'
 */
export function fromScaledBigInt(units: bigint, scale: number): DecimalString {
  checkScale(scale, 'scale');
  return fromScaled(units, scale);
}

/**
 * Numeric comparison (scale does not matter: `1.50` equals `1.5`).
 * @returns -1 when a < b, 0 when equal, 1 when a > b.
 * @example compareDecimal(decimal('0.30'), decimal('0.3')) === 0
 * @example compareDecimal(decimal('-2'), decimal('1')) === -1
 */
export function compareDecimal(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  const l = rescale(x, scale, 'down');
  const r = rescale(y, scale, 'down');
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * Exact sum; its scale is the larger of the two.
 * @example addDecimal(decimal('0.1'), decimal('0.2')) === '0.3'
 * @example addDecimal(decimal('1.50'), decimal('1')) === '2.50'
 */
export function addDecimal(a: DecimalString, b: DecimalString): DecimalString {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  return fromScaled(rescale(x, scale, 'down') + rescale(y, scale, 'down'), scale);
}

/**
 * Exact difference a − b; its scale is the larger of the two.
 * @example subtractDecimal(decimal('0.3'), decimal('0.1')) === '0.2'
 * @example subtractDecimal(decimal('1'), decimal('1.00')) === '0.00'
 */
export function subtractDecimal(a: DecimalString, b: DecimalString): DecimalString {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  return fromScaled(rescale(x, scale, 'down') - rescale(y, scale, 'down'), scale);
}

/**
 * Exact product; its scale is the sum of the two scales (use {@link formatDecimal} to round it).
 * @example multiplyDecimal(decimal('1.1'), decimal('1.1')) === '1.21'
 * @example multiplyDecimal(decimal('-0.5'), decimal('0')) === '0.0'
 */
export function multiplyDecimal(a: DecimalString, b: DecimalString): DecimalString {
  const x = toScaled(a);
  const y = toScaled(b);
  return fromScaled(x.units * y.units, x.scale + y.scale);
}

/**
 * Quotient a ÷ b with exactly `scale` fraction digits, rounded as asked.
 * @throws RangeError when b is zero or `scale` is not an integer from 0 to {@link MAX_DECIMAL_SCALE}.
 * @example divideDecimal(decimal('1'), decimal('3'), 8, 'down') === '0.33333333'
 * @example divideDecimal(decimal('2'), decimal('3'), 2, 'half-up') === '0.67'
 * @example divideDecimal(decimal('-1'), decimal('8'), 2, 'half-up') === '-0.13'
 */
export function divideDecimal(a: DecimalString, b: DecimalString, scale: number, rounding: DecimalRounding): DecimalString {
  checkScale(scale, 'scale');
  const x = toScaled(a);
  const y = toScaled(b);
  if (y.units === 0n) throw new RangeError('division by zero');
  // (ux / 10^sx) / (uy / 10^sy) × 10^scale = ux × 10^(sy + scale) / (uy × 10^sx)
  return fromScaled(divRound(x.units * pow10(y.scale + scale), y.units * pow10(x.scale), rounding), scale);
}

/**
 * The value with exactly `precision` fraction digits (zero-padded or rounded as asked). A value
 * that rounds to zero is written without a minus (`-0.004` → `0.00`).
 * @throws RangeError when `precision` is not an integer from 0 to {@link MAX_DECIMAL_SCALE}.
 * @example formatDecimal(decimal('1.005'), 2, 'half-up') === '1.01' // (1.005).toFixed(2) is '1.00'
 * @example formatDecimal(decimal('1.239'), 2, 'down') === '1.23'
 * @example formatDecimal(decimal('7'), 2, 'down') === '7.00'
 */
export function formatDecimal(d: DecimalString, precision: number, rounding: DecimalRounding): DecimalString {
  checkScale(precision, 'precision');
  return fromScaled(rescale(toScaled(d), precision, rounding), precision);
}

/**
 * The shortest form of the same value: trailing fractional zeros and a bare point are dropped,
 * so an integer value comes out in integer form.
 * @example normaliseDecimal(decimal('1.500')) === '1.5'
 * @example normaliseDecimal(decimal('2.00')) === '2'
 * @example normaliseDecimal(decimal('0.0')) === '0'
 */
export function normaliseDecimal(d: DecimalString): DecimalString {
  const x = toScaled(d);
  let { units, scale } = x;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return fromScaled(units, scale);
}
