/**
 * The device fingerprint cookie (§3, §4.17, §5, §8, §9): pure rules, the clock is an argument.
 *
 * An id is 40 characters: 8 hex characters of the issue time (Unix seconds), then 32 hex characters
 * the server derives from a hash of browser signals and its secret (no personal data).
 */
export const FINGERPRINT = {
  /** §9 "Fingerprint cookie: 86400 s". */
  validSeconds: 86_400,
  /** §9 "stored value first 60 characters". */
  storedLength: 60,
  /** §4.17 / §9 "at most 3 chained auto-refreshes". */
  maxRefreshes: 3,
  /** §8 "Stores base64 value prefixed ERROR_". */
  errorPrefix: 'ERROR_',
  /** §8 "(up to 1024 characters of message)". */
  errorMessageMax: 1024,
  idLength: 40,
} as const;

const ID_SHAPE = /^[0-9a-f]{8}[0-9a-f]{32}$/;

/**
 * §5 "Fingerprint is valid only if it is 40 characters, begins with 8 hex characters and is not an
 * error-marked value" (the id's second part must be hex too, as the server only issues hex).
 * @example isFingerprintShape('6744f3c0' + 'a'.repeat(32)) === true
 * @example isFingerprintShape('ERROR_Zm9v') === false
 */
export function isFingerprintShape(value: string | undefined): value is string {
  return value !== undefined && !value.startsWith(FINGERPRINT.errorPrefix) && ID_SHAPE.test(value);
}

/**
 * The id for an issue time and the server's 32-hex digest.
 * @example fingerprintId(0x6744f3c0 * 1000, 'ab'.repeat(16)) === '6744f3c0' + 'ab'.repeat(16)
 */
export function fingerprintId(issuedAtMs: number, digestHex: string): string {
  const seconds = Math.floor(issuedAtMs / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > 0xffffffff) throw new RangeError('issue time out of range');
  if (!/^[0-9a-f]{32}$/.test(digestHex)) throw new RangeError('digest must be 32 lower-case hex characters');
  return seconds.toString(16).padStart(8, '0') + digestHex;
}

export type FingerprintState =
  | { readonly kind: 'valid'; readonly expiresAtMs: number }
  | { readonly kind: 'expired' }
  /** Missing, malformed or error-marked (§4.17 "An error-marked value is treated as invalid"). */
  | { readonly kind: 'invalid' };

/**
 * §4.17 "Valid for 86400 s from the timestamp encoded in its first 8 hex characters". An id issued
 * in the future (a skewed clock) is invalid rather than valid for longer than a day.
 * @example resolveFingerprintState('6744f3c0' + 'a'.repeat(32), 0x6744f3c0 * 1000 + 1000) // { kind: 'valid', expiresAtMs: … }
 */
export function resolveFingerprintState(value: string | undefined, nowMs: number): FingerprintState {
  if (!isFingerprintShape(value)) return { kind: 'invalid' };
  const issuedAtMs = parseInt(value.slice(0, 8), 16) * 1000;
  const expiresAtMs = issuedAtMs + FINGERPRINT.validSeconds * 1000;
  if (issuedAtMs > nowMs + 60_000) return { kind: 'invalid' };
  return nowMs < expiresAtMs ? { kind: 'valid', expiresAtMs } : { kind: 'expired' };
}

/**
 * Whether the page may refresh the id once more: §4.17 "at most 3 chained auto-refreshes" (counted
 * per page, from the id it found or obtained first).
 * @example canAutoRefresh(2) === true
 * @example canAutoRefresh(3) === false
 */
export function canAutoRefresh(refreshesSoFar: number): boolean {
  return refreshesSoFar < FINGERPRINT.maxRefreshes;
}

/**
 * What the cookie stores: §9 "stored value first 60 characters".
 * @example storedFingerprint('x'.repeat(80)).length === 60
 */
export function storedFingerprint(value: string): string {
  return value.slice(0, FINGERPRINT.storedLength);
}

/**
 * §8 "Fingerprint failure: stores base64 value prefixed ERROR_ (up to 1024 characters of message)".
 * `toBase64` encodes UTF-8 text (the caller's platform provides it). The result is then cut to the
 * stored length like any value.
 * @example errorMarkedFingerprint('timeout', (s) => btoa(s)) === 'ERROR_dGltZW91dA=='
 */
export function errorMarkedFingerprint(message: string, toBase64: (utf8Text: string) => string): string {
  return storedFingerprint(FINGERPRINT.errorPrefix + toBase64(message.slice(0, FINGERPRINT.errorMessageMax)));
}
