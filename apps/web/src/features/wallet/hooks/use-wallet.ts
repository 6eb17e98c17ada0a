'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { browserClient } from '@/core/api/api-client';
import { useSession } from '@/core/session/hooks/use-session';
import {
  assetsQueryOptions,
  depositAddressQueryOptions,
  depositsQueryOptions,
  fiatDepositQueryOptions,
  historyQueryOptions,
  walletKeys,
  withdrawInfoQueryOptions,
  withdrawalsQueryOptions,
} from '../api/wallet-api';

/** Wallet data is personal: asked only once the session says who is signed in. */
function useSignedIn(): boolean {
  return useSession().status === 'logged-in';
}

export function useDepositAddress(currency: string, chain: string | undefined) {
  return useQuery({ ...depositAddressQueryOptions(browserClient, currency, chain), enabled: useSignedIn() });
}
export function useDeposits(currency?: string) {
  return useQuery({ ...depositsQueryOptions(browserClient, currency), enabled: useSignedIn() });
}
export function useAssets() {
  return useQuery({ ...assetsQueryOptions(browserClient), enabled: useSignedIn() });
}
export function useWalletHistory() {
  return useQuery({ ...historyQueryOptions(browserClient), enabled: useSignedIn() });
}
export function useFiatDeposit() {
  return useQuery({ ...fiatDepositQueryOptions(browserClient), enabled: useSignedIn() });
}
export function useWithdrawInfo(currency: string) {
  return useQuery({ ...withdrawInfoQueryOptions(browserClient, currency), enabled: useSignedIn() });
}
export function useWithdrawals() {
  return useQuery({ ...withdrawalsQueryOptions(browserClient), enabled: useSignedIn() });
}

/** After money moved: every wallet view and the header's total refetch. */
export function useRefreshWallet(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: walletKeys.all }),
      client.invalidateQueries({ queryKey: ['session', 'total-funds'] }),
    ]);
  }, [client]);
}
