'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ComponentType } from 'react';
import type { MarketSymbolInfo } from '@ex/contracts';
import { Modal } from '@/components/modal';
import { useAvailableBalances } from '../hooks/use-balances';
import type { FundPasswordPromptProps } from '../hooks/use-order-placement';
import { OrderForm } from './order-form';

export interface QuickOrderDialogProps {
  readonly info: MarketSymbolInfo;
  readonly price: string;
  readonly lastPrice: string | null;
  readonly onClose: () => void;
  readonly fundPasswordPrompt: ComponentType<FundPasswordPromptProps>;
}

/**
 * The embedded chart's quick order (§2.3): the spot order form in a dialog, as a limit order at the
 * chosen price (editable); a real order on the paper ledger. Closes once the order is accepted.
 */
export function QuickOrderDialog({ info, price, lastPrice, onClose, fundPasswordPrompt }: QuickOrderDialogProps) {
  const t = useTranslations('orders.quickOrder');
  const available = useAvailableBalances();
  const picked = useMemo(() => ({ price, at: 0 }), [price]);
  return (
    <Modal
      title={t('title', { pair: `${info.base}/${info.quote}` })}
      closable
      closeLabel={t('close')}
      onClose={onClose}
      size="medium"
      testId="quick-order-dialog"
    >
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
        fundPasswordPrompt={fundPasswordPrompt}
        testId="quick-order-form"
      />
    </Modal>
  );
}
