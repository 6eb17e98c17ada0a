import type { Market, MarketSymbolInfo } from '@ex/contracts';
import { splitMarketSymbol } from '@ex/domain';

/**
 * Decimal places shown for an instrument whose listing could not be read: enough for the prices
 * and amounts of any listed market, so nothing the API sends is cut while the real ones are unknown.
 */
export const PROVISIONAL_PRECISION = 8;

/**
 * The instrument a trade page shows while the symbol list is unavailable (the §8 fallback of a
 * failed call): named as its address spells it, at {@link PROVISIONAL_PRECISION}.
 * @example provisionalInstrument('spot', 'ETH_USDT') // { symbol: 'ETH_USDT', base: 'ETH', quote: 'USDT', name: 'ETH', … }
 */
export function provisionalInstrument(market: Market, symbol: string): MarketSymbolInfo {
  const { base, quote } = splitMarketSymbol(symbol);
  return { symbol, market, base, quote, name: base, price_precision: PROVISIONAL_PRECISION, quantity_precision: PROVISIONAL_PRECISION };
}

/** A trade page's instrument; `unavailable` when it is provisional because the symbol list failed. */
export interface TradeInstrument {
  readonly info: MarketSymbolInfo;
  readonly unavailable: boolean;
}
