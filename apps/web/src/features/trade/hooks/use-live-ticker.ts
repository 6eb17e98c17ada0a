'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Market, Ticker, TickerResult } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useStreamChannel } from '@/lib/stream/use-stream';
import { tickerQueryKey, tickerQueryOptions } from '../api/get-ticker';
import { fallbackPollInterval } from './fallback-poll';

export interface LiveTickerState {
  /** null before the first answer and when the market has no price (§8 fallback: shown as "--"). */
  readonly ticker: Ticker | null;
  /** No answer yet, from REST or the stream. */
  readonly isPending: boolean;
  /** The stream's ticker channel is live; false while polling instead. */
  readonly live: boolean;
}

/**
 * One market's ticker, live: GET market/ticker first, then every stream tick written into the same
 * query (one shared subscription however many components ask); polled only while the stream
 * subscription is not live.
 */
export function useLiveTickerState(market: Market, symbol: string): LiveTickerState {
  const queryClient = useQueryClient();
  const channel = useStreamChannel({ channel: 'ticker', market, symbol }, (ticker) => {
    // Keyed by the frame's own market and symbol, so a frame racing a symbol change lands in its own query.
    queryClient.setQueryData<TickerResult>(tickerQueryKey(ticker.market, ticker.symbol), { ticker });
  });
  const query = useQuery({
    ...tickerQueryOptions(browserClient, market, symbol),
    refetchInterval: fallbackPollInterval(channel.status),
    refetchIntervalInBackground: false,
  });
  return { ticker: query.data?.ticker ?? null, isPending: query.isPending, live: channel.status === 'live' };
}

/** The live ticker alone (see useLiveTickerState): null until known or when unavailable. */
export function useLiveTicker(market: Market, symbol: string): Ticker | null {
  return useLiveTickerState(market, symbol).ticker;
}
