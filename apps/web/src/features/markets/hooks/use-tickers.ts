'use client';

import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Market, Ticker, Tickers } from '@ex/contracts';
import { applyTickerUpdates } from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import { readStreamChannelsStatus, useStreamChannels } from '@/lib/stream/use-stream';
import { tickersQueryKey, tickersQueryOptions } from '../api/get-tickers';

/**
 * Live through the stream's ticker channel: every listed symbol of the shown market is subscribed
 * and each tick is written into this query. The list is polled every 5 s only while those
 * subscriptions are not all live (connecting, reconnecting, refused), and only while the page is
 * visible.
 */
export const TICKERS_POLL_MS = 5_000;

/**
 * Ticks of the whole list arrive together (every symbol ticks each second); they are written into
 * the cache at most this often, so the table re-sorts and re-renders once per burst, not once per row.
 */
export const TICKERS_FLUSH_MS = 250;

const tickerSpecs = (market: Market, list: readonly Ticker[] | undefined) =>
  (list ?? []).map((ticker) => ({ channel: 'ticker', market, symbol: ticker.symbol }) as const);

/** The tickers of one market; `initial` is the server's prefetch (spot only), refreshed on the client. */
export function useTickers(market: Market, initial?: Tickers) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...tickersQueryOptions(browserClient, market),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    // Read from the stream client at each evaluation: react-query re-evaluates it on every render
    // (the channel status below re-renders on change) and on every data update.
    refetchInterval: (q) => (readStreamChannelsStatus(tickerSpecs(market, q.state.data?.list)) === 'live' ? false : TICKERS_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

  // Per market, the latest tick of each symbol not yet written.
  const pending = useRef(new Map<Market, Map<string, Ticker>>());
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      pending.current.clear();
    },
    [],
  );

  useStreamChannels(tickerSpecs(market, query.data?.list), (ticker) => {
    const byMarket = pending.current.get(ticker.market) ?? new Map<string, Ticker>();
    byMarket.set(ticker.symbol, ticker);
    pending.current.set(ticker.market, byMarket);
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      for (const [tickMarket, updates] of pending.current) {
        // Keyed by the tick's own market: a burst racing a tab switch lands in its own list.
        queryClient.setQueryData<Tickers>(tickersQueryKey(tickMarket), (held) =>
          held ? applyTickerUpdates(held, [...updates.values()]) : held,
        );
      }
      pending.current.clear();
    }, TICKERS_FLUSH_MS);
  });

  return query;
}
