import type { Context } from 'hono';
import { normaliseHost, resolveSiteFromHost, SITES, type HostResolution, type SiteConfig, type SiteHosts } from '@ex/sites';

export interface RequestSite {
  readonly resolution: HostResolution;
  readonly site: SiteConfig;
  /** The host is exactly one of the configured sub-site hosts (§3 is_service_host). */
  readonly isServiceHost: boolean;
}

/**
 * The request's host: X-Forwarded-Host (set by the web server's proxy, the only client of this
 * loopback-bound API), else Host, else the URL (tests calling `app.request` with a full URL).
 */
export function requestHost(c: Context): string {
  const forwarded = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}

export function requestSite(c: Context, hosts: SiteHosts): RequestSite {
  const host = requestHost(c);
  const resolution = resolveSiteFromHost(host, hosts);
  const normalised = normaliseHost(host);
  return { resolution, site: SITES[resolution.site], isServiceHost: Object.values(hosts).includes(normalised) };
}

/** https as seen by the browser: X-Forwarded-Proto from the proxy, else the URL scheme. */
export function isHttps(c: Context): boolean {
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto ? proto === 'https' : new URL(c.req.url).protocol === 'https:';
}
