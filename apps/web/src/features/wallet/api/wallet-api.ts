import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { WALLET_ENDPOINTS, envelope, type ApiError } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { postApi } from '@/core/api/post-api';
import { clientLogger } from '@/lib/client-logger';

type Endpoints = typeof WALLET_ENDPOINTS;
type PostName = 'testFunds' | 'redeemCode' | 'withdraw';
type GetName = Exclude<keyof Endpoints, PostName>;
/** What both helpers read of a registry entry. */
type Entry = { readonly path: string; readonly data: z.ZodType; readonly fallback: unknown };
export type WalletData<N extends keyof Endpoints> = z.infer<Endpoints[N]['data']>;

/**
 * GETs a wallet endpoint and parses it with its contract. Lists fall back to empty on failure (the
 * page shows "no records"); an address, the fiat instructions and the withdrawal terms throw, so
 * the page says they could not be loaded instead of showing something wrong.
 */
export async function getWallet<N extends GetName>(
  client: Pick<HttpClient, 'get'>,
  name: N,
  query?: Record<string, string | undefined>,
): Promise<WalletData<N>> {
  const endpoint: Entry = WALLET_ENDPOINTS[name];
  try {
    const raw = await client.get<unknown>(endpoint.path, query);
    const parsed = envelope(endpoint.data).safeParse(raw);
    if (parsed.success && parsed.data.code === 0) return parsed.data.data as WalletData<N>;
    clientLogger.warn(`${endpoint.path}: unexpected response`);
  } catch (error) {
    if (endpoint.fallback === null) throw error;
    clientLogger.warn(`${endpoint.path}: request failed, using fallback`);
  }
  if (endpoint.fallback === null) throw new Error(`${endpoint.path} returned an unexpected response`);
  return endpoint.fallback as WalletData<N>;
}

export type WalletPostResult<N extends PostName> =
  { readonly ok: true; readonly data: WalletData<N> } | { readonly ok: false; readonly status: number; readonly error: ApiError | null };

/** POSTs a wallet call; a refusal comes back with its field and message for the form to show. */
export async function postWallet<N extends PostName>(name: N, body: z.input<Endpoints[N]['body']>): Promise<WalletPostResult<N>> {
  const endpoint: Entry = WALLET_ENDPOINTS[name];
  const result = await postApi(endpoint.path, { json: body });
  if (result.kind === 'network') return { ok: false, status: 0, error: null };
  if (result.ok) {
    const parsed = envelope(endpoint.data).safeParse(result.raw);
    if (parsed.success) return { ok: true, data: parsed.data.data as WalletData<N> };
  }
  return { ok: false, status: result.status, error: result.error };
}

/** A fresh idempotency key for one user action (kept while the action is retried). */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const walletKeys = {
  all: ['wallet'] as const,
  address: (currency: string, chain: string | undefined) => ['wallet', 'address', currency, chain ?? ''] as const,
  deposits: (currency: string | undefined) => ['wallet', 'deposits', currency ?? ''] as const,
  assets: ['wallet', 'assets'] as const,
  history: ['wallet', 'history'] as const,
  fiat: ['wallet', 'fiat'] as const,
  withdrawInfo: (currency: string) => ['wallet', 'withdraw-info', currency] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};

export const depositAddressQueryOptions = (client: Pick<HttpClient, 'get'>, currency: string, chain: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.address(currency, chain),
    queryFn: () => getWallet(client, 'depositAddress', { currency, chain }),
    staleTime: Infinity,
  });
export const depositsQueryOptions = (client: Pick<HttpClient, 'get'>, currency: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.deposits(currency),
    queryFn: () => getWallet(client, 'deposits', { currency }),
    refetchInterval: 15_000,
  });
export const assetsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: walletKeys.assets, queryFn: () => getWallet(client, 'assets'), staleTime: 10_000 });
export const historyQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: walletKeys.history, queryFn: () => getWallet(client, 'history'), staleTime: 10_000 });
export const fiatDepositQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: walletKeys.fiat, queryFn: () => getWallet(client, 'fiatDeposit'), staleTime: Infinity });
export const withdrawInfoQueryOptions = (client: Pick<HttpClient, 'get'>, currency: string) =>
  queryOptions({ queryKey: walletKeys.withdrawInfo(currency), queryFn: () => getWallet(client, 'withdrawInfo', { currency }) });
export const withdrawalsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: walletKeys.withdrawals, queryFn: () => getWallet(client, 'withdrawals'), refetchInterval: 15_000 });
