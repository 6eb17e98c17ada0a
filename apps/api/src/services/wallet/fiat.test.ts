import { describe, expect, it } from 'vitest';
import { fiatDepositInstructions, fiatReference } from './fiat';

describe('fiat deposit instructions (issue 13 "bank-transfer instructions with a per-user reference")', () => {
  it.each([1, 42, 97, 123456, 9007199254740])('reference of %i carries ISO 7064 mod-97 check digits', (uid) => {
    const match = /^EX(\d+)-(\d{2})$/.exec(fiatReference(uid));
    expect(match?.[1]).toBe(String(uid));
    expect((BigInt(uid) * 100n + BigInt(match?.[2] ?? '0')) % 97n).toBe(1n);
  });

  it('one mistyped digit changes the check', () => {
    expect(fiatReference(4201)).not.toBe(fiatReference(4210).replace('4210', '4201'));
  });

  it.each([
    ['main', ['USD', 'EUR', 'GBP']],
    ['eu', ['EUR']],
    ['tr', ['TRY']],
    ['us', []],
  ] as const)('§3 site fiat lists: %s shows accounts for %j', (site, fiats) => {
    expect(fiatDepositInstructions(site, 7).accounts.map((a) => a.currency)).toEqual(fiats);
  });
});
