/** An entry of the account section's side menu (§2.3 side menu; §2.1 "Account and deposit"). */
export interface AccountMenuItem {
  /** Message key under `chrome.account` and the icon's name. */
  readonly key: 'overview' | 'security' | 'verification' | 'tickets' | 'coupons';
  readonly path: string;
  /** Other pages of the section under this entry (matched as path prefixes). */
  readonly also: readonly string[];
}

/**
 * The account section's menu. Decision: the same five entries on every sub-site (each has accounts,
 * security, verification, support tickets and coupons); deposit and the other money pages join when
 * their pages exist (issue 13).
 */
export const ACCOUNT_MENU: readonly AccountMenuItem[] = [
  { key: 'overview', path: '/myaccount', also: [] },
  { key: 'security', path: '/myaccount/security', also: ['/myaccount/fundpass_setup', '/myaccount/totp'] },
  { key: 'verification', path: '/myaccount/kyc_home', also: ['/myaccount/kyc2', '/myaccount/kyc3_v1'] },
  { key: 'tickets', path: '/myaccount/tickets', also: [] },
  { key: 'coupons', path: '/myaccount/coupon_center', also: ['/myaccount/profile/coupon_center'] },
];

/**
 * The entry a page belongs to: the entry whose path or `also` prefix matches the path (without its
 * locale prefix) most specifically; the overview only for /myaccount itself.
 * @example activeAccountMenuKey('/myaccount/kyc2') === 'verification'
 * @example activeAccountMenuKey('/myaccount') === 'overview'
 */
export function activeAccountMenuKey(path: string): AccountMenuItem['key'] | null {
  const clean = path.replace(/\/+$/, '') || '/';
  const under = (prefix: string) => clean === prefix || clean.startsWith(`${prefix}/`);
  if (clean === '/myaccount') return 'overview';
  const match = ACCOUNT_MENU.filter((item) => item.key !== 'overview').find((item) => [item.path, ...item.also].some(under));
  return match?.key ?? null;
}
