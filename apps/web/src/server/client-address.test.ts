import { describe, expect, it } from 'vitest';
import { gatewayFailure, gatewayFailureOf } from './gateway-failure';
import { parseAddress, parseTrustedHops, resolveClientAddress, resolveProtocol } from './client-address';

const SPOOF = 'issue 10 finding 2 "proxy.ts sets the forwarded address from what it can trust, never from what the client sent"';
const HOPS =
  'issue 10 finding 2 "TRUSTED_PROXY_HOPS (default 0) says how many right-most X-Forwarded-For entries were added by your own load balancers. With 0, the socket address is used."';

describe('resolveClientAddress', () => {
  it.each([
    // 0 hops: nothing in front of us; the header is the client's own text.
    { spec: `${HOPS} — 0 hops, no header: the socket`, socket: '203.0.113.7', xff: undefined, hops: 0, want: '203.0.113.7' },
    {
      spec: `${SPOOF} — 0 hops: "8.8.8.8, 46.4.0.1" from a US visitor is ignored`,
      socket: '203.0.113.7',
      xff: '8.8.8.8, 46.4.0.1',
      hops: 0,
      want: '203.0.113.7',
    },
    { spec: `${SPOOF} — 0 hops: a single spoofed entry is ignored`, socket: '127.0.0.1', xff: '46.4.0.1', hops: 0, want: '127.0.0.1' },
    {
      spec: '0 hops: an IPv4-mapped socket address is plain IPv4',
      socket: '::ffff:198.51.100.4',
      xff: undefined,
      hops: 0,
      want: '198.51.100.4',
    },
    { spec: '0 hops: an IPv6 socket address', socket: '2001:DB8::7', xff: '46.4.0.1', hops: 0, want: '2001:db8::7' },
    // 1 hop: our balancer appended the address it saw.
    { spec: `${HOPS} — 1 hop: the entry our balancer appended`, socket: '10.0.0.2', xff: '8.8.8.8', hops: 1, want: '8.8.8.8' },
    {
      spec: `${SPOOF} — 1 hop: what the client prepended does not count`,
      socket: '10.0.0.2',
      xff: '46.4.0.1, 8.8.8.8',
      hops: 1,
      want: '8.8.8.8',
    },
    {
      spec: `${SPOOF} — 1 hop: the attack header plus the balancer's entry`,
      socket: '10.0.0.2',
      xff: '8.8.8.8, 46.4.0.1, 8.8.4.4',
      hops: 1,
      want: '8.8.4.4',
    },
    {
      spec: "1 hop: a port on the balancer's entry is dropped",
      socket: '10.0.0.2',
      xff: '198.51.100.4:51234',
      hops: 1,
      want: '198.51.100.4',
    },
    { spec: '1 hop: a bracketed IPv6 entry with a port', socket: '10.0.0.2', xff: '[2001:DB8::1]:443', hops: 1, want: '2001:db8::1' },
    { spec: '1 hop: a bare IPv6 entry', socket: '10.0.0.2', xff: '2a01:4f8::1', hops: 1, want: '2a01:4f8::1' },
    { spec: '1 hop: an IPv4-mapped IPv6 entry', socket: '10.0.0.2', xff: '::ffff:8.8.8.8', hops: 1, want: '8.8.8.8' },
    {
      spec: '1 hop: several header lines, joined by Node with commas',
      socket: '10.0.0.2',
      xff: '46.4.0.1, 9.9.9.9,8.8.8.8',
      hops: 1,
      want: '8.8.8.8',
    },
    { spec: '1 hop, no header: not through the balancer, the socket', socket: '10.0.0.2', xff: undefined, hops: 1, want: '10.0.0.2' },
    { spec: '1 hop, an empty header: the socket', socket: '10.0.0.2', xff: '', hops: 1, want: '10.0.0.2' },
    {
      spec: '1 hop, garbage where the balancer writes: the socket',
      socket: '10.0.0.2',
      xff: '8.8.8.8, unknown',
      hops: 1,
      want: '10.0.0.2',
    },
    { spec: '1 hop, an obfuscated identifier: the socket', socket: '10.0.0.2', xff: '_hidden', hops: 1, want: '10.0.0.2' },
    { spec: '1 hop, a host name is not an address: the socket', socket: '10.0.0.2', xff: 'evil.example', hops: 1, want: '10.0.0.2' },
    // 2 hops: CDN → load balancer → us. The CDN appended the client, the balancer the CDN.
    { spec: `${HOPS} — 2 hops: the outer balancer's entry`, socket: '10.0.0.3', xff: '8.8.8.8, 10.0.0.2', hops: 2, want: '8.8.8.8' },
    {
      spec: `${SPOOF} — 2 hops: spoofed entries to the left are ignored`,
      socket: '10.0.0.3',
      xff: '8.8.4.4, 46.4.0.1, 8.8.8.8, 10.0.0.2',
      hops: 2,
      want: '8.8.8.8',
    },
    {
      spec: `${SPOOF} — 2 hops: a client reaching the inner balancer directly cannot pick with one entry`,
      socket: '10.0.0.3',
      xff: '46.4.0.1',
      hops: 2,
      want: '10.0.0.3',
    },
    { spec: '2 hops, garbage in the outer entry: the socket', socket: '10.0.0.3', xff: 'nonsense, 10.0.0.2', hops: 2, want: '10.0.0.3' },
    { spec: 'no socket address and nothing trusted', socket: undefined, xff: '8.8.8.8', hops: 0, want: undefined },
    { spec: 'no socket address, a trusted entry', socket: undefined, xff: '8.8.8.8', hops: 1, want: '8.8.8.8' },
  ])('$spec', ({ socket, xff, hops, want }) => {
    expect(resolveClientAddress({ socketAddress: socket, forwardedFor: xff, trustedHops: hops })).toBe(want);
  });
});

