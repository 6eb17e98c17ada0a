import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveSecurityKeys } from './keys';
import { open, seal } from './secret-box';

describe('deriveSecurityKeys', () => {
  it('derives distinct 32-byte keys, the same for the same master', () => {
    const master = randomBytes(32);
    const keys = deriveSecurityKeys(master);
    expect(keys.csrfKey).toHaveLength(32);
    expect(keys.totpKey).toHaveLength(32);
    expect(keys.csrfKey.equals(keys.totpKey)).toBe(false);
    expect(keys.csrfKey.equals(master)).toBe(false);
    expect(deriveSecurityKeys(Buffer.from(master)).totpKey.equals(keys.totpKey)).toBe(true);
  });
});

describe('seal / open (AES-256-GCM)', () => {
  const key = deriveSecurityKeys(randomBytes(32)).totpKey;

  it('round-trips, with a fresh IV each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:1');
    const b = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:1');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another context, another key, or a changed ciphertext', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:1');
    expect(() => open(key, sealed, 'totp:2')).toThrow();
    expect(() => open(deriveSecurityKeys(randomBytes(32)).totpKey, sealed, 'totp:1')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => open(key, [parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), 'totp:1')).toThrow();
    expect(() => open(key, 'v0.a.b.c', 'totp:1')).toThrow(/format/);
  });
});
