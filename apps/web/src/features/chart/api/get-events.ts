import { queryOptions } from '@tanstack/react-query';
import type { Market } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * GET market/events: the §3 important events of a symbol (new highs and lows, messages, config
 * changes, listings, analysis notes) for the chart's `important_events_widget`; a failure shows none.
 */
export function getEvents(client: Pick<HttpClient, 'get'>, market: Market, symbol: string) {
  return fetchEndpoint(client, 'marketEvents', { market, symbol });
}

export const eventsQueryOptions = (client: Pick<HttpClient, 'get'>, market: Market, symbol: string) =>
  queryOptions({
    queryKey: ['market-events', market, symbol],
    queryFn: () => getEvents(client, market, symbol),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
