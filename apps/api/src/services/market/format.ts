/**
 * Exact decimal strings for the simulated market. Prices are integer ticks (price × 10^precision)
 * and amounts integer units (amount × 10^quantity precision), so formatting is string work on
 * integers: no binary-float artefacts such as 0.30000000000000004.
 */

/**
 * An integer count of 10^-places as a decimal string with exactly `places` decimals.
 * @example formatScaled(972501, 1) === '97250.1'
 * @example formatScaled(5, 3) === '0.005'
 * @example formatScaled(-125, 2) === '-1.25'
 */
export function formatScaled(units: number | bigint, places: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * floor(log10(x)) of a positive decimal string, read from its digits.
 * @example magnitudeOf('97250.12') === 4
 * @example magnitudeOf('0.00002214') === -5
 */
export function magnitudeOf(reference: string): number {
  const [whole = '', fraction = ''] = reference.split('.');
  const integer = whole.replace(/^0+/, '');
  if (integer !== '') return integer.length - 1;
  const zeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  return zeros === fraction.length ? 0 : -(zeros + 1);
}

/**
 * Price decimals: six significant digits of the reference price, at least one decimal.
 * @example pricePrecisionOf('97250.12') === 1
 * @example pricePrecisionOf('0.3215') === 6
 * @example pricePrecisionOf('0.00002214') === 10
 */
export function pricePrecisionOf(reference: string): number {
  return Math.max(1, 5 - magnitudeOf(reference));
}

/**
 * Quantity decimals: one unit is worth about 0.01 to 0.1 USD at the reference price (0 to 8 decimals).
 * @example quantityPrecisionOf('97250.12') === 6
 * @example quantityPrecisionOf('0.3215') === 1
 * @example quantityPrecisionOf('0.00002214') === 0
 */
export function quantityPrecisionOf(reference: string): number {
  return Math.min(8, Math.max(0, magnitudeOf(reference) + 2));
}

/**
 * (last − open) / open in percent, two decimals, rounded half away from zero; "0.00" when open is 0.
 * @example changePercent(110, 100) === '10.00'
 * @example changePercent(99_999, 100_000) === '0.00'
 * @example changePercent(2, 3) === '-33.33'
 */
export function changePercent(last: number | bigint, open: number | bigint): string {
  const o = BigInt(open);
  if (o <= 0n) return '0.00';
  const diff = (BigInt(last) - o) * 10_000n;
  const magnitude = ((diff < 0n ? -diff : diff) * 2n + o) / (2n * o);
  return formatScaled(diff < 0n && magnitude > 0n ? -magnitude : magnitude, 2);
}

/**
 * Rounds `numerator / denominator` half away from zero to an integer (both non-negative).
 * @example roundDiv(7n, 2n) === 4n
 */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (2n * denominator);
}
