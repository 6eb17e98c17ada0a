import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPLIANCE_TOKEN_WINDOW_SECONDS, type ComplianceTokenPayload } from './compliance-token';
import { decideIpGateCheck, mergeGateState, type IpGateCheckInput } from './gate-state';
import { LIMIT, NOW, OTHERWISE, RESULT1, UID, gatePayload } from '../testing/compliance-token-fixtures';

const SERVER = 'issue 10 "the server keeps the limit state per user (limit_times, valid_period) in the database"';
const NOT_LOWER = 'issue 10 "The token only spares a repeat check and cannot lower the result"';
const RESULTS = '§4.9 "4: detection notice (cannot be closed)"';
const DISABLED = '§4.9 "The gate does not run when disabled"';

const W = COMPLIANCE_TOKEN_WINDOW_SECONDS;
const state = gatePayload;
const EMPTY = state();

describe('mergeGateState', () => {
  const cases: {
    spec: string;
    stored: ComplianceTokenPayload | null;
    token: ComplianceTokenPayload | null;
    merged: ComplianceTokenPayload;
  }[] = [
    { spec: `${OTHERWISE} — nothing stored, no token`, stored: null, token: null, merged: EMPTY },
    {
      spec: `${SERVER} — a stored reached limit holds without a token`,
      stored: state({ limit: [3, 3, NOW + 60] }),
      token: null,
      merged: state({ limit: [3, 3, NOW + 60] }),
    },
    {
      spec: `${NOT_LOWER} — an older token of the same window (count 1) does not lower a stored 3`,
      stored: state({ limit: [3, 3, NOW + 60] }),
      token: state({ limit: [1, 3, NOW + 60] }),
      merged: state({ limit: [3, 3, NOW + 60] }),
    },
    {
      spec: `${NOT_LOWER} — a token of an earlier, still open window with fewer notices does not lower it`,
      stored: state({ limit: [2, 3, NOW + 90] }),
      token: state({ limit: [1, 3, NOW + 30] }),
      merged: state({ limit: [2, 3, NOW + 90] }),
    },
    {
      spec: `${NOT_LOWER} — a token issued before the state was stored may raise it`,
      stored: null,
      token: state({ limit: [2, 3, NOW + 60] }),
      merged: state({ limit: [2, 3, NOW + 60] }),
    },
    {
      spec: `${LIMIT} — both reached: the one held longer`,
      stored: state({ limit: [3, 3, NOW + 10] }),
      token: state({ limit: [4, 3, NOW + 50] }),
      merged: state({ limit: [4, 3, NOW + 50] }),
    },
    {
      spec: `${LIMIT} — the part nearer its own limit_times is the stricter`,
      stored: state({ limit: [2, 5, NOW + 90] }),
      token: state({ limit: [1, 2, NOW + 10] }),
      merged: state({ limit: [1, 2, NOW + 10] }),
    },
    {
      spec: `${NOT_LOWER} — a part allowing more notices than a fresh window counts for nothing`,
      stored: null,
      token: state({ limit: [0, 4, NOW + 60] }),
      merged: EMPTY,
    },
    {
      spec: `${LIMIT} — a stored limit expired at exactly valid_period counts no more`,
      stored: state({ limit: [3, 3, NOW] }),
      token: null,
      merged: EMPTY,
    },
    {
      spec: `${LIMIT} — an expired token part counts no more either`,
      stored: state({ limit: [1, 3, NOW + 5] }),
      token: state({ limit: [3, 3, NOW - 1] }),
      merged: state({ limit: [1, 3, NOW + 5] }),
    },
    {
      spec: `${NOT_LOWER} — another uid's state or token counts for nothing`,
      stored: state({ uid: 5, limit: [3, 3, NOW + 60] }),
      token: state({ uid: 5, result: [1, NOW + 60] }),
      merged: EMPTY,
    },
    {
      spec: `${RESULT1} — a stored result value 1 holds without a token`,
      stored: state({ result: [1, NOW + 60] }),
      token: null,
      merged: state({ result: [1, NOW + 60] }),
    },
    {
      spec: `${RESULT1} — the later of two value-1 parts`,
      stored: state({ result: [1, NOW + 60] }),
      token: state({ result: [1, NOW + 90] }),
      merged: state({ result: [1, NOW + 90] }),
    },
    {
      spec: `${RESULT1} — a result value 1 expired at valid_period is cleared`,
      stored: state({ result: [1, NOW] }),
      token: null,
      merged: EMPTY,
    },
    {
      spec: `${OTHERWISE} — a result value other than 1 prompts nothing`,
      stored: state({ result: [2, NOW + 60] }),
      token: null,
      merged: EMPTY,
    },
  ];
  it.each(cases)('$spec', ({ stored, token, merged }) => {
    expect(mergeGateState(stored, token, UID, NOW)).toEqual(merged);
  });
});

