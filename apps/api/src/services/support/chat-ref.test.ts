import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptStreamerRef, encryptStreamerRef } from './chat-ref';

// §4.7 "shortlink=group with a "to" value … a streamer-to-customer-service chat with an encrypted id".
describe('the encrypted streamer id of a group link', () => {
  const key = randomBytes(32);

  it('round-trips the uid, differs on every call and does not show the uid', () => {
    const a = encryptStreamerRef(key, 10000042);
    const b = encryptStreamerRef(key, 10000042);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(a).not.toContain('10000042');
    expect([decryptStreamerRef(key, a), decryptStreamerRef(key, b)]).toEqual([10000042, 10000042]);
  });

  it('refuses a changed character, a shortened id, another deployment’s id and text that is not base64url', () => {
    const ref = encryptStreamerRef(key, 10000042);
    const flipped = `${ref.slice(0, 30)}${ref[30] === 'A' ? 'B' : 'A'}${ref.slice(31)}`;
    expect(decryptStreamerRef(key, flipped)).toBeNull();
    expect(decryptStreamerRef(key, ref.slice(0, 40))).toBeNull();
    expect(decryptStreamerRef(randomBytes(32), ref)).toBeNull();
    expect(decryptStreamerRef(key, `${ref.slice(0, 47)}=`)).toBeNull();
  });
});
