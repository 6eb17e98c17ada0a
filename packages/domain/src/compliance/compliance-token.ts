/**
 * §3 "Compliance token (base64 JSON): uid; result {value, valid_period}; limit {value, limit_times,
 * valid_period}" and its §4.9 reuse rules. `valid_period` is the unix second until which that part
 * holds (valid while `now < valid_period`). The server signs the token (`sig`, hex HMAC-SHA256 over
 * {@link canonicalComplianceTokenJson}); this module only encodes, decodes and decides — the HMAC
 * lives in the API, so a browser can read its token but never mint one.
 */

export interface ComplianceTokenPayload {
  readonly uid: number;
  /** value 1: the user confirmed the upgrade prompt (type-3 check) and is reminded until valid_period. */
  readonly result: { readonly value: number; readonly valid_period: number };
  /** value: VPN notices counted in the window ending at valid_period; limit_times: the detection threshold. */
  readonly limit: { readonly value: number; readonly limit_times: number; readonly valid_period: number };
}

export interface SignedComplianceToken extends ComplianceTokenPayload {
  /** Lower-case hex HMAC-SHA256 of the canonical JSON of the other fields. */
  readonly sig: string;
}

/** What a stored token means for the gate (§4.9). */
export type ComplianceTokenReuse = 'upgrade-prompt' | 'detection' | 'check';

/** The window of both token parts: "3 within 24 h". */
export const COMPLIANCE_TOKEN_WINDOW_SECONDS = 86_400;
/** VPN notices within the window before the detection notice (result 4). */
export const COMPLIANCE_TOKEN_LIMIT_TIMES = 3;
/** Longest token accepted (the contract's cap on `token`). */
export const COMPLIANCE_TOKEN_MAX_LENGTH = 2048;

const SIG = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The exact bytes the signature covers: the payload's fields in a fixed order, nothing else (extra
 * fields of a decoded token are dropped, so they cannot ride along unsigned).
 * @example canonicalComplianceTokenJson({ uid: 7, result: { value: 0, valid_period: 0 }, limit: { value: 0, limit_times: 3, valid_period: 0 } })
 *   === '{"uid":7,"result":{"value":0,"valid_period":0},"limit":{"value":0,"limit_times":3,"valid_period":0}}'
 */
export function canonicalComplianceTokenJson(payload: ComplianceTokenPayload): string {
  const { uid, result, limit } = payload;
  return JSON.stringify({
    uid,
    result: { value: result.value, valid_period: result.valid_period },
    limit: { value: limit.value, limit_times: limit.limit_times, valid_period: limit.valid_period },
  });
}

/**
 * base64 of the canonical JSON plus `sig`.
 * @example decodeComplianceToken(encodeComplianceToken(payload, sig)) // { ...payload, sig }
 */
export function encodeComplianceToken(payload: ComplianceTokenPayload, sig: string): string {
  const json = `${canonicalComplianceTokenJson(payload).slice(0, -1)},"sig":${JSON.stringify(sig)}}`;
  return utf8ToBase64(json);
}

/**
 * The token's fields, or null for anything malformed (not base64, not JSON, a field missing or not a
 * non-negative integer, uid not positive, limit_times 0, sig not 64 hex digits). Never throws.
 * Standard and URL-safe base64 are both read.
 * @example decodeComplianceToken('not a token') === null
 */
export function decodeComplianceToken(raw: unknown): SignedComplianceToken | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > COMPLIANCE_TOKEN_MAX_LENGTH) return null;
  const text = raw.trim();
  if (!BASE64.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(base64ToUtf8(text));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.result) || !isRecord(parsed.limit)) return null;
  const { uid, sig, result, limit } = parsed;
  const numbers = [uid, result.value, result.valid_period, limit.value, limit.limit_times, limit.valid_period];
  if (!numbers.every(isCount) || typeof sig !== 'string' || !SIG.test(sig)) return null;
  const [u, rv, rp, lv, lt, lp] = numbers as number[];
  if (u === undefined || rv === undefined || rp === undefined || lv === undefined || lt === undefined || lp === undefined) return null;
  if (u < 1 || lt < 1) return null;
  return { uid: u, result: { value: rv, valid_period: rp }, limit: { value: lv, limit_times: lt, valid_period: lp }, sig };
}

