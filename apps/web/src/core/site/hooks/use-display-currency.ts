'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { displayValueOf, resolveDisplayCurrency, type DisplayCurrency } from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { assetPricesQueryOptions } from '../api/get-asset-prices';
import { useChosenFiat } from '../fiat-choice';
import { useSiteSettings } from './use-site-settings';

/**
 * The display currency (§3 `curr_fiat`, `fiat_list`, `curr_fiat_market_rates`): the visitor's choice
 * if the site lists it with a rate, else the site's `curr_fiat`, else USD (resolveDisplayCurrency).
 * Null until the settings have answered (or fallen back to §8's USD): a Turkish visitor never sees a
 * dollar figure flash before their lira.
 */
export function useDisplayCurrency(): DisplayCurrency | null {
  const chosen = useChosenFiat();
  const settings = useSiteSettings(chosen);
  return useMemo(() => (settings.data ? resolveDisplayCurrency(settings.data, chosen) : null), [settings.data, chosen]);
}

const LOADING = '…';

export interface EstimatedValues {
  /** Null while the settings load. */
  readonly currency: DisplayCurrency | null;
  /** A USD total (`total_usd`) in the display currency, written with its symbol: `57.895,24 €`; `…` while loading. */
  usd(usd: string | null | undefined): string;
  /**
   * A crypto amount's estimate in the display currency (`amount × USD price × rate`), written; null
   * while the asset's price is unknown (the amount itself is then shown alone).
   */
  of(amount: string | null | undefined, asset: string): string | null;
}

/**
 * The one rule every estimated value on screen goes through (issue 12 "The chosen fiat converts
 * every estimated value (balances, totals, portfolio, order cost estimates)"): crypto amounts stay in
 * their own unit; their estimates and USD totals are shown in the display currency.
 */
export function useEstimatedValues(): EstimatedValues {
  const currency = useDisplayCurrency();
  const format = useDisplayFormat();
  const prices = useQuery(assetPricesQueryOptions(browserClient));
  return useMemo(() => {
    const usdPrice = new Map((prices.data?.list ?? []).map((p) => [p.currency, p.usd_price]));
    return {
      currency,
      usd: (usd) => (currency === null ? LOADING : format.usdInDisplay(usd, currency)),
      of: (amount, asset) => {
        if (amount == null || currency === null) return null;
        const value = displayValueOf(amount, usdPrice.get(asset), currency);
        return value === null ? null : format.fiat(value, currency);
      },
    };
  }, [currency, format, prices.data]);
}
