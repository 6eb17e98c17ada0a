'use client';

import { useQuery } from '@tanstack/react-query';
import type { Market, Tickers } from '@ex/contracts';
import { browserClient } from '@/lib/api-client';
import { tickersQueryOptions } from '../api/get-tickers';

/**
 * "Live" until the WebSocket stream exists: the list is polled every 5 s, only while the page is
 * visible (a hidden tab stops polling and refreshes when shown again). When the ticker channel of
 * the stream is wired up, replace the interval with a subscription that writes into this query.
 */
export const TICKERS_POLL_MS = 5_000;

/** The tickers of one market; `initial` is the server's prefetch (spot only), refreshed on the client. */
export function useTickers(market: Market, initial?: Tickers) {
  return useQuery({
    ...tickersQueryOptions(browserClient, market),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    refetchInterval: TICKERS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
