// Generated log corpora for the log-masking tests (§5 "Log scrubbing"): lines carrying one piece of
// PII each, in realistic log text, and benign lines full of ids, timestamps, amounts and hashes.
// Seeded, so every run sees the same lines. Check digits are computed here independently of the
// masker (generators complete a number; the masker validates one), so a shared mistake cannot hide.

/** mulberry32: a small, fast, seeded PRNG. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chars = (alphabet: string, n: number): string => {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
    return out;
  };
  const digits = (n: number): string => chars('0123456789', n);
  return { next, int, pick, digits, chars, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof seeded>;

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEX = '0123456789abcdef';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const sumWeighted = (digits: string, weights: readonly number[]) => weights.reduce((s, w, i) => s + w * Number(digits.charAt(i)), 0);

/** One piece of PII in a line: where it is, and how much of it the mask may leave readable. */
export interface PiiSample {
  kind: string;
  line: string;
  value: string;
  start: number;
  /** Alphanumerics of the value that may stay visible (cards and Chinese IDs 4, most IDs 2). */
  keep: number;
  /** For masks that change the length (e-mail, IPv4): the exact masked value. */
  masked?: string;
  /** The value is only recognisable with its label right before it (bare 9- or 12-digit numbers). */
  needsLabel?: boolean;
}

interface Piece {
  value: string;
  keep: number;
  masked?: string;
  label?: string;
}

// --- the PII kinds ------------------------------------------------------------------------------

