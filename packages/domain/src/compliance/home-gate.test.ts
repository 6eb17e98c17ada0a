import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOME_GATE_SKIP_MS,
  HOME_GATE_SKIP_S,
  MAX_GATE_IPS,
  canRunHomeGate,
  encodeStunList,
  formatGateSkipMarker,
  isGateSkipped,
  parseGateSkipMarker,
  publicIpsFromCandidates,
} from './home-gate';

const RUNS = '§4.9 "The gate does not run when disabled, when the id is 0 or when not logged in."';
const APPLIES = '§4.9 heading "Home compliance gate (logged-in user with non-zero uid)"';
const SKIP = '§4.9 "Closing or declining sets a local skip marker valid 7200 s for that user."';
const SKIP_CONST = '§9 "Compliance skip marker: 7200 s."';
const IPS = '§7 ip-penetration/check "type 1 adds ips and stuns" (issue: "gathered in the browser with WebRTC ICE candidates")';
const STUNS = '§7 ip-penetration/check "(stun list base64-encoded)"';

const NOW = 1_700_000_000_000;

describe('canRunHomeGate', () => {
  const cases = [
    { spec: `${APPLIES} — enabled, logged in, uid 1001`, enabled: true, uid: 1001, loggedIn: true, runs: true },
    { spec: `${RUNS} — disabled`, enabled: false, uid: 1001, loggedIn: true, runs: false },
    { spec: `${RUNS} — id 0`, enabled: true, uid: 0, loggedIn: true, runs: false },
    { spec: `${RUNS} — not logged in`, enabled: true, uid: 1001, loggedIn: false, runs: false },
    { spec: `${RUNS} — not logged in and id 0`, enabled: true, uid: 0, loggedIn: false, runs: false },
    { spec: `${RUNS} — a negative id is no user`, enabled: true, uid: -5, loggedIn: true, runs: false },
    { spec: `${RUNS} — a fractional id is no user`, enabled: true, uid: 1.5, loggedIn: true, runs: false },
    { spec: `${RUNS} — NaN is no user`, enabled: true, uid: Number.NaN, loggedIn: true, runs: false },
  ];
  it.each(cases)('$spec → $runs', ({ enabled, uid, loggedIn, runs }) => {
    expect(canRunHomeGate({ enabled, uid, loggedIn })).toBe(runs);
  });
});

describe('gate skip marker', () => {
  it(`${SKIP_CONST} — the constants agree`, () => {
    expect(HOME_GATE_SKIP_S).toBe(7200);
    expect(HOME_GATE_SKIP_MS).toBe(7_200_000);
  });

  it(`${SKIP} — the marker records the user and the end of the 7200 s`, () => {
    expect(formatGateSkipMarker(1001, NOW)).toBe(`1001:${NOW + 7_200_000}`);
    expect(parseGateSkipMarker(formatGateSkipMarker(1001, NOW))).toEqual({ uid: 1001, untilMs: NOW + 7_200_000 });
  });

  const set = formatGateSkipMarker(1001, NOW);
  const cases: { spec: string; marker: string | null | undefined; uid: number; now: number; skipped: boolean }[] = [
    { spec: `${SKIP} — right after closing`, marker: set, uid: 1001, now: NOW, skipped: true },
    { spec: `${SKIP} — one ms before 7200 s`, marker: set, uid: 1001, now: NOW + 7_199_999, skipped: true },
    { spec: `${SKIP} — at exactly 7200 s it has expired`, marker: set, uid: 1001, now: NOW + 7_200_000, skipped: false },
    { spec: `${SKIP} — long after`, marker: set, uid: 1001, now: NOW + 86_400_000, skipped: false },
    { spec: `${SKIP} — "for that user": another uid is not skipped`, marker: set, uid: 1002, now: NOW, skipped: false },
    { spec: `${SKIP} — no marker`, marker: null, uid: 1001, now: NOW, skipped: false },
    { spec: `${SKIP} — no marker (undefined)`, marker: undefined, uid: 1001, now: NOW, skipped: false },
    { spec: `${SKIP} — a malformed marker is ignored`, marker: 'yes', uid: 1001, now: NOW, skipped: false },
    { spec: `${SKIP} — a marker with uid 0 is ignored`, marker: `0:${NOW + 1000}`, uid: 0, now: NOW, skipped: false },
    {
      spec: `${SKIP} — a marker far in the future (clock moved back, hand edited) is void`,
      marker: `1001:${NOW + 7_200_001}`,
      uid: 1001,
      now: NOW,
      skipped: false,
    },
    { spec: `${SKIP} — a marker of 99999… ms is void`, marker: `1001:9999999999999999`, uid: 1001, now: NOW, skipped: false },
  ];
  it.each(cases)('$spec → $skipped', ({ marker, uid, now, skipped }) => {
    expect(isGateSkipped(marker, uid, now)).toBe(skipped);
  });

  const malformed = ['', ' ', '1001', ':1', '1001:', '1001:abc', 'a:1', '1001:1:2', '-1:5', '1001:-5', '1e3:5', '１００１:5'];
  it.each(malformed)(`${SKIP} — "%s" is not a marker`, (raw) => {
    expect(parseGateSkipMarker(raw)).toBeNull();
  });

  it(`${SKIP} — for any user and time, a fresh marker skips for 7200 s and then stops`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 7_199_999 }),
        (uid, at, later) => {
          const marker = formatGateSkipMarker(uid, at);
          expect(isGateSkipped(marker, uid, at + later)).toBe(true);
          expect(isGateSkipped(marker, uid, at + 7_200_000 + later)).toBe(false);
          expect(isGateSkipped(marker, uid + 1, at + later)).toBe(false);
        },
      ),
    );
  });
});

