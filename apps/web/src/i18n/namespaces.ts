import { NAMESPACES, mergeMessages, type Namespace, type Tree } from './catalogue';

/**
 * §7 "translation JSON per locale and namespace": which messages a page carries in its static HTML.
 * `core` is `messages/<lang>.json`; the others are `messages/<lang>.<ns>.json` (catalogue.ts).
 * Everything a page does not carry loads on demand (namespace-boundary.tsx).
 */
export type MessageNamespace = 'core' | Namespace;
export const MESSAGE_NAMESPACES: readonly MessageNamespace[] = ['core', ...NAMESPACES];

/** Top-level keys of each namespace's English file (`security` → ['security']). */
export type NamespaceRoots = Record<MessageNamespace, readonly string[]>;

/** In every page's HTML: what the header, footer, 404 and error views render on the server. */
export const SHELL_NAMESPACES: readonly MessageNamespace[] = ['core', 'chrome'];
/** Single messages of other namespaces the header renders (the account menu's security link, the fund-wallet drawer). */
export const SHELL_PATHS: readonly string[] = ['security.menuLink', 'wallet.drawer'];

/**
 * Opt-in, per page: the namespaces a page's server-rendered client components need beyond the shell,
 * keyed by the page's route under app/. A route that is not listed gets every namespace.
 *
 * Empty on purpose: the messages sit in the [site]/[locale] layout's provider, and a layout is not
 * rendered again on client-side navigation. A visitor who lands on a trimmed page (home) and then
 * follows a link to the KYC form or the ticket form would keep the trimmed messages and see raw keys
 * (the kyc and support e2e tests caught this). Every page therefore carries every namespace until
 * the messages move to a per-page provider; what loads after hydration still asks for its own
 * namespaces through a boundary (namespace-boundary.tsx), from the CDN, the origin or English.
 */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {};

/**
 * Namespaces in the HTML of a route; null (= all) for a route that does not opt in or is unknown.
 * @example namespacesForRoute('/[site]/[locale]/price', { '/[site]/[locale]/price': ['markets'] }) → ['core', 'chrome', 'markets']
 * @example namespacesForRoute('/[site]/[locale]/myaccount') → null
 */
export function namespacesForRoute(
  route: string | undefined,
  routes: Readonly<Record<string, readonly Namespace[]>> = ROUTE_NAMESPACES,
): readonly MessageNamespace[] | null {
  const own = route === undefined ? undefined : routes[route];
  if (!own) return null;
  return [...new Set<MessageNamespace>([...SHELL_NAMESPACES, ...own])];
}

function pickPath(tree: Tree, path: string): Tree | undefined {
  const [head, ...rest] = path.split('.');
  const value = head === undefined ? undefined : tree[head];
  if (value === undefined) return undefined;
  if (rest.length === 0) return { [head!]: value };
  if (typeof value === 'string') return undefined;
  const inner = pickPath(value, rest.join('.'));
  return inner && { [head!]: inner };
}

/**
 * The part of a catalogue made of whole namespaces plus single message paths.
 * @example pickMessages(all, roots, ['core'], ['security.menuLink']) → { nav: …, header: …, security: { menuLink: '…' } }
 */
export function pickMessages(
  messages: Tree,
  roots: NamespaceRoots,
  namespaces: readonly MessageNamespace[],
  paths: readonly string[] = [],
): Tree {
  let out: Tree = {};
  for (const ns of namespaces) for (const root of roots[ns]) if (messages[root] !== undefined) out[root] = messages[root];
  for (const path of paths) {
    const picked = pickPath(messages, path);
    if (picked) out = mergeMessages(out, picked);
  }
  return out;
}
