import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** GET /api/web/v1/usercenter/get_info — §8 falls back to the visitor defaults. */
export function getUserInfo(client: Pick<HttpClient, 'get'>) {
  return fetchEndpoint(client, 'userInfo');
}

export const userInfoQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['session', 'user-info'], queryFn: () => getUserInfo(client), staleTime: 30_000 });

/** GET /apiw/v2/account/total_funds — §8 total funds 0. */
export const totalFundsQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['session', 'total-funds'], queryFn: () => fetchEndpoint(client, 'totalFunds'), staleTime: 30_000 });

/** GET /api/web/v1/usercenter/get_kyc_status — §8 kyc_status 0. */
export const kycStatusQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['session', 'kyc-status'], queryFn: () => fetchEndpoint(client, 'kycStatus'), staleTime: 60_000 });

/** GET /api/web/v1/usercenter/get_user_tier — trial VIP (§4.1). */
export const userTierQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['session', 'user-tier'], queryFn: () => fetchEndpoint(client, 'userTier'), staleTime: 60_000 });
