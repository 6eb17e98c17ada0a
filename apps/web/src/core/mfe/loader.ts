'use client';

import type { MiniAppModule, MiniAppName } from '@ex/contracts';
import { bytesMatchIntegrity, miniAppBundleUrl, parseManifest, resolveMiniAppBase } from './manifest';
import { installSharedRuntime } from './shared-runtime';

/** Why a mini-app did not load; the host logs it (§8) and shows the fallback. */
export class MiniAppLoadError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'fetch' | 'integrity' | 'shape',
    message: string,
  ) {
    super(message);
  }
}

// Build-time values (next.config.ts `env`): the pinned manifest and the host bundles come from.
const MANIFEST = parseManifest(process.env.MFE_MANIFEST);
const BASE_URL = process.env.MFE_BASE_URL ?? '/mfe/';

const loaded = new Map<MiniAppName, Promise<MiniAppModule<unknown, HTMLElement>>>();

/** Whether this build pins `name` (when not, the host shows its fallback straight away). */
export function isMiniAppPinned(name: MiniAppName): boolean {
  return MANIFEST.apps[name] !== undefined;
}

/**
 * Loads a pinned mini-app once per page: fetches the bundle from the configured host only,
 * refuses it unless its bytes match the manifest's sha384, then imports it. The import reads the
 * same immutable URL, which the browser answers from the response just verified.
 */
export function loadMiniApp<P>(name: MiniAppName): Promise<MiniAppModule<P, HTMLElement>> {
  let promise = loaded.get(name);
  if (!promise) {
    promise = fetchVerifiedModule(name);
    // A failed load may be retried by a later mount (e.g. after a network blip).
    promise.catch(() => loaded.delete(name));
    loaded.set(name, promise);
  }
  return promise as Promise<MiniAppModule<P, HTMLElement>>;
}

async function fetchVerifiedModule(name: MiniAppName): Promise<MiniAppModule<unknown, HTMLElement>> {
  const base = resolveMiniAppBase(BASE_URL, window.location.origin);
  const pinned = base === null ? null : miniAppBundleUrl(MANIFEST, name, base);
  if (!pinned) throw new MiniAppLoadError('unavailable', `mini-app ${name}: not pinned in this build's manifest`);
  let bytes: ArrayBuffer;
  try {
    const response = await fetch(pinned.url, { credentials: 'omit', mode: 'cors' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    bytes = await response.arrayBuffer();
  } catch (error) {
    throw new MiniAppLoadError(
      'fetch',
      `mini-app ${name}@${pinned.entry.version}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!(await bytesMatchIntegrity(bytes, pinned.entry.integrity))) {
    throw new MiniAppLoadError(
      'integrity',
      `mini-app ${name}@${pinned.entry.version}: bundle refused, its hash does not match the manifest`,
    );
  }
  installSharedRuntime();
  const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pinned.url)) as Partial<
    MiniAppModule<unknown, HTMLElement>
  >;
  if (typeof mod.mount !== 'function' || typeof mod.update !== 'function' || typeof mod.unmount !== 'function') {
    throw new MiniAppLoadError('shape', `mini-app ${name}: the bundle does not export mount, update and unmount`);
  }
  return mod as MiniAppModule<unknown, HTMLElement>;
}
