import type { MenuCode } from './menu-codes';
import { getSite } from './sites';
import type { SiteKey } from './site-types';

/**
 * The entries of the fund-wallet drawer and the deposit-method chooser (§2.3). Each names the menu
 * code that permits it and the page it opens (a same-site path without the locale prefix).
 */
export type FundEntryKey = 'onchain' | 'gatecode' | 'fiat' | 'card' | 'bank' | 'p2p' | 'buy_crypto' | 'other';

export interface FundEntry {
  readonly key: FundEntryKey;
  readonly menu: MenuCode;
  readonly path: string;
}

export const FUND_ENTRIES: Readonly<Record<FundEntryKey, FundEntry>> = {
  onchain: { key: 'onchain', menu: 'deposit_onchain', path: '/myaccount/deposit/USDT' },
  gatecode: { key: 'gatecode', menu: 'deposit_gatecode', path: '/myaccount/deposit_gatecode' },
  fiat: { key: 'fiat', menu: 'deposit_fiat', path: '/myaccount/deposit_fiat' },
  card: { key: 'card', menu: 'buy_crypto_card', path: '/crypto/buy?method=card' },
  bank: { key: 'bank', menu: 'buy_crypto_bank', path: '/crypto/buy?method=bank' },
  p2p: { key: 'p2p', menu: 'c2c', path: '/c2c/market' },
  // §2.1 "/buy-sell-crypto on the US site": the US site's single Buy Crypto entry.
  buy_crypto: { key: 'buy_crypto', menu: 'buy_crypto_card', path: '/buy-sell-crypto' },
  // The chooser's "other deposit ways": buying with fiat (card, bank transfer, P2P) on /crypto/buy.
  other: { key: 'other', menu: 'deposit_onchain', path: '/crypto/buy' },
};

/**
 * The entries whose target page exists in this app. Entries outside it are still decided by the
 * rules (and tested) but not rendered, so no link leads to a 404 (DEVELOPERS.md "no dead ends").
 * P2P is built separately: add its key here when it lands.
 */
export const BUILT_FUND_TARGETS: readonly FundEntryKey[] = ['onchain', 'gatecode', 'fiat', 'card', 'bank', 'buy_crypto', 'other'];

export interface FundDrawerGroup {
  /** 'have': the user already holds crypto elsewhere; 'dont_have': they buy it with fiat. */
  readonly key: 'have' | 'dont_have';
  readonly entries: readonly FundEntry[];
}

/**
 * §2.3 Fund-wallet side drawer:
 * - group "have assets": on-chain deposit and code deposit;
 * - group "don't have assets": card purchase, bank transfer, peer-to-peer trade;
 * - each entry is hidden when its menu code is not permitted; a group with no entry left is hidden
 *   ("the whole second group is hidden when all three are hidden");
 * - the US site (`fundDrawer: 'onchain_and_buy'` in the site table) shows only on-chain deposit and
 *   Buy Crypto.
 * `permitted` is `resolvePermittedMenu(site, check)`; `built` narrows to pages that exist.
 *
 * @example resolveFundDrawer('us', ['spot', 'deposit_onchain', 'buy_crypto_card']).map((g) => g.entries.map((e) => e.key)) // [['onchain'], ['buy_crypto']]
 */
export function resolveFundDrawer(
  site: SiteKey,
  permitted: readonly MenuCode[],
  built: readonly FundEntryKey[] = Object.keys(FUND_ENTRIES) as FundEntryKey[],
): FundDrawerGroup[] {
  const layout: Record<FundDrawerGroup['key'], readonly FundEntryKey[]> =
    getSite(site).fundDrawer === 'onchain_and_buy'
      ? { have: ['onchain'], dont_have: ['buy_crypto'] }
      : { have: ['onchain', 'gatecode'], dont_have: ['card', 'bank', 'p2p'] };
  const groups: FundDrawerGroup[] = [];
  for (const key of ['have', 'dont_have'] as const) {
    const entries = layout[key].map((k) => FUND_ENTRIES[k]).filter((entry) => permitted.includes(entry.menu) && built.includes(entry.key));
    if (entries.length > 0) groups.push({ key, entries });
  }
  return groups;
}

/** What the chooser reads from the compliance check (§3 limit flags). */
export interface DepositChooserCheck {
  readonly is_uk_limit: boolean;
}

/**
 * §2.3 Deposit-method chooser (its targets open in a new tab): on-chain, code and fiat deposit
 * where their menu codes are permitted, and "other deposit ways" only on the main site
 * (`otherDepositWays` in the site table), when the user is not UK-limited and the menu has no
 * `fiat_trade` (with it, buying with fiat has its own entries).
 *
 * @example resolveDepositChooser('main', ['deposit_onchain'], { is_uk_limit: false }).map((e) => e.key) // ['onchain', 'other']
 */
export function resolveDepositChooser(
  site: SiteKey,
  permitted: readonly MenuCode[],
  limit: DepositChooserCheck,
  built: readonly FundEntryKey[] = Object.keys(FUND_ENTRIES) as FundEntryKey[],
): FundEntry[] {
  const entries = (['onchain', 'gatecode', 'fiat'] as const).map((k) => FUND_ENTRIES[k]).filter((e) => permitted.includes(e.menu));
  if (getSite(site).otherDepositWays === true && !limit.is_uk_limit && !permitted.includes('fiat_trade')) entries.push(FUND_ENTRIES.other);
  return entries.filter((e) => built.includes(e.key));
}

/**
 * The fiat currencies a sub-site takes bank transfers in (§3 "site settings fiat lists"): the site
 * table's `depositFiats`, else its default fiat. Empty where the site has no fiat deposit.
 * @example depositFiatsOf('eu') // ['EUR']
 */
export function depositFiatsOf(site: SiteKey): readonly string[] {
  const config = getSite(site);
  if (!(config.menuCodes as readonly MenuCode[]).includes('deposit_fiat')) return [];
  return config.depositFiats ?? [config.defaultFiat];
}
