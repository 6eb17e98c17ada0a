import { DEFAULT_RISK_USER_COOKIE_KEY, isKyc2Done } from '@ex/domain';
import { isMenuCode, type MenuCode } from '../menu-codes';
import type { SiteKey } from '../site-types';
import { SITES } from '../sites';
import { WIND_DOWN_MENU_CODES, resolveActionRestriction } from './allowed-actions';
import { resolveRegionFlags } from './regions';

/**
 * The compliance check (§3 "Compliance check result: menu, business, limit, toast, tips") computed
 * from the sub-site, the visitor's country, the signed-in user and the rules/items tables. The output
 * has the shape of `ComplianceCheck` in @ex/contracts (sites may not import contracts; the API parses
 * this result with `complianceCheckSchema`, so a drift fails its tests).
 */

/** A compliance_rules row (enabled ones only). `country`: alpha-2, '*' any, '!XX' any known country but XX. */
export interface ComplianceRuleRow {
  readonly siteKey: string;
  readonly country: string;
  /** 'ip': the visitor's country; 'user': the signed-in user's country. */
  readonly match: string;
  readonly deniedMenu: readonly string[];
  readonly flags: Readonly<Record<string, boolean>>;
  readonly grayTax: {
    readonly can_close: number;
    readonly title: string;
    readonly content: string;
    readonly btn_text: string;
    readonly url: string;
  } | null;
}

/** A compliance_items row (enabled ones only). */
export interface ComplianceItemRow {
  /** 'business' | 'state_tips' | 'popup' */
  readonly kind: string;
  readonly siteKey: string;
  readonly country: string;
  readonly locale: string;
  readonly title: string;
  readonly content: string;
  readonly okButton: string;
  readonly cancelButton: string;
  readonly okButtonRouter: string;
  readonly textLink: readonly { readonly key: string; readonly link: string }[];
  readonly noCloseButton: number;
  readonly type: number;
  readonly popupPath: string | null;
  readonly popupMaxCount: number | null;
}

export interface ComplianceUser {
  /** ISO alpha-2 of the account's country ('' unknown). */
  readonly country: string;
  /** KYC level code (§3). */
  readonly verified: number;
  readonly isHkUser: boolean;
  readonly isWithdrawOnly: boolean;
  readonly isRiskUser: boolean;
}

export interface ComplianceCheckInput {
  readonly site: SiteKey;
  /** The visitor's country, ISO alpha-2, '' when unknown. */
  readonly ipCountry: string;
  /** The signed-in user (from the session only), or null for a visitor. */
  readonly user: ComplianceUser | null;
  readonly rules: readonly ComplianceRuleRow[];
  readonly items: readonly ComplianceItemRow[];
  /** The request's locale: items in this locale win over '*' ones. */
  readonly locale: string;
}

export interface ComplianceCheckItem {
  title: string;
  content: string;
  ok_button: string;
  cancel_button: string;
  ok_button_router: string;
  text_link: { key: string; link: string }[];
  no_close_button: number;
  type: number;
}

export type CompliancePopupPath = 'register' | 'home' | 'login';

export interface ComplianceCheckPopup extends ComplianceCheckItem {
  options: { maxCount: number };
  enable: boolean;
  path: CompliancePopupPath;
}

export interface ComplianceCheckResult {
  menu: readonly MenuCode[];
  business: ComplianceCheckItem[];
  limit: {
    is_uk_limit: boolean;
    brazil_toast: boolean;
    is_nl_limit: boolean;
    is_italy_limit: boolean;
    ltw_toast: boolean;
    is_uzbekistan_toast: boolean;
    is_show_compliance_tips: boolean;
    is_blocked_country: boolean;
    limit_country: string;
    is_us_toast: boolean;
    is_main: boolean;
    is_uk_ip: boolean;
    is_au_ip: boolean;
    is_jp_toast: boolean;
    is_ae_toast: boolean;
    is_eu_toast: boolean;
    is_ip_limit: boolean;
    ip_country: string;
    gray_tax_area_toast: { is_show: boolean; can_close: number; title: string; content: string; btn_text: string; url: string };
  };
  toast: {
    is_hk_user: boolean;
    is_withdraw_only_user: boolean;
    limit_country_user_status: number;
    kyc_toast: {
      show_kyc_upgrade_notice: boolean;
      is_risk_user: boolean;
      risk_user_guide_frequency: number;
      risk_user_guide_cookie_key: string;
      risk_user_guide_msg: string;
      risk_user_guide_be_closed: number;
      risk_user_guide_url: string;
    };
  };
  tips: { state: ComplianceCheckItem | null; popups: ComplianceCheckPopup[] };
}

/** The flags a rule may turn on (anything else in `flags` is ignored). */
export const COMPLIANCE_RULE_FLAGS = [
  'is_uk_limit',
  'brazil_toast',
  'is_nl_limit',
  'is_italy_limit',
  'ltw_toast',
  'is_uzbekistan_toast',
  'is_show_compliance_tips',
  'is_blocked_country',
  'is_ip_limit',
  'limit_user',
] as const;
export type ComplianceRuleFlag = (typeof COMPLIANCE_RULE_FLAGS)[number];

