import type { MenuCode } from '../menu-codes';
import type { SiteKey } from '../site-types';
import { resolveFeatureForPath } from './feature-paths';
import { resolvePermittedMenu, type PermittedMenuCheck } from './permitted-menu';

/** §2.1 /state_compliance_tips: where §4.8 sends refused visitors. */
export const STATE_COMPLIANCE_TIPS_PATH = '/state_compliance_tips';

/** The parts of the compliance check result (§3) the state-compliance rule reads. */
export interface StateComplianceCheck extends PermittedMenuCheck {
  readonly limit: { readonly is_show_compliance_tips: boolean };
  readonly toast: { readonly limit_country_user_status: number };
}

export type StateComplianceDecision =
  | { readonly kind: 'allow'; readonly feature: MenuCode | null }
  /** §4.8 non-permanent redirect to /state_compliance_tips. */
  | { readonly kind: 'redirect'; readonly feature: MenuCode }
  /** §4.8 main site with is_show_compliance_tips: the page shows the compliance tips instead. */
  | { readonly kind: 'show-tips'; readonly feature: MenuCode };

/**
 * §4.8 state-compliance redirect, for a locale-free path:
 * - "A country-limited user is sent to /state_compliance_tips (non-permanent redirect; covers both
 *   UK and state limits)" — on feature paths (a limited user keeps home, account, withdrawal and help);
 * - "On the main site, when the current path matches a feature code that is not permitted: show the
 *   tips if is_show_compliance_tips is set, otherwise redirect to the tips page." Other sub-sites
 *   always redirect: a product the check does not permit is never served.
 * The permitted menu is `resolvePermittedMenu`: `check` null means the check is missing or failed
 * (§8 "page loads"): the sub-site's own menu codes still apply, country limits are unknown; an empty
 * menu permits no feature.
 *
 * @example resolveStateCompliance({ site: 'main', path: '/futures', check: { menu: ['spot'], limit: { is_show_compliance_tips: false }, toast: { limit_country_user_status: 0 } } }).kind === 'redirect'
 */
export function resolveStateCompliance(input: {
  site: SiteKey;
  path: string;
  check: StateComplianceCheck | null;
}): StateComplianceDecision {
  const feature = resolveFeatureForPath(input.path);
  if (feature === null) return { kind: 'allow', feature };
  const { check } = input;
  if (check !== null && check.toast.limit_country_user_status === 1) return { kind: 'redirect', feature };
  if (resolvePermittedMenu(input.site, check).includes(feature)) return { kind: 'allow', feature };
  if (input.site === 'main' && check?.limit.is_show_compliance_tips === true) return { kind: 'show-tips', feature };
  return { kind: 'redirect', feature };
}
