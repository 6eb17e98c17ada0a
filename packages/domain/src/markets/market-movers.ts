import { compareDecimal, decimal, parseDecimal } from '../decimal';
import { sortTickers } from './ticker-sort';
import type { TickerRow } from './ticker-row';

/** The home page's market list tabs (issue 15 "a live market list with gainers, losers and new listings"). */
export const MARKET_MOVER_TABS = ['hot', 'gainers', 'losers', 'new'] as const;
export type MarketMoverTab = (typeof MARKET_MOVER_TABS)[number];

export type MarketMovers<T> = Readonly<Record<MarketMoverTab, readonly T[]>>;

const ZERO = decimal('0');

/**
 * The home page's four short lists from one market's tickers:
 * - hot: the most traded (24 h quote volume, descending);
 * - gainers: rising over 24 h, largest rise first (a flat or falling market is no gainer);
 * - losers: falling over 24 h, largest fall first;
 * - new: the newest listings first. `listingOrder` is the symbol list as the API sends it, oldest
 *   listing first (the market source's listing order); a ticker missing from it is not new.
 * Each list holds at most `count` tickers; equal values keep the input order.
 * @example resolveMarketMovers(tickers, ['BTC_USDT', 'ETH_USDT', 'SUI_USDT'], 2).new.map((t) => t.symbol) // ['SUI_USDT', 'ETH_USDT']
 */
export function resolveMarketMovers<T extends TickerRow>(
  tickers: readonly T[],
  listingOrder: readonly string[],
  count: number,
): MarketMovers<T> {
  const change = (t: T) => parseDecimal(t.change_percentage) ?? ZERO;
  const rising = tickers.filter((t) => compareDecimal(change(t), ZERO) > 0);
  const falling = tickers.filter((t) => compareDecimal(change(t), ZERO) < 0);
  const bySymbol = new Map(tickers.map((t) => [t.symbol, t]));
  const newest = [...listingOrder]
    .reverse()
    .map((symbol) => bySymbol.get(symbol))
    .filter((t): t is T => t !== undefined);
  return {
    hot: sortTickers(tickers, { key: 'turnover', direction: 'desc' }).slice(0, count),
    gainers: sortTickers(rising, { key: 'change', direction: 'desc' }).slice(0, count),
    losers: sortTickers(falling, { key: 'change', direction: 'asc' }).slice(0, count),
    new: newest.slice(0, count),
  };
}
