'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerMarket } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useStreamChannel } from '@/lib/stream/use-stream';
import {
  LEDGER_KEY,
  balancesQueryOptions,
  fillsQueryOptions,
  openOrdersQueryOptions,
  orderHistoryQueryOptions,
  positionsQueryOptions,
} from '../api/ledger-queries';

/**
 * The signed-in user's orders, positions, fills and balances for one symbol, kept live: the
 * stream's per-user `orders` and `positions` channels announce every committed change, and each
 * announcement refreshes the ledger queries (the REST answers stay the one source of truth).
 */
export function useLedger(market: LedgerMarket, symbol: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
  useStreamChannel(signedIn ? { channel: 'orders' } : null, refresh);
  useStreamChannel(signedIn ? { channel: 'positions' } : null, refresh);

  const openOrders = useQuery({ ...openOrdersQueryOptions(browserClient, market, symbol), enabled: signedIn });
  const history = useQuery({ ...orderHistoryQueryOptions(browserClient, market, symbol), enabled: signedIn });
  const positions = useQuery({
    ...positionsQueryOptions(browserClient, market === 'spot' ? 'futures' : market, symbol),
    enabled: signedIn && market !== 'spot',
  });
  const fills = useQuery({ ...fillsQueryOptions(browserClient, market, symbol), enabled: signedIn });
  const balances = useQuery({ ...balancesQueryOptions(browserClient), enabled: signedIn });
  return {
    openOrders: openOrders.data?.list ?? [],
    history: history.data?.list ?? [],
    positions: positions.data?.list ?? [],
    fills: fills.data?.list ?? [],
    balances: balances.data?.list ?? [],
    refresh,
  };
}
