'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { OverlayTexts } from '../overlay-items';

/** The order-line texts and tooltips in the page's language (stable between renders). */
export function useOverlayTexts(): OverlayTexts {
  const t = useTranslations('orders.lines');
  return useMemo(
    () => ({
      long: t('long'),
      short: t('short'),
      buy: t('buy'),
      sell: t('sell'),
      takeProfit: t('takeProfit'),
      stopLoss: t('stopLoss'),
      tooltips: {
        pnl: t('tooltips.pnl'),
        close: t('tooltips.close'),
        tpsl: t('tooltips.tpsl'),
        reverse: t('tooltips.reverse'),
        cancel: t('tooltips.cancel'),
      },
    }),
    [t],
  );
}
