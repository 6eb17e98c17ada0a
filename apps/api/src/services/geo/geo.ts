import { isIP } from 'node:net';
import type { Context } from 'hono';
import geoip from 'geoip-country';
import { clientAddress } from '../../http/client-ip';

/** The header a CDN or load balancer sets with the visitor's ISO 3166-1 alpha-2 country. */
export const GEO_HEADER = 'x-geo-country';

const ALPHA2 = /^[A-Z]{2}$/;
// Codes CDNs use for "unknown" or "anonymous proxy", which are no country.
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP', 'ZZ']);

/**
 * The country of an IP address from the offline GeoIP database shipped in the geoip-country package
 * (no network lookup). '' for private, loopback and unparseable addresses.
 * @example lookupCountry('81.2.69.142') === 'GB'
 */
export function lookupCountry(ip: string): string {
  const address = ip.trim();
  if (isIP(address) === 0) return '';
  const found = geoip.lookup(address)?.country ?? '';
  return ALPHA2.test(found) ? found : '';
}

/** A header value as a country code, or '' (lower case accepted, anything else refused). */
export function parseCountryHeader(raw: string | undefined): string {
  const code = raw?.trim().toUpperCase() ?? '';
  return ALPHA2.test(code) && !NOT_A_COUNTRY.has(code) ? code : '';
}

/**
 * The visitor's country. With `trustHeader` (TRUST_GEO_HEADER=1) it is the X-Geo-Country header set
 * by the CDN in front of us; otherwise the header is ignored — a client can send anything — and the
 * client IP (see clientAddress for which forwarded address is trusted) is looked up offline.
 */
export function visitorCountry(c: Context, trustHeader: boolean): string {
  if (trustHeader) return parseCountryHeader(c.req.header(GEO_HEADER));
  const address = clientAddress(c);
  return address === undefined ? '' : lookupCountry(address);
}
