import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { REDACTED, maskDeep, maskSensitive, passesLuhn } from './log-mask';

const SCRUB = '§5 "Log scrubbing masks phones, e-mails, ID numbers, 16-19 digit card numbers and IPv4 addresses."';
const FUND_FORM = '§3 "Fund-password form: fundpass, frequency." / "Frequency-change form: fundpass, totp."';

const digitsOf = (s: string) => s.replace(/\D/g, '');

describe('maskSensitive masks', () => {
  const cases = [
    {
      spec: `${SCRUB} — e-mail keeps first letter and domain`,
      input: 'user john.doe@example.com signed in',
      expected: 'user j***@example.com signed in',
    },
    { spec: `${SCRUB} — e-mail with digits`, input: '13812345678@qq.com', expected: '1***@qq.com' },
    { spec: `${SCRUB} — e-mail with subdomain`, input: '<a.b+c@mail.example.co.uk>', expected: '<a***@mail.example.co.uk>' },
    { spec: `${SCRUB} — card keeps last 4`, input: 'card=4111111111111111', expected: 'card=************1111' },
    { spec: `${SCRUB} — card in groups of 4 (spaces)`, input: 'card 4111 1111 1111 1111.', expected: 'card **** **** **** 1111.' },
    { spec: `${SCRUB} — card in groups of 4 (dashes)`, input: '5500-0000-0000-0004', expected: '****-****-****-0004' },
    { spec: `${SCRUB} — 19-digit card`, input: 'pan 6212345678901234569', expected: 'pan ***************4569' },
    { spec: `${SCRUB} — card followed by an expiry`, input: '4111 1111 1111 1111 12/25', expected: '**** **** **** 1111 12/25' },
    {
      spec: `${SCRUB} — a card starting inside a longer run of groups is still found`,
      input: 'order 0400 4000 0000 0000 0002',
      expected: 'order 0400 **** **** **** 0002',
    },
    {
      spec: `${SCRUB} — cards sharing a group are all masked (repeat until stable)`,
      input: '4000 0000 0000 4004 0000 0000 4000',
      expected: '**** **** **** **** **** **** 4000',
    },
    {
      spec: `${SCRUB} — found by the property test: a second card starts in the kept group`,
      input: '4330 3259 2652 4004-9339 9755 0751 0002100000200010010000',
      expected: '**** **** **** ****-**** **** 0751 0002100000200010010000',
    },
    {
      spec: `${SCRUB} — a run of groups with no card network's prefix is not a card`,
      input: '0000 0000 0000 0000 0000 0000 0000',
      expected: '0000 0000 0000 0000 0000 0000 0000',
    },
    { spec: `${SCRUB} — 18-character ID with X`, input: 'id:11010519491231002X', expected: 'id:**************002X' },
    { spec: `${SCRUB} — 18-digit ID`, input: 'id 110105199003071234', expected: 'id **************1234' },
    { spec: `${SCRUB} — 15-digit ID`, input: 'old id 110105491231002', expected: 'old id ***********1002' },
    { spec: `${SCRUB} — passport`, input: 'passport E12345678', expected: 'passport E******78' },
    { spec: `${SCRUB} — passport with two letters`, input: 'pp=EA1234567;', expected: 'pp=E******67;' },
    { spec: `${SCRUB} — international phone`, input: 'tel +90 532 123 45 67', expected: 'tel +** *** *** ** 67' },
    { spec: `${SCRUB} — international phone, compact`, input: 'phone:+8613812345678', expected: 'phone:+***********78' },
    { spec: `${SCRUB} — international phone with brackets`, input: '+1 (555) 123-4567', expected: '+* (***) ***-**67' },
    { spec: `${SCRUB} — North American phone`, input: 'call (555) 123-4567 now', expected: 'call (***) ***-**67 now' },
    { spec: `${SCRUB} — North American phone with dashes`, input: '555-123-4567', expected: '***-***-**67' },
    { spec: `${SCRUB} — Chinese mobile`, input: 'mobile 13812345678', expected: 'mobile *********78' },
    { spec: `${SCRUB} — IPv4 keeps two octets`, input: 'from 192.168.1.20', expected: 'from 192.168.*.*' },
    { spec: `${SCRUB} — IPv4 with port`, input: 'http://10.0.0.255:8080/x', expected: 'http://10.0.*.*:8080/x' },
    { spec: `${SCRUB} — IPv4 ends a sentence`, input: 'ip 8.8.8.8.', expected: 'ip 8.8.*.*.' },
    { spec: `${SCRUB} — bare four-part number is an IPv4 (decision)`, input: '1.2.3.4', expected: '1.2.*.*' },
    { spec: `${SCRUB} — several kinds at once`, input: 'a@b.io 1.2.3.4 +44 20 7946 0958', expected: 'a***@b.io 1.2.*.* +** ** **** **58' },
  ];
  it.each(cases)('$spec', ({ input, expected }) => {
    expect(maskSensitive(input)).toBe(expected);
  });
});

