/**
 * §4.9 home compliance gate, the browser's side: when it may run, the 7200 s skip marker, the IPs
 * taken from WebRTC ICE candidates and the base64 STUN list of the type-1 check (§7 "type 1 adds ips
 * and stuns (stun list base64-encoded)"). The result dialogs and the token rules are decided on the
 * server (compliance-token.ts, ip-gate.ts); the browser never reads the token.
 */
import { ms, seconds, type Ms, type Seconds } from '../brand';

/** §9 "Compliance skip marker: 7200 s." */
export const HOME_GATE_SKIP_S: Seconds = seconds(7200);
export const HOME_GATE_SKIP_MS: Ms = ms(HOME_GATE_SKIP_S * 1000);

/** The contract accepts at most 16 IPs (ipCheckBodySchema); more would be refused as a whole. */
export const MAX_GATE_IPS = 16;

export interface HomeGateInput {
  /** The gate switch of the server (GET …/ip-penetration/config `enabled`). */
  readonly enabled: boolean;
  readonly uid: number;
  readonly loggedIn: boolean;
}

/**
 * §4.9 "The gate does not run when disabled, when the id is 0 or when not logged in." A uid that is
 * not a positive safe integer counts as 0.
 *
 * @example canRunHomeGate({ enabled: true, uid: 1001, loggedIn: true }) === true
 * @example canRunHomeGate({ enabled: true, uid: 0, loggedIn: true }) === false
 */
export function canRunHomeGate({ enabled, uid, loggedIn }: HomeGateInput): boolean {
  return enabled && loggedIn && Number.isSafeInteger(uid) && uid > 0;
}

export interface GateSkipMarker {
  readonly uid: number;
  /** Epoch ms until which the gate is skipped for `uid`. */
  readonly untilMs: number;
}

/**
 * The marker stored when the user closes or declines a gate dialog: `"<uid>:<until epoch ms>"`.
 *
 * @example formatGateSkipMarker(1001, 1_000) === '1001:7201000'
 */
export function formatGateSkipMarker(uid: number, nowMs: number): string {
  return `${uid}:${nowMs + HOME_GATE_SKIP_MS}`;
}

/**
 * Reads a stored marker; null when missing or malformed (it is local storage: anything can be in it).
 *
 * @example parseGateSkipMarker('1001:7201000') // { uid: 1001, untilMs: 7201000 }
 * @example parseGateSkipMarker('junk') === null
 */
export function parseGateSkipMarker(raw: string | null | undefined): GateSkipMarker | null {
  if (typeof raw !== 'string') return null;
  const match = /^(\d{1,16}):(\d{1,16})$/.exec(raw.trim());
  if (match === null) return null;
  const uid = Number(match[1]);
  const untilMs = Number(match[2]);
  if (!Number.isSafeInteger(uid) || uid <= 0 || !Number.isSafeInteger(untilMs)) return null;
  return { uid, untilMs };
}

/**
 * §4.9 "Closing or declining sets a local skip marker valid 7200 s for that user": true while the
 * marker belongs to `uid` and has not expired. A marker ending more than 7200 s after `nowMs` (the
 * clock moved back, or a hand-edited value) is void, so a bad value cannot hide the gate for ever.
 *
 * @example isGateSkipped(formatGateSkipMarker(1001, 0), 1001, 7_199_999) === true
 * @example isGateSkipped(formatGateSkipMarker(1001, 0), 1002, 0) === false
 */
export function isGateSkipped(marker: string | null | undefined, uid: number, nowMs: number): boolean {
  const parsed = parseGateSkipMarker(marker);
  if (parsed === null || parsed.uid !== uid) return false;
  return nowMs < parsed.untilMs && parsed.untilMs - nowMs <= HOME_GATE_SKIP_MS;
}

// --- ICE candidates ---

/** Candidate types whose address is the user's own: host (local interface) and reflexive (seen by STUN). */
const OWN_ADDRESS_TYPES = new Set(['host', 'srflx', 'prflx']);

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function parseIpv4(text: string): number[] | null {
  return IPV4.test(text) ? text.split('.').map(Number) : null;
}

