import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPLIANCE_TOKEN_LIMIT_TIMES,
  COMPLIANCE_TOKEN_WINDOW_SECONDS,
  canonicalComplianceTokenJson,
  decodeComplianceToken,
  encodeComplianceToken,
  resolveComplianceTokenReuse,
  resolveNextComplianceToken,
  type ComplianceTokenPayload,
  type ComplianceTokenReuse,
} from './compliance-token';
import { LIMIT, NOW, OTHERWISE, RESULT1, REUSE, UID, gatePayload } from '../testing/compliance-token-fixtures';

const TOKEN = '§3 "Compliance token (base64 JSON): uid; result {value, valid_period}; limit {value, limit_times, valid_period}"';
const SIGNED = 'issue 3 "The server signs the token; a forged or altered token is treated as absent."';
const SIG = 'ab'.repeat(32);
const token = gatePayload;

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('encodeComplianceToken / decodeComplianceToken', () => {
  it(`${TOKEN}: round-trips uid, result, limit and sig`, () => {
    const payload = token({ result: [1, NOW + 10], limit: [2, 3, NOW + 20] });
    const raw = encodeComplianceToken(payload, SIG);
    expect(JSON.parse(atob(raw))).toEqual({ ...payload, sig: SIG });
    expect(decodeComplianceToken(raw)).toEqual({ ...payload, sig: SIG });
  });

  it(`${TOKEN}: any valid payload survives the round trip (property)`, () => {
    const count = fc.integer({ min: 0, max: 2 ** 40 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        count,
        count,
        count,
        fc.integer({ min: 1, max: 100 }),
        count,
        fc.stringMatching(/^[0-9a-f]{64}$/),
        (uid, rv, rp, lv, lt, lp, sig) => {
          const payload = { uid, result: { value: rv, valid_period: rp }, limit: { value: lv, limit_times: lt, valid_period: lp } };
          expect(decodeComplianceToken(encodeComplianceToken(payload, sig))).toEqual({ ...payload, sig });
        },
      ),
    );
  });

  it(`${TOKEN}: URL-safe and unpadded base64 are read too`, () => {
    const raw = encodeComplianceToken(token({ uid: 1023 }), SIG);
    const urlSafe = raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeComplianceToken(urlSafe)?.uid).toBe(1023);
  });

  const valid = { uid: UID, result: { value: 0, valid_period: 0 }, limit: { value: 0, limit_times: 3, valid_period: 0 }, sig: SIG };
  const malformed: { spec: string; raw: unknown }[] = [
    { spec: 'not a string', raw: 42 },
    { spec: 'undefined (no stored token)', raw: undefined },
    { spec: 'empty', raw: '' },
    { spec: 'not base64', raw: '%%%not-base64%%%' },
    { spec: 'base64 of one character too many', raw: 'a' },
    { spec: 'base64 of non-JSON', raw: b64('hello') },
    { spec: 'base64 of a JSON array', raw: b64('[1,2]') },
    { spec: 'base64 of JSON null', raw: b64('null') },
    { spec: 'no sig (an unsigned token)', raw: b64(JSON.stringify({ ...valid, sig: undefined })) },
    { spec: 'sig not 64 hex digits', raw: b64(JSON.stringify({ ...valid, sig: 'xyz' })) },
    { spec: 'sig in upper case', raw: b64(JSON.stringify({ ...valid, sig: SIG.toUpperCase() })) },
    { spec: 'uid as a string', raw: b64(JSON.stringify({ ...valid, uid: String(UID) })) },
    { spec: 'uid 0', raw: b64(JSON.stringify({ ...valid, uid: 0 })) },
    { spec: 'negative valid_period', raw: b64(JSON.stringify({ ...valid, result: { value: 1, valid_period: -1 } })) },
    { spec: 'fractional value', raw: b64(JSON.stringify({ ...valid, limit: { value: 1.5, limit_times: 3, valid_period: 0 } })) },
    { spec: 'limit_times 0', raw: b64(JSON.stringify({ ...valid, limit: { value: 0, limit_times: 0, valid_period: 0 } })) },
    { spec: 'result missing', raw: b64(JSON.stringify({ ...valid, result: undefined })) },
    { spec: 'limit is an array', raw: b64(JSON.stringify({ ...valid, limit: [0, 3, 0] })) },
    { spec: 'invalid UTF-8 inside', raw: btoa('\xff\xfe{}') },
    { spec: 'longer than the 2048-character cap', raw: encodeComplianceToken(token(), SIG) + 'A'.repeat(2048) },
  ];
  it.each(malformed)(`${TOKEN}: malformed ($spec) decodes to null without throwing`, ({ raw }) => {
    expect(decodeComplianceToken(raw)).toBeNull();
  });

  it(`${TOKEN}: arbitrary strings never throw (property)`, () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (raw) => void decodeComplianceToken(raw)));
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => void decodeComplianceToken(b64(text))));
  });

  it(`${SIGNED}: the signed bytes drop extra fields and fix the key order`, () => {
    const reordered = { limit: { valid_period: 5, limit_times: 3, value: 1 }, result: { valid_period: 4, value: 1 }, uid: 9 };
    const withExtra = { ...reordered, admin: true } as unknown as ComplianceTokenPayload;
    expect(canonicalComplianceTokenJson(withExtra)).toBe(
      '{"uid":9,"result":{"value":1,"valid_period":4},"limit":{"value":1,"limit_times":3,"valid_period":5}}',
    );
  });

  it(`${SIGNED}: an altered field changes the signed bytes`, () => {
    const base = token({ limit: [2, 3, NOW + 5] });
    const altered = token({ limit: [0, 3, NOW + 5] });
    expect(canonicalComplianceTokenJson(altered)).not.toBe(canonicalComplianceTokenJson(base));
  });
});

