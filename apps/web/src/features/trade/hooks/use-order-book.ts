'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Depth, Market } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useStreamChannel } from '@/lib/stream/use-stream';
import { depthQueryKey, depthQueryOptions } from '../api/get-depth';
import { fallbackPollInterval } from './fallback-poll';

export interface OrderBookState {
  /** The latest full book (bids highest first, asks lowest first); null before the first answer. */
  readonly depth: Depth | null;
  readonly isPending: boolean;
  /** The stream's depth channel is live; false while polling instead. */
  readonly live: boolean;
}

/**
 * One market's order book, live: GET market/depth first, then the stream's depth snapshots (the
 * server sends full books, never diffs) replacing it in the same query; polled only while the
 * stream subscription is not live. Grouping and totals are the component's (pure domain rules).
 */
export function useOrderBook(market: Market, symbol: string): OrderBookState {
  const queryClient = useQueryClient();
  const channel = useStreamChannel({ channel: 'depth', market, symbol }, (depth) => {
    queryClient.setQueryData<Depth>(depthQueryKey(depth.market, depth.symbol), depth);
  });
  const query = useQuery({
    ...depthQueryOptions(browserClient, market, symbol),
    refetchInterval: fallbackPollInterval(channel.status),
    refetchIntervalInBackground: false,
  });
  return { depth: query.data ?? null, isPending: query.isPending, live: channel.status === 'live' };
}
