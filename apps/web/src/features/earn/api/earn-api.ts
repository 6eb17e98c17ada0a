import { queryOptions } from '@tanstack/react-query';
import {
  EARN_ERROR_CODES,
  EARN_POSITIONS_PATH,
  EARN_PRODUCTS_PATH,
  EARN_PRODUCT_LIST_DEFAULT,
  EARN_REDEEM_PATH,
  EARN_SUBSCRIBE_PATH,
  ERROR_CODES,
  WALLET_ENDPOINTS,
  earnPositionResultSchema,
  earnPositionsSchema,
  earnProductListSchema,
  envelope,
  type ApiError,
  type EarnPosition,
  type EarnPositions,
  type EarnProduct,
} from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import type { EndpointClient } from '@/core/api/fetch-endpoint';
import { postApi } from '@/core/api/post-api';

const productsEnvelope = envelope(earnProductListSchema);
const positionsEnvelope = envelope(earnPositionsSchema);
const resultEnvelope = envelope(earnPositionResultSchema);
const assetsEnvelope = envelope(WALLET_ENDPOINTS.assets.data);

/**
 * GET the catalogue; on failure the empty list (the page then says products could not be shown),
 * telling the server's client so a page built on the fallback is regenerated soon.
 */
export async function getEarnProducts(client: EndpointClient): Promise<EarnProduct[]> {
  try {
    const parsed = productsEnvelope.safeParse(await client.get<unknown>(EARN_PRODUCTS_PATH));
    if (parsed.success && parsed.data.code === 0) return parsed.data.data.list;
  } catch {
    // Fall through to the fallback.
  }
  await client.onFallback?.();
  return EARN_PRODUCT_LIST_DEFAULT.list;
}

/** GET the user's positions and interest. A failure throws: "no positions" instead of a failed list would be wrong. */
export async function getEarnPositions(client: Pick<HttpClient, 'get'>): Promise<EarnPositions> {
  const parsed = positionsEnvelope.safeParse(await client.get<unknown>(EARN_POSITIONS_PATH));
  if (!parsed.success || parsed.data.code !== 0) throw new Error(`${EARN_POSITIONS_PATH}: unexpected response`);
  return parsed.data.data;
}

/** The user's available spot balance per currency (for "Available" and "Max" in the subscribe dialog). */
export async function getAvailableBalances(client: Pick<HttpClient, 'get'>): Promise<Record<string, string>> {
  const parsed = assetsEnvelope.safeParse(await client.get<unknown>(WALLET_ENDPOINTS.assets.path));
  if (!parsed.success || parsed.data.code !== 0) throw new Error(`${WALLET_ENDPOINTS.assets.path}: unexpected response`);
  return Object.fromEntries(parsed.data.data.list.map((a) => [a.currency, a.available]));
}

export const earnKeys = {
  products: ['earn', 'products'] as const,
  positions: ['earn', 'positions'] as const,
  balances: ['earn', 'balances'] as const,
};

const noRetryOn401 = (count: number, error: unknown) => count < 1 && !/\b401\b/.test(String(error));

export const earnProductsQueryOptions = (client: EndpointClient) =>
  queryOptions({ queryKey: earnKeys.products, queryFn: () => getEarnProducts(client), staleTime: 30_000 });
export const earnPositionsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: earnKeys.positions, queryFn: () => getEarnPositions(client), staleTime: 10_000, retry: noRetryOn401 });
export const availableBalancesQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: earnKeys.balances, queryFn: () => getAvailableBalances(client), staleTime: 10_000, retry: noRetryOn401 });

export type EarnRefusal =
  'unauthenticated' | 'csrf' | 'restricted' | 'invalid' | 'unavailable' | 'balance' | 'locked' | 'closed' | 'failed' | 'network';
export type EarnOutcome =
  | { readonly ok: true; readonly position: EarnPosition }
  | { readonly ok: false; readonly reason: EarnRefusal; readonly error: ApiError | null };

function refusalOf(status: number, error: ApiError | null): EarnRefusal {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return error?.code === ERROR_CODES.csrf ? 'csrf' : 'restricted';
  if (status === 400) return 'invalid';
  switch (error?.code) {
    case EARN_ERROR_CODES.insufficientBalance:
      return 'balance';
    case EARN_ERROR_CODES.positionLocked:
      return 'locked';
    case EARN_ERROR_CODES.positionClosed:
      return 'closed';
    case EARN_ERROR_CODES.productUnavailable:
      return 'unavailable';
    default:
      return 'failed';
  }
}

/** POST subscribe or redeem: JSON, CSRF header, credentials; the refusal named for the dialog. */
export async function postEarn(
  action: 'subscribe' | 'redeem',
  body: { product_id: string; amount: string; request_id: string } | { position_id: number },
): Promise<EarnOutcome> {
  const result = await postApi(action === 'subscribe' ? EARN_SUBSCRIBE_PATH : EARN_REDEEM_PATH, { json: body });
  if (result.kind === 'network') return { ok: false, reason: 'network', error: null };
  if (result.ok) {
    const parsed = resultEnvelope.safeParse(result.raw);
    return parsed.success && parsed.data.code === 0
      ? { ok: true, position: parsed.data.data.position }
      : { ok: false, reason: 'failed', error: null };
  }
  return { ok: false, reason: refusalOf(result.status, result.error), error: result.error };
}

/** A fresh idempotency key for one subscription (kept while the same dialog retries it). */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
