import type { ComplianceTokenPayload } from '../compliance/compliance-token';

// Shared by the compliance-token and gate-state test files: §4.9 labels and a payload builder.
export const REUSE = '§4.9 "A stored token is reused if it belongs to the same uid and is unexpired"';
export const RESULT1 = '§4.9 "result value 1 gives the result-2 prompt"';
export const LIMIT = '§4.9 "limit reached and unexpired gives the result-4 prompt"';
export const OTHERWISE = '§4.9 "otherwise it is cleared and a new check runs"';

export const NOW = 1_768_478_400; // 2026-01-15T12:00:00Z
export const UID = 10000001;

/** A payload of UID with nothing open, overridden part by part: result [value, valid_period], limit [value, limit_times, valid_period]. */
export function gatePayload(
  over: { uid?: number; result?: [number, number]; limit?: [number, number, number] } = {},
): ComplianceTokenPayload {
  const [rv, rp] = over.result ?? [0, 0];
  const [lv, lt, lp] = over.limit ?? [0, 3, 0];
  return { uid: over.uid ?? UID, result: { value: rv, valid_period: rp }, limit: { value: lv, limit_times: lt, valid_period: lp } };
}
