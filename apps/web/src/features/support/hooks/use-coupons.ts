'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserClient } from '@/core/api/api-client';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import { couponsQueryKey, couponsQueryOptions, postCoupon } from '../api/coupons';
import { httpStatusOf } from '../api/tickets';

/** The user's coupons and 30-day volume; a 401 goes to /login. */
export function useCoupons(enabled: boolean) {
  const query = useQuery({ ...couponsQueryOptions(browserClient), enabled });
  const toLogin = useLoginRedirect();
  const unauthenticated = query.isError && httpStatusOf(query.error) === 401;
  useEffect(() => {
    if (unauthenticated) toLogin();
  }, [unauthenticated, toLogin]);
  return query;
}

/** Claim and use; either refreshes the list (a use also changes balances elsewhere). */
export function useCouponAction() {
  const queryClient = useQueryClient();
  const toLogin = useLoginRedirect();
  return useMutation({
    mutationFn: async (input: { action: 'claim' | 'use'; id: string }) => {
      const outcome = await postCoupon(input.action, input.id);
      if (!outcome.ok && outcome.reason === 'unauthenticated') toLogin();
      return outcome;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
