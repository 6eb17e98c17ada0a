/**
 * The fields of one market ticker that the /price table reads (issue 5 "/price: the market list,
 * sortable and live"). Structural, so the contract's `Ticker` (packages/contracts/src/market.ts)
 * fits without this package importing the contracts (layering: domain ← sites ← contracts).
 *
 * Every number is a decimal string as the API sends it (`^\d+(\.\d+)?$`, the change signed).
 */
export interface TickerRow {
  /** BASE_QUOTE, e.g. `BTC_USDT` (spot pairs and USDT-settled contracts are named alike). */
  readonly symbol: string;
  readonly last: string;
  /** Over the last 24 h, in percent, e.g. `-1.25`. */
  readonly change_percentage: string;
  readonly high_24h: string;
  readonly low_24h: string;
  /** Base-asset volume over the last 24 h. */
  readonly volume_24h: string;
  /** Quote-asset volume (turnover) over the last 24 h. */
  readonly quote_volume_24h: string;
}

/** The two halves of a market symbol. */
export interface SymbolParts {
  readonly base: string;
  readonly quote: string;
}

/**
 * Splits `BASE_QUOTE` at its first underscore; a symbol without one is all base.
 * @example splitMarketSymbol('BTC_USDT') // { base: 'BTC', quote: 'USDT' }
 * @example splitMarketSymbol('BTC') // { base: 'BTC', quote: '' }
 */
export function splitMarketSymbol(symbol: string): SymbolParts {
  const cut = symbol.indexOf('_');
  return cut < 0 ? { base: symbol, quote: '' } : { base: symbol.slice(0, cut), quote: symbol.slice(cut + 1) };
}
