'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserClient } from '@/core/api/api-client';
import { balancesQueryOptions } from '../api/ledger-queries';

/** The signed-in user's available balance per currency (decimal strings; the §8 fallback is none). */
export function useAvailableBalances(): Readonly<Record<string, string>> {
  const balances = useQuery(balancesQueryOptions(browserClient));
  return useMemo(() => Object.fromEntries((balances.data?.list ?? []).map((b) => [b.currency, b.available])), [balances.data]);
}
