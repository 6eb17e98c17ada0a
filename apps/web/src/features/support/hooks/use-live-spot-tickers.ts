'use client';

import { useQuery } from '@tanstack/react-query';
import { browserClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** The spot tickers, re-read every 15 s while the page is open (an API failure is the §8 empty list). */
export function useLiveSpotTickers() {
  return useQuery({
    queryKey: ['support', 'spot-tickers'],
    queryFn: () => fetchEndpoint(browserClient, 'marketTickers', { market: 'spot' }),
    refetchInterval: 15_000,
  });
}
