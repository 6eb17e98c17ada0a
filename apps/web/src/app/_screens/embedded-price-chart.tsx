'use client';

import { useMemo, useState } from 'react';
import { EMBEDDED_DEFAULT_SYMBOL, EmbeddedPriceChart } from '@/features/chart/components/embedded-price-chart';
import { PriceAlertDialog } from '@/features/orders/components/price-alert-dialog';
import { QuickOrderDialog } from '@/features/orders/components/quick-order-dialog';
import { FundPasswordModal } from '@/features/security/components/fund-password-modal';
import { useLiveTicker } from '@/features/trade/hooks/use-live-ticker';
import { useMarketSymbols } from '@/features/trade/hooks/use-market-symbols';

/** How many pairs the symbol picker offers. */
const MAX_CHOICES = 30;

/**
 * The embedded price chart of the home page and /price (§2.3): the chart feature's chart and
 * context menu, the trade feature's symbol list and live price, and the orders feature's quick
 * order and price alert dialogs (with the security feature's fund-password prompt).
 */
export function EmbeddedPriceChartScreen({ symbols }: { readonly symbols?: readonly string[] }) {
  const [symbol, setSymbol] = useState(EMBEDDED_DEFAULT_SYMBOL);
  const list = useMarketSymbols('spot');
  const info = list?.find((s) => s.symbol === symbol);
  const lastPrice = useLiveTicker('spot', symbol)?.last ?? null;
  const choices = useMemo(
    () => (symbols ?? list?.map((s) => s.symbol) ?? [EMBEDDED_DEFAULT_SYMBOL]).slice(0, MAX_CHOICES),
    [symbols, list],
  );
  return (
    <EmbeddedPriceChart
      symbol={symbol}
      onSymbolChange={setSymbol}
      choices={choices}
      info={info}
      lastPrice={lastPrice}
      renderAction={({ entry, price, info: instrument }, close) =>
        entry === 'quick-order' ? (
          <QuickOrderDialog info={instrument} price={price} lastPrice={lastPrice} onClose={close} fundPasswordPrompt={FundPasswordModal} />
        ) : (
          <PriceAlertDialog
            market="spot"
            symbol={symbol}
            price={price}
            pricePrecision={instrument.price_precision}
            lastPrice={lastPrice}
            onClose={close}
          />
        )
      }
    />
  );
}
