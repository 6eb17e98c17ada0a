import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import type { Locale } from '@ex/sites';
import { NAMESPACES, type Tree } from './catalogue';
import { loadMessages } from './messages';
import {
  MESSAGE_NAMESPACES,
  SHELL_PATHS,
  namespacesForRoute,
  pickMessages,
  type MessageNamespace,
  type NamespaceRoots,
} from './namespaces';

/**
 * The route being rendered (`/[site]/[locale]/login`), as Next.js records it for the request. A layout
 * is not told which page it wraps; this is how the one layout picks the page's namespaces. Undefined
 * if Next.js stops exposing it, and then every page simply carries every namespace.
 */
function currentRoute(): string | undefined {
  try {
    return workAsyncStorage.getStore()?.route;
  } catch {
    return undefined;
  }
}

let roots: Promise<NamespaceRoots> | undefined;

/** Top-level keys of each namespace, read from the English files. */
export function namespaceRoots(): Promise<NamespaceRoots> {
  roots ??= Promise.all([
    import('../../messages/en.json').then((m) => Object.keys(m.default as Tree)),
    ...NAMESPACES.map((ns) => import(`../../messages/en.${ns}.json`).then((m: { default: Tree }) => Object.keys(m.default))),
  ]).then((keys) => Object.fromEntries(MESSAGE_NAMESPACES.map((ns, i) => [ns, keys[i]!])) as unknown as NamespaceRoots);
  return roots;
}

export interface PageMessages {
  /** What goes into the page's HTML (NextIntlClientProvider). */
  messages: Tree;
  /** Namespaces complete in `messages`; the others load on demand. */
  loaded: readonly MessageNamespace[];
}

/** The messages the page being rendered carries in its HTML (namespaces.ts `ROUTE_NAMESPACES`). */
export async function pageMessages(locale: Locale, pseudo: boolean): Promise<PageMessages> {
  const all = (await loadMessages(locale, { pseudo })) as Tree;
  const namespaces = namespacesForRoute(currentRoute());
  if (namespaces === null) return { messages: all, loaded: MESSAGE_NAMESPACES };
  return { messages: pickMessages(all, await namespaceRoots(), namespaces, SHELL_PATHS), loaded: namespaces };
}

/** One namespace of a locale, as the origin serves it (`/_i18n/<version>/<locale>/<ns>.json`). */
export async function namespaceMessages(locale: Locale, pseudo: boolean, ns: MessageNamespace): Promise<Tree> {
  return pickMessages((await loadMessages(locale, { pseudo })) as Tree, await namespaceRoots(), [ns]);
}
