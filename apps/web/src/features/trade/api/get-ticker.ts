import { queryOptions } from '@tanstack/react-query';
import type { Market, TickerResult } from '@ex/contracts';
import { keepNewerTicker } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * GET /api/web/v1/market/ticker?symbol&market — one market's ticker; a failed request is the §8
 * fallback `{ ticker: null }` (the price shows as "--").
 */
export function getTicker(client: Pick<HttpClient, 'get'>, market: Market, symbol: string) {
  return fetchEndpoint(client, 'marketTicker', { market, symbol });
}

/** Upper-case symbol: trade URLs carry `btc_usdt`, the API and the stream answer `BTC_USDT`. */
export const tickerQueryKey = (market: Market, symbol: string) => ['market-ticker', market, symbol.toUpperCase()] as const;

export const tickerQueryOptions = (client: Pick<HttpClient, 'get'>, market: Market, symbol: string) =>
  queryOptions({
    queryKey: tickerQueryKey(market, symbol),
    queryFn: () => getTicker(client, market, symbol),
    staleTime: 0,
    // The stream writes here too: a slow poll must not undo a newer tick, nor one failed poll blank the price.
    structuralSharing: (previous: unknown, next: unknown) => keepNewerTicker(previous as TickerResult | undefined, next as TickerResult),
  });
