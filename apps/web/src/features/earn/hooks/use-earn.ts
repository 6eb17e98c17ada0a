'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EarnProduct } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import { availableBalancesQueryOptions, earnKeys, earnPositionsQueryOptions, earnProductsQueryOptions, postEarn } from '../api/earn-api';

/** The catalogue: the static page's list first, then kept fresh (what is left of each cap changes). */
export function useEarnProducts(initial: EarnProduct[]) {
  return useQuery({ ...earnProductsQueryOptions(browserClient), initialData: initial, initialDataUpdatedAt: 0 });
}

/** The signed-in user's positions and interest history. */
export function useEarnPositions(enabled: boolean) {
  return useQuery({ ...earnPositionsQueryOptions(browserClient), enabled, refetchInterval: enabled ? 60_000 : false });
}

/** The user's available spot balances, by currency. */
export function useAvailableBalances(enabled: boolean) {
  return useQuery({ ...availableBalancesQueryOptions(browserClient), enabled });
}

/** Subscribe and redeem; either refreshes positions, balances and the catalogue; a 401 goes to /login. */
export function useEarnAction() {
  const queryClient = useQueryClient();
  const toLogin = useLoginRedirect();
  const mutation = useMutation({
    mutationFn: async (input: Parameters<typeof postEarn>) => {
      const outcome = await postEarn(...input);
      if (!outcome.ok && outcome.reason === 'unauthenticated') toLogin();
      return outcome;
    },
    onSettled: () => {
      for (const queryKey of Object.values(earnKeys)) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return mutation;
}
