import type { Candle, Depth, Market, MarketSymbolInfo, MarketTick, Resolution, Ticker, Trade } from '@ex/contracts';

export type { MarketTick };

/**
 * One market (spot or USDT futures) of a market-data source. Unknown symbols reject with
 * UnknownSymbolError; prices and amounts are decimal strings, times milliseconds.
 */
export interface MarketSource {
  readonly market: Market;
  /** Listed symbols with their price and quantity precision. */
  symbols(): Promise<MarketSymbolInfo[]>;
  /**
   * Bars whose open time t satisfies from ≤ t ≤ to (to defaults to now), oldest first, at most
   * `limit` (the latest ones). The last bar may be unfinished: it covers time up to now.
   */
  candles(symbol: string, resolution: Resolution, from: number | undefined, to: number | undefined, limit: number): Promise<Candle[]>;
  ticker(symbol: string): Promise<Ticker>;
  tickers(): Promise<Ticker[]>;
  /** Up to `levels` bids (highest first) and asks (lowest first). */
  depth(symbol: string, levels: number): Promise<Depth>;
  /** The latest trades, newest first. */
  trades(symbol: string, limit: number): Promise<Trade[]>;
  /**
   * Live ticks for `symbol` (the last price and the trades since the previous tick), driven by the
   * source's scheduler. Returns the unsubscribe function. Throws UnknownSymbolError at once.
   */
  subscribe(symbol: string, onTick: (tick: MarketTick) => void): () => void;
}

/** A market-data source: one MarketSource per market. */
export type MarketSources = Readonly<Record<Market, MarketSource>>;
