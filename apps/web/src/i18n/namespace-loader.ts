import type { Tree } from './catalogue';
import type { MessageNamespace } from './namespaces';

/**
 * §7 "translation JSON per locale and namespace from a CDN, falling back to the origin site"; §8
 * "Translation load failure: falls back to next source and reports". A namespace a page did not carry
 * in its HTML is fetched from `TRANSLATIONS_CDN_URL` (when the build sets it), then from the web app's
 * own `/_i18n/<version>/<locale>/<ns>.json`, then taken from the English bundle; every failed source is
 * reported. `version` changes whenever any message changes, so the files are cached for good.
 */
export interface LoaderConfig {
  /** Catalogue locale of the page (`ja-jp`, `ar-dubai`, or the pseudo-locale `en-XA`). */
  readonly locale: string;
  readonly version: string;
  /** Base URL of the translation CDN (mirrors `/_i18n/`), or '' for none. */
  readonly cdnUrl: string;
}

export interface LoaderDeps {
  readonly fetch: (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  /** The English namespace (bundled; the last resort). */
  readonly english: (ns: MessageNamespace) => Promise<Tree>;
  readonly report: (message: string) => void;
}

/** Path of one namespace file under a base URL. @example namespacePath('ja', 'v1', 'kyc') === '/_i18n/v1/ja/kyc.json' */
export function namespacePath(locale: string, version: string, ns: MessageNamespace): string {
  return `/_i18n/${encodeURIComponent(version)}/${encodeURIComponent(locale)}/${ns}.json`;
}

/** The sources to try, in order: the CDN (when configured), then the origin. */
export function namespaceSources(config: LoaderConfig, ns: MessageNamespace): string[] {
  const path = namespacePath(config.locale, config.version, ns);
  const cdn = config.cdnUrl.trim().replace(/\/+$/, '');
  return cdn ? [`${cdn}${path}`, path] : [path];
}

function isTree(value: unknown): value is Tree {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** One namespace's messages from the first source that answers with a catalogue; English otherwise. */
export async function loadNamespace(config: LoaderConfig, ns: MessageNamespace, deps: LoaderDeps): Promise<Tree> {
  for (const url of namespaceSources(config, ns)) {
    let reason: string;
    try {
      const res = await deps.fetch(url);
      if (res.ok) {
        const body = await res.json();
        if (isTree(body)) return body;
        reason = 'not a message catalogue';
      } else reason = `HTTP ${res.status}`;
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    deps.report(`translations ${ns} (${config.locale}) could not be loaded from ${url}: ${reason}; trying the next source`);
  }
  deps.report(`translations ${ns} (${config.locale}) unavailable from every source; showing English`);
  return deps.english(ns);
}
