import { resolveSiteHosts, siteOrigin, type SiteHosts, type SiteKey } from '@ex/sites';

/**
 * Host configuration shared by proxy.ts (run time) and static pages (build time, inlined by next.config env).
 * SITE_BASE_DOMAIN / SITE_HOSTS: see README "Configuration".
 */
export const SITE_HOSTS: SiteHosts = resolveSiteHosts({
  baseDomain: process.env.SITE_BASE_DOMAIN,
  overrides: process.env.SITE_HOSTS,
});

const protocol = process.env.SITE_PROTOCOL === 'https' ? 'https:' : 'http:';
const publicPort = process.env.SITE_PUBLIC_PORT || undefined;

/** Absolute origin of a sub-site for canonical and hreflang links. */
export function originOf(site: SiteKey): string {
  return siteOrigin(site, SITE_HOSTS, protocol, publicPort);
}

/** Where the API process listens; only the web server talks to it directly. */
export function apiOrigin(): string {
  return process.env.API_ORIGIN || `http://127.0.0.1:${process.env.API_PORT || '3001'}`;
}
