/**
 * §5 "Log scrubbing masks phones, e-mails, ID numbers, 16-19 digit card numbers and IPv4 addresses."
 *
 * Masks replace characters with `*` and never add digits, so a masked value stays recognisable
 * (you can tell a card from a phone) but is useless. Each rule is anchored so that it does not
 * fire inside longer tokens: order ids, timestamps, versions, UUIDs and hashes stay readable.
 */

const STAR = '*';

/** Replaces every digit except the last `keep` digits with `*`, leaving separators in place. */
function maskDigitsExceptLast(s: string, keep: number): string {
  let seen = 0;
  const total = s.replace(/\D/g, '').length;
  return s.replace(/\d/g, (d) => (++seen > total - keep ? d : STAR));
}

/**
 * Luhn checksum of a digit string; tells card numbers apart from order ids and other long numbers.
 * @example passesLuhn('4111111111111111') === true
 * @example passesLuhn('1234567890123456') === false
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

// Token edges: a match must not touch letters, digits, `_`, or a `.digit` continuation.
// `*` counts as an edge too, so residue of an earlier mask never unblocks a new match (idempotence).
const START = String.raw`(?<![\w.+*])`;
const END = String.raw`(?![\w*]|[.,][\d*])`;

/**
 * E-mail: keep the first character of the local part and the whole domain: `j***@example.com`.
 * `*` belongs to the local part so that a digit masked next to it later cannot move the match start.
 */
