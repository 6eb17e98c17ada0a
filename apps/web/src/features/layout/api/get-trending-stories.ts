import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** GET trending stories for the 404 page (§2.3); a failed request is the §8 fallback, no stories. */
export function getTrendingStories(client: Pick<HttpClient, 'get'>) {
  return fetchEndpoint(client, 'trendingStories');
}

export const trendingStoriesQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['trending-stories'], queryFn: () => getTrendingStories(client), staleTime: 5 * 60_000 });
