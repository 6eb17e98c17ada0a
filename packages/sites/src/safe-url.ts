import { resolveReturnPath } from '@ex/domain';
import { normaliseHost, type SiteHosts } from './hosts';

/** Absolute URLs longer than this are refused; no real target needs more. */
const MAX_ABSOLUTE_LENGTH = 2048;
// Printable URL ASCII only: raw non-ASCII (look-alike dots and slashes) and whitespace are refused.
const URL_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]*$/;

/**
 * The one allowlist for server-supplied navigation targets (ok_button_router, popup url, gray-tax
 * url, region-switch targets, the home gate's url): returns `raw` when it is a same-site relative
 * path (the rules of `resolveReturnPath`) or an absolute http(s) URL on one of the configured
 * sub-site hosts, else `fallback`.
 *
 * An absolute URL is accepted only when it is printable ASCII, has no user info ("a@b"), no
 * backslash, its scheme is http or https, and its host (lower-cased, port and trailing dot removed)
 * is exactly one of `hosts` or `www.` + the main host, and its path passes the same-site rules.
 * A `%` in the authority is refused.
 *
 * @example resolveSafeNavigationUrl('/myaccount/kyc3_v1', hosts) === '/myaccount/kyc3_v1'
 * @example resolveSafeNavigationUrl('https://uk.localhost/en-uk', hosts) === 'https://uk.localhost/en-uk'
 * @example resolveSafeNavigationUrl('https://evil.example/', hosts) === '/'
 */
export function resolveSafeNavigationUrl(raw: unknown, hosts: SiteHosts, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  if (raw.startsWith('/')) return resolveReturnPath(raw, fallback);
  if (raw.length > MAX_ABSOLUTE_LENGTH || !URL_CHARS.test(raw) || raw.includes('\\')) return fallback;
  const scheme = /^(https?):\/\/([^/?#]*)/i.exec(raw);
  if (scheme === null) return fallback;
  const authority = scheme[2] ?? '';
  if (authority === '' || authority.includes('@') || authority.includes('%')) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username !== '' || url.password !== '') return fallback;
  const host = normaliseHost(url.host);
  // The parser must agree with the raw authority (no normalisation tricks such as IDNA or 0x IPs).
  if (host !== normaliseHost(authority)) return fallback;
  const allowed = Object.values(hosts).includes(host) || host === `www.${hosts.main}`;
  if (!allowed) return fallback;
  // The path must pass the same-site rules too: "/https://evil" on our host is a redirect chain.
  const rest = raw.slice(scheme[0].length) || '/';
  return resolveReturnPath(rest.startsWith('/') ? rest : `/${rest}`, '') === '' ? fallback : raw;
}
