/**
 * The recent-trades list of the trade page (issue 5 "Streaming": trades). Structural, so the
 * contract's `Trade` fits without this package importing the contracts.
 */
export interface TradeLike {
  /** Unique per market and symbol; the same trade keeps its id in REST answers and stream frames. */
  readonly id: string;
  /** Milliseconds since the epoch. */
  readonly time: number;
}

/** How many trades the list keeps by default (GET market/trades' default limit). */
export const RECENT_TRADES_LIMIT = 50;

export interface MergeTradesOptions {
  /**
   * Order of `incoming`: GET market/trades answers newest first; a stream `trades` update lists the
   * tick's trades oldest first.
   */
  readonly incomingOrder: 'newest-first' | 'oldest-first';
  /** At most this many trades are kept (the newest); default RECENT_TRADES_LIMIT. */
  readonly limit?: number;
}

/**
 * Merges new trades into the list shown, newest first: duplicates (same id, e.g. a trade in both a
 * poll and a stream frame, or a batch applied twice) appear once, in the incoming version; the
 * list is ordered by time, newest first, trades of the same millisecond keeping their arrival
 * order (a stream batch reversed, so the latest of the tick leads); only the newest `limit` stay.
 * @example mergeRecentTrades([{ id: '2', time: 2000 }], [{ id: '3', time: 3000 }, { id: '4', time: 3500 }], { incomingOrder: 'oldest-first' })
 * // [{ id: '4', time: 3500 }, { id: '3', time: 3000 }, { id: '2', time: 2000 }]
 * @example mergeRecentTrades([{ id: '2', time: 2000 }], [{ id: '2', time: 2000 }, { id: '1', time: 1000 }], { incomingOrder: 'newest-first', limit: 1 })
 * // [{ id: '2', time: 2000 }]
 */
export function mergeRecentTrades<T extends TradeLike>(current: readonly T[], incoming: readonly T[], options: MergeTradesOptions): T[] {
  const limit = Math.max(0, Math.floor(options.limit ?? RECENT_TRADES_LIMIT));
  const newestFirst = options.incomingOrder === 'oldest-first' ? [...incoming].reverse() : incoming;
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const trade of [...newestFirst, ...current]) {
    if (seen.has(trade.id)) continue;
    seen.add(trade.id);
    merged.push(trade);
  }
  // Array.prototype.sort is stable, so equal times keep the order built above.
  merged.sort((a, b) => b.time - a.time);
  return merged.length > limit ? merged.slice(0, limit) : merged;
}
