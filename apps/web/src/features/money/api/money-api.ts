import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { MONEY_ENDPOINTS, WALLET_ENDPOINTS, envelope, type ApiError } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { postApi } from '@/core/api/post-api';
import { clientLogger } from '@/lib/client-logger';

type Endpoints = typeof MONEY_ENDPOINTS;
type PostName = 'convertQuote' | 'convertExecute' | 'buyQuote' | 'buyConfirm';
export type MoneyData<N extends keyof Endpoints> = z.infer<Endpoints[N]['data']>;

/**
 * GETs the options (prices, fiats, spread and fee) or the buying limits. Neither has a fallback:
 * a page never shows made-up prices or limits, it says they could not be loaded.
 */
export async function getMoney<N extends 'options' | 'buyLimits'>(client: Pick<HttpClient, 'get'>, name: N): Promise<MoneyData<N>> {
  const endpoint = MONEY_ENDPOINTS[name];
  const raw = await client.get<unknown>(endpoint.path);
  const parsed = envelope(endpoint.data as z.ZodType).safeParse(raw);
  if (parsed.success && parsed.data.code === 0) return parsed.data.data as MoneyData<N>;
  clientLogger.warn(`${endpoint.path}: unexpected response`);
  throw new Error(`${endpoint.path} returned an unexpected response`);
}

/** The user's available balance per currency (the wallet's assets call; empty on failure). */
export async function getAvailable(client: Pick<HttpClient, 'get'>): Promise<Record<string, string>> {
  try {
    const raw = await client.get<unknown>(WALLET_ENDPOINTS.assets.path);
    const parsed = envelope(WALLET_ENDPOINTS.assets.data).safeParse(raw);
    if (parsed.success && parsed.data.data) return Object.fromEntries(parsed.data.data.list.map((a) => [a.currency, a.available]));
  } catch {
    clientLogger.warn(`${WALLET_ENDPOINTS.assets.path}: request failed, using fallback`);
  }
  return {};
}

export type MoneyPostResult<N extends PostName> =
  { readonly ok: true; readonly data: MoneyData<N> } | { readonly ok: false; readonly status: number; readonly error: ApiError | null };

/** POSTs a quote or an execution; a refusal comes back with its code, field and message. */
export async function postMoney<N extends PostName>(name: N, body: z.input<Endpoints[N]['body']>): Promise<MoneyPostResult<N>> {
  const endpoint = MONEY_ENDPOINTS[name];
  const result = await postApi(endpoint.path, { json: body });
  if (result.kind === 'network') return { ok: false, status: 0, error: null };
  if (result.ok) {
    const parsed = envelope(endpoint.data as z.ZodType).safeParse(result.raw);
    if (parsed.success) return { ok: true, data: parsed.data.data as MoneyData<N> };
  }
  return { ok: false, status: result.status, error: result.error };
}

/** A fresh idempotency key for one confirmation (kept while it is retried). */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const moneyKeys = {
  options: ['money', 'options'] as const,
  limits: ['money', 'buy-limits'] as const,
  available: ['money', 'available'] as const,
};

export const moneyOptionsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: moneyKeys.options, queryFn: () => getMoney(client, 'options'), staleTime: 15_000 });
export const buyLimitsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: moneyKeys.limits, queryFn: () => getMoney(client, 'buyLimits') });
export const availableQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: moneyKeys.available, queryFn: () => getAvailable(client) });