const EMAIL = /(?<![\w.%+*@-])[\w.%+*-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;
function maskEmail(m: string): string {
  const at = m.indexOf('@');
  return `${m.charAt(0)}***${m.slice(at)}`;
}

/**
 * Card: 16-19 digits, contiguous or in groups of 4 joined by one space or dash, and Luhn-valid.
 * Keeps the last 4 digits: `**** **** **** 1111`.
 */
const CARD = new RegExp(String.raw`${START}(?:\d{16,19}|\d{4}(?:[ -]\d{4}){3}(?:[ -]\d{1,3})?)${END}`, 'g');
function maskCard(m: string): string | null {
  if (passesLuhn(m.replace(/\D/g, ''))) return maskDigitsExceptLast(m, 4);
  // "4111 1111 1111 1111 12/25": the short trailing group may be an expiry, not part of the card.
  const head = m.slice(0, 19);
  if (m.length > 19 && passesLuhn(head.replace(/\D/g, ''))) return maskDigitsExceptLast(head, 4) + m.slice(19);
  return null; // not a card: look again from the next character, a card may start inside
}

/**
 * Chinese resident ID: 18 characters (6-digit area, YYYYMMDD birth date, 3 digits, digit or X)
 * or the old 15-digit form (YYMMDD). Keeps the last 4 characters.
 */
const DATE8 = String.raw`(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])`;
const DATE6 = String.raw`\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])`;
const NATIONAL_ID = new RegExp(String.raw`${START}[1-9]\d{5}(?:${DATE8}\d{3}[\dXx]|${DATE6}\d{3})${END}`, 'g');
function maskNationalId(m: string): string {
  return STAR.repeat(m.length - 4) + m.slice(-4);
}

/**
 * Passport-like: 1-2 capital letters then digits, 8-9 characters in all (`E12345678`). Keeps the
 * first letter and the last 2. Dashes are edges here too, so the first group of an upper-case
 * UUID is not taken for a passport.
 */
const PASSPORT = new RegExp(String.raw`(?<![\w.+*-])(?=[A-Z0-9]{8,9}(?![\w*-]))[A-Z]{1,2}\d{7,8}(?![\w*-]|[.,][\d*])`, 'g');
function maskPassport(m: string): string {
  return m.charAt(0) + STAR.repeat(m.length - 3) + m.slice(-2);
}

/**
 * Phones, keeping the last 2 digits:
 * - international: `+` then 8-15 digits, each followed by at most two of space, dash or bracket
 *   (`+90 532 123 45 67`, `+1 (555) 123-4567`); the 8-digit floor spares small signed amounts;
 * - North American: `(555) 123-4567` or `555-123-4567`;
 * - Chinese mobile: 11 digits starting 13-19 (`13812345678`).
 * A bare run of digits of any other length (epoch ms, order ids) is never a phone.
 */
const PHONE_INTL = new RegExp(String.raw`(?<![\w+*])\+(?:\d[ ()-]{0,2}){7,14}\d${END}`, 'g');
const PHONE_NA = new RegExp(String.raw`${START}(?:\(\d{3}\) ?|\d{3}-)\d{3}-\d{4}${END}`, 'g');
const PHONE_CN = new RegExp(String.raw`${START}1[3-9]\d{9}${END}`, 'g');
function maskPhone(m: string): string {
  return maskDigitsExceptLast(m, 2);
}

/**
 * IPv4: a dotted quad with every octet 0-255 (no leading zeros), not part of a longer dotted
 * run and not glued to a letter, so `v1.2.3.4` and `1.2.3.4.5` stay. Keeps the first two
 * octets: `192.168.*.*`. A bare `1.2.3.4` is indistinguishable from an address and is masked.
 */
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IPV4 = new RegExp(String.raw`${START}${OCTET}\.${OCTET}\.${OCTET}\.${OCTET}(?![\w*]|\.[\d*])`, 'g');
function maskIpv4(m: string): string {
  const [a, b] = m.split('.');
  return `${a ?? ''}.${b ?? ''}.*.*`;
}

/** A mask returns null to say "not a match after all"; the search then resumes one character on. */
type Mask = (m: string) => string | null;

// Order matters: e-mails first (their local part may hold a phone), then the long numbers.
const RULES: ReadonlyArray<readonly [RegExp, Mask]> = [
  [EMAIL, maskEmail],
  [CARD, maskCard],
  [NATIONAL_ID, maskNationalId],
  [PASSPORT, maskPassport],
  [PHONE_INTL, maskPhone],
  [PHONE_NA, maskPhone],
  [PHONE_CN, maskPhone],
  [IPV4, maskIpv4],
];

/**
 * Masks phones, e-mails, ID numbers, Luhn-valid 16-19 digit cards and IPv4 addresses in free text.
 * Idempotent: masking a masked string changes nothing. No regex here can backtrack badly, so it
 * is safe on untrusted log text.
 * @example maskSensitive('mail john@example.com from 192.168.1.20') === 'mail j***@example.com from 192.168.*.*'
 * @example maskSensitive('card 4111 1111 1111 1111') === 'card **** **** **** 1111'
 */
export function maskSensitive(text: string): string {
  // One pass can leave a match that only appears once a neighbour is masked (overlapping groups
  // of digits), so repeat until stable. Every productive pass hides at least one more character
  // or puts an e-mail into its final form, so this ends; the cap is only a guard.
  let current = text;
  for (let i = 0; i <= 2 * text.length + 2; i++) {
    const next = maskOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function maskOnce(text: string): string {
  let out = text;
  for (const [re, mask] of RULES) out = applyRule(out, re, mask);
  return out;
}

function applyRule(text: string, re: RegExp, mask: Mask): string {
  let out = '';
  let last = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const masked = mask(m[0]);
    if (masked === null) {
      re.lastIndex = m.index + 1;
      continue;
    }
    out += text.slice(last, m.index) + masked;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** Keys whose values are replaced whole (§3 fund-password and frequency forms hold fundpass and totp). */
export const SECRET_KEY = /pass(word)?|fundpass|totp|secret|token|cookie|authorization|session/i;
export const REDACTED = '[REDACTED]';

/**
 * Deep copy of `value` fit for logging: strings are masked with {@link maskSensitive}; numbers
 * and bigints that would be masked as text come back as the masked string; values under secret
 * keys ({@link SECRET_KEY}) become `'[REDACTED]'`; cycles become `'[Circular]'`. Errors keep
 * name, message, stack and cause; Maps and Sets are walked; other objects become plain objects.
 * @example maskDeep({ phone: '+90 532 123 45 67', fundpass: 'x' }) // { phone: '+** *** *** ** 67', fundpass: '[REDACTED]' }
 */
export function maskDeep(value: unknown): unknown {
  return walk(value, new Set());
}

function walk(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value === 'string') return maskSensitive(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    const masked = maskSensitive(text);
    return masked === text ? value : masked;
  }
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (value instanceof URL) return maskSensitive(value.href);
  if (ancestors.has(value)) return '[Circular]';
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => walk(v, ancestors));
    if (value instanceof Map) {
      const out = new Map<unknown, unknown>();
      for (const [k, v] of value) out.set(walk(k, ancestors), typeof k === 'string' && SECRET_KEY.test(k) ? REDACTED : walk(v, ancestors));
      return out;
    }
    if (value instanceof Set) return new Set([...value].map((v) => walk(v, ancestors)));
    const out: Record<string, unknown> = {};
    if (value instanceof Error) {
      out.name = value.name;
      out.message = maskSensitive(value.message);
      if (value.stack !== undefined) out.stack = maskSensitive(value.stack);
      if (value.cause !== undefined) out.cause = walk(value.cause, ancestors);
    }
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : walk(v, ancestors);
    return out;
  } finally {
    ancestors.delete(value);
  }
}