describe('resolveComplianceTokenReuse', () => {
  const cases: { spec: string; payload: ComplianceTokenPayload | null; uid?: number; expected: ComplianceTokenReuse }[] = [
    { spec: `${OTHERWISE} — no token`, payload: null, expected: 'check' },
    { spec: `${RESULT1} — same uid, unexpired`, payload: token({ result: [1, NOW + 1] }), expected: 'upgrade-prompt' },
    { spec: `${REUSE} — result value 1 of another uid`, payload: token({ uid: UID + 1, result: [1, NOW + 100] }), expected: 'check' },
    { spec: `${REUSE} — result value 1 expired at exactly valid_period`, payload: token({ result: [1, NOW] }), expected: 'check' },
    { spec: `${REUSE} — result value 1 expired long ago`, payload: token({ result: [1, NOW - 3600] }), expected: 'check' },
    { spec: `${OTHERWISE} — result value 0, unexpired`, payload: token({ result: [0, NOW + 100] }), expected: 'check' },
    { spec: `${OTHERWISE} — result value 2 is not 1`, payload: token({ result: [2, NOW + 100] }), expected: 'check' },
    { spec: `${LIMIT} — count equals limit_times`, payload: token({ limit: [3, 3, NOW + 1] }), expected: 'detection' },
    { spec: `${LIMIT} — count above limit_times`, payload: token({ limit: [5, 3, NOW + 1] }), expected: 'detection' },
    { spec: `${LIMIT} — a token's own limit_times is used`, payload: token({ limit: [1, 1, NOW + 1] }), expected: 'detection' },
    { spec: `${OTHERWISE} — count below limit_times`, payload: token({ limit: [2, 3, NOW + 100] }), expected: 'check' },
    { spec: `${LIMIT} — reached but expired`, payload: token({ limit: [3, 3, NOW] }), expected: 'check' },
    { spec: `${REUSE} — reached limit of another uid`, payload: token({ uid: 5, limit: [3, 3, NOW + 100] }), expected: 'check' },
    {
      spec: `${LIMIT} — both apply: detection (cannot be closed) wins over the upgrade prompt`,
      payload: token({ result: [1, NOW + 100], limit: [3, 3, NOW + 100] }),
      expected: 'detection',
    },
    {
      spec: `${RESULT1} — limit expired, result still valid`,
      payload: token({ result: [1, NOW + 100], limit: [3, 3, NOW - 1] }),
      expected: 'upgrade-prompt',
    },
    {
      spec: '§4.9 "The gate does not run when … the id is 0" — uid 0 never reuses',
      payload: token({ result: [1, NOW + 100] }),
      uid: 0,
      expected: 'check',
    },
  ];
  it.each(cases)('$spec → $expected', ({ payload, uid, expected }) => {
    expect(resolveComplianceTokenReuse(payload, uid ?? UID, NOW)).toBe(expected);
  });
});

