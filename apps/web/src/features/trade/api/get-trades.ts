import { queryOptions } from '@tanstack/react-query';
import type { Market, Trades } from '@ex/contracts';
import { RECENT_TRADES_LIMIT, mergeRecentTrades } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * GET /api/web/v1/market/trades?symbol&market&limit — the latest trades, newest first; a failed
 * request is the §8 fallback, an empty list.
 */
export function getTrades(client: Pick<HttpClient, 'get'>, market: Market, symbol: string, limit: number = RECENT_TRADES_LIMIT) {
  return fetchEndpoint(client, 'marketTrades', { market, symbol, limit: String(limit) });
}

export const tradesQueryKey = (market: Market, symbol: string) => ['market-trades', market, symbol.toUpperCase()] as const;

export const tradesQueryOptions = (client: Pick<HttpClient, 'get'>, market: Market, symbol: string) =>
  queryOptions({
    queryKey: tradesQueryKey(market, symbol),
    queryFn: () => getTrades(client, market, symbol),
    staleTime: 0,
    // A poll is merged into what the stream already added (deduplicated by id, newest first), so
    // neither the empty fallback nor an answer older than the last stream batch loses trades.
    structuralSharing: (previous: unknown, next: unknown) => {
      const held = previous as Trades | undefined;
      const fresh = next as Trades;
      if (held === undefined) return fresh;
      const list = mergeRecentTrades(held.list, fresh.list, { incomingOrder: 'newest-first' });
      // Nothing new (the usual poll while the stream is live): keep the object, skip the render.
      return list.length === held.list.length && list.every((trade, i) => trade.id === held.list[i]?.id) ? held : { ...held, list };
    },
  });
