'use client';

import { useQuery } from '@tanstack/react-query';
import { browserClient } from '@/core/api/api-client';
import { trendingStoriesQueryOptions } from '../api/get-trending-stories';

/** The trending stories of the 404 page. */
export function useTrendingStories() {
  return useQuery(trendingStoriesQueryOptions(browserClient));
}
