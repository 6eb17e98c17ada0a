import { createHttpClient, GET_TIMEOUT_MS } from '@ex/domain';
import { clientLogger } from '@/lib/client-logger';

/**
 * The browser's client: same origin (proxy.ts forwards §7 paths to the API), credentials sent,
 * GET timeout 20 s (§7).
 */
export const browserClient = createHttpClient({
  baseUrl: '',
  fetch: (...args) => fetch(...args),
  timeoutMs: GET_TIMEOUT_MS,
  logger: clientLogger,
});

export type HttpClient = typeof browserClient;