describe('maskSensitive leaves alone', () => {
  const cases = [
    { spec: `${SCRUB} — not IPv4: version with v prefix`, input: 'app v1.2.3.4' },
    { spec: `${SCRUB} — not IPv4: five-part version`, input: 'build 1.2.3.4.5' },
    { spec: `${SCRUB} — not IPv4: octet above 255`, input: 'ver 1.2.3.256' },
    { spec: `${SCRUB} — not IPv4: semver`, input: 'next 16.4.6' },
    { spec: `${SCRUB} — not IPv4: leading zeros`, input: '01.02.03.04' },
    { spec: `${SCRUB} — ISO timestamp`, input: 'at 2026-11-21T21:25:02.123Z' },
    { spec: `${SCRUB} — epoch ms (13 digits) is not a phone`, input: 'ts=1732224302123' },
    { spec: `${SCRUB} — epoch seconds`, input: 'ts=1732224302' },
    { spec: `${SCRUB} — 12-digit order id`, input: 'order 123456789012' },
    { spec: `${SCRUB} — prefixed order id`, input: 'ord_1234567890123456' },
    { spec: `${SCRUB} — 16 digits failing Luhn are not a card`, input: 'order 1234567890123456' },
    { spec: `${SCRUB} — UUID`, input: 'req 550e8400-e29b-41d4-a716-446655440000' },
    { spec: `${SCRUB} — upper-case UUID`, input: 'req 550E8400-E29B-41D4-A716-446655440000' },
    { spec: `${SCRUB} — SHA-1`, input: 'sha da39a3ee5e6b4b0d3255bfef95601890afd80709' },
    { spec: `${SCRUB} — SHA-256`, input: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
    { spec: `${SCRUB} — prices and amounts`, input: 'BTC_USDT 97123.45 qty 0.0012 pnl +1234567.89 +1234567 USDT' },
    { spec: `${SCRUB} — 11 digits inside a decimal`, input: 'rate 0.13812345678' },
    { spec: `${SCRUB} — uid`, input: 'uid=10086 nickname=neo' },
    { spec: `${SCRUB} — ISO date`, input: '2026-11-21' },
    { spec: `${SCRUB} — not an e-mail`, input: '@mention and user@localhost' },
  ];
  it.each(cases)('$spec: $input', ({ input }) => {
    expect(maskSensitive(input)).toBe(input);
  });
});

describe('passesLuhn', () => {
  const cases = [
    { spec: `${SCRUB} — Visa test number`, digits: '4111111111111111', expected: true },
    { spec: `${SCRUB} — Mastercard test number`, digits: '5500000000000004', expected: true },
    { spec: `${SCRUB} — one digit off`, digits: '4111111111111112', expected: false },
    { spec: `${SCRUB} — empty`, digits: '', expected: false },
  ];
  it.each(cases)('$spec', ({ digits, expected }) => expect(passesLuhn(digits)).toBe(expected));
});

describe('maskDeep', () => {
  const cases: { spec: string; input: unknown; expected: unknown }[] = [
    {
      spec: `${FUND_FORM} — secret keys are redacted whole`,
      input: { fundpass: 'hunter2', frequency: 1, totp: '123456' },
      expected: { fundpass: REDACTED, frequency: 1, totp: REDACTED },
    },
    {
      spec: `${FUND_FORM} — every listed key name, any case`,
      input: {
        password: 1,
        Passwd: 'x',
        client_secret: 's',
        csrfToken: 't',
        Cookie: 'c',
        authorization: 'Bearer x',
        sessionId: 's',
        pass: 'p',
      },
      expected: {
        password: REDACTED,
        Passwd: REDACTED,
        client_secret: REDACTED,
        csrfToken: REDACTED,
        Cookie: REDACTED,
        authorization: REDACTED,
        sessionId: REDACTED,
        pass: REDACTED,
      },
    },
    {
      spec: `${FUND_FORM} — a secret key holding an object is redacted whole`,
      input: { session: { uid: 1 } },
      expected: { session: REDACTED },
    },
    {
      spec: `${SCRUB} — strings in nested objects and arrays`,
      input: { user: { email: 'neo@matrix.io', ips: ['10.1.2.3'] } },
      expected: { user: { email: 'n***@matrix.io', ips: ['10.1.*.*'] } },
    },
    {
      spec: `${SCRUB} — a phone held as a number becomes the masked string`,
      input: { phone: 13812345678 },
      expected: { phone: '*********78' },
    },
    {
      spec: `${SCRUB} — other numbers stay numbers`,
      input: { uid: 10086, ts: 1732224302123, ok: true, none: null },
      expected: { uid: 10086, ts: 1732224302123, ok: true, none: null },
    },
    { spec: `${SCRUB} — plain string`, input: 'x 192.168.0.1', expected: 'x 192.168.*.*' },
  ];
  it.each(cases)('$spec', ({ input, expected }) => {
    expect(maskDeep(input)).toEqual(expected);
  });

  it(`${SCRUB} — does not mutate its input`, () => {
    const input = { email: 'neo@matrix.io', fundpass: 'x' };
    maskDeep(input);
    expect(input).toEqual({ email: 'neo@matrix.io', fundpass: 'x' });
  });

  it(`${SCRUB} — cycles become '[Circular]'; shared references are not cycles`, () => {
    const shared = { ip: '1.1.1.1' };
    const input: Record<string, unknown> = { a: shared, b: shared };
    input.self = input;
    expect(maskDeep(input)).toEqual({ a: { ip: '1.1.*.*' }, b: { ip: '1.1.*.*' }, self: '[Circular]' });
  });

  it(`${SCRUB} — Errors keep name and masked message; Maps, Sets and URLs are walked`, () => {
    const out = maskDeep({
      err: new TypeError('no user 13812345678'),
      map: new Map<string, unknown>([
        ['token', 'abc'],
        ['ip', '8.8.8.8'],
      ]),
      set: new Set(['a@b.io']),
      url: new URL('https://x.test/?ip=9.9.9.9'),
    }) as Record<string, unknown>;
    expect(out.err).toMatchObject({ name: 'TypeError', message: 'no user *********78' });
    expect(JSON.stringify(out.err)).not.toContain('13812345678');
    expect([...(out.map as Map<string, unknown>)]).toEqual([
      ['token', REDACTED],
      ['ip', '8.8.*.*'],
    ]);
    expect([...(out.set as Set<string>)]).toEqual(['a***@b.io']);
    expect(out.url).toBe('https://x.test/?ip=9.9.*.*');
  });
});

// --- properties -------------------------------------------------------------------------------

/** Text built from the characters the rules care about, so collisions between rules get tried. */
const noisy = fc.string({
  unit: fc.constantFrom(...'0123456789012345678901234567890123456789 ..--++@@()*_xXEv/:a'.split('')),
  maxLength: 80,
});

/** A random Luhn-valid card of 16-19 digits in a network's IIN range (Visa, UnionPay, Mastercard 16 only). */
const card = fc
  .tuple(fc.constantFrom('4', '62', '51', '2720'), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 18 }))
  .map(([iin, body]) => {
    const partial = (iin + body.join('')).slice(0, iin === '51' || iin === '2720' ? 15 : body.length);
    for (let d = 0; d <= 9; d++) if (passesLuhn(partial + d)) return partial + d;
    throw new Error('unreachable');
  });
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
const phone = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 999 }), fc.stringMatching(/^[0-9]{8,11}$/)).map(([cc, n]) => `+${cc} ${n}`),
  fc.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
  fc.stringMatching(/^1[3-9]\d{9}$/),
);
const nationalId = fc.stringMatching(/^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d)\d{3}[\dX]$/);
const passport = fc.stringMatching(/^[A-Z]{1,2}\d{7}$/);
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{0,10}$/), fc.stringMatching(/^[a-z]{2,8}\.(com|io|co\.uk)$/))
  .map(([l, d]) => `${l}@${d}`);
