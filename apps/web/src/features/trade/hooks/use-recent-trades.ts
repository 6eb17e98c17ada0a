'use client';

import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Market, Trade, Trades } from '@ex/contracts';
import { mergeRecentTrades } from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import { useStreamChannel } from '@/lib/stream/use-stream';
import { tradesQueryKey, tradesQueryOptions } from '../api/get-trades';
import { fallbackPollInterval } from './fallback-poll';

export interface RecentTradesState {
  /** Newest first, deduplicated by id, at most RECENT_TRADES_LIMIT (50). */
  readonly trades: readonly Trade[];
  readonly isPending: boolean;
  /** The stream's trades channel is live; false while polling instead. */
  readonly live: boolean;
}

/**
 * One market's recent trades, live: GET market/trades first, then each stream batch merged in
 * (mergeRecentTrades); polled only while the stream subscription is not live, and read once more
 * when it comes back, since the trades of a disconnection are not replayed by the stream.
 */
export function useRecentTrades(market: Market, symbol: string): RecentTradesState {
  const queryClient = useQueryClient();
  const channel = useStreamChannel({ channel: 'trades', market, symbol }, (batch, spec) => {
    queryClient.setQueryData<Trades>(tradesQueryKey(spec.market, spec.symbol), (held) => ({
      symbol: spec.symbol,
      market: spec.market,
      list: mergeRecentTrades(held?.list ?? [], batch, { incomingOrder: 'oldest-first' }),
    }));
  });
  const query = useQuery({
    ...tradesQueryOptions(browserClient, market, symbol),
    refetchInterval: fallbackPollInterval(channel.status),
    refetchIntervalInBackground: false,
  });

  // Live again after a drop: fill the gap between the last poll and the resubscription.
  const { refetch } = query;
  const wasLive = useRef<boolean | null>(null);
  const live = channel.status === 'live';
  useEffect(() => {
    if (live && wasLive.current === false) void refetch();
    if (live || wasLive.current !== null) wasLive.current = live;
  }, [live, refetch]);

  return { trades: query.data?.list ?? [], isPending: query.isPending, live };
}
