import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ERROR_CODES, type ComplianceCheck } from '@ex/contracts';
import { isLocale, resolveStateCompliance } from '@ex/sites';
import { currentSession, type AppDeps, type AppEnv } from '../../deps';
import { ApiFailure } from '../../http/failure';
import { requestSite } from '../../http/request-site';
import { visitorCountry } from '../geo/geo';
import { complianceCheck } from './check';
import { createComplianceTablesCache } from './tables';

/** The compliance check of one request: its sub-site, the visitor's country, the session's user. */
export type RequestCheck = (c: Context<AppEnv>) => Promise<ComplianceCheck>;

export function createRequestCheck(deps: AppDeps): RequestCheck {
  const tables = createComplianceTablesCache(deps.db, deps.now);
  return async (c) => {
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
