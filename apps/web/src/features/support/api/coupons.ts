import { queryOptions } from '@tanstack/react-query';
import {
  COUPONS_PATH,
  COUPON_CLAIM_PATH,
  COUPON_USE_PATH,
  ERROR_CODES,
  couponListSchema,
  couponResultSchema,
  envelope,
  type ApiError,
  type Coupon,
  type CouponList,
} from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { postApi } from '@/core/api/post-api';
import { httpStatusOf } from './tickets';

const listEnvelope = envelope(couponListSchema);
const resultEnvelope = envelope(couponResultSchema);

/** GET the user's coupons. A failure throws: "no coupons" in place of a failed list would be wrong. */
export async function getCoupons(client: Pick<HttpClient, 'get'>): Promise<CouponList> {
  const parsed = listEnvelope.safeParse(await client.get<unknown>(COUPONS_PATH));
  if (!parsed.success || parsed.data.code !== 0) throw new Error(`${COUPONS_PATH}: unexpected response`);
  return parsed.data.data;
}

export const couponsQueryKey = ['support', 'coupons'] as const;

export const couponsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({
    queryKey: couponsQueryKey,
    queryFn: () => getCoupons(client),
    staleTime: 10_000,
    retry: (count, error) => count < 1 && httpStatusOf(error) !== 401,
  });

export type CouponOutcome =
  | { readonly ok: true; readonly coupon: Coupon }
  | {
      readonly ok: false;
      readonly reason: 'unauthenticated' | 'csrf' | 'refused' | 'restricted' | 'failed' | 'network';
      readonly error: ApiError | null;
    };

/** POST claim or use: JSON `{ id }`, CSRF header, credentials. */
export async function postCoupon(action: 'claim' | 'use', id: string): Promise<CouponOutcome> {
  const result = await postApi(action === 'claim' ? COUPON_CLAIM_PATH : COUPON_USE_PATH, { json: { id } });
  if (result.kind === 'network') return { ok: false, reason: 'network', error: null };
  if (result.ok) {
    const parsed = resultEnvelope.safeParse(result.raw);
    return parsed.success && parsed.data.code === 0
      ? { ok: true, coupon: parsed.data.data.coupon }
      : { ok: false, reason: 'failed', error: null };
  }
  const { status, error } = result;
  if (status === 401) return { ok: false, reason: 'unauthenticated', error };
  if (status === 403 && error?.code === ERROR_CODES.csrf) return { ok: false, reason: 'csrf', error };
  if (status === 403 && error?.code === ERROR_CODES.actionNotAllowed) return { ok: false, reason: 'restricted', error };
  if (status === 409 || status === 404) return { ok: false, reason: 'refused', error };
  return { ok: false, reason: 'failed', error };
}
