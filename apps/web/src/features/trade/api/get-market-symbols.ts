import { queryOptions } from '@tanstack/react-query';
import type { Market } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * GET /api/web/v1/market/symbols?market — the instruments of one market (precision, base and
 * quote); a failed request is the §8 fallback, an empty list.
 */
export function getMarketSymbols(client: Pick<HttpClient, 'get'>, market: Market) {
  return fetchEndpoint(client, 'marketSymbols', { market });
}

/** The one query of a market's symbol list: the symbol search and the embedded chart share it. */
export const marketSymbolsQueryOptions = (client: Pick<HttpClient, 'get'>, market: Market) =>
  queryOptions({ queryKey: ['market-symbols', market], queryFn: () => getMarketSymbols(client, market), staleTime: 300_000 });