function luhnComplete(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const s = body + d;
    let sum = 0;
    for (let i = 0; i < s.length; i++) {
      const v = Number(s.charAt(s.length - 1 - i)) * (i % 2 === 1 ? 2 : 1);
      sum += v > 9 ? v - 9 : v;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

/** Card networks as issued: IIN prefix choices and lengths. */
const CARD_ISSUES: readonly { prefixes: readonly string[]; lengths: readonly number[] }[] = [
  { prefixes: ['4'], lengths: [16, 16, 16, 19] },
  { prefixes: ['51', '52', '53', '54', '55', '2221', '2300', '2720'], lengths: [16] },
  { prefixes: ['34', '37'], lengths: [15] },
  { prefixes: ['6011', '644', '649', '65'], lengths: [16, 19] },
  { prefixes: ['3528', '3530', '3589'], lengths: [16, 19] },
  { prefixes: ['62'], lengths: [16, 17, 18, 19] },
  { prefixes: ['36'], lengths: [14] },
  { prefixes: ['300', '305', '38'], lengths: [16] },
  { prefixes: ['5018', '6304', '6759', '6762'], lengths: [16, 19] },
  { prefixes: ['9792'], lengths: [16] },
];

function card(r: Rng): Piece {
  const issue = r.pick(CARD_ISSUES);
  const prefix = r.pick(issue.prefixes);
  const length = r.pick(issue.lengths);
  const pan = luhnComplete(prefix + r.digits(length - prefix.length - 1));
  const sep = r.pick(['', '', ' ', '-']);
  let value = pan; // 19-digit cards are written without groups
  if (sep !== '' && length < 16)
    value = [pan.slice(0, 4), pan.slice(4, 10), pan.slice(10)].join(sep); // 4-6-5, 4-6-4
  else if (sep !== '' && length === 16) value = (pan.match(/\d{4}/g) ?? []).join(sep);
  return { value, keep: 4, label: r.pick(['card', 'pan', 'card_no', 'cardNumber']) };
}

function email(r: Rng): Piece {
  const local =
    r.chars('abcdefghijklmnopqrstuvwxyz', 1) +
    r.chars('abcdefghijklmnopqrstuvwxyz0123456789', r.int(0, 8)) +
    r.pick(['', '', '.', '_', '+']) +
    r.chars('abcdefghijklmnopqrstuvwxyz0123456789', r.int(1, 5));
  const domain = r.pick([
    'gmail.com',
    'outlook.com',
    'qq.com',
    'mail.example.co.uk',
    'yahoo.co.jp',
    'web.de',
    'icloud.com',
    `${r.chars('abcdefghijklmnopqrstuvwxyz', r.int(3, 9))}.io`,
  ]);
  return { value: `${local}@${domain}`, keep: 1, masked: `${local.charAt(0)}***@${domain}`, label: r.pick(['email', 'mail', 'to']) };
}

function phone(r: Rng): Piece {
  const forms = [
    () =>
      `+${r.pick(['1', '44', '90', '852', '65', '81', '61', '31', '34', '39', '33', '86'])} ${r.digits(3)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
    () => `+${r.pick(['90', '44', '86', '81'])}${r.digits(10)}`,
    () => `+1 (${r.int(200, 999)}) ${r.int(200, 999)}-${r.digits(4)}`,
    () => `(${r.int(200, 999)}) ${r.int(200, 999)}-${r.digits(4)}`,
    () => `${r.int(200, 999)}-${r.int(200, 999)}-${r.digits(4)}`,
    () => `1${r.int(3, 9)}${r.digits(9)}`,
  ];
  return { value: r.pick(forms)(), keep: 2, label: r.pick(['phone', 'mobile', 'tel']) };
}

function ipv4(r: Rng): Piece {
  const o = [r.int(1, 255), r.int(0, 255), r.int(0, 255), r.int(0, 255)];
  return { value: o.join('.'), keep: 2, masked: `${o[0]}.${o[1]}.*.*`, label: r.pick(['ip', 'client_ip', 'remote']) };
}

function birthDate(r: Rng, century: boolean): string {
  const y = r.int(1930, 2008);
  const date = `${pad(y, 4)}${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}`;
  return century ? date : date.slice(2);
}

function chineseId(r: Rng): Piece {
  const area = String(r.int(110000, 659999));
  if (r.chance(0.2)) return { value: `${area}${birthDate(r, false)}${r.digits(3)}`, keep: 4, label: 'id_card' };
  const body = `${area}${birthDate(r, true)}${r.digits(3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const check = '10X98765432'.charAt(sumWeighted(body, weights) % 11);
  return { value: body + check, keep: 4, label: r.pick(['id_card', 'idcard', 'shenfenzheng']) };
}

function passport(r: Rng): Piece {
  const value = r.chance(0.5) ? r.pick(['E', 'G', 'K', 'P']) + r.digits(8) : r.chars(UPPER, 2) + r.digits(7);
  return { value, keep: 3, label: r.pick(['passport', 'passport_no']) };
}

function ssn(r: Rng): Piece {
  let area = r.int(1, 899);
  if (area === 666) area = 665;
  const parts = [pad(area, 3), pad(r.int(1, 99), 2), pad(r.int(1, 9999), 4)];
  const label = r.pick(['ssn', 'SSN', 'social_security_number', 'socialSecurityNumber']);
  return { value: parts.join(r.pick(['-', '-', ' ', ''])), keep: 2, label };
}

function nino(r: Rng): Piece {
  const first = r.chars('ABCEGHJKLMNOPRSTWXYZ', 1);
  let second = r.chars('ABCEGHJKLMNPRSTWXYZ', 1);
  if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(first + second)) second = 'A';
  const d = r.digits(6);
  const suffix = r.chars('ABCD', 1);
  const value = r.chance(0.3)
    ? `${first}${second} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suffix}`
    : `${first}${second}${d}${suffix}`;
  return { value: r.chance(0.15) ? value.toLowerCase() : value, keep: 2, label: r.pick(['nino', 'ni_number', 'national_insurance']) };
}

function hkid(r: Rng): Piece {
  const letters = r.chars(UPPER, r.chance(0.8) ? 1 : 2);
  const d = r.digits(6);
  const padded = letters.length === 1 ? ` ${letters}` : letters;
  let sum = 0;
  for (let i = 0; i < 2; i++) sum += (9 - i) * (padded.charAt(i) === ' ' ? 36 : padded.charCodeAt(i) - 55);
  sum += sumWeighted(d, [7, 6, 5, 4, 3, 2]);
  const c = (11 - (sum % 11)) % 11;
  const check = c === 10 ? 'A' : String(c);
  return { value: r.chance(0.7) ? `${letters}${d}(${check})` : `${letters}${d}${check}`, keep: 2, label: r.pick(['hkid', 'hk_id']) };
}

function nric(r: Rng): Piece {
  const prefix = r.pick(['S', 'T', 'F', 'G', 'M']);
  const d = r.digits(7);
  const s = sumWeighted(d, [2, 7, 6, 5, 4, 3, 2]);
  let check: string;
  if (prefix === 'M') check = 'KLJNPQRTUWX'.charAt(10 - ((s + 3) % 11));
  else
    check = (prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK').charAt(
      (s + (prefix === 'T' || prefix === 'G' ? 4 : 0)) % 11,
    );
  return { value: `${prefix}${d}${check}`, keep: 2, label: r.pick(['nric', 'fin', 'uin']) };
}

function tcKimlik(r: Rng): Piece {
  const d = String(r.int(1, 9)) + r.digits(8);
  const odd = sumWeighted(d, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
  const even = sumWeighted(d, [0, 1, 0, 1, 0, 1, 0, 1, 0]);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (odd + even + d10) % 10;
  return { value: `${d}${d10}${d11}`, keep: 2, label: r.pick(['tckn', 'tc_kimlik_no', 'kimlik']) };
}

function myNumber(r: Rng): Piece {
  const body = r.digits(11);
  let s = 0;
  for (let n = 1; n <= 11; n++) s += Number(body.charAt(11 - n)) * (n <= 6 ? n + 1 : n - 5);
  const c = s % 11 <= 1 ? 0 : 11 - (s % 11);
  const v = body + c;
  const sep = r.pick(['', ' ', '-']);
  return {
    value: sep === '' ? v : [v.slice(0, 4), v.slice(4, 8), v.slice(8)].join(sep),
    keep: 2,
    label: r.pick(['my_number', 'myNumber', 'MyNumber', 'マイナンバー', '個人番号']),
  };
}

/** A number whose last digit makes Σ weights·digits ≡ 0 (mod 11), the last weight being ±1. */
function mod11Complete(r: Rng, weights: readonly number[]): string {
  for (;;) {
    const body = r.digits(weights.length - 1);
    const last = weights[weights.length - 1] as number;
    const s = sumWeighted(body, weights) % 11;
    const d = last === 1 ? (11 - s) % 11 : s; // last weight 1: d ≡ −s; last weight −1 or 10 (≡ −1): d ≡ s
    if (d <= 9) return body + d;
  }
}

function tfn(r: Rng): Piece {
  const label = r.pick(['tfn', 'TFN', 'tax_file_number']);
  if (r.chance(0.15)) return { value: mod11Complete(r, [10, 7, 8, 4, 6, 3, 5, 1]), keep: 2, label };
  const v = mod11Complete(r, [1, 4, 3, 7, 5, 8, 6, 9, 10]);
  const sep = r.pick(['', ' ', '-']);
  return { value: sep === '' ? v : [v.slice(0, 3), v.slice(3, 6), v.slice(6)].join(sep), keep: 2, label };
}

function bsn(r: Rng): Piece {
  const v = mod11Complete(r, [9, 8, 7, 6, 5, 4, 3, 2, -1]);
  return {
    value: r.chance(0.3) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v,
    keep: 2,
    label: r.pick(['bsn', 'BSN', 'burgerservicenummer']),
  };
}

// Codice fiscale: values of the characters in odd (1st, 3rd, …) positions, A-Z; a digit counts as the letter at its index.
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function codiceFiscale(r: Rng): Piece {
  const omocodia = (digits: string) => digits.replace(/\d/g, (d) => (r.chance(0.05) ? 'LMNPQRSTUV'.charAt(Number(d)) : d));
  const body =
    r.chars(UPPER, 6) +
    omocodia(pad(r.int(0, 99), 2)) +
    r.chars('ABCDEHLMPRST', 1) +
    omocodia(pad(r.int(1, 71), 2)) +
    r.chars('ADEFGHLMZ', 1) +
    omocodia(r.digits(3));
  let s = 0;
  for (let i = 0; i < 15; i++) {
    const c = body.charAt(i);
    const index = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    s += i % 2 === 0 ? (CF_ODD[index] as number) : index;
  }
  const value = body + UPPER.charAt(s % 26);
  return { value: r.chance(0.1) ? value.toLowerCase() : value, keep: 2, label: r.pick(['codice_fiscale', 'cf', 'tax_code']) };
}

function dniNie(r: Rng): Piece {
  const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
  const sep = r.pick(['', '', '-']);
  if (r.chance(0.3)) {
    const lead = r.pick(['X', 'Y', 'Z']);
    const d = r.digits(7);
    return { value: `${lead}${d}${sep}${letters.charAt(Number('XYZ'.indexOf(lead) + d) % 23)}`, keep: 2, label: 'nie' };
  }
  const d = r.digits(8);
  return { value: `${d}${sep}${letters.charAt(Number(d) % 23)}`, keep: 2, label: r.pick(['dni', 'nif']) };
}

function nir(r: Rng): Piece {
  const dept = r.chance(0.05) ? r.pick(['2A', '2B']) : pad(r.int(1, 95), 2);
  const head = `${r.int(1, 2)}${r.digits(2)}${pad(r.int(1, 12), 2)}${dept}${r.digits(6)}`;
  const n = Number(head.replace('2A', '19').replace('2B', '18'));
  const key = pad(97 - (n % 97), 2);
  const v = head + key;
  const spaced = [v.slice(0, 1), v.slice(1, 3), v.slice(3, 5), v.slice(5, 7), v.slice(7, 10), v.slice(10, 13), v.slice(13)].join(' ');
  return { value: r.chance(0.4) ? spaced : v, keep: 2, label: r.pick(['nir', 'insee', 'secu']) };
}

/** Kinds whose bare form is a plain 8-12 digit number: only recognisable right after their label. */
const LABEL_ONLY: Record<string, RegExp> = { ssn: /^\d{9}$/, tfn: /^\d{8,9}$/, bsn: /^\d{9}$/, 'my-number': /^\d{12}$/ };

export const PII_KINDS: Readonly<Record<string, (r: Rng) => Piece>> = {
  email,
  phone,
  card,
  ipv4,
  'cn-id': chineseId,
  passport,
  ssn,
  nino,
  hkid,
  'sg-nric': nric,
  'tr-kimlik': tcKimlik,
  'my-number': myNumber,
  tfn,
  bsn,
  'it-codice-fiscale': codiceFiscale,
  'es-dni-nie': dniNie,
  'fr-nir': nir,
};

// --- realistic surroundings ----------------------------------------------------------------------

const LEVELS = ['INFO', 'WARN', 'ERROR', 'DEBUG'];
const COMPONENTS = [
  'kyc.submit',
  'user.update',
  'payment.card',
  'auth.login',
  'withdraw.review',
  'c2c.order',
  'support.ticket',
  'fiat.deposit',
];

function isoTime(r: Rng): string {
  return `2026-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}T${pad(r.int(0, 23), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}.${pad(r.int(0, 999), 3)}Z`;
}
function uuid(r: Rng): string {
  const h = r.chars(HEX, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}
const uid = (r: Rng) => String(r.int(10000, 99999999));
const head = (r: Rng) => `${isoTime(r)} ${r.pick(LEVELS)} ${r.pick(COMPONENTS)} `;

/** Ways to write a value into a line; `labelled` ones put the label right before it. */
type Frame = (r: Rng, label: string) => readonly [string, string];
const LABELLED_FRAMES: readonly Frame[] = [
  (r, l) => [`${head(r)}uid=${uid(r)} ${l}=`, ` status=pending`],
  (r, l) => [`${head(r)}{"uid":${uid(r)},"${l}":"`, `","step":2}`],
  (r, l) => [`${head(r)}${l}: `, ''],
  (r, l) => [`${head(r)}${l}=`, `;trace=${uuid(r)}`],
  (r, l) => [`${head(r)}update ${l} `, ` -> accepted in ${r.int(1, 900)}ms`],
  (r, l) => [`${head(r)}${l}:`, `,next=${uid(r)}`],
  (r, l) => [`${head(r)}'${l}': '`, `'`],
];
const FREE_FRAMES: readonly Frame[] = [
  (r) => [`${head(r)}rejected document (`, `) reason=mismatch`],
  (r) => [`${head(r)}value <`, `> did not match for uid ${uid(r)}`],
  (r) => [`${head(r)}user ${uid(r)} entered `, `.`],
  (r) => [`${r.pick(COMPONENTS)}\t`, `\t${uid(r)}`],
  (r) => [`${head(r)}[`, `] request ${uuid(r)}`],
  (r) => [`${head(r)}lookup failed for '`, `' at ${isoTime(r)}`],
  (r) => [`${head(r)}match `, ` , score=0.${r.digits(2)}`],
];

/** `count` lines of one PII kind, each a realistic log line holding one value. */
export function piiLines(kind: string, count: number, seed: number): PiiSample[] {
  const make = PII_KINDS[kind];
  if (make === undefined) throw new Error(`unknown kind ${kind}`);
  const r = seeded(seed);
  const out: PiiSample[] = [];
  for (let i = 0; i < count; i++) {
    const piece = make(r);
    const needsLabel = LABEL_ONLY[kind]?.test(piece.value) ?? false;
    const frame = needsLabel || r.chance(0.5) ? r.pick(LABELLED_FRAMES) : r.pick(FREE_FRAMES);
    const [before, after] = frame(r, piece.label ?? 'value');
    out.push({
      kind,
      line: before + piece.value + after,
      value: piece.value,
      start: before.length,
      keep: piece.keep,
      masked: piece.masked,
      needsLabel,
    });
  }
  return out;
}

/**
 * Whether the masked line still gives the value away: the text around it must be unchanged, and
 * the value's place must hold its mask — the exact mask where that changes the length, otherwise
 * the value with every character turned to `*` but at most `keep` letters and digits.
 */
export function leaks(sample: PiiSample, output: string): boolean {
  const { line, value, start, keep, masked } = sample;
  const before = line.slice(0, start);
  const after = line.slice(start + value.length);
  if (!output.startsWith(before) || !output.endsWith(after)) return true;
  const span = output.slice(start, output.length - after.length);
  if (masked !== undefined) return span !== masked;
  if (span.length !== value.length || span === value) return true;
  let visible = 0;
  for (let i = 0; i < span.length; i++) {
    const c = span.charAt(i);
    if (c === '*') continue;
    if (c !== value.charAt(i)) return true;
    if (/[A-Za-z0-9]/.test(c)) visible++;
  }
  return visible > keep;
}

// --- benign lines --------------------------------------------------------------------------------

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BENIGN_FIELDS: readonly (readonly [string, (r: Rng) => string])[] = [
  ['uid', uid],
  ['order_id', (r) => String(r.int(1, 9)) + r.digits(18)],
  ['order_id', (r) => String(r.int(1, 9)) + r.digits(18)],
  ['client_oid', (r) => `ord_${r.digits(16)}`],
  ['ts', (r) => String(1_700_000_000_000 + r.int(0, 99_999_999) * 1000 + r.int(0, 999))],
  ['time', (r) => String(1_700_000_000 + r.int(0, 99_999_999))],
  ['at', isoTime],
  ['date', (r) => `2026-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}`],
  ['price', (r) => `${r.int(0, 99999)}.${r.digits(r.int(1, 8))}`],
  ['amount', (r) => `${r.int(1, 999)},${r.digits(3)},${r.digits(3)}.${r.digits(2)}`],
  ['qty', (r) => `0.${r.digits(r.int(2, 8))}`],
  ['pnl', (r) => `${r.pick(['+', '-'])}${r.int(0, 9999999)}.${r.digits(2)}`],
  ['change', (r) => `${r.pick(['+', '-'])}${r.int(0, 99)}.${r.digits(2)}%`],
  ['wei', (r) => String(r.int(1, 9)) + r.digits(r.int(1, 4)) + '0'.repeat(r.int(10, 14))],
  ['sats', (r) => String(r.int(1, 999_999_999))],
  ['version', (r) => `${r.int(0, 20)}.${r.int(0, 30)}.${r.int(0, 30)}`],
  ['build', (r) => `v${r.int(0, 9)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(0, 9)}`],
  ['req', uuid],
  ['trace', (r) => uuid(r).toUpperCase()],
  ['span', (r) => r.chars(HEX, 16)],
  ['sha1', (r) => r.chars(HEX, 40)],
  ['sha256', (r) => r.chars(HEX, 64)],
  ['commit', (r) => r.chars(HEX, 7)],
  ['tx', (r) => `0x${r.chars(HEX, 64)}`],
  ['address', (r) => `0x${r.chars(HEX, 40)}`],
  ['address', (r) => `bc1q${r.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}`],
  ['address', (r) => `T${r.chars(BASE58, 33)}`],
  ['pair', (r) => r.pick(['BTC_USDT', 'ETH_USDT', '1INCH_USDT', 'ETH/BTC', 'BTC-PERP', 'GT_USDT', 'SHIB_TRY', 'BTC_EUR'])],
  ['latency', (r) => `${r.int(1, 3000)}ms`],
  [
    'path',
    (r) =>
      r.pick([
        '/api/web/v1/compliance/check',
        '/apiw/v2/account/total_funds',
        `/trade/${r.pick(['BTC_USDT', 'ETH_USDT'])}`,
        `/myaccount/deposit/${r.pick(['USDT', 'BTC'])}`,
      ]),
  ],
  ['order_path', (r) => `/api/web/v1/order/${String(r.int(1, 9)) + r.digits(18)}`],
  ['status', (r) => String(r.pick([200, 201, 204, 301, 400, 401, 403, 404, 429, 500, 502]))],
  ['port', (r) => String(r.int(1024, 65535))],
  ['size', (r) => `${r.int(1, 4096)}MB`],
];

/** Fields no rule may ever touch: their shape is never that of a card, ID, phone or address. */
export const STRUCTURAL_FIELDS = [
  'at',
  'date',
  'ts',
  'time',
  'version',
  'build',
  'req',
  'trace',
  'span',
  'sha1',
  'sha256',
  'commit',
  'tx',
  'address',
  'pair',
  'latency',
  'path',
  'status',
  'port',
  'size',
  'price',
  'qty',
  'amount',
  'change',
  'uid',
  'sats',
  'pnl',
  'client_oid',
];

/**
 * `count` log lines with nothing personal in them: ids, timestamps, amounts, versions, hashes, pairs
 * (only the fields named in `keys`, when given).
 */
export function benignLines(count: number, seed: number, keys?: readonly string[]): string[] {
  const r = seeded(seed);
  const fieldsToUse = keys === undefined ? BENIGN_FIELDS : BENIGN_FIELDS.filter(([key]) => keys.includes(key));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const fields = Array.from({ length: r.int(3, 5) }, () => {
      const [key, gen] = r.pick(fieldsToUse);
      return r.chance(0.2) ? `"${key}":"${gen(r)}"` : `${key}=${gen(r)}`;
    });
    out.push(head(r) + fields.join(r.pick([' ', ', ', '\t'])));
  }
  return out;
}
