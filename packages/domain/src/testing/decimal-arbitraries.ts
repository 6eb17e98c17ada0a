import fc from 'fast-check';
import { decimal, fromScaledBigInt, type DecimalRounding, type DecimalString } from '../decimal';

// Shared by the decimal test files: spec labels, an independent rational oracle and fast-check arbitraries.
export const NO_FLOAT = 'issue 5 "Use decimal arithmetic (no binary floating point) for money anywhere in the ledger and the order form"';
export const EXACT = `${NO_FLOAT} — exact`;
export const FORM = `${NO_FLOAT} — decision: canonical form (no leading zeros, trailing fraction zeros kept, no negative zero)`;
export const ROUND = `${NO_FLOAT} — decision: half-up rounds ties away from zero, down truncates towards zero`;

/** Independent oracle: a decimal string read as the rational units / 10^scale. */
export function rational(s: string): { n: bigint; d: bigint } {
  const neg = s.startsWith('-');
  const [i = '', f = ''] = (neg ? s.slice(1) : s).split('.');
  const n = BigInt(i + f);
  return { n: neg ? -n : n, d: 10n ** BigInt(f.length) };
}
/** Sign of (x − y) for two rationals with positive denominators. */
export function cmpRational(x: { n: bigint; d: bigint }, y: { n: bigint; d: bigint }): number {
  const l = x.n * y.d;
  const r = y.n * x.d;
  return l < r ? -1 : l > r ? 1 : 0;
}
export const absB = (n: bigint): bigint => (n < 0n ? -n : n);

export const d = decimal;

// Decimals of any sign, up to 40 integer digits and 20 fraction digits, with and without trailing zeros.
export const arbDecimal: fc.Arbitrary<DecimalString> = fc
  .record({ units: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), scale: fc.integer({ min: 0, max: 20 }) })
  .map(({ units, scale }) => fromScaledBigInt(units, scale));
export const arbSmall: fc.Arbitrary<DecimalString> = fc
  .record({ units: fc.bigInt({ min: -100_000n, max: 100_000n }), scale: fc.integer({ min: 0, max: 4 }) })
  .map(({ units, scale }) => fromScaledBigInt(units, scale));
export const arbDecimalOrSmall = fc.oneof(arbDecimal, arbSmall);
export const arbRounding = fc.constantFrom<DecimalRounding>('half-up', 'down');
