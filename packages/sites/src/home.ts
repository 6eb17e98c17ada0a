import type { MenuCode } from './menu-codes';
import { isMenuPermitted } from './sites';
import type { SiteKey } from './site-types';

/** A product card of the home page: its menu code and, where its page exists, where it leads. */
export interface HomeProduct {
  readonly code: MenuCode;
  readonly path: string | null;
}

/**
 * The products the home page presents, in order, with their pages. Decision: a product whose page
 * another issue builds (buy crypto, earn, copy trading, deposits: issues 13 and 14) is shown without
 * a link until that page exists, so the home page never leads to a 404.
 */
const HOME_PRODUCTS: readonly HomeProduct[] = [
  { code: 'spot', path: '/trade/BTC_USDT' },
  { code: 'margin', path: '/trade/BTC_USDT?tab=isolated_margin' },
  { code: 'futures', path: '/futures/USDT/BTC_USDT' },
  { code: 'etf', path: '/trade/ETH5L_USDT' },
  { code: 'options', path: null },
  { code: 'convert', path: null },
  { code: 'buy_crypto_card', path: null },
  { code: 'buy_crypto_bank', path: null },
  { code: 'c2c', path: null },
  { code: 'earn', path: null },
  { code: 'copy_trading', path: null },
  { code: 'deposit_onchain', path: null },
  { code: 'deposit_fiat', path: null },
];

/**
 * The home page's products on a sub-site (issue 15 "the products the sub-site offers, as links"):
 * those its menu codes permit (§1).
 * @example resolveHomeProducts('us').map((p) => p.code) // ['spot', 'convert', 'buy_crypto_card', 'deposit_onchain']
 */
export function resolveHomeProducts(site: SiteKey): readonly HomeProduct[] {
  return HOME_PRODUCTS.filter((product) => isMenuPermitted(site, product.code));
}

/** §3 "Home static stats": the keys, and the product each rate describes (none: always shown). */
const HOME_STATS = [
  { key: 'trading_volume', menu: null },
  { key: 'curr_count', menu: null },
  { key: 'user_register_count', menu: null },
  { key: 'simple_earn_apr_usdt', menu: 'earn' },
  { key: 'max_profit_rate', menu: 'copy_trading' },
  { key: 'lend_earn_max_rate', menu: 'earn' },
  { key: 'total_reserve_rate', menu: null },
] as const satisfies readonly { key: string; menu: MenuCode | null }[];

export type HomeStatKey = (typeof HOME_STATS)[number]['key'];

/**
 * The home statistics a sub-site shows. Decision: a rate of a product the site does not offer
 * (Simple Earn APR on the US site, copy-trading returns where copy trading is not offered) is not
 * shown there; volume, listings, users and the reserve ratio are shown everywhere.
 * @example resolveHomeStatKeys('us') // ['trading_volume', 'curr_count', 'user_register_count', 'total_reserve_rate']
 */
export function resolveHomeStatKeys(site: SiteKey): readonly HomeStatKey[] {
  return HOME_STATS.filter((stat) => stat.menu === null || isMenuPermitted(site, stat.menu)).map((stat) => stat.key);
}
