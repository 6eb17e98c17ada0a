'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { quoteSecondsLeft } from '@ex/domain';
import type { MoneyQuote } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useSession } from '@/core/session/hooks/use-session';
import { availableQueryOptions, buyLimitsQueryOptions, moneyOptionsQueryOptions } from '../api/money-api';

export function useSignedIn(): boolean {
  return useSession().status === 'logged-in';
}
export function useMoneyOptions() {
  return useQuery(moneyOptionsQueryOptions(browserClient));
}
export function useBuyLimits() {
  return useQuery({ ...buyLimitsQueryOptions(browserClient), enabled: useSignedIn() });
}
export function useAvailable() {
  return useQuery({ ...availableQueryOptions(browserClient), enabled: useSignedIn() });
}

/** After money moved: balances, limits, the wallet pages and the header's total refetch. */
export function useRefreshBalances(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([['money'], ['wallet'], ['session', 'total-funds']].map((queryKey) => client.invalidateQueries({ queryKey })));
  }, [client]);
}

/** A quote as the page holds it: `expiry` is local (arrival + valid_seconds), as the clocks may differ. */
export interface HeldQuote {
  readonly quote: MoneyQuote;
  readonly expiry: number;
}

/** Wraps a quote that just arrived. */
export function holdQuote(quote: MoneyQuote): HeldQuote {
  return { quote, expiry: Date.now() + quote.valid_seconds * 1000 };
}

/**
 * A firm quote's countdown in whole seconds (null without a quote), ticking each quarter second;
 * when it reaches 0, `onExpire` runs once (issue 13 "valid for N seconds, then refreshed").
 */
export function useQuoteCountdown(held: HeldQuote | null, onExpire: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (held === null) return;
    let fired = false;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (!fired && quoteSecondsLeft(held.expiry, at) === 0) {
        fired = true;
        expire.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [held]);
  if (held === null) return null;
  return Math.min(held.quote.valid_seconds, quoteSecondsLeft(held.expiry, now));
}
