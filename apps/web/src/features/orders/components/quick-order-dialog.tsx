'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { MarketSymbolInfo } from '@ex/contracts';
import { Modal } from '@/components/modal';
import { browserClient } from '@/core/api/api-client';
import { balancesQueryOptions } from '../api/ledger-queries';
import { OrderForm } from './order-form';

/**
 * The embedded chart's quick order (§2.3): the spot order form in a dialog, as a limit order at the
 * chosen price (editable); a real order on the paper ledger. Closes once the order is accepted.
 */
export function QuickOrderDialog({ info, price, lastPrice, onClose }: { info: MarketSymbolInfo; price: string; lastPrice: string | null; onClose: () => void }) {
  const t = useTranslations('orders.quickOrder');
  const balances = useQuery(balancesQueryOptions(browserClient));
  const available = useMemo(() => Object.fromEntries((balances.data?.list ?? []).map((b) => [b.currency, b.available])), [balances.data]);
  const picked = useMemo(() => ({ price, at: 0 }), [price]);
  return (
    <Modal title={t('title', { pair: `${info.base}/${info.quote}` })} closable closeLabel={t('close')} onClose={onClose} size="medium" testId="quick-order-dialog">
      <OrderForm
        market="spot"
        symbol={info.symbol}
        base={info.base}
        quote={info.quote}
        pricePrecision={info.price_precision}
        quantityPrecision={info.quantity_precision}
        lastPrice={lastPrice}
        pickedPrice={picked}
        available={available}
        onPlaced={onClose}
        testId="quick-order-form"
      />
    </Modal>
  );
}
