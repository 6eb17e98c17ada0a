import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** GET /api/web/v1/site/homeStaticTradeData — all strings, default "0" (§3). */
export function getHomeStats(client: Pick<HttpClient, 'get'>) {
  return fetchEndpoint(client, 'homeStats');
}

export const homeStatsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['home-stats'], queryFn: () => getHomeStats(client), staleTime: 60_000 });
