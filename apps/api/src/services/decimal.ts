/**
 * Fixed-point decimal arithmetic on BigInt with 18 fractional digits, for money totals without float
 * artefacts. Inputs are the decimal strings PostgreSQL returns for `numeric`.
 */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** @example parseDecimal('1.5') === 1_500_000_000_000_000_000n */
export function parseDecimal(text: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign ? -value : value;
}

/** Product, truncated at 18 fractional digits. */
export function mulDecimal(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

/** Quotient, truncated at 18 fractional digits; 0 when dividing by 0. */
export function divDecimal(a: bigint, b: bigint): bigint {
  return b === 0n ? 0n : (a * ONE) / b;
}

/**
 * Rounds half away from zero to `places` digits and prints exactly that many.
 * @example formatDecimal(parseDecimal('2.345'), 2) === '2.35'
 */
export function formatDecimal(value: bigint, places: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(SCALE - places);
  const rounded = (abs + unit / 2n) / unit;
  const digits = rounded.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${fraction}`;
}

/**
 * A `numeric` string without trailing fractional zeros.
 * @example trimDecimal('8.500') === '8.5'; trimDecimal('3.000') === '3'
 */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