/** Eight 16-bit groups, or null. Accepts `::` compression and a trailing dotted IPv4. */
function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null;
  let tail: number[] = [];
  let body = text;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    tail = [(a << 8) | b, (c << 8) | d];
    body = text.slice(0, lastColon + 1);
    // "::1.2.3.4" leaves "::", "64:ff9b::1.2.3.4" leaves "64:ff9b::", "::ffff:1.2.3.4" leaves "::ffff:".
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const [left = '', right] = body.split('::');
  const head = groups(left);
  const rest = right === undefined ? [] : groups(right);
  const hextets = [...head, ...rest];
  if (!hextets.every((h) => /^[0-9a-f]{1,4}$/i.test(h))) return null;
  const missing = 8 - tail.length - hextets.length;
  if (right === undefined ? missing !== 0 : missing < 1) return null;
  const zeros = new Array<number>(right === undefined ? 0 : missing).fill(0);
  return [...head.map((h) => parseInt(h, 16)), ...zeros, ...rest.map((h) => parseInt(h, 16)), ...tail];
}

/** Not routable on the internet: unspecified, loopback, private, shared (CGNAT), link-local, multicast, reserved. */
function isPublicIpv4([a = 0, b = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  return true;
}

/** Unspecified, loopback, link-local (fe80::/10), unique local (fc00::/7) and multicast are not public. */
function isPublicIpv6(groups: number[]): boolean {
  const first = groups[0] ?? 0;
  if (groups.every((g) => g === 0)) return false;
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return false;
  if ((first & 0xffc0) === 0xfe80 || (first & 0xfe00) === 0xfc00 || (first & 0xff00) === 0xff00) return false;
  return true;
}

/** The address in the public form the server compares, or null when it is not a public IP. */
function publicAddress(raw: string): string | null {
  const address = raw.replace(/^\[|\]$/g, '');
  const v4 = parseIpv4(address);
  if (v4 !== null) return isPublicIpv4(v4) ? address : null;
  const v6 = parseIpv6(address);
  if (v6 === null) return null;
  // IPv4-mapped (::ffff:a.b.c.d) is the IPv4 address.
  if (v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff) {
    const [hi = 0, lo = 0] = v6.slice(6);
    const mapped = [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
    return isPublicIpv4(mapped) ? mapped.join('.') : null;
  }
  return isPublicIpv6(v6) ? v6.map((g) => g.toString(16)).join(':') : null;
}

/**
 * The public IPs in ICE candidate lines (`candidate:<foundation> <component> <transport> <priority>
 * <address> <port> typ <type> …`, with or without the SDP `a=` prefix), for the §4.9 type-1 check.
 * Host, srflx and prflx candidates are the user's own addresses; relay candidates (a TURN server's
 * address) and the `raddr` field are ignored. mDNS names (`….local`) and other non-IP names,
 * loopback, private, link-local, shared and multicast ranges are dropped. IPv6 is written in full
 * lower-case groups, IPv4-mapped IPv6 as IPv4. First seen order, no duplicates, at most 16.
 *
 * @example publicIpsFromCandidates(['candidate:1 1 udp 1677729535 203.0.113.7 5000 typ srflx raddr 0.0.0.0 rport 0'])
 *   // ['203.0.113.7']
 */
export function publicIpsFromCandidates(candidates: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of candidates) {
    const parts = line.trim().replace(/^a=/, '').split(/\s+/);
    if (!parts[0]?.startsWith('candidate:') || parts[6] !== 'typ' || !OWN_ADDRESS_TYPES.has(parts[7] ?? '')) continue;
    const ip = publicAddress(parts[4] ?? '');
    if (ip !== null && !out.includes(ip)) out.push(ip);
    if (out.length === MAX_GATE_IPS) break;
  }
  return out;
}

/**
 * §7 "stuns (stun list base64-encoded)": base64 of the JSON array of STUN URLs, UTF-8 safe and
 * without Node's Buffer (it runs in the browser).
 *
 * @example encodeStunList(['stun:127.0.0.1:3478']) === 'WyJzdHVuOjEyNy4wLjAuMTozNDc4Il0='
 */
export function encodeStunList(urls: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(urls));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