const sensitive = fc.oneof(card, ipv4, phone, email, nationalId, passport);
// Glue tokens with the characters the edge rules look at, so neighbouring matches interact.
const glue = fc.constantFrom('', ' ', '.', '-', '@', '+', '*', '_', 'a', '1', '.1', '(', ')', ',', ':', '/', 'X');
const mixed = fc
  .array(fc.tuple(fc.oneof(noisy, sensitive), glue), { maxLength: 8 })
  .map((parts) => parts.map(([token, g]) => token + g).join(''));

describe('maskSensitive properties', () => {
  it(`${SCRUB} — idempotent: mask(mask(x)) === mask(x)`, () => {
    fc.assert(
      fc.property(fc.oneof(noisy, mixed, fc.string()), (x) => maskSensitive(maskSensitive(x)) === maskSensitive(x)),
      { numRuns: 3000 },
    );
  });

  it(`${SCRUB} — never reveals more digits than the input had`, () => {
    fc.assert(
      fc.property(fc.oneof(noisy, mixed), (x) => digitsOf(maskSensitive(x)).length <= digitsOf(x).length),
      { numRuns: 2000 },
    );
  });

  it(`${SCRUB} — a card, phone, ID or IPv4 among spaces never survives whole`, () => {
    fc.assert(
      fc.property(fc.oneof(card, ipv4, phone, nationalId, passport), fc.constantFrom('', 'x ', 'id: '), (secret, prefix) => {
        const out = maskSensitive(`${prefix}${secret} end`);
        expect(out).not.toContain(secret);
        // cards and IDs keep 4 digits, phones and passports 2, IPv4 its first two octets
        expect(digitsOf(out).length).toBeLessThan(digitsOf(secret).length);
      }),
      { numRuns: 1000 },
    );
  });

  it(`${SCRUB} — an e-mail never survives whole and keeps its domain`, () => {
    fc.assert(
      fc.property(email, (e) => {
        const out = maskSensitive(`to ${e}.`);
        expect(out).toBe(`to ${e.charAt(0)}***${e.slice(e.indexOf('@'))}.`);
      }),
      { numRuns: 500 },
    );
  });
});