describe('decideIpGateCheck', () => {
  const base: IpGateCheckInput = {
    uid: UID,
    nowSeconds: NOW,
    enabled: true,
    type: 1,
    accountCountry: 'GB',
    requestCountry: 'GB',
    reportedCountries: ['GB'],
    stored: null,
    token: null,
  };
  const VPN = { reportedCountries: ['US'] };
  const DETECTED = state({ limit: [3, 3, NOW + 600] });
  const cases: { spec: string; input: Partial<IpGateCheckInput>; result: number; next: ComplianceTokenPayload }[] = [
    {
      spec: `${RESULTS} — a stored 4 is served to a check without a token, even a clean one`,
      input: { stored: DETECTED },
      result: 4,
      next: DETECTED,
    },
    {
      spec: `${NOT_LOWER} — … and to one with an older result-3 token`,
      input: { stored: DETECTED, token: state({ limit: [1, 3, NOW + 600] }), ...VPN },
      result: 4,
      next: DETECTED,
    },
    {
      spec: `${SERVER} — the third VPN notice is counted from the stored state, no token needed`,
      input: { stored: state({ limit: [2, 3, NOW + 600] }), ...VPN },
      result: 4,
      next: DETECTED,
    },
    {
      spec: `${SERVER} — the second VPN notice from the stored state stays closable`,
      input: { stored: state({ limit: [1, 3, NOW + 600] }), ...VPN },
      result: 3,
      next: state({ limit: [2, 3, NOW + 600] }),
    },
    {
      spec: `${LIMIT} — a clean check keeps the stored window`,
      input: { stored: state({ limit: [2, 3, NOW + 600] }) },
      result: 1,
      next: state({ limit: [2, 3, NOW + 600] }),
    },
    {
      spec: `${LIMIT} — once valid_period is reached a clean check is clean and the window is gone`,
      input: { stored: state({ limit: [3, 3, NOW] }) },
      result: 1,
      next: EMPTY,
    },
    {
      spec: `${LIMIT} — once valid_period is reached a VPN notice opens a new window counting 1`,
      input: { stored: state({ limit: [3, 3, NOW] }), ...VPN },
      result: 3,
      next: state({ limit: [1, 3, NOW + W] }),
    },
    {
      spec: `${RESULT1} — a stored upgrade confirmation answers 2 without a token`,
      input: { stored: state({ result: [1, NOW + 60] }) },
      result: 2,
      next: state({ result: [1, NOW + 60] }),
    },
    {
      spec: `${RESULT1} — … and in place of a VPN notice, which is still counted`,
      input: { stored: state({ result: [1, NOW + 60], limit: [1, 3, NOW + 600] }), ...VPN },
      result: 2,
      next: state({ result: [1, NOW + 60], limit: [2, 3, NOW + 600] }),
    },
    {
      spec: `${LIMIT} — the VPN notice reaching the limit under an upgrade confirmation is 4`,
      input: { stored: state({ result: [1, NOW + 60], limit: [2, 3, NOW + 600] }), ...VPN },
      result: 4,
      next: state({ result: [1, NOW + 60], limit: [3, 3, NOW + 600] }),
    },
    {
      spec: `${LIMIT} — confirming the upgrade (type 3) while detected records it and keeps the limit`,
      input: { type: 3, stored: DETECTED },
      result: 2,
      next: state({ result: [1, NOW + W], limit: [3, 3, NOW + 600] }),
    },
    {
      spec: `${NOT_LOWER} — a reached token issued before the state was stored is served and kept`,
      input: { token: DETECTED },
      result: 4,
      next: DETECTED,
    },
    {
      spec: `${DISABLED} — off answers 1 and keeps the stored state as it is`,
      input: { enabled: false, stored: DETECTED, ...VPN },
      result: 1,
      next: DETECTED,
    },
  ];
  it.each(cases)('$spec → $result', ({ input, result, next }) => {
    const decided = decideIpGateCheck({ ...base, ...input });
    expect(decided.result).toBe(result);
    expect(decided.next).toEqual(next);
  });

  it(`${NOT_LOWER}: whatever token is added, a check answering 4 without it still answers 4 and no notice is uncounted (property)`, () => {
    const part = fc.record({
      value: fc.integer({ min: 0, max: 5 }),
      limit_times: fc.integer({ min: 1, max: 5 }),
      valid_period: fc.integer({ min: NOW - 100, max: NOW + 100 }),
    });
    const payload = fc.record({
      uid: fc.constant(UID),
      result: fc.record({ value: fc.integer({ min: 0, max: 2 }), valid_period: fc.integer({ min: NOW - 100, max: NOW + 100 }) }),
      limit: part,
    });
    const input = fc.record({
      type: fc.constantFrom(1 as const, 2 as const, 3 as const),
      reportedCountries: fc.constantFrom(['GB'], ['US'], []),
      stored: fc.option(payload),
      token: payload,
    });
    fc.assert(
      fc.property(input, ({ token, ...rest }) => {
        const without = decideIpGateCheck({ ...base, ...rest });
        const withToken = decideIpGateCheck({ ...base, ...rest, token });
        if (without.result === 4) expect(withToken.result).toBe(4);
        const left = (p: ComplianceTokenPayload) =>
          p.limit.valid_period > NOW ? Math.max(0, p.limit.limit_times - p.limit.value) : Infinity;
        expect(left(withToken.next)).toBeLessThanOrEqual(left(without.next));
      }),
    );
  });
});
