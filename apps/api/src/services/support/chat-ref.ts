import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * §4.7 "shortlink=group with a "to" value … a streamer-to-customer-service chat with an encrypted
 * id" (docs/spec-decisions.md "Support chat"): `to` is the streamer's uid sealed with AES-256-GCM
 * under the deployment's chat key — 12-byte nonce, the uid as 8 bytes, 16-byte tag, base64url (48
 * characters). Links cannot be forged or pointed at another account, and do not reveal the uid.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('ex/chat-streamer-ref/v1');

/** @example encryptStreamerRef(key, 10000042) // 'q2Vb…' (48 characters, different each call) */
export function encryptStreamerRef(key: Buffer, uid: number): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(AAD);
  const plain = Buffer.alloc(8);
  plain.writeBigUInt64BE(BigInt(uid));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The uid sealed in `ref`, or null when it was not made with this key (tampered, truncated, foreign). */
export function decryptStreamerRef(key: Buffer, ref: string): number | null {
  if (!/^[A-Za-z0-9_-]+$/.test(ref)) return null;
  const bytes = Buffer.from(ref, 'base64url');
  if (bytes.length !== NONCE_BYTES + 8 + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES + 8));
    const plain = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, NONCE_BYTES + 8)), decipher.final()]);
    const uid = Number(plain.readBigUInt64BE());
    return Number.isSafeInteger(uid) && uid > 0 ? uid : null;
  } catch {
    return null;
  }
}
