/**
 * §5 "Log scrubbing masks phones, e-mails, ID numbers, 16-19 digit card numbers and IPv4 addresses."
 *
 * Masks replace characters with `*` and never add digits, so a masked value stays recognisable
 * (you can tell a card from a phone) but is useless. Each rule is anchored so that it does not
 * fire inside longer tokens: order ids, timestamps, versions, UUIDs and hashes stay readable.
 * Cards are in log-mask-cards.ts, national IDs in log-mask-ids.ts. Runs on every log call: the
 * regexes are compiled once, and none of them can backtrack badly on untrusted text.
 */
import { CARD_RULES } from './log-mask-cards';
import { END, START, maskDigitsExceptLast, type Mask, type Rule } from './log-mask-core';
import { ID_KEY, ID_RULES, maskIdValue } from './log-mask-ids';

export { cardNetwork, passesLuhn } from './log-mask-cards';

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

// Order matters: e-mails first (their local part may hold a phone), then the long numbers.
const RULES: readonly Rule[] = [
  [EMAIL, maskEmail],
  ...CARD_RULES,
  ...ID_RULES,
  [PHONE_INTL, maskPhone],
  [PHONE_NA, maskPhone],
  [PHONE_CN, maskPhone],
  [IPV4, maskIpv4],
];

/**
 * A line with neither a digit nor an `@` holds nothing any rule can match (short of a codice fiscale
 * with all 7 digits replaced by letters, issued only after 7 collisions on the same code).
 */
const CANDIDATE = /[\d@]/;
const MAX_PASSES = 8;

/**
 * Masks phones, e-mails, national ID numbers, payment card numbers and IPv4 addresses in free text.
 * Idempotent: masking a masked string changes nothing.
 * @example maskSensitive('mail john@example.com from 192.168.1.20') === 'mail j***@example.com from 192.168.*.*'
 * @example maskSensitive('card 4111 1111 1111 1111') === 'card **** **** **** 1111'
 * @example maskSensitive('ssn 123-45-6789, order 1845275039172650411') === 'ssn ***-**-**89, order 1845275039172650411'
 */
export function maskSensitive(text: string): string {
  if (!CANDIDATE.test(text)) return text;
  // One pass can leave a match that only appears once a neighbour is masked (a card starting in
  // the 4 digits another card kept), so repeat until stable. Real text is stable after one or two
  // passes; a line still changing after MAX_PASSES was built to chain matches, and fails closed:
  // every digit in it is masked. That bounds the work at MAX_PASSES scans of the line.
  let current = text;
  for (let i = 0; i < MAX_PASSES; i++) {
    const next = maskOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current.replace(/\d/g, '*');
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
 * keys ({@link SECRET_KEY}) become `'[REDACTED]'`; a string or number under an ID key (`ssn`,
 * `tax_file_number`, `national_id`, `hkid`, `passport_no`, …) keeps only its last 2 letters or
 * digits, whatever its shape; cycles become `'[Circular]'`. Errors keep name, message, stack and
 * cause; Maps and Sets are walked; other objects become plain objects.
 * @example maskDeep({ phone: '+90 532 123 45 67', fundpass: 'x' }) // { phone: '+** *** *** ** 67', fundpass: '[REDACTED]' }
 * @example maskDeep({ ssn: '123456789' }) // { ssn: '*******89' }
 */
export function maskDeep(value: unknown): unknown {
  return walk(value, new Set());
}

function walkField(key: string, value: unknown, ancestors: Set<object>): unknown {
  if (SECRET_KEY.test(key)) return REDACTED;
  // A bare 9-digit SSN or TFN is only an ID because of its key (see ID_KEY).
  if (ID_KEY.test(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'))
    return maskIdValue(String(value));
  return walk(value, ancestors);
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
      for (const [k, v] of value) out.set(walk(k, ancestors), typeof k === 'string' ? walkField(k, v, ancestors) : walk(v, ancestors));
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
    for (const [k, v] of Object.entries(value)) out[k] = walkField(k, v, ancestors);
    return out;
  } finally {
    ancestors.delete(value);
  }
}
