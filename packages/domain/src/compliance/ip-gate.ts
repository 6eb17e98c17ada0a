import type { ComplianceTokenReuse } from './compliance-token';

/**
 * §4.9 home compliance gate: which result a check answers and which dialog a result opens.
 * Results: 0 or 3 VPN notice, 2 upgrade-verification prompt, 4 detection notice (cannot be closed),
 * 1 nothing to show.
 */

export const IP_GATE_RESULT = { travel: 0, none: 1, upgrade: 2, vpn: 3, detection: 4 } as const;

/** §4.9 "goes to the given url (default the KYC page /myaccount/kyc3_v1)". */
export const IP_GATE_DEFAULT_URL = '/myaccount/kyc3_v1';

/** 1: the browser reports its IPs; 2: show the upgrade prompt; 3: the user confirmed the upgrade. */
export type IpCheckType = 1 | 2 | 3;

export interface IpGateInput {
  readonly type: IpCheckType;
  /** The account's country, ISO alpha-2 ('' unknown). */
  readonly accountCountry: string;
  /** The request's country (CDN header or GeoIP), ISO alpha-2 ('' unknown). */
  readonly requestCountry: string;
  /** Countries of the public IPs the browser reported (STUN server-reflexive candidates); '' entries are ignored. */
  readonly reportedCountries: readonly string[];
  /** What the user's stored state (and verified token) says (§4.9 token reuse). */
  readonly reuse: ComplianceTokenReuse;
  /** VPN notices already counted in the unexpired window (0 without one). */
  readonly vpnCount: number;
  /** The window's detection threshold (limit_times). */
  readonly limitTimes: number;
}

export interface IpGateDecision {
  readonly result: number;
  /** This check adds one VPN notice to the token's window. */
  readonly countsAsVpn: boolean;
}

/**
 * The full decision, including whether the check counts towards the detection limit.
 * - Types 2 and 3 answer 2 (the prompt, and its confirmation carrying the url).
 * - Type 1 with reuse 'detection' → 4 without a new comparison; with 'upgrade-prompt' → 2, but the
 *   comparison still runs and a VPN notice still counts (and answers 4 when it reaches the limit).
 * - Type 1, fresh check: 3 when a reported public IP is in another country than the request (a VPN or
 *   proxy hides the real address); else 0 when the request's country differs from the account's (travel,
 *   or a VPN exit both paths share); else 1. Unknown countries never count as a difference.
 * - A VPN notice (0 or 3) that brings the count to limitTimes becomes 4 at once.
 * @example resolveIpGate({ type: 1, accountCountry: 'GB', requestCountry: 'GB', reportedCountries: ['US'], reuse: 'check', vpnCount: 0, limitTimes: 3 })
 *   // { result: 3, countsAsVpn: true }
 */
export function resolveIpGate(input: IpGateInput): IpGateDecision {
  if (input.type !== 1) return { result: IP_GATE_RESULT.upgrade, countsAsVpn: false };
  if (input.reuse === 'detection') return { result: IP_GATE_RESULT.detection, countsAsVpn: false };
  const request = input.requestCountry;
  const hidden = request !== '' && input.reportedCountries.some((country) => country !== '' && country !== request);
  const abroad = request !== '' && input.accountCountry !== '' && input.accountCountry !== request;
  const vpn = hidden ? IP_GATE_RESULT.vpn : abroad ? IP_GATE_RESULT.travel : null;
  // The upgrade reminder replaces the VPN notice but not its counting: confirming the upgrade once
  // must not keep a VPN user below the detection limit for as long as they keep confirming.
  const shown = input.reuse === 'upgrade-prompt' ? IP_GATE_RESULT.upgrade : vpn;
  if (vpn === null) return { result: shown ?? IP_GATE_RESULT.none, countsAsVpn: false };
  const reached = input.vpnCount + 1 >= input.limitTimes;
  return { result: reached ? IP_GATE_RESULT.detection : (shown ?? vpn), countsAsVpn: true };
}

/**
 * The result number of {@link resolveIpGate}.
 * @example resolveIpGateResult({ type: 2, accountCountry: '', requestCountry: '', reportedCountries: [], reuse: 'check', vpnCount: 0, limitTimes: 3 }) === 2
 */
export function resolveIpGateResult(input: IpGateInput): number {
  return resolveIpGate(input).result;
}

export type IpGateDialog = 'vpn' | 'upgrade' | 'detection';

/**
 * §4.9 "0 or 3: VPN notice; 2: upgrade-verification prompt; 4: detection notice". Anything else
 * (1, unknown numbers, a failed check) shows nothing.
 * @example resolveGateDialog(3) === 'vpn'
 * @example resolveGateDialog(1) === null
 */
export function resolveGateDialog(result: unknown): IpGateDialog | null {
  switch (result) {
    case 0:
    case 3:
      return 'vpn';
    case 2:
      return 'upgrade';
    case 4:
      return 'detection';
    default:
      return null;
  }
}
