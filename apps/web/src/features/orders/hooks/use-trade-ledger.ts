'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LedgerPosition, Ticker } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { liquidationsQueryOptions } from '../api/ledger-queries';
import type { LedgerMarketKind } from '../ledger-market';
import { withLiveMark } from '../live-positions';
import { fillMarkerItems, orderLineItems } from '../overlay-items';
import { useLedger } from './use-ledger';
import { useLedgerActions } from './use-ledger-actions';
import { useOverlayTexts } from './use-overlay-texts';

export interface TradeLedgerOptions {
  /** Where this page's orders go (spot, isolated margin or futures). */
  readonly market: LedgerMarketKind;
  readonly symbol: string;
  readonly signedIn: boolean;
  /** The live ticker: positions are re-marked at its price between ledger events. */
  readonly ticker: Ticker | null;
  /** A chart order line's TP/SL button (the page opens its TP/SL dialog). */
  readonly onEditTpsl: (position: LedgerPosition) => void;
}

/**
 * The signed-in user's ledger on one trade page: live orders, positions (re-marked at the live
 * price), fills and balances, the position and order actions, and what the chart draws of them
 * (order lines with their buttons, B/S markers, the liquidations heat bars of futures).
 */
export function useTradeLedger({ market, symbol, signedIn, ticker, onEditTpsl }: TradeLedgerOptions) {
  const ledger = useLedger(market, symbol, signedIn);
  const actions = useLedgerActions();
  const texts = useOverlayTexts();
  const liquidations = useQuery({ ...liquidationsQueryOptions(browserClient, symbol), enabled: signedIn && market === 'futures' });

  // Re-marked at the live price between ledger events (the order lines' PnL and the table follow).
  const positions = useMemo(
    () =>
      withLiveMark(
        ledger.positions.filter((p) => p.market === market),
        ticker,
      ),
    [ledger.positions, market, ticker],
  );
  const orderLines = useMemo(
    () =>
      orderLineItems({
        positions,
        orders: ledger.openOrders,
        texts,
        actions: {
          closePosition: (p) => void actions.closePosition(p),
          reversePosition: (p) => void actions.reversePosition(p),
          editTpsl: onEditTpsl,
          cancelOrder: (o) => void actions.cancelOrder(o),
        },
      }),
    [positions, ledger.openOrders, texts, actions, onEditTpsl],
  );
  const fills = useMemo(() => fillMarkerItems(ledger.fills), [ledger.fills]);
  const available = useMemo(() => Object.fromEntries(ledger.balances.map((b) => [b.currency, b.available])), [ledger.balances]);
  return { ledger, actions, positions, orderLines, fills, available, liquidations: liquidations.data?.list ?? [] };
}
