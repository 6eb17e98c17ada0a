'use client';

import { useQuery } from '@tanstack/react-query';
import type { HomeStats } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { homeStatsQueryOptions } from '../api/get-home-stats';

/** Home stats; `initial` is the server's prefetch, refreshed on the client. */
export function useHomeStats(initial: HomeStats) {
  return useQuery({ ...homeStatsQueryOptions(browserClient), initialData: initial, initialDataUpdatedAt: 0 });
}
