import { isLocale, localizedPath, resolveSafeNavigationUrl, type Locale, type SiteHosts, type SiteKey } from '@ex/sites';

/**
 * Where a gate button goes: the server-supplied `raw` through the navigation allowlist
 * (`resolveSafeNavigationUrl`), else `fallback`. A same-site path gets the page's locale prefix
 * unless it has one; an absolute URL on one of our hosts is used as given.
 *
 * @example resolveGateTarget({ site: 'main', locale: 'zh', hosts, raw: '/myaccount/kyc3_v1', fallback: '' }) === '/zh/myaccount/kyc3_v1'
 * @example resolveGateTarget({ site: 'main', locale: 'en', hosts, raw: 'https://evil.example/', fallback: '/myaccount/kyc3_v1' }) === '/myaccount/kyc3_v1'
 */
export function resolveGateTarget(input: { site: SiteKey; locale: Locale; hosts: SiteHosts; raw: string; fallback: string }): string {
  const url = resolveSafeNavigationUrl(input.raw, input.hosts, input.fallback);
  if (!url.startsWith('/')) return url;
  const first = url.split(/[?#]/)[0]?.split('/')[1] ?? '';
  return isLocale(first) ? url : localizedPath(input.site, input.locale, url);
}
