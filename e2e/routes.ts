import { SITES, isMenuPermitted, localizedPath, resolveFeatureForPath, resolveGatedPath, type SiteKey } from '@ex/sites';

/**
 * The §2.1 routes and what each answers today, for the route sweep (chrome-sweep.e2e.ts).
 *
 * `owner` says who builds the page:
 * - 'built': a page that exists (answers 200);
 * - 13, 14, 16, 17: pages of issues still open (money, products, growth, micro-frontends): expected
 *   404 until they land. Update the row when its issue lands: the sweep then expects 200.
 * `only` limits a page to the sub-sites that serve it (elsewhere: 404).
 *
 * On top of the owner, two rules of the spec decide the answer, as the site would:
 * - §5 "Restricted pages … else redirect to /login": /myaccount/* for a visitor → 307 to /login;
 * - §4.8/§5 feature paths: a product the sub-site does not permit → 307 to /state_compliance_tips
 *   (resolveFeatureForPath and the site table's menu codes; the visitor has no country here).
 */
export type Owner = 'built' | 13 | 14 | 16 | 17;

export interface RouteRow {
  readonly path: string;
  readonly owner: Owner;
  readonly only?: readonly SiteKey[];
}

export const PENDING_ISSUES: readonly Owner[] = [13, 14, 16, 17];

/**
 * Issues whose pages have landed as a whole: their rows expect 200. Rows of pages built ahead of their
 * issue are marked 'built' in ROUTES instead. Add an issue here when it merges.
 */
export const LANDED: readonly Owner[] = [];

export const JP_LEGAL_PATHS = [
  '/legal/terms-of-service',
  '/legal/crypto-asset-overview',
  '/legal/important-information',
  '/legal/system-risk-management-policy',
  '/legal/aml-cft-policy',
  '/legal/debt-performance-policy',
  '/legal/information-security-policy',
  '/legal/new-crypto-asset-review',
  '/legal/specified-commercial-transactions',
  '/legal/anti-social-forces-policy',
  '/legal/conflict-of-interest-policy',
] as const;

