'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { LedgerOrder, LedgerPosition } from '@ex/contracts';
import { toast } from '@/components/toast';
import { LEDGER_KEY } from '../api/ledger-queries';
import { newClientOrderId, postLedger, type LedgerOutcome } from '../api/ledger-actions';

/**
 * The position and order actions shared by the account panel and the chart's order-line buttons
 * (close, reverse, TP/SL, cancel): each posts to the ledger, reports the outcome in a toast and
 * refreshes the ledger queries. Close and reverse carry a client order id, so a double click or a
 * retry never closes twice.
 */
export function useLedgerActions() {
  const t = useTranslations('orders.actions');
  const queryClient = useQueryClient();
  const settle = async <N extends Parameters<typeof postLedger>[0]>(outcome: LedgerOutcome<N>, success: string) => {
    if (outcome.ok) toast('success', success);
    else toast('error', outcome.error?.message ?? t('failed'));
    await queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    return outcome.ok;
  };
  const positionBody = (position: LedgerPosition) => ({ market: position.market, symbol: position.symbol });
  return {
    closePosition: async (position: LedgerPosition) =>
      settle(
        await postLedger('ledgerClosePosition', { ...positionBody(position), client_order_id: newClientOrderId() }),
        t('closed', { symbol: position.symbol }),
      ),
    reversePosition: async (position: LedgerPosition) =>
      settle(
        await postLedger('ledgerReversePosition', { ...positionBody(position), client_order_id: newClientOrderId() }),
        t('reversed', { symbol: position.symbol }),
      ),
    setTpsl: async (position: LedgerPosition, takeProfit: string, stopLoss: string) => {
      // Refusals are shown by the dialog next to their field, not in a toast.
      const outcome = await postLedger('ledgerPositionTpsl', { ...positionBody(position), take_profit: takeProfit, stop_loss: stopLoss });
      if (outcome.ok) await settle(outcome, t('tpslSaved'));
      return outcome;
    },
    cancelOrder: async (order: LedgerOrder) => settle(await postLedger('ledgerCancelOrder', { id: order.id }), t('cancelled')),
  };
}
