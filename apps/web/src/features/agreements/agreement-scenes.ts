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
  const normalised = (path.split(/[?#]/)[0] ?? '')
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  const page = PAGE_SCENES.find(({ prefix }) => normalised === prefix || normalised.startsWith(`${prefix}/`));
  return page ? [SITE_SCENE, page.scene] : [SITE_SCENE];
}
