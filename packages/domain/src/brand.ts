/**
 * Branded (nominal) types. A brand exists only at compile time: it stops a plain number
 * (or a value in the wrong unit) from being passed where, say, milliseconds are expected.
 */
export type Brand<T, B extends string> = T & { readonly __brand: B };

/** A duration or instant in milliseconds. */
export type Ms = Brand<number, 'Ms'>;
/** A duration in seconds (cookie max-age and server "valid_period" values are in seconds). */
export type Seconds = Brand<number, 'Seconds'>;

/** The raw numeric KYC codes of §3 (0, 5, 2, 1, 4, 3 in rank order). */
export type KycCodeValue = 0 | 5 | 2 | 1 | 4 | 3;
/** A KYC code known to be one of the §3 values. */
export type KycCode = Brand<KycCodeValue, 'KycCode'>;
/** Position of a KYC code in the real order of levels: 0 (level 0) … 5 (company). */
export type KycRank = Brand<0 | 1 | 2 | 3 | 4 | 5, 'KycRank'>;

// Brands are only sound when the raw value is a real number; NaN/Infinity would poison arithmetic.
function assertFinite(n: number, what: string): void {
  if (!Number.isFinite(n)) throw new RangeError(`${what} must be a finite number, got ${String(n)}`);
}

/**
 * Brands a finite number as milliseconds.
 * @throws RangeError when `n` is NaN or infinite.
 * @example ms(1500) // 1500 as Ms
 */
export function ms(n: number): Ms {
  assertFinite(n, 'ms');
  return n as Ms;
}

/**
 * Brands a finite number as seconds.
 * @throws RangeError when `n` is NaN or infinite.
 * @example seconds(7200) // §9 compliance skip marker
 */
export function seconds(n: number): Seconds {
  assertFinite(n, 'seconds');
  return n as Seconds;
}

/**
 * Converts seconds to milliseconds.
 * @example secondsToMs(seconds(604800)) === 604800000 // §9 referral cookie, 7 days
 */
export function secondsToMs(s: Seconds): Ms {
  return ms(s * 1000);
}
