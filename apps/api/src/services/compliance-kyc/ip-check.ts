import type { IpCheckBody, IpCheckResult } from '@ex/contracts';
import type { UserRow } from '@ex/db';
import {
  IP_GATE_DEFAULT_URL,
  IP_GATE_RESULT,
  countryAlpha2FromNumeric,
  decideIpGateCheck,
  resolveGateDialog,
  type IpCheckType,
} from '@ex/domain';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/failure';
import { lookupCountry } from '../geo/geo';
import { changeGateState } from './gate-state';
import { signComplianceToken, verifyComplianceToken } from './token';

/**
 * §4.9 home compliance gate, server side: POST …/ip-penetration/check. The countries of the IPs the
 * browser reported are compared with the request's country and the account's (see resolveIpGate).
 * The user's gate state is kept in the database (gate-state.ts, issue 10); every answer also carries
 * it as a fresh signed token the browser sends back, which can raise that state but never lower it.
 */

/** Short English texts; the web shows its own ipqs.* translations (§8 "wording not shown"). */
const TEXTS = {
  travel: {
    title: 'Dear user',
    content:
      "You are accessing our services from outside your account's country. If you use a VPN or proxy, please turn it off and reload the page.",
    button: 'Accept',
  },
  vpn: {
    title: 'Dear user',
    content: 'We noticed that you are accessing our services through a VPN or proxy. Please turn it off and reload the page.',
    button: 'Accept',
  },
  upgrade: {
    title: 'Dear user',
    content: 'To keep using all of our services from your current location, please upgrade your identity verification.',
    button: 'Upgrade now',
  },
  detection: {
    title: 'Dear user',
    content:
      'We have repeatedly detected access through a VPN or proxy. To keep using your account, please upgrade your identity verification.',
    button: 'Upgrade now',
  },
} as const;

const MAX_STUNS = 16;
const MAX_STUN_URL = 256;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * §7 "stuns (stun list base64-encoded)": base64 of a JSON array of STUN URLs. The list is only
 * validated: the IPs are the browser's word either way, so which servers it asked proves nothing.
 * @throws the 400 naming `stuns` when it is not that.
 */
export function parseStunList(raw: string): string[] {
  const refuse = () => invalidInput([{ field: 'stuns', message: 'stuns must be the base64 of a JSON array of STUN URLs' }]);
  const text = raw.trim();
  if (!BASE64.test(text) || text.length % 4 !== 0) throw refuse();
  let list: unknown;
  try {
    list = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(list) || list.length > MAX_STUNS) throw refuse();
  if (!list.every((url): url is string => typeof url === 'string' && /^stuns?:/i.test(url) && url.length <= MAX_STUN_URL)) throw refuse();
  return list;
}

export interface IpCheckRequest {
  readonly user: UserRow;
  readonly body: IpCheckBody;
  /** The request's country (visitorCountry), ISO alpha-2 or ''. */
  readonly requestCountry: string;
}

export async function runIpCheck(deps: AppDeps, request: IpCheckRequest): Promise<IpCheckResult> {
  const { user, body } = request;
  const type = body.type as IpCheckType;
  if (type === 1 && body.stuns !== undefined && body.stuns.trim() !== '') parseStunList(body.stuns);
  const nowMs = deps.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const verified = verifyComplianceToken(deps.secrets.complianceKey, body.token, user.uid, nowSeconds);
  if (verified.rejected !== null && verified.rejected !== 'expired') {
    // The reason only: never the token.
    deps.logger.warn({ uid: user.uid, reason: verified.rejected }, 'compliance token ignored');
  }
  const reportedCountries = type === 1 ? (body.ips ?? []).map(lookupCountry) : [];
  // Issue 10: the stored state decides; the token can only raise it (decideIpGateCheck).
  const decision = await changeGateState(deps.db, user.uid, nowMs, (stored) =>
    decideIpGateCheck({
      uid: user.uid,
      nowSeconds,
      enabled: deps.ipGate?.enabled !== false,
      type,
      accountCountry: countryAlpha2FromNumeric(user.country),
      requestCountry: request.requestCountry,
      reportedCountries,
      stored,
      token: verified.payload,
    }),
  );
  // Countries and the result only: the reported IPs are personal data and stay out of the log.
  deps.logger.info(
    { uid: user.uid, type, result: decision.result, country: request.requestCountry, vpn_count: decision.next.limit.value },
    'ip gate check',
  );
  return { ...presentation(decision.result), token: signComplianceToken(deps.secrets.complianceKey, decision.next) };
}

function presentation(result: number): Omit<IpCheckResult, 'token'> {
  const dialog = resolveGateDialog(result);
  switch (dialog) {
    case 'vpn':
      return { result, ...(result === IP_GATE_RESULT.travel ? TEXTS.travel : TEXTS.vpn), url: '', closable: 1 };
    case 'upgrade':
      return { result, ...TEXTS.upgrade, url: IP_GATE_DEFAULT_URL, closable: 1 };
    case 'detection':
      // §4.9 "4: detection notice (cannot be closed)": its only way out is the upgrade.
      return { result, ...TEXTS.detection, url: IP_GATE_DEFAULT_URL, closable: 0 };
    case null:
      return { result, title: '', content: '', button: '', url: '', closable: 1 };
  }
}
