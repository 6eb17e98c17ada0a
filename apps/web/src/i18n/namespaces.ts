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
 * Per page: the namespaces its server-rendered client components need beyond the shell, keyed by the
 * page's route under app/. Each page carries them in its own provider (with-page-messages.tsx), so a
 * client-side navigation brings them along; route-namespaces.test.ts reads the source and checks that
 * every page is listed with exactly what its components ask useTranslations for. Lazy parts (behind
 * next/dynamic) declare their own namespaces with withNamespaces and load them on demand. A route that
 * is not listed (a page added without updating this table) carries every namespace.
 */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  '/[site]/[locale]': [],
  '/[site]/[locale]/[...rest]': [],
  '/[site]/[locale]/about_us': [],
  '/[site]/[locale]/about-us': [],
  '/[site]/[locale]/announcements/[[...rest]]': [],
  '/[site]/[locale]/blog/[[...rest]]': [],
  '/[site]/[locale]/brand-partnerships': [],
  '/[site]/[locale]/buy-sell-crypto': ['buy'],
  '/[site]/[locale]/convert/[from]/[to]': ['buy'],
  '/[site]/[locale]/converter': ['support'],
  '/[site]/[locale]/crypto-market-data': [],
  '/[site]/[locale]/crypto-wiki/[[...rest]]': [],
  '/[site]/[locale]/crypto/buy': ['buy'],
  '/[site]/[locale]/crypto/buy/with-bank-account': ['buy'],
  '/[site]/[locale]/crypto/buy/with-credit-card': ['buy'],
  '/[site]/[locale]/diagnostics/render-error': [],
  '/[site]/[locale]/fee': [],
  '/[site]/[locale]/futures/[settle]/[contract]': ['chart', 'compliance', 'display', 'orders', 'security', 'trade'],
  '/[site]/[locale]/help/[[...rest]]': ['content'],
  '/[site]/[locale]/groupchat/call_service': ['support'],
  '/[site]/[locale]/groupchat/chatroom': ['support'],
  '/[site]/[locale]/how-to-buy/[[...rest]]': [],
  '/[site]/[locale]/learn/[[...rest]]': ['content'],
  '/[site]/[locale]/legal/[doc]': [],
  '/[site]/[locale]/login': [],
  '/[site]/[locale]/media-kit': [],
  '/[site]/[locale]/myaccount': ['display', 'security', 'wallet'],
  '/[site]/[locale]/myaccount/coupon_center': ['support'],
  '/[site]/[locale]/myaccount/deposit': [],
  '/[site]/[locale]/myaccount/deposit_fiat': ['wallet'],
  '/[site]/[locale]/myaccount/deposit_gatecode': ['wallet'],
  '/[site]/[locale]/myaccount/deposit/[currency]': ['wallet'],
  '/[site]/[locale]/myaccount/fundpass_setup': ['security'],
  '/[site]/[locale]/myaccount/kyc_home': ['kyc'],
  '/[site]/[locale]/myaccount/kyc2': ['kyc'],
  '/[site]/[locale]/myaccount/kyc3_v1': ['kyc'],
  '/[site]/[locale]/myaccount/profile/coupon_center': ['support'],
  '/[site]/[locale]/myaccount/security': ['security'],
  '/[site]/[locale]/myaccount/tickets': ['support'],
  '/[site]/[locale]/myaccount/totp': ['security'],
  '/[site]/[locale]/myaccount/withdraw/[currency]': ['wallet'],
  '/[site]/[locale]/news/[[...rest]]': [],
  '/[site]/[locale]/page-not-found': [],
  '/[site]/[locale]/page/contacts': [],
  '/[site]/[locale]/price': ['markets'],
  '/[site]/[locale]/price-prediction': [],
  '/[site]/[locale]/price-prediction/[coin]': ['support'],
  '/[site]/[locale]/privacy-policy': [],
  '/[site]/[locale]/signup': [],
  '/[site]/[locale]/simple-earn': ['earn'],
  '/[site]/[locale]/state_compliance_tips': ['compliance'],
  '/[site]/[locale]/trade/[pair]': ['chart', 'compliance', 'display', 'orders', 'security', 'trade'],
  '/[site]/[locale]/upcoming-event/[[...rest]]': [],
  '/[site]/[locale]/user-agreement': [],
};

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
