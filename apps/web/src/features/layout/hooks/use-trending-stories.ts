'use client';

import { useQuery } from '@tanstack/react-query';
import type { TrendingStories } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { trendingStoriesQueryOptions } from '../api/get-trending-stories';

/** The trending stories of the 404 page; `initial` is the server's prefetch of the static 404 page. */
export function useTrendingStories(initial?: TrendingStories) {
  return useQuery({ ...trendingStoriesQueryOptions(browserClient), ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}) });
}
