import { REGIONAL_HOST_LOCALES, type Locale } from './locales';
import { SITES } from './sites';
import { SITE_KEYS, type SiteKey } from './site-types';

/** Host name (no port) per sub-site. */
export type SiteHosts = Readonly<Record<SiteKey, string>>;

/**
 * Builds the host table from configuration (never hard-coded production hosts).
 * - `baseDomain` (SITE_BASE_DOMAIN, default `localhost`): main is the base, others `<label>.<base>`.
 * - `overrides` (SITE_HOSTS): `main=www.example.com,tr=tr.example.com` replaces single rows.
 *
 * @example resolveSiteHosts({}).tr === 'tr.localhost'
 * @example resolveSiteHosts({ baseDomain: 'example.com' }).ae === 'dubai.example.com'
 */
export function resolveSiteHosts(config: { baseDomain?: string; overrides?: string }): SiteHosts {
  const base = normaliseHost(config.baseDomain || 'localhost');
  const hosts = {} as Record<SiteKey, string>;
  for (const key of SITE_KEYS) {
    const label = SITES[key].hostLabel;
    hosts[key] = label ? `${label}.${base}` : base;
  }
  for (const pair of (config.overrides ?? '').split(',')) {
    const [rawKey, rawHost] = pair.split('=').map((s) => s.trim());
    if (!rawKey || !rawHost) continue;
    if (!(SITE_KEYS as readonly string[]).includes(rawKey)) {
      throw new Error(`SITE_HOSTS names an unknown sub-site "${rawKey}"; known: ${SITE_KEYS.join(', ')}`);
    }
    hosts[rawKey as SiteKey] = normaliseHost(rawHost);
  }
  return hosts;
}

/** Lower-cases and strips the port and a trailing dot. @example normaliseHost('TR.localhost:3000') === 'tr.localhost' */
export function normaliseHost(host: string): string {
  const h = host.trim().toLowerCase();
  const noPort = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : (h.split(':')[0] ?? '');
  return noPort.endsWith('.') ? noPort.slice(0, -1) : noPort;
}

export type HostResolution =
  | { readonly kind: 'site'; readonly site: SiteKey }
  /** A regional alias of the main host (§2.2): serve main with this locale prefix. */
  | { readonly kind: 'regional-alias'; readonly site: 'main'; readonly locale: Locale };

/**
 * Resolves the sub-site from the request host. `www.<main>` is main; a regional label on the main
 * host that is not itself a configured sub-site host is the §2.2 alias; anything unknown
 * (an IP, a health check) is main.
 *
 * @example resolveSiteFromHost('tr.localhost:3000', resolveSiteHosts({})) → { kind: 'site', site: 'tr' }
 */
export function resolveSiteFromHost(rawHost: string | null | undefined, hosts: SiteHosts): HostResolution {
  const host = normaliseHost(rawHost ?? '');
  for (const key of SITE_KEYS) {
    if (hosts[key] === host) return { kind: 'site', site: key };
  }
  const main = hosts.main;
  if (host === `www.${main}`) return { kind: 'site', site: 'main' };
  if (host.endsWith(`.${main}`)) {
    const label = host.slice(0, -(main.length + 1));
    const locale = (REGIONAL_HOST_LOCALES as Record<string, Locale>)[label];
    if (locale) return { kind: 'regional-alias', site: 'main', locale };
  }
  return { kind: 'site', site: 'main' };
}

/** Origin of a sub-site for absolute links. @example siteOrigin('tr', hosts, 'http:', '3000') === 'http://tr.localhost:3000' */
export function siteOrigin(site: SiteKey, hosts: SiteHosts, protocol: 'http:' | 'https:', port?: string): string {
  const defaultPort = protocol === 'https:' ? '443' : '80';
  const suffix = port && port !== defaultPort ? `:${port}` : '';
  return `${protocol}//${hosts[site]}${suffix}`;
}
