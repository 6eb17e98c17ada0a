import { queryOptions } from '@tanstack/react-query';
import { businessListPathFor, resolveBusinessList, type ComplianceItem } from '@ex/contracts';
import type { SiteKey } from '@ex/sites';
import type { HttpClient } from '@/core/api/api-client';
import { clientLogger } from '@/lib/client-logger';

/**
 * The business compliance list (§7: its URL differs for main, Turkey, UK and AU), read by §5's
 * rule: the items when the code is 0 and the list is not empty, else one default empty item (which
 * no bar shows).
 */
export async function getBusinessList(client: Pick<HttpClient, 'get'>, site: SiteKey): Promise<ComplianceItem[]> {
  try {
    return resolveBusinessList(await client.get<unknown>(businessListPathFor(site)));
  } catch {
    clientLogger.warn('business compliance list: request failed, using the default item');
    return resolveBusinessList(undefined);
  }
}

/** Keyed by uid like the compliance check: the list depends on who and where the visitor is. */
export const businessListQueryOptions = (client: Pick<HttpClient, 'get'>, site: SiteKey, uid: number) =>
  queryOptions({
    queryKey: ['business-compliance-list', site, uid],
    queryFn: () => getBusinessList(client, site),
    staleTime: 5 * 60_000,
  });