/**
 * §4.9 "A stored token is reused if it belongs to the same uid and is unexpired: result value 1 gives
 * the result-2 prompt; limit reached and unexpired gives the result-4 prompt; otherwise it is cleared
 * and a new check runs." `payload` must already be verified (the API checks the signature; the
 * browser passes what the server gave it). When both parts apply, detection wins: it is the notice
 * that cannot be closed, and confirming the upgrade must not lift it.
 * @example resolveComplianceTokenReuse(null, 7, 0) === 'check'
 */
export function resolveComplianceTokenReuse(payload: ComplianceTokenPayload | null, uid: number, nowSeconds: number): ComplianceTokenReuse {
  if (payload === null || uid <= 0 || payload.uid !== uid) return 'check';
  if (isLimitReached(payload, nowSeconds)) return 'detection';
  if (payload.result.value === 1 && nowSeconds < payload.result.valid_period) return 'upgrade-prompt';
  return 'check';
}

/** The VPN count of an unexpired limit part has reached limit_times. */
export function isLimitReached(payload: ComplianceTokenPayload, nowSeconds: number): boolean {
  return nowSeconds < payload.limit.valid_period && payload.limit.value >= payload.limit.limit_times;
}

export interface NextComplianceTokenInput {
  /** The verified token the request carried (same uid), or null. */
  readonly previous: ComplianceTokenPayload | null;
  readonly uid: number;
  readonly nowSeconds: number;
  /** This check counts as one more VPN notice (results 0 and 3, or the one that reached the limit). */
  readonly countsAsVpn: boolean;
  /** The user confirmed the upgrade prompt (a type-3 check). */
  readonly upgradeConfirmed: boolean;
}

/**
 * The payload of the fresh token every check answers with. The limit part keeps its window once
 * opened (the first VPN notice opens a 24 h window; each further one adds 1); the result part is set
 * to value 1 for 24 h by an upgrade confirmation and otherwise carried over while unexpired.
 * @example resolveNextComplianceToken({ previous: null, uid: 7, nowSeconds: 100, countsAsVpn: true, upgradeConfirmed: false })
 *   // { uid: 7, result: { value: 0, valid_period: 0 }, limit: { value: 1, limit_times: 3, valid_period: 86500 } }
 */
export function resolveNextComplianceToken(input: NextComplianceTokenInput): ComplianceTokenPayload {
  const { uid, nowSeconds } = input;
  const previous = input.previous !== null && input.previous.uid === uid ? input.previous : null;
  const openLimit = previous !== null && nowSeconds < previous.limit.valid_period ? previous.limit : null;
  const openResult = previous !== null && nowSeconds < previous.result.valid_period ? previous.result : null;
  const limit = input.countsAsVpn
    ? {
        value: (openLimit?.value ?? 0) + 1,
        limit_times: openLimit?.limit_times ?? COMPLIANCE_TOKEN_LIMIT_TIMES,
        valid_period: openLimit?.valid_period ?? nowSeconds + COMPLIANCE_TOKEN_WINDOW_SECONDS,
      }
    : (openLimit ?? { value: 0, limit_times: COMPLIANCE_TOKEN_LIMIT_TIMES, valid_period: 0 });
  const result = input.upgradeConfirmed
    ? { value: 1, valid_period: nowSeconds + COMPLIANCE_TOKEN_WINDOW_SECONDS }
    : (openResult ?? { value: 0, valid_period: 0 });
  return { uid, result: { ...result }, limit: { ...limit } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on invalid base64 or invalid UTF-8 (the caller catches). */
function base64ToUtf8(text: string): string {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
