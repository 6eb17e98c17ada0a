import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import type { Locale } from '@ex/sites';
import { NAMESPACES, type Tree } from './catalogue';
import { loadMessages } from './messages';
import {
  MESSAGE_NAMESPACES,
  SHELL_NAMESPACES,
  SHELL_PATHS,
  namespacesForRoute,
  pickMessages,
  type MessageNamespace,
  type NamespaceRoots,
} from './namespaces';

/**
 * The route being rendered (`/[site]/[locale]/login`), as Next.js records it for the request: the
 * initial render of a page and the render a client-side navigation asks for alike. Undefined if
 * Next.js stops exposing it, and then the page simply carries every namespace.
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
  /** What goes into a provider in the HTML. */
  messages: Tree;
  /** Namespaces complete in `messages`; the others load on demand. */
  loaded: readonly MessageNamespace[];
}

/** The shell every page carries, in the [site]/[locale] layout's provider (namespaces.ts `SHELL_NAMESPACES`). */
export async function shellMessages(locale: Locale, pseudo: boolean): Promise<PageMessages> {
  const all = (await loadMessages(locale, { pseudo })) as Tree;
  return { messages: pickMessages(all, await namespaceRoots(), SHELL_NAMESPACES, SHELL_PATHS), loaded: SHELL_NAMESPACES };
}

/**
 * The namespaces the page being rendered carries beyond the shell (namespaces.ts `ROUTE_NAMESPACES`),
 * for its own provider (with-page-messages.tsx); every one for a route that is not listed, and for
 * every route in a build made with `I18N_EVERY_NAMESPACE=1` (what `npm run bench` compares against,
 * docs/performance.md).
 */
export async function pageMessages(locale: Locale, pseudo: boolean, route = currentRoute()): Promise<PageMessages> {
  const all = (await loadMessages(locale, { pseudo })) as Tree;
  const listed = process.env.I18N_EVERY_NAMESPACE === '1' ? null : namespacesForRoute(route);
  const namespaces = (listed ?? MESSAGE_NAMESPACES).filter((ns) => !SHELL_NAMESPACES.includes(ns));
  return { messages: pickMessages(all, await namespaceRoots(), namespaces), loaded: namespaces };
}

/** One namespace of a locale, as the origin serves it (`/_i18n/<version>/<locale>/<ns>.json`). */
export async function namespaceMessages(locale: Locale, pseudo: boolean, ns: MessageNamespace): Promise<Tree> {
  return pickMessages((await loadMessages(locale, { pseudo })) as Tree, await namespaceRoots(), [ns]);
}
