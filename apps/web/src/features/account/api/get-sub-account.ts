import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, SUB_ACCOUNT_INFO_DEFAULT, apiErrorSchema, responseSchema, type EndpointData } from '@ex/contracts';
import { withQuery } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { clientLogger } from '@/lib/client-logger';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

export type SubAccountInfo = EndpointData<'subAccountInfo'>;

export interface SubAccountInfoResult {
  /** The info, or §8's fallback type 1 sub type 1. */
  readonly info: SubAccountInfo;
  /** The server's message when it answered a non-zero code (§8: warn and go home); null otherwise. */
  readonly refusal: string | null;
  /** The session is gone (401). */
  readonly unauthenticated: boolean;
}

const fallback = (extra: Partial<SubAccountInfoResult> = {}): SubAccountInfoResult => ({
  info: SUB_ACCOUNT_INFO_DEFAULT,
  refusal: null,
  unauthenticated: false,
  ...extra,
});

/**
 * GET the sub-account info of `subUid` (§7 param sub_uid; response code, message, data). The body
 * is read whatever the status, because a refusal's code and message must reach the user (§8).
 */
export async function getSubAccountInfo(subUid: number): Promise<SubAccountInfoResult> {
  const path = withQuery(ENDPOINTS.subAccountInfo.path, { sub_uid: subUid });
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    clientLogger.warn(`${ENDPOINTS.subAccountInfo.path}: request failed, using fallback`);
    return fallback();
  }
  const raw: unknown = await response.json().catch(() => null);
  if (response.status === 401) return fallback({ unauthenticated: true });
  const parsed = responseSchema('subAccountInfo').safeParse(raw);
  if (parsed.success && parsed.data.code === 0 && parsed.data.data) return fallback({ info: parsed.data.data });
  const refused = apiErrorSchema.safeParse(raw);
  if (refused.success && refused.data.code !== 0) return fallback({ refusal: refused.data.message });
  clientLogger.warn(`${ENDPOINTS.subAccountInfo.path}: unexpected response, using fallback`);
  return fallback();
}

export const subAccountInfoQueryOptions = (subUid: number) =>
  queryOptions({ queryKey: ['sub-account', 'info', subUid], queryFn: () => getSubAccountInfo(subUid), staleTime: 60_000 });

/** GET /api/web/v1/usercenter/get_sub_user_type for the signed-in account (contract fallback: not a sub-account). */
export const subUserTypeQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['sub-account', 'type'], queryFn: () => fetchEndpoint(client, 'subUserType'), staleTime: 60_000 });
