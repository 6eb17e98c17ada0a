'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Market } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { LEDGER_KEY, alertsQueryOptions } from '../api/ledger-queries';
import { postLedger } from '../api/ledger-actions';

/**
 * The user's price alerts of one symbol (§2.3 embedded chart), and creating and deleting them;
 * each change refreshes the ledger queries. The outcomes are the ledger's (ok, or the server's error).
 */
export function usePriceAlerts(market: Market, symbol: string) {
  const queryClient = useQueryClient();
  const alerts = useQuery(alertsQueryOptions(browserClient));
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
  return {
    alerts: (alerts.data?.list ?? []).filter((a) => a.symbol === symbol && a.market === market),
    create: async (price: string) => {
      const outcome = await postLedger('ledgerCreateAlert', { market, symbol, price });
      if (outcome.ok) await refresh();
      return outcome;
    },
    remove: async (id: string) => {
      const outcome = await postLedger('ledgerDeleteAlert', { id });
      await refresh();
      return outcome;
    },
  };
}
