import { normaliseHost, resolveSiteFromHost, type SiteHosts } from '@ex/sites';

/** The request as the browser made it: its Host (with the port, if any) and whether it was https. */
export interface RequestOrigin {
  readonly host: string;
  readonly https: boolean;
}

/**
 * The Origin is one of ours: the same scheme and port as the request (an origin is scheme, host AND
 * port: another service on the same host, e.g. `http://localhost:9999`, is another site), and a host
 * that is one of our sub-site hosts (or their www/regional aliases) or the request's own host.
 * Used by the POST guard (login CSRF) and the stream's upgrade (WebSockets are not bound by CORS).
 * @example isOwnOrigin('http://tr.localhost:3000', { host: 'localhost:3000', https: false }, resolveSiteHosts({})) === true
 * @example isOwnOrigin('http://localhost:9999', { host: 'localhost:3000', https: false }, resolveSiteHosts({})) === false
 */
export function isOwnOrigin(origin: string, request: RequestOrigin, hosts: SiteHosts): boolean {
  const protocol = request.https ? 'https:' : 'http:';
  let url: URL;
  let own: URL;
  try {
    url = new URL(origin);
    own = new URL(`${protocol}//${request.host}`);
  } catch {
    return false; // "null" (sandboxed frames, some cross-site redirects), garbage, or no usable Host.
  }
  // URL leaves `port` empty for the scheme's default port, so ':443' and '' compare equal under https.
  if (url.protocol !== protocol || url.port !== own.port) return false;
  const host = normaliseHost(url.host);
  if ((request.host && host === normaliseHost(request.host)) || Object.values(hosts).includes(host) || host === `www.${hosts.main}`)
    return true;
  return resolveSiteFromHost(host, hosts).kind === 'regional-alias';
}
