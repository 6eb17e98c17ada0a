import { describe, expect, it } from 'vitest';
import { offeredAccounts } from './accounts';

describe('offeredAccounts (§7 funds_transfer props isUkLimit, isItalyLimit)', () => {
  it.each([
    [{ isUkLimit: false, isItalyLimit: false }, ['spot', 'margin', 'futures', 'earn']],
    [{ isUkLimit: true, isItalyLimit: false }, ['spot', 'earn']],
    [{ isUkLimit: false, isItalyLimit: true }, ['spot', 'margin', 'earn']],
    [{ isUkLimit: true, isItalyLimit: true }, ['spot', 'earn']],
  ])('%o → %o', (limits, accounts) => {
    expect(offeredAccounts(limits)).toEqual(accounts);
  });
});
