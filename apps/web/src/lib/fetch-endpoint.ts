import { ENDPOINTS, responseSchema, type EndpointData, type EndpointName } from '@ex/contracts';
import type { HttpClient } from './api-client';
import { clientLogger } from './client-logger';

/**
 * What fetchEndpoint needs: a GET, and optionally a hook told whenever a call ended in its §8
 * fallback (the server's client uses it to keep such a page in the cache only briefly).
 */
export type EndpointClient = Pick<HttpClient, 'get'> & { readonly onFallback?: () => Promise<void> | void };

/**
 * GETs a §7 endpoint, parses it with its contract and returns `data`; on a failed request, a
 * non-zero code or a contract mismatch returns the endpoint's §8 fallback (and logs a warning).
 */
export async function fetchEndpoint<N extends EndpointName>(
  client: EndpointClient,
  name: N,
  query?: Record<string, string | undefined>,
): Promise<EndpointData<N>> {
  const endpoint = ENDPOINTS[name];
  const fallback = endpoint.fallback as EndpointData<N> | null;
  try {
    const raw = await client.get<unknown>(endpoint.path, query);
    const parsed = responseSchema(name).safeParse(raw);
    if (parsed.success && parsed.data.code === 0) return parsed.data.data as EndpointData<N>;
    clientLogger.warn(`${endpoint.path}: unexpected response, using fallback`);
  } catch (error) {
    if (fallback === null) throw error;
    clientLogger.warn(`${endpoint.path}: request failed, using fallback`);
  }
  if (fallback === null) throw new Error(`${endpoint.path} returned an unexpected response`);
  await client.onFallback?.();
  return fallback;
}

/**
 * Whether `data` is what fetchEndpoint returned for a failed call: the registry's fallback object
 * itself (an equal copy, e.g. real data that happens to be empty, is not).
 * @example isEndpointFallback('homeStats', await fetchEndpoint(client, 'homeStats'))
 */
export function isEndpointFallback<N extends EndpointName>(name: N, data: EndpointData<N> | undefined): boolean {
  return data !== undefined && data === ENDPOINTS[name].fallback;
}
