import { describe, expect, it } from 'vitest';
import { FUNDPASS_FORM_DEFAULTS, fundpassFields, fundpassFormSchema, fundpassRequest, type FundpassMode } from './schemas';

const values = (over: Partial<typeof FUNDPASS_FORM_DEFAULTS>) => ({ ...FUNDPASS_FORM_DEFAULTS, ...over });
const issuesOf = (mode: FundpassMode, v: typeof FUNDPASS_FORM_DEFAULTS) => {
  const result = fundpassFormSchema(mode, 'mismatch').safeParse(v);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('fund-password set-up form', () => {
  it('shows log-in password + new + repeat to set, old + new + repeat (+ code) to change', () => {
    expect(fundpassFields({ kind: 'set' })).toEqual(['login_password', 'fundpass', 'fundpass_repeat']);
    expect(fundpassFields({ kind: 'change', totpRequired: false })).toEqual(['old_fundpass', 'fundpass', 'fundpass_repeat']);
    expect(fundpassFields({ kind: 'change', totpRequired: true })).toEqual(['old_fundpass', 'fundpass', 'fundpass_repeat', 'totp']);
  });

  it('sets with the log-in password and sends only the contract fields', () => {
    const v = values({ login_password: 'Login-pass-1', fundpass: 'fund-123456', fundpass_repeat: 'fund-123456' });
    expect(issuesOf({ kind: 'set' }, v)).toEqual([]);
    expect(fundpassRequest({ kind: 'set' }, v)).toEqual({
      ok: true,
      request: { name: 'fundpassSet', body: { login_password: 'Login-pass-1', fundpass: 'fund-123456' } },
    });
  });

  it('refuses a repeat that differs and a fund password shorter than the contract allows', () => {
    expect(issuesOf({ kind: 'set' }, values({ login_password: 'x', fundpass: 'fund-123456', fundpass_repeat: 'fund-1234567' }))).toEqual([
      'fundpass_repeat: mismatch',
    ]);
    expect(issuesOf({ kind: 'set' }, values({ login_password: 'x', fundpass: '123', fundpass_repeat: '123' }))).toEqual([
      'fundpass: Use at least 6 characters',
    ]);
  });

  it('needs the authenticator code to change only when TOTP is on', () => {
    const v = values({ old_fundpass: 'old-123456', fundpass: 'new-123456', fundpass_repeat: 'new-123456' });
    expect(issuesOf({ kind: 'change', totpRequired: false }, v)).toEqual([]);
    expect(issuesOf({ kind: 'change', totpRequired: true }, v)).toEqual(['totp: Enter the 6-digit code']);
    expect(fundpassRequest({ kind: 'change', totpRequired: true }, { ...v, totp: ' 123456 ' })).toEqual({
      ok: true,
      request: { name: 'fundpassChange', body: { old_fundpass: 'old-123456', fundpass: 'new-123456', totp: '123456' } },
    });
  });
});
