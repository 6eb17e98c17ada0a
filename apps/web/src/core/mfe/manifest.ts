import { MINI_APP_MANIFEST_DEFAULT, miniAppManifestSchema, type MiniAppEntry, type MiniAppManifest, type MiniAppName } from '@ex/contracts';

/**
 * The manifest pinned into this build (issue 17: "a manifest pins each mini-app's version and its
 * integrity hash"). next.config.ts inlines apps/mfe/dist/manifest.json as MFE_MANIFEST at build
 * time, so a bundle changed on the static host after the build no longer matches its pin.
 * A missing or malformed manifest pins nothing: every mini-app is unavailable and its fallback applies.
 * @example parseManifest('{"schema":1,"apps":{}}') // { schema: 1, apps: {} }
 */
export function parseManifest(text: string | undefined): MiniAppManifest {
  if (!text) return MINI_APP_MANIFEST_DEFAULT;
  try {
    const parsed = miniAppManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : MINI_APP_MANIFEST_DEFAULT;
  } catch {
    return MINI_APP_MANIFEST_DEFAULT;
  }
}

/**
 * The one host bundles load from: MFE_BASE_URL as an absolute URL with a trailing slash. A path
 * (the default `/mfe/`) is this page's origin. Anything but http(s) is refused (null).
 * @example resolveMiniAppBase('/mfe/', 'https://example.com') === 'https://example.com/mfe/'
 * @example resolveMiniAppBase('https://cdn.example.net/mfe', 'https://example.com') === 'https://cdn.example.net/mfe/'
 */
export function resolveMiniAppBase(baseUrl: string, pageOrigin: string): string | null {
  try {
    const url = new URL(baseUrl || '/mfe/', pageOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return null;
  }
}

/**
 * Where a pinned bundle lives: its manifest file under the base, or null when the manifest does not
 * pin `name` or the file would resolve outside the configured host ("loads only from the configured
 * host").
 * @example miniAppBundleUrl(manifest, 'funds_transfer', 'https://example.com/mfe/') // 'https://example.com/mfe/funds_transfer/1.0.0/funds_transfer.0123456789abcdef.js'
 */
export function miniAppBundleUrl(manifest: MiniAppManifest, name: MiniAppName, base: string): { url: string; entry: MiniAppEntry } | null {
  const entry = manifest.apps[name];
  if (!entry) return null;
  const url = new URL(entry.file, base).href;
  return url.startsWith(base) ? { url, entry } : null;
}

/**
 * True when `bytes` hash to the manifest's SRI value (`sha384-<base64>`). Anything else — another
 * algorithm, a malformed value — is a mismatch.
 * @example await bytesMatchIntegrity(new TextEncoder().encode(''), 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb') === true
 */
export async function bytesMatchIntegrity(bytes: ArrayBuffer | Uint8Array, integrity: string): Promise<boolean> {
  const match = /^sha384-([A-Za-z0-9+/]+={0,2})$/.exec(integrity);
  if (!match) return false;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes as BufferSource));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary) === match[1];
}
