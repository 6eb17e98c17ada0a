'use client';

import { useQuery } from '@tanstack/react-query';
import { browserClient } from '@/lib/api-client';
import { fetchEndpoint, isEndpointFallback } from '@/lib/fetch-endpoint';
import type { TradeInstrument } from '../trade-instrument';

/** How often a page without its instrument asks for the symbol list again. */
export const INSTRUMENT_RETRY_MS = 10_000;

/**
 * The page's instrument. When the server could not read the symbol list (`unavailable`), the
 * browser asks for it (shared with the symbol search's cache) until the API answers, then the page
 * carries on with the listed instrument and its real precisions.
 */
export function useTradeInstrument(initial: TradeInstrument): TradeInstrument {
  const { market, symbol } = initial.info;
  const query = useQuery({
    queryKey: ['market-symbols', market],
    queryFn: () => fetchEndpoint(browserClient, 'marketSymbols', { market }),
    enabled: initial.unavailable,
    staleTime: 300_000,
    refetchInterval: (q) => (q.state.data === undefined || isEndpointFallback('marketSymbols', q.state.data) ? INSTRUMENT_RETRY_MS : false),
  });
  const listed = initial.unavailable ? query.data?.list.find((s) => s.symbol === symbol && s.market === market) : undefined;
  return listed ? { info: listed, unavailable: false } : initial;
}
