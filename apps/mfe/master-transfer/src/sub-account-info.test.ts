import { describe, expect, it } from 'vitest';
import { subAccountInfoOutcome } from './sub-account-info';

describe('sub-account info outcome (§8 "warning toast with server message, redirect home after 2 s, fall back to type 1 sub type 1")', () => {
  it('reads a good answer', () => {
    expect(subAccountInfoOutcome({ code: 0, message: '', data: { type: 4, sub_type: 7 } })).toEqual({
      type: 4,
      subType: 7,
      warning: null,
      redirectAfterMs: 2000,
    });
  });
  it('warns with the server message, redirects after 2 s and falls back to type 1 sub type 1 on a non-zero code', () => {
    expect(subAccountInfoOutcome({ code: 40400, message: 'Sub-account not found', data: null })).toEqual({
      type: 1,
      subType: 1,
      warning: 'Sub-account not found',
      redirectAfterMs: 2000,
    });
  });
  it('falls back silently when the request failed', () => {
    expect(subAccountInfoOutcome(null)).toMatchObject({ type: 1, subType: 1, warning: null });
  });
});
