'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import type { OverlayTexts } from '../overlay-items';

/** The order-line texts, tooltips and numbers in the page's language (stable between renders). */
export function useOverlayTexts(): OverlayTexts {
  const t = useTranslations('orders.lines');
  const tDisplay = useTranslations('display');
  const format = useDisplayFormat();
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
      amount: (value) => format.exact(value),
      signed: (value) => format.signed(value),
      sideWithLeverage: (side, leverage) => tDisplay('sideLeverage', { side, leverage: format.count(leverage) }),
      level: (label, price) => tDisplay('labelledPrice', { label, price: format.exact(price) }),
    }),
    [t, tDisplay, format],
  );
}
