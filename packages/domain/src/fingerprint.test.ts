import { describe, expect, it } from 'vitest';
import {
  FINGERPRINT,
  canAutoRefresh,
  errorMarkedFingerprint,
  fingerprintId,
  isFingerprintShape,
  resolveFingerprintState,
  storedFingerprint,
} from './fingerprint';

const ISSUED_S = 0x6744f3c0; // 2024-11-25T22:04:16Z
const DIGEST = '0123456789abcdef0123456789abcdef';
const ID = `6744f3c0${DIGEST}`;
/** UTF-8 to base64 without Node or DOM APIs (this package has neither). */
function base64(text: string): string {
  const bytes = [...new TextEncoder().encode(text)];
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    out +=
      abc[(n >> 18) & 63]! +
      abc[(n >> 12) & 63]! +
      (i + 1 < bytes.length ? abc[(n >> 6) & 63]! : '=') +
      (i + 2 < bytes.length ? abc[n & 63]! : '=');
  }
  return out;
}

describe('fingerprint id shape (§5 "valid only if it is 40 characters, begins with 8 hex characters and is not an error-marked value")', () => {
  it.each([
    ['a server-issued id', ID, true],
    ['39 characters', ID.slice(0, 39), false],
    ['41 characters', `${ID}0`, false],
    ['a non-hex time part', `6744f3cz${DIGEST}`, false],
    ['upper-case hex (the server issues lower case)', ID.toUpperCase(), false],
    ['an error-marked value', errorMarkedFingerprint('boom', base64), false],
    ['missing', undefined, false],
  ])('%s → %s', (_label, value, valid) => {
    expect(isFingerprintShape(value)).toBe(valid);
  });

  it('builds the id from the issue time in seconds and the digest', () => {
    expect(fingerprintId(ISSUED_S * 1000 + 999, DIGEST)).toBe(ID);
    expect(fingerprintId(15 * 1000, DIGEST)).toBe(`0000000f${DIGEST}`);
    expect(fingerprintId(ISSUED_S * 1000, DIGEST)).toHaveLength(FINGERPRINT.idLength);
    expect(() => fingerprintId(ISSUED_S * 1000, 'xyz')).toThrow(RangeError);
    expect(() => fingerprintId(-1000, DIGEST)).toThrow(RangeError);
  });
});

describe('validity (§4.17 "Valid for 86400 s from the timestamp encoded in its first 8 hex characters")', () => {
  const issuedMs = ISSUED_S * 1000;
  it.each([
    ['just issued', issuedMs, 'valid'],
    ['one second before a day', issuedMs + 86_399_000, 'valid'],
    ['exactly a day later', issuedMs + 86_400_000, 'expired'],
    ['a week later', issuedMs + 7 * 86_400_000, 'expired'],
    ['issued a few seconds ahead of this clock', issuedMs - 5_000, 'valid'],
    ['issued an hour in the future', issuedMs - 3_600_000, 'invalid'],
  ])('%s → %s', (_label, now, kind) => {
    expect(resolveFingerprintState(ID, now).kind).toBe(kind);
  });

  it('reports when a valid id expires, and treats an error-marked value as invalid (§4.17)', () => {
    expect(resolveFingerprintState(ID, issuedMs)).toEqual({ kind: 'valid', expiresAtMs: issuedMs + 86_400_000 });
    expect(resolveFingerprintState(errorMarkedFingerprint('x', base64), issuedMs)).toEqual({ kind: 'invalid' });
  });
});

describe('refresh chain and storage (§9 "stored value first 60 characters, max 3 refreshes")', () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [10, false],
  ])('after %i refreshes the page may refresh again: %s', (n, may) => {
    expect(canAutoRefresh(n)).toBe(may);
  });

  it('stores at most 60 characters; a failure stores ERROR_ + base64 of at most 1024 characters (§8)', () => {
    expect(storedFingerprint(ID)).toBe(ID);
    expect(storedFingerprint('y'.repeat(100))).toHaveLength(60);
    expect(errorMarkedFingerprint('timeout', base64)).toBe('ERROR_dGltZW91dA==');
    let encoded = '';
    errorMarkedFingerprint('é'.repeat(5000), (s) => ((encoded = s), base64(s)));
    expect(encoded).toHaveLength(1024);
    expect(errorMarkedFingerprint('é'.repeat(5000), base64)).toHaveLength(60);
  });
});
