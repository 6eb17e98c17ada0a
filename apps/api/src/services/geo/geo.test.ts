import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { lookupCountry, parseCountryHeader, visitorCountry } from './geo';

const HEADER = 'issue 3 "The country comes from a trusted CDN header when TRUST_GEO_HEADER=1 (header X-Geo-Country, ISO alpha-2)"';
const GEOIP = 'issue 3 "Otherwise it comes from the client IP, looked up in an offline GeoIP database shipped as an npm package"';
const SPOOF = 'issue 3 "A spoofed header is ignored whenever trust is off."';

/** Runs visitorCountry inside a request whose socket peer is `peer`. */
async function countryOf(headers: Record<string, string>, trust: boolean, peer = '127.0.0.1'): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(visitorCountry(c, trust)));
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

describe('geo', () => {
  it.each([
    { ip: '81.2.69.142', country: 'GB' },
    { ip: '8.8.8.8', country: 'US' },
    { ip: '1.0.16.1', country: 'JP' },
    { ip: '127.0.0.1', country: '' },
    { ip: '10.1.2.3', country: '' },
    { ip: 'not-an-ip', country: '' },
  ])(`${GEOIP} — $ip → "$country"`, ({ ip, country }) => {
    expect(lookupCountry(ip)).toBe(country);
  });

  it.each([
    { raw: 'GB', out: 'GB' },
    { raw: ' tr ', out: 'TR' },
    { raw: 'XX', out: '' },
    { raw: 'T1', out: '' },
    { raw: 'GBR', out: '' },
    { raw: undefined, out: '' },
  ])(`${HEADER} — header "$raw" → "$out"`, ({ raw, out }) => {
    expect(parseCountryHeader(raw)).toBe(out);
  });

  it(`${HEADER} — trusted: the header decides`, async () => {
    expect(await countryOf({ 'x-geo-country': 'GB', 'x-forwarded-for': '8.8.8.8' }, true)).toBe('GB');
  });

  it(`${SPOOF} — untrusted: the forwarded client IP decides`, async () => {
    expect(await countryOf({ 'x-geo-country': 'GB', 'x-forwarded-for': '8.8.8.8' }, false)).toBe('US');
  });

  it(`${SPOOF} — X-Forwarded-For from a non-loopback peer is ignored too`, async () => {
    expect(await countryOf({ 'x-geo-country': 'GB', 'x-forwarded-for': '81.2.69.142' }, false, '8.8.4.4')).toBe('US');
  });
});
