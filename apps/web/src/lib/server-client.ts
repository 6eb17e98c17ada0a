import 'server-only';
import { createHttpClient, SECONDARY_TIMEOUT_MS } from '@ex/domain';
import type { SiteKey } from '@ex/sites';
import { SITE_HOSTS, apiOrigin } from './site-env';

/**
 * The server's client for prefetching public data at build and revalidation time: straight to the
 * API process with the sub-site's host, short timeout (§7 "5 s in the other client").
 */
export function serverClient(site: SiteKey) {
  return createHttpClient({
    baseUrl: apiOrigin(),
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: 60 } } as RequestInit),
    timeoutMs: SECONDARY_TIMEOUT_MS,
    headers: () => ({ 'x-forwarded-host': SITE_HOSTS[site] }),
    logger: { error: () => undefined },
  });
}