/** §3 kyc_toast risk-user guide: shown every 24 h, closable, leading to the KYC2 page. */
export const RISK_USER_GUIDE = {
  frequencyHours: 24,
  cookieKey: DEFAULT_RISK_USER_COOKIE_KEY,
  message: 'For the security of your account, please complete identity verification to keep full access.',
  closable: 1,
  url: '/myaccount/kyc2',
} as const;

const POPUP_PATHS: readonly string[] = ['register', 'home', 'login'] satisfies CompliancePopupPath[];

/**
 * Whether a row's country pattern covers `country`: '*' always; '!XX' a known country other than
 * XX; else the exact code (an unknown '' country matches only '*').
 * @example countryPatternMatches('!TR', 'DE') === true
 * @example countryPatternMatches('!TR', '') === false
 */
export function countryPatternMatches(pattern: string, country: string): boolean {
  if (pattern === '*') return true;
  if (country === '') return false;
  if (pattern.startsWith('!')) return pattern.slice(1) !== country;
  return pattern === country;
}

/** 2 for an exact country, 1 for '!XX', 0 for '*'. */
function countrySpecificity(pattern: string): number {
  if (pattern === '*') return 0;
  return pattern.startsWith('!') ? 1 : 2;
}

/** Matching rules, most specific first: user before ip, own site before '*', exact country before others. */
function matchingRules(input: ComplianceCheckInput): ComplianceRuleRow[] {
  const matched = input.rules.filter((rule) => {
    if (rule.siteKey !== input.site && rule.siteKey !== '*') return false;
    if (rule.match === 'ip') return countryPatternMatches(rule.country, input.ipCountry);
    // Identity comes from the session only: visitors never match user rules.
    if (rule.match === 'user') return input.user !== null && countryPatternMatches(rule.country, input.user.country);
    return false;
  });
  const rank = (r: ComplianceRuleRow) => (r.match === 'user' ? 8 : 0) + (r.siteKey === '*' ? 0 : 4) + countrySpecificity(r.country);
  // Array.prototype.sort is stable: equal ranks keep the table order.
  return matched.sort((a, b) => rank(b) - rank(a));
}

function isLimiting(rule: ComplianceRuleRow): boolean {
  const flagged = COMPLIANCE_RULE_FLAGS.some((f) => f !== 'is_show_compliance_tips' && rule.flags[f] === true);
  return flagged || rule.deniedMenu.some(isMenuCode);
}

/** The country a rule matched: an exact rule names it; a '!XX' or '*' rule matched the visitor's or the user's. */
function matchedCountry(rule: ComplianceRuleRow, input: ComplianceCheckInput): string {
  if (countrySpecificity(rule.country) === 2) return rule.country;
  return rule.match === 'user' ? (input.user?.country ?? '') : input.ipCountry;
}

function toItem(row: ComplianceItemRow): ComplianceCheckItem {
  return {
    title: row.title,
    content: row.content,
    ok_button: row.okButton,
    cancel_button: row.cancelButton,
    ok_button_router: row.okButtonRouter,
    text_link: row.textLink.map(({ key, link }) => ({ key, link })),
    no_close_button: row.noCloseButton,
    type: row.type,
  };
}

/**
 * The item rows of one kind that apply to the request, with the locale rule applied per slot: rows
 * sharing `slotOf` compete, and if any of them is in the request's locale only those are kept, else
 * the '*' rows. Rows in another locale never apply.
 */
function applicableItems(input: ComplianceCheckInput, kind: string, slotOf: (row: ComplianceItemRow) => string): ComplianceItemRow[] {
  const rows = input.items.filter(
    (row) =>
      row.kind === kind &&
      (row.siteKey === input.site || row.siteKey === '*') &&
      countryPatternMatches(row.country, input.ipCountry) &&
      (row.locale === input.locale || row.locale === '*'),
  );
  const localised = new Set(rows.filter((row) => row.locale !== '*').map(slotOf));
  return rows.filter((row) => row.locale !== '*' || !localised.has(slotOf(row)));
}

/** Own site and exact country first; the first of equals (table order) wins. */
function mostSpecific(rows: readonly ComplianceItemRow[]): ComplianceItemRow | undefined {
  const score = (r: ComplianceItemRow) => countrySpecificity(r.country) * 2 + (r.siteKey === '*' ? 0 : 1);
  return rows.reduce<ComplianceItemRow | undefined>(
    (best, row) => (best === undefined || score(row) > score(best) ? row : best),
    undefined,
  );
}

const placeKey = (row: ComplianceItemRow) => `${row.siteKey}|${row.country}`;

