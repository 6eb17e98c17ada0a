import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** GET /api/web/v1/site/settings — falls back to §8 (lang_list empty, USD, 2700). */
export function getSiteSettings(client: Pick<HttpClient, 'get'>, fiat?: string) {
  return fetchEndpoint(client, 'siteSettings', { fiat });
}

export const siteSettingsQueryOptions = (client: Pick<HttpClient, 'get'>, fiat?: string) =>
  queryOptions({
    queryKey: ['site-settings', fiat ?? null],
    queryFn: () => getSiteSettings(client, fiat),
    staleTime: 5 * 60_000,
  });
