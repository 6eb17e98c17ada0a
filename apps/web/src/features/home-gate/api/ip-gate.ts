import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, responseSchema, type IpCheckResult } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { clientLogger } from '@/lib/client-logger';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';
import { postApi } from '@/core/api/post-api';

/** GET …/ip-penetration/config: whether the gate runs and the STUN servers (fallback: disabled). */
export const ipGateConfigQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: ['home-gate', 'config'], queryFn: () => fetchEndpoint(client, 'ipGateConfig'), staleTime: 10 * 60_000 });

/** §7 "type 1 adds ips and stuns (stun list base64-encoded), types 2 and 3 only type"; every type carries the stored token. */
export type IpCheckRequest =
  | { readonly type: 1; readonly ips: readonly string[]; readonly stuns: string; readonly token?: string }
  | { readonly type: 2 | 3; readonly token?: string };

/**
 * POST /api/web/v1/compliance-kyc/ip-penetration/check (JSON, CSRF header). Null on any failure:
 * §4.9 "The page shows normally … on any failure". The IPs are never logged.
 */
export async function postIpCheck(request: IpCheckRequest): Promise<IpCheckResult | null> {
  const { path } = ENDPOINTS.ipCheck;
  const result = await postApi(path, { json: request });
  if (result.kind === 'response' && result.ok) {
    const parsed = responseSchema('ipCheck').safeParse(result.raw);
    if (parsed.success && parsed.data.code === 0) return parsed.data.data;
  }
  clientLogger.warn(`${path}: type ${request.type} check failed, gate skipped`);
  return null;
}