/**
 * Computes the compliance check (docs/spec-decisions.md "Compliance check"):
 * - `limit`: the union of the flags of every matching rule, the region flags of `resolveRegionFlags`,
 *   `ip_country`, `limit_country` (the country the most specific country-bound limiting rule matched,
 *   '' when only '*' rules limit) and the gray tax of the most specific rule that has one;
 * - `menu`: the sub-site's own menu codes minus every code a matching rule denies; when the check
 *   restricts the visitor to winding down (`resolveActionRestriction`: a blocked country, a
 *   country-limited or a withdraw-only user), only the trade pages of {@link WIND_DOWN_MENU_CODES}
 *   are left, where open orders are cancelled and positions closed (issue 10 "A blocked country's
 *   menu keeps only what such a visitor may still do");
 * - `toast`: the user's HK / withdraw-only / risk flags, `limit_country_user_status` 1 when a matching
 *   rule has `limit_user` (signed in only), the KYC2 upgrade notice for signed-in users below level 1;
 * - `business`: the business bars for (site or '*', country or '*'), country-specific ones added to
 *   the general ones, sorted by priority level (`type`) ascending;
 * - `tips`: the most specific state tips and one popup per path.
 *
 * @example resolveComplianceCheck({ site: 'main', ipCountry: 'US', user: null, rules: [], items: [], locale: 'en' }).limit.is_us_toast === true
 */
export function resolveComplianceCheck(input: ComplianceCheckInput): ComplianceCheckResult {
  const rules = matchingRules(input);
  const flags = new Set<ComplianceRuleFlag>(COMPLIANCE_RULE_FLAGS.filter((f) => rules.some((r) => r.flags[f] === true)));
  const denied = new Set(rules.flatMap((r) => r.deniedMenu));
  const limiting = rules.find((r) => r.country !== '*' && isLimiting(r));
  const grayTax = rules.find((r) => r.grayTax !== null)?.grayTax ?? null;
  const user = input.user;
  const limitUser = user !== null && flags.has('limit_user');
  const restricted =
    resolveActionRestriction({
      limit: { is_blocked_country: flags.has('is_blocked_country') },
      toast: { is_withdraw_only_user: user?.isWithdrawOnly ?? false, limit_country_user_status: limitUser ? 1 : 0 },
    }) !== null;
  const permitted = (code: MenuCode) => !denied.has(code) && (!restricted || WIND_DOWN_MENU_CODES.includes(code));

  const business = applicableItems(input, 'business', (r) => `${placeKey(r)}|${r.type}`)
    .map(toItem)
    .sort((a, b) => a.type - b.type);
  const state = mostSpecific(applicableItems(input, 'state_tips', placeKey));
  const popupRows = applicableItems(input, 'popup', (r) => `${r.popupPath ?? ''}|${placeKey(r)}`);
  const popups = POPUP_PATHS.flatMap((path): ComplianceCheckPopup[] => {
    const row = mostSpecific(popupRows.filter((r) => r.popupPath === path));
    if (!row) return [];
    return [
      { ...toItem(row), options: { maxCount: Math.max(0, row.popupMaxCount ?? 1) }, enable: true, path: path as CompliancePopupPath },
    ];
  });

  return {
    menu: (SITES[input.site].menuCodes as readonly MenuCode[]).filter(permitted),
    business,
    limit: {
      is_uk_limit: flags.has('is_uk_limit'),
      brazil_toast: flags.has('brazil_toast'),
      is_nl_limit: flags.has('is_nl_limit'),
      is_italy_limit: flags.has('is_italy_limit'),
      ltw_toast: flags.has('ltw_toast'),
      is_uzbekistan_toast: flags.has('is_uzbekistan_toast'),
      is_show_compliance_tips: flags.has('is_show_compliance_tips'),
      is_blocked_country: flags.has('is_blocked_country'),
      limit_country: limiting ? matchedCountry(limiting, input) : '',
      ...resolveRegionFlags(input.site, input.ipCountry),
      is_ip_limit: flags.has('is_ip_limit'),
      ip_country: input.ipCountry,
      gray_tax_area_toast: grayTax
        ? {
            is_show: true,
            can_close: grayTax.can_close,
            title: grayTax.title,
            content: grayTax.content,
            btn_text: grayTax.btn_text,
            url: grayTax.url,
          }
        : { is_show: false, can_close: 1, title: '', content: '', btn_text: '', url: '' },
    },
    toast: {
      is_hk_user: user?.isHkUser ?? false,
      is_withdraw_only_user: user?.isWithdrawOnly ?? false,
      limit_country_user_status: limitUser ? 1 : 0,
      kyc_toast: {
        show_kyc_upgrade_notice: user !== null && !isKyc2Done(user.verified),
        is_risk_user: user?.isRiskUser ?? false,
        risk_user_guide_frequency: RISK_USER_GUIDE.frequencyHours,
        risk_user_guide_cookie_key: RISK_USER_GUIDE.cookieKey,
        risk_user_guide_msg: RISK_USER_GUIDE.message,
        risk_user_guide_be_closed: RISK_USER_GUIDE.closable,
        risk_user_guide_url: RISK_USER_GUIDE.url,
      },
    },
    tips: { state: state ? toItem(state) : null, popups },
  };
}
