'use client';

import { useQuery } from '@tanstack/react-query';
import type { HomeStats } from '@ex/contracts';
import { browserClient } from '@/lib/api-client';
import { isEndpointFallback } from '@/lib/fetch-endpoint';
import { homeStatsQueryOptions } from '../api/get-home-stats';

/**
 * Home stats; `initial` is the server's prefetch (null when it failed), refreshed on the client. A
 * failed refresh keeps the numbers already shown: stale figures beat none.
 */
export function useHomeStats(initial: HomeStats | null) {
  return useQuery({
    ...homeStatsQueryOptions(browserClient),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    structuralSharing: (previous: unknown, next: unknown) =>
      previous !== undefined && isEndpointFallback('homeStats', next as HomeStats) ? previous : next,
  });
}
