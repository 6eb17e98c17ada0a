import type { SiteKey } from '@ex/sites';

/**
 * Which documents the browser asks about on a page (§4.15 user agreement, Turkey declaration; §7
 * customer-understand declaration). The server's compliance_documents decide whether one must be
 * signed; this table only decides which questions are worth a request.
 */

/** Asked on every page: the site-wide terms (the demo data has one for the EU site). */
export const SITE_SCENE = 'login';

/**
 * Product scenes by path prefix (whole segments, matched on the normalised path): the agreement of
 * a product is asked on that product's pages. First match wins.
 */
export const PAGE_SCENES: readonly { readonly prefix: string; readonly scene: string }[] = [
  { prefix: '/futures', scene: 'futures' },
  { prefix: '/futures-delivery', scene: 'futures' },
  { prefix: '/copytrading', scene: 'copy_trading' },
];

/**
 * The user-agreement scenes to ask about on `path` (without its locale prefix), in the order their
 * modals show: the site-wide scene, then the page's product scene.
 *
 * @example agreementScenesForPath('/') // ['login']
 * @example agreementScenesForPath('/futures/USDT/BTC_USDT') // ['login', 'futures']
 */
export function agreementScenesForPath(path: string): string[] {
  // A scene only chooses which question to ask (the server decides), so a light normalisation does.
  const normalised = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  const page = PAGE_SCENES.find(({ prefix }) => normalised === prefix || normalised.startsWith(`${prefix}/`));
  return page ? [SITE_SCENE, page.scene] : [SITE_SCENE];
}

/**
 * Where each declaration is asked. §8 treats a failed declaration fetch as "needs signing", so
 * asking on a site where the declaration does not exist would put it in front of every user there
 * whenever the API fails. §6 "Turkey user" — the Turkey site; the customer-understand declaration —
 * the EU site (ours: the demo documents; docs/spec-decisions.md).
 */
export const DECLARATION_SITES = {
  tr: ['tr'],
  customer: ['eu'],
} as const satisfies Record<string, readonly SiteKey[]>;

export type DeclarationKind = keyof typeof DECLARATION_SITES;

/** @example asksDeclaration('tr', 'tr') === true; asksDeclaration('tr', 'main') === false */
export function asksDeclaration(kind: DeclarationKind, site: SiteKey): boolean {
  return (DECLARATION_SITES[kind] as readonly SiteKey[]).includes(site);
}