// Every rule runs on every log call over untrusted text: a regex that backtracks badly would hang
// the process. These lines are built to provoke that; they must come back, masked as stated.
describe('maskSensitive on long adversarial lines', () => {
  const N = 50_000;
  const cases: { spec: string; input: string; expected: string }[] = [
    { spec: `${SCRUB} — a 100,000-digit run is no card, ID or phone`, input: '7'.repeat(2 * N), expected: '7'.repeat(2 * N) },
    { spec: `${SCRUB} — single digits between spaces`, input: '1 '.repeat(N), expected: '1 '.repeat(N) },
    { spec: `${SCRUB} — a dotted run is no IPv4`, input: '1.'.repeat(N), expected: '1.'.repeat(N) },
    { spec: `${SCRUB} — groups of 4 without a card network's prefix`, input: '0000 '.repeat(N / 2), expected: '0000 '.repeat(N / 2) },
    {
      spec: `${SCRUB} — 5,000 cards in a row are all masked`,
      input: '4111 1111 1111 1111 '.repeat(N / 10),
      expected: '**** **** **** 1111 '.repeat(N / 10),
    },
    {
      spec: `${SCRUB} — a phone then a long tail of digits: only the first 15 digits are the phone`,
      input: `+${'1-'.repeat(N)}`,
      expected: `+${'*-'.repeat(13)}${'1-'.repeat(N - 13)}`,
    },
    { spec: `${SCRUB} — a local part with no domain is no e-mail`, input: `${'a.'.repeat(N)}@`, expected: `${'a.'.repeat(N)}@` },
    { spec: `${SCRUB} — a domain that never ends in a top-level label`, input: `x@${'a.'.repeat(N)}1`, expected: `x@${'a.'.repeat(N)}1` },
    {
      spec: `${SCRUB} — an ID label followed by a long gap`,
      input: `ssn${' '.repeat(2 * N)}123456789`,
      expected: `ssn${' '.repeat(2 * N)}123456789`,
    },
    {
      spec: `${SCRUB} — letter-digit soup around ID shapes (S1234567 is a passport)`,
      input: 'AB12 34 56 (A) S1234567 X1234567-'.repeat(N / 20),
      expected: 'AB12 34 56 (A) S*****67 X1234567-'.repeat(N / 20),
    },
    { spec: `${SCRUB} — stars and plus signs`, input: '+*'.repeat(N) + '4111111111111111', expected: '+*'.repeat(N) + '4111111111111111' },
  ];
  it.each(cases)('$spec', ({ input, expected }) => {
    expect(maskSensitive(input) === expected).toBe(true); // not toBe(expected): a failure would print 100 KB
  });
});