describe('resolveNextComplianceToken', () => {
  const W = COMPLIANCE_TOKEN_WINDOW_SECONDS;
  const base = { uid: UID, nowSeconds: NOW, countsAsVpn: false, upgradeConfirmed: false };
  it(`${LIMIT}: the first VPN notice opens a 24 h window counting 1 of ${COMPLIANCE_TOKEN_LIMIT_TIMES}`, () => {
    expect(resolveNextComplianceToken({ ...base, previous: null, countsAsVpn: true })).toEqual(token({ limit: [1, 3, NOW + W] }));
  });
  it(`${LIMIT}: further VPN notices add to the open window without extending it`, () => {
    const previous = token({ limit: [1, 3, NOW + 60] });
    expect(resolveNextComplianceToken({ ...base, previous, countsAsVpn: true }).limit).toEqual({
      value: 2,
      limit_times: 3,
      valid_period: NOW + 60,
    });
  });
  it(`${LIMIT}: an expired window starts again at 1`, () => {
    const previous = token({ limit: [3, 3, NOW] });
    expect(resolveNextComplianceToken({ ...base, previous, countsAsVpn: true }).limit).toEqual({
      value: 1,
      limit_times: 3,
      valid_period: NOW + W,
    });
  });
  it(`${OTHERWISE}: a clean check keeps an open window and drops an expired one`, () => {
    expect(resolveNextComplianceToken({ ...base, previous: token({ limit: [2, 3, NOW + 5] }) }).limit).toEqual({
      value: 2,
      limit_times: 3,
      valid_period: NOW + 5,
    });
    expect(resolveNextComplianceToken({ ...base, previous: token({ limit: [2, 3, NOW - 5] }) }).limit).toEqual({
      value: 0,
      limit_times: 3,
      valid_period: 0,
    });
  });
  it(`${RESULT1}: confirming the upgrade (type 3) sets result value 1 for 24 h and keeps the limit`, () => {
    const previous = token({ limit: [3, 3, NOW + 5] });
    expect(resolveNextComplianceToken({ ...base, previous, upgradeConfirmed: true })).toEqual(
      token({ result: [1, NOW + W], limit: [3, 3, NOW + 5] }),
    );
  });
  it(`${RESULT1}: an unexpired result part is carried over, an expired one cleared`, () => {
    expect(resolveNextComplianceToken({ ...base, previous: token({ result: [1, NOW + 9] }) }).result).toEqual({
      value: 1,
      valid_period: NOW + 9,
    });
    expect(resolveNextComplianceToken({ ...base, previous: token({ result: [1, NOW] }) }).result).toEqual({ value: 0, valid_period: 0 });
  });
  it(`${REUSE}: another uid's token contributes nothing`, () => {
    const previous = token({ uid: 77, result: [1, NOW + 9], limit: [2, 3, NOW + 9] });
    expect(resolveNextComplianceToken({ ...base, previous, countsAsVpn: true })).toEqual(token({ limit: [1, 3, NOW + W] }));
  });
});
