import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ERROR_CODES, type ComplianceCheck } from '@ex/contracts';
import {
  isLocale,
  resolveActionRestriction,
  resolveAllowedActions,
  resolveStateCompliance,
  type Action,
  type ActionRestriction,
} from '@ex/sites';
import { currentSession, type AppDeps, type AppEnv } from '../../deps';
import { ApiFailure } from '../../http/failure';
import { requestSite } from '../../http/request-site';
import { visitorCountry } from '../geo/geo';
import { complianceCheck } from './check';
import { createComplianceTablesCache } from './tables';

/** The compliance check of one request: its sub-site, the visitor's country, the session's user. */
export type RequestCheck = (c: Context<AppEnv>) => Promise<ComplianceCheck>;

/**
 * The check of a request is computed once, however many gates ask (the action rule, then the
 * product gate): both decide on the same answer.
 */
export function createRequestCheck(deps: AppDeps): RequestCheck {
  const tables = createComplianceTablesCache(deps.db, deps.now);
  const perRequest = new WeakMap<Context<AppEnv>, Promise<ComplianceCheck>>();
  const compute = async (c: Context<AppEnv>) => {
    const { site } = requestSite(c, deps.hosts);
    const lang = getCookie(c, 'lang');
    const session = await currentSession(c, deps);
    return complianceCheck(await tables.load(), {
      site: site.key,
      ipCountry: visitorCountry(c, deps.trustGeoHeader ?? false),
      user: session?.user ?? null,
      locale: lang !== undefined && isLocale(lang) ? lang : site.defaultLang,
    });
  };
  return (c) => {
    let check = perRequest.get(c);
    if (check === undefined) {
      check = compute(c);
      perRequest.set(c, check);
    }
    return check;
  };
}

/** The refusal message per restriction: the UI shows it as it is (English; the page has its own texts). */
const ACTION_REFUSALS: Record<ActionRestriction, string> = {
  blocked_country:
    'This is not available in your country or region. You can still cancel open orders, close positions and withdraw your assets.',
  country_limited:
    'We have stopped providing this service for you. You can still cancel open orders, close positions and withdraw your assets.',
  withdraw_only: 'Your account is in withdraw-only mode. You can still cancel open orders, close positions and withdraw your assets.',
};

/**
 * Issue 10 "Every state-changing API route refuses what the check refuses": the one allowed-actions
 * rule (`resolveAllowedActions` in @ex/sites, as the browser and proxy.ts read it) over this
 * request's compliance check. Call it before anything is written; a refusal is 403
 * `actionNotAllowed` with the reason. Every money route (deposits, withdrawals, transfers, product
 * subscriptions, convert, P2P, buying crypto) asks it with its action; account upkeep does not.
 *
 * @example await assertActionAllowed(c, check, body.reduce_only ? 'close_position' : 'trade');
 */
export async function assertActionAllowed(c: Context<AppEnv>, check: RequestCheck, action: Action): Promise<void> {
  const answer = await check(c);
  if (resolveAllowedActions(answer).has(action)) return;
  const restriction = resolveActionRestriction(answer);
  const message = restriction === null ? 'This action is not allowed' : ACTION_REFUSALS[restriction];
  throw new ApiFailure(403, { code: ERROR_CODES.actionNotAllowed, message });
}

/**
 * §5 unsupported features, enforced by the API itself (proxy.ts and the pages gate pages; this
 * gates the action): a product the check does not permit to this visitor on this sub-site is
 * refused with 403, whatever page the request came from.
 */
export async function assertFeaturePermitted(c: Context<AppEnv>, deps: AppDeps, check: RequestCheck, path: string): Promise<void> {
  const { site } = requestSite(c, deps.hosts);
  const decision = resolveStateCompliance({ site: site.key, path, check: await check(c) });
  if (decision.kind === 'allow') return;
  throw new ApiFailure(403, { code: ERROR_CODES.forbidden, message: 'This product is not available to you on this site', field: 'market' });
}