export const ROUTES: readonly RouteRow[] = [
  // Account and deposit (restricted: a visitor is sent to /login; see ACCOUNT_ROUTES for the signed-in answers).
  { path: '/myaccount/deposit/USDT', owner: 13 },
  { path: '/myaccount/deposit_gatecode', owner: 13 },
  { path: '/myaccount/deposit_fiat', owner: 13 },
  { path: '/myaccount/security', owner: 'built' },
  { path: '/myaccount/tickets', owner: 'built' },
  { path: '/myaccount/profile/coupon_center', owner: 'built' },
  { path: '/myaccount/coupon_center', owner: 'built' },
  { path: '/myaccount/fundpass_setup', owner: 'built' },
  { path: '/myaccount/totp', owner: 'built' },
  { path: '/myaccount/kyc_home', owner: 'built' },
  { path: '/myaccount/kyc2', owner: 'built' },
  { path: '/myaccount/kyc3_v1', owner: 'built' },
  // Buying crypto.
  { path: '/crypto/buy', owner: 'built' },
  { path: '/crypto/buy/with-credit-card?method=card', owner: 'built' },
  { path: '/crypto/buy/with-bank-account?method=bank', owner: 'built' },
  { path: '/c2c/market', owner: 13 },
  { path: '/c2c/USDT_USD', owner: 13 },
  { path: '/buy-sell-crypto', owner: 'built', only: ['us'] },
  // Trading and products.
  { path: '/trade/BTC_USDT', owner: 'built' },
  { path: '/trade/BTC_USDT?tab=isolated_margin', owner: 'built' },
  { path: '/trade/ETH5L_USDT', owner: 'built' },
  { path: '/futures/USDT/BTC_USDT', owner: 'built' },
  { path: '/alpha', owner: 14 },
  { path: '/alpha/PEPE', owner: 14 },
  { path: '/etf', owner: 14 },
  { path: '/convert/USDT/BTC', owner: 'built' },
  { path: '/copytrading', owner: 14 },
  { path: '/copytrading?mode=futures', owner: 14 },
  { path: '/copytrading/trader/futures/1', owner: 14 },
  { path: '/simple-earn', owner: 'built' },
  { path: '/hodl', owner: 14 },
  { path: '/startup', owner: 14 },
  { path: '/startup/1', owner: 14 },
  { path: '/strategybot', owner: 14 },
  { path: '/pilot', owner: 14 },
  { path: '/premint', owner: 14 },
  { path: '/pre-market', owner: 14 },
  { path: '/launchpool', owner: 14 },
  { path: '/candy-drop', owner: 14 },
  { path: '/web3', owner: 14 },
  // Market and content.
  { path: '/price', owner: 'built' },
  { path: '/crypto-market-data', owner: 'built' },
  { path: '/price-prediction', owner: 'built' },
  { path: '/how-to-buy', owner: 'built' },
  { path: '/converter', owner: 'built' },
  { path: '/news', owner: 'built' },
  { path: '/learn', owner: 'built' },
  { path: '/learn/glossary', owner: 'built' },
  { path: '/blog', owner: 'built' },
  { path: '/crypto-wiki', owner: 'built' },
  { path: '/upcoming-event', owner: 'built' },
  { path: '/help', owner: 'built' },
  { path: '/announcements', owner: 'built' },
  // Growth.
  { path: '/rewards_hub', owner: 16 },
  { path: '/competition/center', owner: 16 },
  { path: '/referral', owner: 16 },
  { path: '/referral/affiliate', owner: 16 },
  { path: '/referral/broker', owner: 16 },
  { path: '/campaigns/app-download-rewards', owner: 16 },
  // Support and legal.
  { path: '/groupchat/call_service?platform=web', owner: 'built' },
  { path: '/groupchat/chatroom?platform=web', owner: 'built' },
  { path: '/state_compliance_tips', owner: 'built' },
  { path: '/user-agreement', owner: 'built' },
  { path: '/privacy-policy', owner: 'built' },
  { path: '/legal/user-agreement', owner: 'built' },
  { path: '/legal/privacy-policy', owner: 'built' },
  { path: '/legal/licenses', owner: 'built' },
  { path: '/legal/risk-disclosure', owner: 'built' },
  { path: '/about-us', owner: 'built' },
  { path: '/about_us', owner: 'built' },
  { path: '/brand-partnerships', owner: 'built' },
  { path: '/media-kit', owner: 'built' },
  { path: '/fee', owner: 'built' },
  { path: '/page/contacts', owner: 'built' },
  ...JP_LEGAL_PATHS.map((path) => ({ path, owner: 'built' as const, only: ['jp'] as const })),
  // Authentication, home and downloads.
  { path: '/login', owner: 'built' },
  { path: '/signup', owner: 'built' },
  { path: '/', owner: 'built' },
  { path: '/appdownload', owner: 16, only: ['main', 'eu', 'hk', 'us', 'uk', 'au', 'jp', 'ae', 'bs', 'sg', 'testnet'] },
  { path: '/mobileapp', owner: 16, only: ['tr'] },
  // Help articles: the KYC procedure guides (web: main's and the US one; app: one for every site).
  { path: '/help/guide/kyc-procedure-web', owner: 'built' },
  { path: '/help/guide/kyc-procedure-web-us', owner: 'built', only: ['us'] },
  { path: '/help/guide/kyc-procedure-app', owner: 'built' },
];

export type Expected =
  | { readonly status: 200 }
  | { readonly status: 404; readonly pending?: Owner }
  | { readonly status: 307; readonly location: string; readonly why: 'login' | 'compliance' };

/** What a visitor (no session, no country) gets for `row` on `site`; `landed` lists the issues merged so far. */
export function expectedFor(site: SiteKey, row: RouteRow, landed: readonly Owner[]): Expected {
  const [bare = row.path, query = ''] = row.path.split('?');
  // The isolated-margin tab is the margin product (resolveGatedPath), as proxy.ts gates it.
  const feature = resolveFeatureForPath(resolveGatedPath(bare, query ? `?${query}` : ''));
  // proxy.ts checks the session before the compliance gate.
  if (bare.startsWith('/myaccount')) return { status: 307, location: localizedPath(site, SITES[site].defaultLang, '/login'), why: 'login' };
  if (feature !== null && !isMenuPermitted(site, feature)) {
    return { status: 307, location: '/state_compliance_tips', why: 'compliance' };
  }
  // proxy.ts gates a product before the page answers, so a page of one site (`only`) is a 404
  // elsewhere only where the product itself is permitted (/buy-sell-crypto: the US page of Buy Crypto).
  if (row.only && !row.only.includes(site)) return { status: 404 };
  if (row.owner === 'built' || landed.includes(row.owner)) return { status: 200 };
  return { status: 404, pending: row.owner };
}
