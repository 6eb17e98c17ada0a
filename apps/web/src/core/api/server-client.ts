import 'server-only';
import { createHttpClient, createPromiseDeduper, SECONDARY_TIMEOUT_MS, type HttpClient, type QueryValue } from '@ex/domain';
import type { SiteKey } from '@ex/sites';
import { SITE_HOSTS, apiOrigin } from '@/lib/env';

// generateMetadata and the page ask for the same public data while one page is generated; §9's
// 30 s promise de-duplication window makes that one request per site and path.
const deduper = createPromiseDeduper({ now: () => Date.now() });

/**
 * The server's client for prefetching public data at build and revalidation time: straight to the
 * API process with the sub-site's host, short timeout (§7 "5 s in the other client").
 */
export function serverClient(site: SiteKey): Pick<HttpClient, 'get'> {
  const client = createHttpClient({
    baseUrl: apiOrigin(),
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: 60 } } as RequestInit),
    timeoutMs: SECONDARY_TIMEOUT_MS,
    headers: () => ({ 'x-forwarded-host': SITE_HOSTS[site] }),
    logger: { error: () => undefined },
  });
  return {
    get: <T,>(path: string, params?: Record<string, QueryValue>) =>
      deduper.run(`${site} ${path} ${JSON.stringify(params ?? {})}`, () => client.get<T>(path, params)),
  };
}
