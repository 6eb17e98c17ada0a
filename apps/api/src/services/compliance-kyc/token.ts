import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalComplianceTokenJson, decodeComplianceToken, encodeComplianceToken, type ComplianceTokenPayload } from '@ex/domain';

/**
 * The server's half of the §3 compliance token: the HMAC-SHA256 (key `secrets.complianceKey`) over
 * the canonical JSON. Issue 3: "The server signs the token; a forged or altered token is treated as
 * absent."
 */

function signature(key: Buffer, payload: ComplianceTokenPayload): Buffer {
  return createHmac('sha256', key).update(canonicalComplianceTokenJson(payload)).digest();
}

/** The base64 token carrying `payload` and its signature. */
export function signComplianceToken(key: Buffer, payload: ComplianceTokenPayload): string {
  return encodeComplianceToken(payload, signature(key, payload).toString('hex'));
}

export type TokenRejection = 'malformed' | 'bad signature' | 'other uid' | 'expired';

/**
 * The payload of `raw` when it is well-formed, signed with `key` (constant-time compare), belongs to
 * `uid` and has at least one unexpired part; otherwise the reason it counts as absent.
 */
export function verifyComplianceToken(
  key: Buffer,
  raw: string | undefined,
  uid: number,
  nowSeconds: number,
): { payload: ComplianceTokenPayload; rejected: null } | { payload: null; rejected: TokenRejection | null } {
  if (raw === undefined || raw.trim() === '') return { payload: null, rejected: null };
  const decoded = decodeComplianceToken(raw);
  if (decoded === null) return { payload: null, rejected: 'malformed' };
  const { sig, ...payload } = decoded;
  const given = Buffer.from(sig, 'hex');
  const expected = signature(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { payload: null, rejected: 'bad signature' };
  if (payload.uid !== uid) return { payload: null, rejected: 'other uid' };
  if (nowSeconds >= payload.result.valid_period && nowSeconds >= payload.limit.valid_period) return { payload: null, rejected: 'expired' };
  return { payload, rejected: null };
}
