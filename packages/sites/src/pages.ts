import type { Locale } from './locales';
import { localizedPath } from './routing';
import type { SiteKey } from './site-types';

/**
 * Pages restricted to logged-in users (§5 "pages can be restricted to logged-in users, else redirect
 * to /login"). Matched on the path without its locale prefix.
 */
export const RESTRICTED_PATH_PREFIXES = ['/myaccount'] as const;

/** @example isRestrictedPath('/myaccount/security') === true; isRestrictedPath('/myaccountant') === false */
export function isRestrictedPath(path: string): boolean {
  return RESTRICTED_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Name of the query parameter carrying the return path to /login. */
export const RETURN_PARAM = 'redirect';

/**
 * Where a visitor is sent from a restricted page: the localized /login with the page as return path.
 * @example loginRedirectFor('main', 'zh', '/zh/myaccount?x=1') === '/zh/login?redirect=%2Fzh%2Fmyaccount%3Fx%3D1'
 */
export function loginRedirectFor(site: SiteKey, locale: Locale, returnTo: string): string {
  return `${localizedPath(site, locale, '/login')}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}
