import type { MenuCode } from '../menu-codes';
import { SITES } from '../sites';
import type { SiteKey } from '../site-types';

/** The part of the compliance check (§3 "menu (list of permitted feature codes)") the menu rule reads. */
export interface PermittedMenuCheck {
  readonly menu: readonly MenuCode[];
}

/**
 * The one "permitted menu" rule (issue 11): the feature codes this visitor may use on `site`.
 * - `check` null means the check is missing: not answered yet, failed, or a non-zero code. §8
 *   "Compliance check failure or non-zero code: gate skipped, page loads": the country and account
 *   limits are unknown, so only the sub-site's own menu codes apply (§1 "Each sub-site switches
 *   features on or off through permitted menu codes"). A regional site still never offers a product
 *   it does not have.
 * - Otherwise the check's own list, kept in the sub-site's order and never wider than the sub-site's
 *   codes (the check can only narrow them). An empty list is an answer: nothing is permitted (a
 *   blocked country keeps no product at all on a site without trade pages). Callers that hold the §8
 *   fallback object (`COMPLIANCE_CHECK_DEFAULT`, menu `[]`) pass null instead of it.
 *
 * @example resolvePermittedMenu('us', null) // SITES.us.menuCodes
 * @example resolvePermittedMenu('main', { menu: ['futures', 'spot'] }) // ['spot', 'futures']
 * @example resolvePermittedMenu('main', { menu: [] }) // []
 */
export function resolvePermittedMenu(site: SiteKey, check: PermittedMenuCheck | null): readonly MenuCode[] {
  const own: readonly MenuCode[] = SITES[site].menuCodes;
  if (check === null) return own;
  return own.filter((code) => check.menu.includes(code));
}
