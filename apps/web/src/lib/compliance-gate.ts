import { ENDPOINTS, responseSchema, type ComplianceCheck } from '@ex/contracts';
import {
  STATE_COMPLIANCE_TIPS_PATH,
  localizedPath,
  resolveFeatureForPath,
  resolveStateCompliance,
  type Locale,
  type SiteKey,
} from '@ex/sites';
import { SITE_HOSTS, apiOrigin } from './env';

/** The request headers the API needs to compute the check for this visitor (§3, issue 3 geo rules). */
const FORWARDED = ['x-forwarded-for', 'x-geo-country', 'x-forwarded-proto', 'user-agent'] as const;
const CHECK_TIMEOUT_MS = 3000;

export type FetchCheck = (site: SiteKey, headers: Headers) => Promise<ComplianceCheck | null>;

/**
 * Asks the API for the compliance check of the visitor behind `headers`, as the browser would: the
 * session cookie (identity only from the session), the geo header (the API decides whether to trust
 * it) and the client address, which the web server's edge wrote from what it trusts (src/server/edge.ts). Null when the API fails (§8: the page loads; the
 * sub-site's own menu codes still gate features).
 */
export const fetchComplianceCheck: FetchCheck = async (site, headers) => {
  const out = new Headers({ accept: 'application/json', 'x-forwarded-host': SITE_HOSTS[site] });
  for (const name of FORWARDED) {
    const value = headers.get(name);
    if (value !== null) out.set(name, value);
  }
  const sid = /(?:^|;\s*)sid=([^;]*)/.exec(headers.get('cookie') ?? '')?.[1];
  const lang = /(?:^|;\s*)lang=([^;]*)/.exec(headers.get('cookie') ?? '')?.[1];
  const cookies = [sid === undefined ? null : `sid=${sid}`, lang === undefined ? null : `lang=${lang}`].filter(Boolean);
  if (cookies.length > 0) out.set('cookie', cookies.join('; '));
  try {
    const response = await fetch(`${apiOrigin()}${ENDPOINTS.complianceCheck.path}`, {
      headers: out,
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const parsed = responseSchema('complianceCheck').safeParse(await response.json());
    if (parsed.success && parsed.data.code === 0) return parsed.data.data;
    // Not silent: operators must see that feature paths are gated by the site menu alone.
    console.warn(`compliance check: unexpected answer (HTTP ${response.status}); gating by the sub-site's own menu`);
    return null;
  } catch (error) {
    console.warn(`compliance check failed (${error instanceof Error ? error.name : 'error'}); gating by the sub-site's own menu`);
    return null;
  }
};

export type FeatureGateDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly location: string };

/**
 * The server-side gate of feature paths (§4.8, §5 unsupported-feature check), shared by proxy.ts and
 * the route code so a request that skips the proxy is refused as well. `path` is the locale-free
 * path. Only feature paths cost a check; a "show tips" decision serves the page, whose client part
 * shows the tips.
 */
export async function decideFeatureGate(input: {
  site: SiteKey;
  locale: Locale;
  path: string;
  headers: Headers;
  fetchCheck?: FetchCheck;
}): Promise<FeatureGateDecision> {
  if (resolveFeatureForPath(input.path) === null) return { kind: 'allow' };
  const check = await (input.fetchCheck ?? fetchComplianceCheck)(input.site, input.headers);
  const decision = resolveStateCompliance({ site: input.site, path: input.path, check });
  if (decision.kind !== 'redirect') return { kind: 'allow' };
  return { kind: 'redirect', location: localizedPath(input.site, input.locale, STATE_COMPLIANCE_TIPS_PATH) };
}
