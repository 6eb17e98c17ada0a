/** The two markets of the /price list (spot pairs and USDT-settled futures contracts, issue 5). */
export type TickerMarket = 'spot' | 'futures';

/**
 * The locale-free page of one market row (§2.1 "/trade/{pair}", "/futures/USDT/{contract}_{unit}");
 * every contract the API serves is USDT-settled. Localise it with `localizedPath` from @ex/sites.
 * @example marketPairPath('spot', 'BTC_USDT') === '/trade/BTC_USDT'
 * @example marketPairPath('futures', 'BTC_USDT') === '/futures/USDT/BTC_USDT'
 */
export function marketPairPath(market: TickerMarket, symbol: string): string {
  const pair = encodeURIComponent(symbol);
  return market === 'spot' ? `/trade/${pair}` : `/futures/USDT/${pair}`;
}
