import { normaliseHost, resolveSiteFromHost, type SiteHosts } from '@ex/sites';

/**
 * The Origin is one of our sub-site hosts (or their www/regional aliases), or the request's own
 * host. Used by the POST guard (login CSRF) and the stream's upgrade (WebSockets are not bound by CORS).
 * @example isOwnOrigin('http://tr.localhost:3000', 'localhost:3000', resolveSiteHosts({})) === true
 */
export function isOwnOrigin(origin: string, requestHost: string, hosts: SiteHosts): boolean {
  let host: string;
  try {
    host = normaliseHost(new URL(origin).host);
  } catch {
    return false; // "null" (sandboxed frames, some cross-site redirects) and garbage.
  }
  if ((requestHost && host === normaliseHost(requestHost)) || Object.values(hosts).includes(host) || host === `www.${hosts.main}`) return true;
  return resolveSiteFromHost(host, hosts).kind === 'regional-alias';
}