describe('parseAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['1.2.3.4:80', '1.2.3.4'],
    ['[::1]', '::1'],
    ['[::1]:3000', '::1'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['1.2.3', undefined],
    ['256.1.1.1', undefined],
    ['1.2.3.4:123456', undefined],
    ['[1.2.3.4]', '1.2.3.4'],
    ['', undefined],
    ['unknown', undefined],
    ['1.2.3.4, 5.6.7.8', undefined],
  ])('%j → %j', (raw, want) => {
    expect(parseAddress(raw)).toBe(want);
  });
});

describe('parseTrustedHops', () => {
  it('unset or empty is 0; 0 to 10 are taken', () => {
    expect([undefined, '', ' ', '0', '1', '2', ' 10 '].map(parseTrustedHops)).toEqual([0, 0, 0, 0, 1, 2, 10]);
  });
  it.each(['-1', '1.5', 'one', '11', 'true'])('%j stops start-up, naming the variable', (raw) => {
    expect(() => parseTrustedHops(raw)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('resolveProtocol', () => {
  it.each([
    { spec: '0 hops: a client-sent X-Forwarded-Proto is ignored', encrypted: false, proto: 'https', hops: 0, want: 'http' },
    { spec: '0 hops: a TLS socket is https', encrypted: true, proto: undefined, hops: 0, want: 'https' },
    { spec: '1 hop: the balancer terminated TLS', encrypted: false, proto: 'https', hops: 1, want: 'https' },
    { spec: "2 hops: the outer balancer's value comes first", encrypted: false, proto: 'https, http', hops: 2, want: 'https' },
    { spec: '1 hop: garbage falls back to the socket', encrypted: false, proto: 'gopher', hops: 1, want: 'http' },
  ] as const)('$spec', ({ encrypted, proto, hops, want }) => {
    expect(resolveProtocol({ encrypted, forwardedProto: proto, trustedHops: hops })).toBe(want);
  });
});

describe('gateway failures (issue 10 finding 4 "Proxied API paths answer 502 or 503 with a JSON body in the API\'s error shape")', () => {
  it.each([
    ['ECONNREFUSED', 503],
    ['ECONNRESET', 502],
    ['EPIPE', 502],
    ['ETIMEDOUT', 504],
    ['ERR_UPSTREAM_UPGRADE_TIMEOUT', 504],
    [undefined, 502],
  ])('%s → %i', (code, status) => {
    expect(gatewayFailureOf({ code }).status).toBe(status);
  });

  it('the body is the API error shape; /json_svr/ also carries result and msg; 503 says when to retry', () => {
    const api = gatewayFailure(503, '/api/web/v1/usercenter/get_info');
    expect(JSON.parse(api.body)).toEqual({ code: 50300, message: 'request data error, please retry later' });
    expect(api.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    });
    expect(JSON.parse(gatewayFailure(502, '/json_svr/query_safe').body)).toEqual({
      code: 50200,
      message: 'request data error, please retry later',
      result: false,
      msg: 'request data error, please retry later',
    });
    expect(gatewayFailure(504, '/apiw/v2/account/total_funds').headers['Retry-After']).toBeUndefined();
  });
});
