/**
 * The path the compliance gate checks for a request (SPEC §5 unsupported features; issue 5
 * "/trade/{pair} (query tab=isolated_margin)"). Paths name their product, with one exception: the
 * spot trade page's `tab=isolated_margin` opens the isolated-margin product on the same path, so it
 * is checked as the margin product (`/margin-trading/{pair}`), by proxy.ts and the page alike.
 */

import { isMenuPermitted } from '../sites';
import type { SiteKey } from '../site-types';
import { isLeveragedTokenSymbol } from './feature-paths';

/** The query value that switches the trade page to isolated margin. */
export const ISOLATED_MARGIN_TAB = 'isolated_margin';

/**
 * @example resolveGatedPath('/trade/BTC_USDT', '?tab=isolated_margin') === '/margin-trading/BTC_USDT'
 * @example resolveGatedPath('/trade/BTC_USDT', '?tab=spot') === '/trade/BTC_USDT'
 * @example resolveGatedPath('/zh/trade/BTC_USDT', '?tab=isolated_margin') === '/zh/trade/BTC_USDT' // locale-free paths only
 */
export function resolveGatedPath(path: string, search: string): string {
  const tabs = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).getAll('tab');
  // Any tab=isolated_margin counts, so adding a second `tab` cannot slip past the margin check.
  if (!tabs.includes(ISOLATED_MARGIN_TAB)) return path;
  const match = /^\/trade(\/.*)?$/i.exec(path);
  return match ? `/margin-trading${match[1] ?? ''}` : path;
}

/**
 * The product page an order of a ledger market belongs to, so the API gates an order exactly as
 * proxy.ts and the page gate the page it is placed from (leveraged tokens are the ETF product).
 * @example ledgerFeaturePath('spot', 'BTC_USDT') === '/trade/BTC_USDT'
 * @example ledgerFeaturePath('margin', 'BTC_USDT') === '/margin-trading/BTC_USDT'
 * @example ledgerFeaturePath('futures', 'BTC_USDT') === '/futures/USDT/BTC_USDT'
 */
export function ledgerFeaturePath(market: 'spot' | 'margin' | 'futures', symbol: string): string {
  const pair = encodeURIComponent(symbol);
  if (market === 'margin') return resolveGatedPath(`/trade/${pair}`, `?tab=${ISOLATED_MARGIN_TAB}`);
  return market === 'futures' ? `/futures/USDT/${pair}` : `/trade/${pair}`;
}

/**
 * Whether a pair's page offers the isolated-margin tab: the sub-site permits margin and the pair can
 * be margined (leveraged tokens trade spot only).
 * @example canOfferMarginTab('main', 'BTC_USDT') === true
 * @example canOfferMarginTab('main', 'ETH5L_USDT') === false
 */
export function canOfferMarginTab(site: SiteKey, symbol: string): boolean {
  return isMenuPermitted(site, 'margin') && !isLeveragedTokenSymbol(symbol);
}

/**
 * Where a trade page's orders go: futures on a contract's page; on a pair's page isolated margin
 * when the address asks for it and the pair can be margined, else spot.
 * @example resolveTradeLedgerMarket({ market: 'spot', symbol: 'BTC_USDT', marginTab: true }) === 'margin'
 * @example resolveTradeLedgerMarket({ market: 'spot', symbol: 'ETH5L_USDT', marginTab: true }) === 'spot'
 */
export function resolveTradeLedgerMarket(input: {
  market: 'spot' | 'futures';
  symbol: string;
  marginTab: boolean;
}): 'spot' | 'margin' | 'futures' {
  if (input.market === 'futures') return 'futures';
  return input.marginTab && !isLeveragedTokenSymbol(input.symbol) ? 'margin' : 'spot';
}
