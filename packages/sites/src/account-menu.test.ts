import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, activeAccountMenuKey } from './account-menu';

const SIDE = '§2.3 "Side menu: collapsible left menu on wide screens"; issue 15 "Use it on the account, help and learn sections"';
const ROUTES = '§2.1 "Account and deposit: /myaccount/security, /myaccount/tickets, /myaccount/coupon_center, /myaccount/kyc_home, …"';

describe('account menu', () => {
  it(`${SIDE}; ${ROUTES}`, () => {
    expect(ACCOUNT_MENU.map((i) => i.path)).toEqual([
      '/myaccount',
      '/myaccount/security',
      '/myaccount/kyc_home',
      '/myaccount/tickets',
      '/myaccount/coupon_center',
    ]);
  });

  it.each([
    ['/myaccount', 'overview'],
    ['/myaccount/', 'overview'],
    ['/myaccount/security', 'security'],
    ['/myaccount/fundpass_setup', 'security'],
    ['/myaccount/totp', 'security'],
    ['/myaccount/kyc_home', 'verification'],
    ['/myaccount/kyc2', 'verification'],
    ['/myaccount/kyc3_v1', 'verification'],
    ['/myaccount/tickets/42', 'tickets'],
    ['/myaccount/profile/coupon_center', 'coupons'],
    ['/myaccount/deposit/USDT', null],
    ['/myaccount/kyc22', null],
  ] as const)(`${ROUTES}: %s is under %s`, (path, key) => {
    expect(activeAccountMenuKey(path)).toBe(key);
  });
});
