import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address, as the key of the per-IP rate limits.
 *
 * Trust: the API binds to loopback and only the web server talks to it, so a request from a loopback
 * peer came through the web server and its X-Forwarded-For is used; from any other peer the header is
 * ignored and the socket address counts. The web server (apps/web/src/server) replaces whatever
 * X-Forwarded-For the client sent with exactly one address: the socket's, or with
 * TRUSTED_PROXY_HOPS=N the one its outermost trusted load balancer recorded. The API takes the LAST
 * entry, which with that single entry is the web server's choice; should a header ever carry more,
 * the right-most is still the one written by the hop nearest to us. IPv6 addresses are keyed by their
 * /64, which a single subscriber usually holds in full. 'unknown' when there is no socket
 * (in-process tests).
 */
export function clientIp(c: Context): string {
  const address = clientAddress(c);
  return (address === undefined ? undefined : normaliseIp(address)) ?? 'unknown';
}

/**
 * The client's address as written (IPv4 unmapped, IPv6 in full), with the trust rules of
 * {@link clientIp}; undefined when there is no socket. For GeoIP lookups, which need the whole address.
 */
export function clientAddress(c: Context): string | undefined {
  const peer = peerAddress(c);
  if (peer !== undefined && isLoopback(peer)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded !== undefined && normaliseIp(forwarded) !== undefined) return unmapIpv4(forwarded.replace(/^\[(.*)\]$/, '$1'));
  }
  return peer === undefined ? undefined : unmapIpv4(peer);
}

/** The TCP peer, from @hono/node-server's `incoming` binding (absent under `app.request`). */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export function isLoopback(address: string): boolean {
  const ip = unmapIpv4(address);
  return ip === '::1' || (isIP(ip) === 4 && ip.startsWith('127.'));
}

/**
 * A canonical key for an address, or undefined if it is not one: IPv4 as is (also when IPv4-mapped),
 * IPv6 as its /64 prefix.
 * @example normaliseIp('::ffff:10.0.0.1') === '10.0.0.1'
 * @example normaliseIp('2001:db8::1') === '2001:db8:0:0::/64'
 */
export function normaliseIp(raw: string): string | undefined {
  const ip = unmapIpv4(
    raw
      .trim()
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/%.*$/, ''),
  );
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return undefined;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function unmapIpv4(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}
