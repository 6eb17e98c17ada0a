/**
 * The compliance modals never stack: at most one is open, the first pending one in
 * {@link COMPLIANCE_MODAL_ORDER}; the next opens when it is acknowledged or closed.
 */
import { ACCESS_NOTICES, STATE_LIMIT_NOTICES, type AccessNotice, type StateLimitNotice } from './notices';

export type ComplianceModalId =
  'EU_UPCOMING' | Exclude<AccessNotice, 'WITHDRAW_ONLY'> | `STATE_${StateLimitNotice}` | 'GRAY_TAX' | 'WITHDRAW_ONLY' | 'COMPLIANCE_POPUP';

/**
 * The fixed order:
 * 1. EU_UPCOMING — the visitor just asked for a feature (a click can only happen with no modal open);
 * 2. RESTRICTED_LOCATION, PROHIBITED_COUNTRIES, IP_LIMIT — whether this visitor may use the site at all;
 * 3. the state-limit notices (§4.11) in their own order — the service is ending or limited;
 * 4. GRAY_TAX (§4.4) — a tax notice for the area;
 * 5. WITHDRAW_ONLY — what the account may still do;
 * 6. COMPLIANCE_POPUP (§4.15) — informational, last.
 */
export const COMPLIANCE_MODAL_ORDER: readonly ComplianceModalId[] = [
  'EU_UPCOMING',
  ...ACCESS_NOTICES.filter((n): n is Exclude<AccessNotice, 'WITHDRAW_ONLY'> => n !== 'WITHDRAW_ONLY'),
  ...STATE_LIMIT_NOTICES.map((n) => `STATE_${n}` as const),
  'GRAY_TAX',
  'WITHDRAW_ONLY',
  'COMPLIANCE_POPUP',
];

/**
 * The one modal to show now: the first of {@link COMPLIANCE_MODAL_ORDER} that is pending.
 * @example resolveComplianceModal(new Set(['COMPLIANCE_POPUP', 'GRAY_TAX'])) === 'GRAY_TAX'
 * @example resolveComplianceModal(new Set()) === null
 */
export function resolveComplianceModal(pending: ReadonlySet<ComplianceModalId>): ComplianceModalId | null {
  return COMPLIANCE_MODAL_ORDER.find((id) => pending.has(id)) ?? null;
}

/**
 * §8 "EU restricted features: Modal 'Stay tuned! This feature is upcoming' with Confirm": on a
 * sub-site that announces upcoming features (the EU site, SITES[site].upcomingMenus), a feature whose
 * menu code outside the permitted `menu` is upcoming. `menu` is the one permitted-menu rule's answer
 * (`resolvePermittedMenu` in @ex/sites): while the check is pending or after it failed that is the
 * sub-site's own menu codes (§8 "Compliance check failure or non-zero code: gate skipped, page
 * loads"), so an empty `menu` is a real answer that permits nothing.
 * @example isFeatureUpcoming({ showsUpcoming: true, code: 'futures', menu: ['spot', 'earn'] }) === true
 * @example isFeatureUpcoming({ showsUpcoming: false, code: 'futures', menu: ['spot'] }) === false
 */
export function isFeatureUpcoming(input: { showsUpcoming: boolean; code: string; menu: readonly string[] }): boolean {
  return input.showsUpcoming && !input.menu.includes(input.code);
}
