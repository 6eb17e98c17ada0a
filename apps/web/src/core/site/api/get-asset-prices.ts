import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** GET /api/web/v1/site/asset_prices — falls back to no prices (no estimate is shown). */
export const assetPricesQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({
    queryKey: ['asset-prices'],
    queryFn: () => fetchEndpoint(client, 'assetPrices'),
    staleTime: 5 * 60_000,
  });
