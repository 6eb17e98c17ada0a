import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * GET /api/web/v1/compliance/check (§3 menu, business, limit, toast, tips). §8: a failure or a
 * non-zero code gives the empty structures, so no notice shows and the page loads.
 */
export function getComplianceCheck(client: Pick<HttpClient, 'get'>) {
  return fetchEndpoint(client, 'complianceCheck');
}

/** Keyed by the signed-in uid (0 for visitors): logging in or out asks again. */
export const complianceCheckQueryOptions = (client: Pick<HttpClient, 'get'>, uid: number) =>
  queryOptions({
    queryKey: ['compliance-check', uid],
    queryFn: () => getComplianceCheck(client),
    staleTime: 5 * 60_000,
  });
