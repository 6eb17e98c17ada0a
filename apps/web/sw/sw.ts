/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, type PrecacheEntry, type RouteMatchCallbackOptions } from 'serwist';
import config from './sw-config.json';

/*
 * The site's service worker (issue 20, §7), bundled by build-sw.mjs and served at a versioned path
 * (/sw-<hash>.js). It caches the static assets named in sw-config.json and the offline page, and
 * nothing else: API answers, pages (personalised or not) and responses that set cookies are never
 * stored. A new version installs, takes over at once (skipWaiting + clientsClaim) and drops the
 * previous version's precache; the static cache keeps content-hashed files, which never go stale.
 */
declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isStatic = ({ url, request }: RouteMatchCallbackOptions) =>
  request.method === 'GET' &&
  sameOrigin(url) &&
  (config.staticPaths.includes(url.pathname) || config.staticPathPrefixes.some((prefix) => url.pathname.startsWith(prefix)));
const isPage = ({ request }: RouteMatchCallbackOptions) => request.mode === 'navigate';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  cacheId: config.cacheId,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: isStatic,
      handler: new CacheFirst({
        cacheName: config.staticCacheName,
        plugins: [
          new ExpirationPlugin({ maxEntries: config.maxEntries, maxAgeSeconds: config.maxAgeSeconds }),
          // Only complete, successful answers (no opaque or partial responses).
          { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
        ],
      }),
    },
    // Pages always come from the network; only when that fails does the offline page answer.
    { matcher: isPage, handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: config.offlinePage, matcher: ({ request }) => request.mode === 'navigate' }] },
});

serwist.addEventListeners();
