import { isIP } from 'node:net';

/**
 * What the web server knows of one request's origin: the TCP peer and the headers a load balancer
 * may have written. All values are untrusted until {@link resolveClientAddress} says otherwise.
 */
export interface ForwardedInput {
  /** The socket's remote address (undefined once the socket is gone). */
  readonly socketAddress: string | undefined;
  /** Every X-Forwarded-For line, joined with commas as Node does (undefined when absent). */
  readonly forwardedFor: string | undefined;
  /** TRUSTED_PROXY_HOPS: how many right-most X-Forwarded-For entries our own load balancers added. */
  readonly trustedHops: number;
}

/**
 * The client's address (issue 10 finding 2), from what can be trusted, never from what the client
 * wrote:
 * - 0 hops (no load balancer of ours in front): the socket address; X-Forwarded-For is the client's
 *   own text and is ignored.
 * - N hops: each of our balancers appends the address it saw, so the N right-most entries are ours
 *   and the N-th from the right is the client as our outermost balancer saw it. Everything to its
 *   left is whatever the client sent.
 * - Fewer entries than N, or our balancer's entry is not an address: the request did not come the
 *   way the setting says (a balancer skipped or misconfigured), so the header is not trusted and the
 *   socket address (our nearest balancer) counts. Nothing a client writes can pick the address.
 *
 * Addresses come back bare: no port or brackets, IPv4-mapped IPv6 as IPv4, IPv6 in lower case.
 * Undefined only when the socket address is unknown and the header is not trusted.
 *
 * @example resolveClientAddress({ socketAddress: '127.0.0.1', forwardedFor: '8.8.8.8, 46.4.0.1', trustedHops: 0 }) === '127.0.0.1'
 * @example resolveClientAddress({ socketAddress: '10.0.0.2', forwardedFor: '46.4.0.1, 8.8.8.8', trustedHops: 1 }) === '8.8.8.8'
 */
export function resolveClientAddress(input: ForwardedInput): string | undefined {
  const socket = input.socketAddress === undefined ? undefined : parseAddress(input.socketAddress);
  if (input.trustedHops <= 0) return socket;
  const entries = (input.forwardedFor ?? '').split(',').map((entry) => entry.trim());
  if (input.forwardedFor === undefined || entries.length < input.trustedHops) return socket;
  return parseAddress(entries[entries.length - input.trustedHops] ?? '') ?? socket;
}

/**
 * One X-Forwarded-For entry or socket address as a bare IP, or undefined when it is not one.
 * Accepts `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `2001:db8::1`, `::ffff:1.2.3.4`.
 * @example parseAddress('[2001:DB8::1]:443') === '2001:db8::1'
 */
export function parseAddress(raw: string): string | undefined {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed?.[1] !== undefined) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return mapped?.[1] ?? text.toLowerCase();
}

/**
 * TRUSTED_PROXY_HOPS: unset or empty is 0; otherwise an integer from 0 to 10. Anything else throws
 * with the variable's name, so a typo stops start-up instead of trusting the wrong entry.
 * @example parseTrustedHops('2') === 2
 */
export function parseTrustedHops(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '') return 0;
  if (!/^\d+$/.test(value) || Number(value) > MAX_TRUSTED_HOPS) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be an integer from 0 to ${MAX_TRUSTED_HOPS} (load balancers in front of the web server), got "${raw}"`,
    );
  }
  return Number(value);
}

const MAX_TRUSTED_HOPS = 10;

/**
 * The scheme the browser used: with trusted balancers, the left-most X-Forwarded-Proto value when it
 * is http or https (balancers set it for the connection they terminated); else the socket's.
 * A spoofed value can only mark the spoofer's own cookies Secure, never anyone else's.
 * @example resolveProtocol({ encrypted: false, forwardedProto: 'https', trustedHops: 1 }) === 'https'
 */
export function resolveProtocol(input: { encrypted: boolean; forwardedProto: string | undefined; trustedHops: number }): 'http' | 'https' {
  const socket = input.encrypted ? 'https' : 'http';
  if (input.trustedHops <= 0) return socket;
  const first = input.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return first === 'http' || first === 'https' ? first : socket;
}
