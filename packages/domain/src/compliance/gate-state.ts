import {
  COMPLIANCE_TOKEN_LIMIT_TIMES,
  resolveComplianceTokenReuse,
  resolveNextComplianceToken,
  type ComplianceTokenPayload,
} from './compliance-token';
import { IP_GATE_RESULT, resolveIpGate, type IpCheckType } from './ip-gate';

/**
 * Issue 10 finding 3: the §4.9 gate state (§3 "result {value, valid_period}; limit {value,
 * limit_times, valid_period}") is kept on the server per user. The state the server stored decides;
 * the token the browser sends back is the server's own earlier word and may only raise it (a token
 * issued before the state was stored). A missing, forged, foreign or expired token is null here and
 * changes nothing, so dropping the token can never turn the detection notice (4) back into a
 * closable one.
 */

type LimitPart = ComplianceTokenPayload['limit'];
type ResultPart = ComplianceTokenPayload['result'];

const NO_LIMIT: LimitPart = { value: 0, limit_times: COMPLIANCE_TOKEN_LIMIT_TIMES, valid_period: 0 };
const NO_RESULT: ResultPart = { value: 0, valid_period: 0 };

/** VPN notices left before the detection notice; 0 once reached. */
const remaining = (limit: LimitPart) => Math.max(0, limit.limit_times - limit.value);

/**
 * The stricter limit part: fewer notices left to the limit, then the longer-held window. A fresh
 * window (no part) is a candidate too, so no part allows more notices than starting afresh would.
 */
function stricterLimit(parts: readonly LimitPart[]): LimitPart {
  let best = NO_LIMIT;
  for (const part of parts) {
    if (remaining(part) < remaining(best) || (remaining(part) === remaining(best) && part.valid_period > best.valid_period)) best = part;
  }
  return { ...best };
}

/** The result part that still prompts: value 1 (the upgrade prompt) ending last; else none. */
function stricterResult(parts: readonly ResultPart[]): ResultPart {
  let best: ResultPart | null = null;
  for (const part of parts) {
    if (part.value === 1 && (best === null || part.valid_period > best.valid_period)) best = part;
  }
  return best === null ? { ...NO_RESULT } : { ...best };
}

/**
 * The state a check starts from: per part, the stricter of what is stored for `uid` and what the
 * verified token says, counting only unexpired parts (valid while `now < valid_period`) of `uid`.
 * Neither input can lower the other.
 * @example mergeGateState(stored4, null, uid, now).limit // the stored limit part, reached: still 4
 */
export function mergeGateState(
  stored: ComplianceTokenPayload | null,
  token: ComplianceTokenPayload | null,
  uid: number,
  nowSeconds: number,
): ComplianceTokenPayload {
  const own = [stored, token].filter((p): p is ComplianceTokenPayload => p !== null && p.uid === uid);
  return {
    uid,
    result: stricterResult(own.map((p) => p.result).filter((r) => nowSeconds < r.valid_period)),
    limit: stricterLimit(own.map((p) => p.limit).filter((l) => nowSeconds < l.valid_period)),
  };
}

export interface IpGateCheckInput {
  readonly uid: number;
  readonly nowSeconds: number;
  /** The server's gate switch (COMPLIANCE_GATE); off answers 1 and changes nothing. */
  readonly enabled: boolean;
  readonly type: IpCheckType;
  /** The account's country, ISO alpha-2 ('' unknown). */
  readonly accountCountry: string;
  /** The request's country, ISO alpha-2 ('' unknown). */
  readonly requestCountry: string;
  /** Countries of the public IPs the browser reported ('' unknown). */
  readonly reportedCountries: readonly string[];
  /** The state stored for `uid`, or null when none is. */
  readonly stored: ComplianceTokenPayload | null;
  /** The request's token once verified (signature, uid, expiry), or null. */
  readonly token: ComplianceTokenPayload | null;
}

export interface IpGateCheck {
  readonly result: number;
  /** This check added one VPN notice to the window. */
  readonly countsAsVpn: boolean;
  /** The state to store and to sign into the answer's token. */
  readonly next: ComplianceTokenPayload;
}

/**
 * One §4.9 check against the stored state: the reuse rules ("limit reached and unexpired gives the
 * result-4 prompt", "result value 1 gives the result-2 prompt") apply to the merged state, then
 * {@link resolveIpGate} decides and {@link resolveNextComplianceToken} gives the state to store.
 * @example decideIpGateCheck({ uid: 7, nowSeconds: 100, enabled: true, type: 1, accountCountry: 'GB', requestCountry: 'GB',
 *   reportedCountries: ['GB'], stored: { uid: 7, result: { value: 0, valid_period: 0 }, limit: { value: 3, limit_times: 3, valid_period: 200 } }, token: null }).result === 4
 */
export function decideIpGateCheck(input: IpGateCheckInput): IpGateCheck {
  const { uid, nowSeconds, enabled } = input;
  const state = mergeGateState(input.stored, input.token, uid, nowSeconds);
  const decision = enabled
    ? resolveIpGate({
        type: input.type,
        accountCountry: input.accountCountry,
        requestCountry: input.requestCountry,
        reportedCountries: input.reportedCountries,
        reuse: resolveComplianceTokenReuse(state, uid, nowSeconds),
        vpnCount: state.limit.value,
        limitTimes: state.limit.limit_times,
      })
    : { result: IP_GATE_RESULT.none, countsAsVpn: false };
  const next = resolveNextComplianceToken({
    previous: state,
    uid,
    nowSeconds,
    countsAsVpn: decision.countsAsVpn,
    upgradeConfirmed: enabled && input.type === 3,
  });
  return { ...decision, next };
}
