import { isApiPath } from '@ex/contracts';
import {
  isLocale,
  isRestrictedPath,
  localizedPath,
  loginRedirectFor,
  resolveLangCookie,
  resolveLocaleRoute,
  resolveSiteFromHost,
  type Locale,
  type SiteHosts,
  type SiteKey,
} from '@ex/sites';

export type ProxyDecision =
  | { readonly kind: 'api' }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 307 | 308; readonly setLang?: Locale }
  | {
      readonly kind: 'rewrite';
      readonly internalPath: string;
      readonly site: SiteKey;
      readonly locale: Locale;
      /** The locale-free public path (what the feature gate matches). */
      readonly path: string;
      readonly setLang: Locale | null;
    };

export interface ProxyRequest {
  readonly host: string | null;
  readonly pathname: string;
  readonly search: string;
  readonly langCookie: string | undefined;
  /** The opaque session cookie is present (an optimistic check; the API verifies the session). */
  readonly hasSession: boolean;
  readonly protocol: string;
}

/**
 * What proxy.ts does with one request. Pure: the sub-site, locale, guard and restricted-page rules
 * come from packages/sites; this only orders them.
 */
export function decideProxy(req: ProxyRequest, hosts: SiteHosts): ProxyDecision {
  if (isApiPath(req.pathname)) return { kind: 'api' };

  const host = resolveSiteFromHost(req.host, hosts);
  if (host.kind === 'regional-alias') {
    const port = req.host?.match(/:(\d+)$/)?.[1];
    const origin = `${req.protocol}//${hosts.main}${port ? `:${port}` : ''}`;
    // The host decides the locale: drop a locale prefix already in the path so it is not doubled.
    const [, first = '', ...rest] = req.pathname.split('/');
    const bare = isLocale(first) ? `/${rest.join('/')}` : req.pathname;
    return { kind: 'redirect', status: 308, location: origin + localizedPath('main', host.locale, bare) + req.search };
  }
  const site = host.site;
  const route = resolveLocaleRoute(site, req.pathname);
  if (route.kind === 'redirect') {
    return {
      kind: 'redirect',
      status: route.reason === 'locale-guard' ? 307 : 308,
      location: route.location + req.search,
      ...(route.resetLang ? { setLang: route.resetLang } : {}),
    };
  }
  if (isRestrictedPath(route.path) && !req.hasSession) {
    return { kind: 'redirect', status: 307, location: loginRedirectFor(site, route.locale, req.pathname + req.search) };
  }
  const internalPath = `/${site}/${route.locale}${route.path === '/' ? '' : route.path}`;
  return {
    kind: 'rewrite',
    internalPath,
    site,
    locale: route.locale,
    path: route.path,
    setLang: resolveLangCookie(site, route.locale, req.langCookie),
  };
}

/**
 * Header of the web server's own loopback request for the 404 page (src/server/not-found-rescue.ts).
 * Its value is a per-process secret (`EX_NOT_FOUND_TOKEN`); the edge drops it from client requests.
 */
export const NOT_FOUND_HEADER = 'x-ex-not-found';

/** The static 404 page under /{site}/{locale} (app/[site]/[locale]/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * The internal path of a rewrite, in the 404 page's terms: the edge's loopback request (`loopback`)
 * gets the static not-found page of the request's sub-site and locale; the page's own address asked
 * for directly is an unknown path (the catch-all's 404), so no page answers 200 with "not found".
 * @example notFoundRewrite({ site: 'main', locale: 'zh', path: '/x', internalPath: '/main/zh/x' }, true) === '/main/zh/page-not-found'
 * @example notFoundRewrite({ site: 'main', locale: 'en', path: '/page-not-found', internalPath: '/main/en/page-not-found' }, false) === '/main/en/page-not-found/direct'
 */
export function notFoundRewrite(
  decision: Pick<Extract<ProxyDecision, { kind: 'rewrite' }>, 'site' | 'locale' | 'path' | 'internalPath'>,
  loopback: boolean,
): string {
  const page = `/${decision.site}/${decision.locale}${NOT_FOUND_PAGE}`;
  if (loopback) return page;
  if (decision.path === NOT_FOUND_PAGE || decision.path.startsWith(`${NOT_FOUND_PAGE}/`)) return `${page}/direct`;
  return decision.internalPath;
}
