'use client';

import { useEffect } from 'react';
import { z } from 'zod';
import { clientLogger } from '@/lib/client-logger';
import { trustedWorkerUrl } from '@/lib/trusted-types';

/** public/sw.json, written by build-sw.mjs: the current worker's versioned URL. */
const currentWorkerSchema = z.object({ url: z.string().regex(/^\/sw-[0-9a-f]+\.js$/) });

/**
 * Registers the site's service worker (issue 20, §7) once the page has loaded. The worker lives at a
 * versioned URL named by /sw.json, so a new build of it is registered on the next page load and takes
 * over from the previous one. Development has no worker (hot reload and a cache do not mix).
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = async () => {
      try {
        const response = await fetch('/sw.json', { cache: 'no-cache' });
        if (!response.ok) return; // A build without a worker.
        const { url } = currentWorkerSchema.parse(await response.json());
        await navigator.serviceWorker.register(trustedWorkerUrl(url), { scope: '/' });
      } catch (error) {
        clientLogger.warn('service worker registration failed', { error: error instanceof Error ? error.message : String(error) });
      }
    };
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }, []);
  return null;
}
