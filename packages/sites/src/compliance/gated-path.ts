/**
 * The path the compliance gate checks for a request (SPEC §5 unsupported features; issue 5
 * "/trade/{pair} (query tab=isolated_margin)"). Paths name their product, with one exception: the
 * spot trade page's `tab=isolated_margin` opens the isolated-margin product on the same path, so it
 * is checked as the margin product (`/margin-trading/{pair}`), by proxy.ts and the page alike.
 */

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
