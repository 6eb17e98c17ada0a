import { clientLogger } from '../client-logger';
import { createStreamClient, type StreamClient } from './stream-client';
import { streamUrl } from './stream-spec';

let shared: StreamClient | null = null;

/**
 * The page's one stream client (docs/spec-decisions.md "Streaming": one WebSocket per page),
 * created on first use in the browser; nothing connects until something subscribes. Browser only:
 * call it from effects and event handlers, never while rendering on the server.
 */
export function getStreamClient(): StreamClient {
  if (shared) return shared;
  const client = createStreamClient({
    url: () => streamUrl(window.location),
    WebSocket: window.WebSocket,
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    logger: clientLogger,
  });
  // Back online: no reason to sit out the rest of a long backoff.
  window.addEventListener('online', () => client.retryNow());
  shared = client;
  return client;
}
