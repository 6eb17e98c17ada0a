'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Market, MarketSymbolInfo } from '@ex/contracts';
import { filterTickers } from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import { marketSymbolsQueryOptions } from '../api/get-market-symbols';

/** A market's instruments; undefined until the first answer (an empty list after a failure, §8). */
export function useMarketSymbols(market: Market): readonly MarketSymbolInfo[] | undefined {
  return useQuery(marketSymbolsQueryOptions(browserClient, market)).data?.list;
}

/**
 * A lookup over a market's instruments for the symbol search: the list is fetched once through
 * the shared query (then read from its cache) and filtered by the typed text, at most `limit`.
 */
export function useSymbolLookup(market: Market, limit: number): (query: string) => Promise<MarketSymbolInfo[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (query: string) => {
      const { list } = await queryClient.fetchQuery(marketSymbolsQueryOptions(browserClient, market));
      return filterTickers(list, query).slice(0, limit);
    },
    [queryClient, market, limit],
  );
}
