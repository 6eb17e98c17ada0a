import 'server-only';
import { unstable_cache } from 'next/cache';
import { createHttpClient, createPromiseDeduper, SECONDARY_TIMEOUT_MS, type QueryValue } from '@ex/domain';
import type { SiteKey } from '@ex/sites';
import { SITE_HOSTS, apiOrigin } from '@/lib/env';
import type { EndpointClient } from './fetch-endpoint';

// generateMetadata and the page ask for the same public data while one page is generated; §9's
// 30 s promise de-duplication window makes that one request per site and path.
const deduper = createPromiseDeduper({ now: () => Date.now() });

/** How often a page is refreshed with live public data. */
export const PUBLIC_DATA_REVALIDATE_SECONDS = 60;

/**
 * How long a page generated with a §8 fallback (the API down or answering nonsense) is served before
 * it is generated again: short, so the real page is back soon after the API, yet a dead API costs
 * at most one new generation per page every few seconds.
 */
export const FALLBACK_REVALIDATE_SECONDS = 10;

// A page's cache life is the shortest of its data's (Next: the lowest `revalidate` of a route's
// fetches and cached functions wins). Reading this constant, cached for the short period, is how a
// page that used a fallback is cached only that long, while it stays static (ISR, not dynamic).
const fallbackLifetime = unstable_cache(async () => FALLBACK_REVALIDATE_SECONDS, ['fallback-render-lifetime'], {
  revalidate: FALLBACK_REVALIDATE_SECONDS,
});

/**
 * The server's client for prefetching public data at build and revalidation time: straight to the
 * API process with the sub-site's host, short timeout (§7 "5 s in the other client"). A call that
 * ends in its §8 fallback (fetchEndpoint) shortens the cache life of the page being generated.
 */
export function serverClient(site: SiteKey): EndpointClient {
  const client = createHttpClient({
    baseUrl: apiOrigin(),
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: PUBLIC_DATA_REVALIDATE_SECONDS } } as RequestInit),
    timeoutMs: SECONDARY_TIMEOUT_MS,
    headers: () => ({ 'x-forwarded-host': SITE_HOSTS[site] }),
    logger: { error: () => undefined },
  });
  return {
    get: <T>(path: string, params?: Record<string, QueryValue>) =>
      deduper.run(`${site} ${path} ${JSON.stringify(params ?? {})}`, () => client.get<T>(path, params)),
    onFallback: async () => {
      await fallbackLifetime();
    },
  };
}
