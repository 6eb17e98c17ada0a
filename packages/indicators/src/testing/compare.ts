/**
 * Comparison helpers for the tests (not exported from the package). A failure lists the first
 * mismatching bars with both values, so a broken indicator is diagnosable from the test output.
 */

/**
 * Values equal within `tolerance · max(|expected|, 1)`: relative, with an absolute floor near zero. Both NaN counts as equal.
 *
 * @example
 * close(100.00001, 100, 1e-6); // true
 */
export function close(actual: number, expected: number, tolerance: number): boolean {
  if (Number.isNaN(actual) || Number.isNaN(expected)) return Number.isNaN(actual) && Number.isNaN(expected);
  return Math.abs(actual - expected) <= tolerance * Math.max(Math.abs(expected), 1);
}

/**
 * Bars `from … end` where `actual[i]` and `expected[i]` differ beyond `tolerance` (see {@link close}).
 * `expected` may be shorter or longer; only common bars are compared, and a length difference is reported.
 *
 * @example
 * expect(mismatches(ours, reference, 1e-9)).toEqual([]);
 */
export function mismatches(actual: ArrayLike<number>, expected: ArrayLike<number>, tolerance: number, from = 0): string[] {
  const out: string[] = [];
  if (actual.length !== expected.length) out.push(`length ${actual.length} vs ${expected.length}`);
  const end = Math.min(actual.length, expected.length);
  for (let i = from; i < end && out.length < 5; i++) {
    const a = actual[i]!;
    const e = expected[i]!;
    if (!close(a, e, tolerance)) out.push(`bar ${i}: got ${a}, expected ${e}`);
  }
  return out;
}

/**
 * Right-aligns a reference library's output (which omits warm-up bars) to `n` bars, NaN in front.
 *
 * @example
 * alignRight([6, 9], 4); // [NaN, NaN, 6, 9]
 */
export function alignRight(values: readonly (number | undefined)[], n: number): Float64Array {
  const out = new Float64Array(n).fill(Number.NaN);
  const offset = n - values.length;
  values.forEach((v, i) => {
    out[offset + i] = v ?? Number.NaN;
  });
  return out;
}

/**
 * Number of bars after which an EMA seed's weight `(1 − k)^i` is below `weight`.
 *
 * @example
 * barsUntilSeedWeightBelow(2 / 13, 1e-10); // 138 for EMA(12)
 */
export function barsUntilSeedWeightBelow(k: number, weight: number): number {
  return k >= 1 ? 0 : Math.ceil(Math.log(weight) / Math.log(1 - k));
}