describe('publicIpsFromCandidates', () => {
  const srflx = (ip: string) =>
    `candidate:842163049 1 udp 1677729535 ${ip} 54321 typ srflx raddr 0.0.0.0 rport 0 generation 0 ufrag EsAw network-cost 999`;
  const host = (ip: string) => `candidate:3046327916 1 udp 2113937151 ${ip} 55520 typ host generation 0 ufrag EsAw network-cost 999`;
  const cases: { why: string; lines: string[]; ips: string[] }[] = [
    { why: 'a srflx candidate gives the address STUN saw', lines: [srflx('203.0.113.7')], ips: ['203.0.113.7'] },
    { why: 'a public host candidate counts', lines: [host('198.51.100.20')], ips: ['198.51.100.20'] },
    { why: 'the SDP "a=" prefix is accepted', lines: [`a=${srflx('203.0.113.7')}`], ips: ['203.0.113.7'] },
    {
      why: "a prflx candidate is the user's own address",
      lines: ['candidate:7 1 udp 1845501695 8.8.4.4 4000 typ prflx raddr 10.0.0.2 rport 4000'],
      ips: ['8.8.4.4'],
    },
    {
      why: "relay candidates are a TURN server's address",
      lines: ['candidate:5 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 54321'],
      ips: [],
    },
    { why: 'mDNS host names are dropped', lines: [host('0f2a1b3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c.local')], ips: [] },
    { why: 'other names are dropped', lines: [host('example.com')], ips: [] },
    {
      why: 'duplicates collapse, first seen order kept',
      lines: [srflx('203.0.113.7'), host('8.8.8.8'), srflx('203.0.113.7')],
      ips: ['203.0.113.7', '8.8.8.8'],
    },
    { why: 'the raddr field is never taken', lines: ['candidate:1 1 udp 1 10.0.0.1 1 typ srflx raddr 203.0.113.50 rport 1'], ips: [] },
    {
      why: 'TCP candidates count too',
      lines: ['candidate:1 1 tcp 1518280447 203.0.113.8 9 typ host tcptype active'],
      ips: ['203.0.113.8'],
    },
    { why: 'the end-of-candidates empty line is ignored', lines: [''], ips: [] },
    { why: 'a line without "typ" in place is ignored', lines: ['candidate:1 1 udp 1 203.0.113.7 1 type srflx'], ips: [] },
    { why: 'a line that is not a candidate is ignored', lines: ['203.0.113.7'], ips: [] },
    { why: 'a bad IPv4 octet is not an address', lines: [srflx('203.0.113.256'), srflx('203.0.113.07')], ips: [] },
  ];
  it.each(cases)(`${IPS} — $why`, ({ lines, ips }) => {
    expect(publicIpsFromCandidates(lines)).toEqual(ips);
  });

  const dropped = [
    ['loopback', '127.0.0.1'],
    ['loopback range', '127.8.9.10'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12 upper end', '172.31.255.254'],
    ['private 192.168/16', '192.168.1.5'],
    ['link-local', '169.254.10.1'],
    ['shared CGNAT 100.64/10', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique local', 'fd12:3456:789a::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped private', '::ffff:192.168.0.1'],
    ['IPv6 with a zone id', 'fe80::1%eth0'],
  ];
  it.each(dropped)(`${IPS} — drops %s (%s)`, (_why, ip) => {
    expect(publicIpsFromCandidates([srflx(ip), host(ip)])).toEqual([]);
  });

  const kept = [
    ['just outside 172.16/12', '172.32.0.1', '172.32.0.1'],
    ['just outside CGNAT', '100.128.0.1', '100.128.0.1'],
    ['public IPv6, written in full groups', '2001:DB8::1', '2001:db8:0:0:0:0:0:1'],
    ['bracketed IPv6', '[2001:db8:1::2]', '2001:db8:1:0:0:0:0:2'],
    ['IPv4-mapped public IPv6 becomes IPv4', '::ffff:203.0.113.9', '203.0.113.9'],
    ['full IPv6', '2606:4700:4700:0:0:0:0:1111', '2606:4700:4700:0:0:0:0:1111'],
  ];
  it.each(kept)(`${IPS} — keeps %s (%s)`, (_why, ip, out) => {
    expect(publicIpsFromCandidates([srflx(ip)])).toEqual([out]);
  });

  it(`${IPS} — the same IPv6 written two ways is one IP`, () => {
    expect(publicIpsFromCandidates([srflx('2001:db8::1'), srflx('2001:0db8:0:0::0001')])).toEqual(['2001:db8:0:0:0:0:0:1']);
  });

  const badV6 = ['1::2::3', '2001:db8:::1', '12345::1', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', 'g::1', '1:2:3:4:5:6:7:1.2.3.4'];
  it.each(badV6)(`${IPS} — "%s" is not an IPv6 address`, (ip) => {
    expect(publicIpsFromCandidates([srflx(ip)])).toEqual([]);
  });

  it(`${IPS} — at most ${MAX_GATE_IPS} IPs (the contract refuses more)`, () => {
    const lines = Array.from({ length: 40 }, (_, i) => srflx(`203.0.113.${i + 1}`));
    const ips = publicIpsFromCandidates(lines);
    expect(ips).toHaveLength(MAX_GATE_IPS);
    expect(ips[0]).toBe('203.0.113.1');
    expect(ips[15]).toBe('203.0.113.16');
  });

  it(`${IPS} — never returns a private or loopback IPv4, whatever the candidates`, () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.array(fc.tuple(octet, octet, octet, octet), { maxLength: 20 }), (quads) => {
        const ips = publicIpsFromCandidates(quads.map((q) => srflx(q.join('.'))));
        for (const ip of ips) {
          const [a = 0, b = 0] = ip.split('.').map(Number);
          expect(a === 10 || a === 127 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31)).toBe(false);
        }
        expect(new Set(ips).size).toBe(ips.length);
      }),
    );
  });
});

describe('encodeStunList', () => {
  const decode = (b64: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))) as unknown;
  const cases = [
    { why: 'one local server', urls: ['stun:127.0.0.1:3478'], b64: 'WyJzdHVuOjEyNy4wLjAuMTozNDc4Il0=' },
    {
      why: 'non-ASCII is UTF-8 encoded (btoa alone would throw)',
      urls: ['stun:stün.example:3478'],
      b64: 'WyJzdHVuOnN0w7xuLmV4YW1wbGU6MzQ3OCJd',
    },
    { why: 'an empty list', urls: [], b64: 'W10=' },
  ];
  it.each(cases)(`${STUNS} — $why`, ({ urls, b64 }) => {
    expect(encodeStunList(urls)).toBe(b64);
  });

  it(`${STUNS} — decodes back to the same JSON array`, () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 5 }), (urls) => {
        expect(decode(encodeStunList(urls))).toEqual(urls);
      }),
    );
  });
});
