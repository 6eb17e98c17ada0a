import { queryOptions } from '@tanstack/react-query';
import type { Market, Tickers } from '@ex/contracts';
import { keepLastTickers } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * GET /api/web/v1/market/tickers?market=spot|futures — every ticker of one market, numbers as
 * decimal strings; a failed request is the §8 fallback, an empty list.
 */
export function getTickers(client: Pick<HttpClient, 'get'>, market: Market) {
  return fetchEndpoint(client, 'marketTickers', { market });
}

export const tickersQueryKey = (market: Market) => ['market-tickers', market] as const;

export const tickersQueryOptions = (client: Pick<HttpClient, 'get'>, market: Market) =>
  queryOptions({
    queryKey: tickersQueryKey(market),
    queryFn: () => getTickers(client, market),
    staleTime: 0,
    // One failed poll arrives as the empty fallback; keep the list already shown (keepLastTickers).
    structuralSharing: (previous: unknown, next: unknown) => keepLastTickers(previous as Tickers | undefined, next as Tickers),
  });
