import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, responseSchema, type KycApplication, type KycApplicationLevel } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';

/**
 * GET /api/web/v1/kyc/application?level= — the applicant's saved draft or status, or null when
 * they never started. Unlike the §8 silent fallbacks, a failure throws: showing an empty form in
 * place of a saved draft would let a "Save draft" overwrite it ("an applicant never loses a form").
 */
export async function getKycApplication(client: Pick<HttpClient, 'get'>, level: KycApplicationLevel): Promise<KycApplication | null> {
  const raw = await client.get<unknown>(ENDPOINTS.kycApplication.path, { level });
  const parsed = responseSchema('kycApplication').safeParse(raw);
  if (!parsed.success || parsed.data.code !== 0) throw new Error(`${ENDPOINTS.kycApplication.path}: unexpected response`);
  return parsed.data.data.application;
}

export const kycApplicationQueryKey = (level: KycApplicationLevel) => ['kyc', 'application', level] as const;

export const kycApplicationQueryOptions = (client: Pick<HttpClient, 'get'>, level: KycApplicationLevel) =>
  queryOptions({
    queryKey: kycApplicationQueryKey(level),
    queryFn: () => getKycApplication(client, level),
    staleTime: 10_000,
    // A 401 is handled by a redirect to /login, not retried.
    retry: (count, error) => count < 1 && httpStatusOf(error) !== 401,
  });

/** The HTTP status of a failed GET (HttpError from the domain client), if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
