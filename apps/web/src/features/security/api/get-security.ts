import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, responseSchema } from '@ex/contracts';
import { HttpError } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

export const securityKeys = {
  overview: ['security', 'overview'] as const,
  frequency: ['security', 'frequency'] as const,
};

/**
 * GET /api/web/v1/security/overview. Not silently defaulted: showing "not set" for a fund password
 * that is set would send the user to a form the server refuses, so a failure surfaces (§8 GET text).
 */
export async function getSecurityOverview(client: Pick<HttpClient, 'get'>) {
  const { path } = ENDPOINTS.securityOverview;
  const raw = await client.get<unknown>(path);
  const parsed = responseSchema('securityOverview').safeParse(raw);
  if (parsed.success && parsed.data.code === 0) return parsed.data.data;
  throw new HttpError('parse', 'GET', path);
}

export const securityOverviewQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({
    queryKey: securityKeys.overview,
    queryFn: () => getSecurityOverview(client),
    // Set-up pages open in a new tab: coming back to this one shows what changed there.
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof HttpError && error.status === 401) && count < 1,
  });

/** §7 GET /apiweb/v1/user/get_user_frequency: code 0 success, data.frequency (contract fallback 1). */
export const userFrequencyQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({
    queryKey: securityKeys.frequency,
    queryFn: () => fetchEndpoint(client, 'userFrequency'),
    refetchOnWindowFocus: true,
  });
