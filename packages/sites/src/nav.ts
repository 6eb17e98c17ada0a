import type { MenuCode } from './menu-codes';
import { SITES, isMenuPermitted, isMenuUpcoming } from './sites';
import type { SiteConfig, SiteKey } from './site-types';

type HiddenFlag = 'hiddenReferral' | 'hiddenAppDownload' | 'hiddenNotification';

export interface NavItem {
  /** Message key under `nav`. */
  readonly key: 'markets' | 'trade' | 'futures' | 'buyCrypto' | 'earn' | 'copyTrading' | 'referral';
  readonly path: string;
  readonly menu: MenuCode;
  readonly hiddenBy?: HiddenFlag;
  /** Per-site path (§2.1 "/buy-sell-crypto (US site)"). */
  readonly sitePaths?: Partial<Record<SiteKey, string>>;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'markets', path: '/price', menu: 'spot' },
  { key: 'trade', path: '/trade/BTC_USDT', menu: 'spot' },
  { key: 'futures', path: '/futures/USDT/BTC_USDT', menu: 'futures' },
  { key: 'buyCrypto', path: '/crypto/buy', menu: 'buy_crypto_card', sitePaths: { us: '/buy-sell-crypto' } },
  { key: 'earn', path: '/simple-earn', menu: 'earn' },
  { key: 'copyTrading', path: '/copytrading', menu: 'copy_trading' },
  { key: 'referral', path: '/referral', menu: 'referral', hiddenBy: 'hiddenReferral' },
];

/**
 * Header navigation of a sub-site: items whose menu code the site permits or announces as upcoming
 * (§8 "EU restricted features"), and whose hidden flag is off.
 * @example resolveNavItems('us').map((i) => i.key) → ['markets', 'trade', 'buyCrypto']
 */
export function resolveNavItems(site: SiteKey): { key: NavItem['key']; path: string; menu: MenuCode; upcoming: boolean }[] {
  const config: SiteConfig = SITES[site];
  const upcoming = (item: NavItem) => isMenuUpcoming(site, item.menu);
  return NAV_ITEMS.filter((item) => (isMenuPermitted(site, item.menu) || upcoming(item)) && !(item.hiddenBy && config[item.hiddenBy])).map(
    (item) => ({ key: item.key, path: item.sitePaths?.[site] ?? item.path, menu: item.menu, upcoming: upcoming(item) }),
  );
}

/**
 * The header's items for one visitor: the sub-site's items (resolveNavItems), narrowed by the
 * compliance check's permitted menu (`resolvePermittedMenu`; null while the check is unknown or
 * failed, when the site's own items stand). Upcoming items stay: activating one explains that the
 * feature is upcoming (§8 "EU restricted features").
 * @example resolveHeaderNav('main', ['spot']).map((i) => i.key) → ['markets', 'trade']
 * @example resolveHeaderNav('main', null).length === resolveNavItems('main').length
 */
export function resolveHeaderNav(site: SiteKey, permitted: readonly MenuCode[] | null): ReturnType<typeof resolveNavItems> {
  return resolveNavItems(site).filter((item) => item.upcoming || permitted === null || permitted.includes(item.menu));
}

export interface HelpfulLink {
  /** Message key under `nav` (products) or `notFound.links` (account, support). */
  readonly key: string;
  readonly path: string;
}

/**
 * The 404 page's "helpful links" in columns, per sub-site (§2.3): the site's own products, account
 * entries, and support and legal documents from the table.
 * @example resolveHelpfulLinks('us').products.map((l) => l.path) includes '/buy-sell-crypto'
 */
export function resolveHelpfulLinks(site: SiteKey): { products: HelpfulLink[]; account: HelpfulLink[]; support: HelpfulLink[] } {
  const config = SITES[site];
  return {
    // Upcoming products (§8 EU restricted features) are no help on a 404 page.
    products: resolveNavItems(site)
      .filter((item) => !item.upcoming)
      .map(({ key, path }) => ({ key, path })),
    account: [
      { key: 'home', path: '/' },
      { key: 'login', path: '/login' },
      { key: 'signup', path: '/signup' },
      { key: 'account', path: '/myaccount' },
    ],
    support: [
      { key: 'support', path: config.support.path },
      { key: 'fees', path: config.docs.fees },
      { key: 'userAgreement', path: config.docs.userAgreement },
      { key: 'privacy', path: config.docs.privacyPolicy },
    ],
  };
}
