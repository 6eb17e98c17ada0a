/**
 * Compliance notices of the browser: the gray-tax modal (§4.4), the compliance bar (§4.5), the
 * state-limit notices (§4.11) and the §8 access notices (restricted location, prohibited countries,
 * IP limit, withdraw-only). Inputs are the compliance check's `limit` and `toast` (§3), read
 * loosely (booleans, 0/1 or "0"/"1"); stored marks and the clock come in as arguments.
 */

/**
 * JS truthiness for a server flag, except that the strings "0" and "false" (any case, trimmed) and
 * NaN are off: a notice must not appear on "0".
 */
export function isComplianceFlagOn(value: unknown): boolean {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    return v !== '' && v !== '0' && v !== 'false';
  }
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return Boolean(value);
}

/** Exactly 1 (number, "1" or true): §4.4 "Closable only if can_close is 1". */
function isOne(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

/** A stored stamp that is missing, not finite or later than `now` (clock moved back, tampering) counts as never. */
function validStamp(stamp: number | null | undefined, now: number): stamp is number {
  return typeof stamp === 'number' && Number.isFinite(stamp) && stamp <= now;
}

// --- §4.4 gray-tax modal ---

/** §9 "Gray-tax notice: once per 24 h (86400000 ms)". */
export const GRAY_TAX_INTERVAL_MS = 86_400_000;

/**
 * §4.4 "Shows at most once per 24 hours (timestamp kept locally)": due when never shown or shown
 * 86 400 000 ms or more before `now`. A stamp in the future or not finite counts as never shown.
 * @example isGrayTaxDue(null, 5) === true
 * @example isGrayTaxDue(0, 86_399_999) === false
 * @example isGrayTaxDue(0, 86_400_000) === true
 */
export function isGrayTaxDue(lastShownMs: number | null, now: number): boolean {
  if (!validStamp(lastShownMs, now)) return true;
  return now - lastShownMs >= GRAY_TAX_INTERVAL_MS;
}

/** The §3 gray_tax_area_toast fields the modal reads. */
export interface GrayTaxToastInput {
  readonly is_show?: unknown;
  readonly can_close?: unknown;
  readonly url?: unknown;
}

export interface GrayTaxModal {
  readonly show: boolean;
  /** §4.4 "Closable only if can_close is 1". */
  readonly closable: boolean;
  /** §4.4 "The button navigates to url if given", after the caller's allowlist; '' = the button only closes. */
  readonly url: string;
}

/**
 * §4.4 gray-tax modal: shown when is_show is on and {@link isGrayTaxDue}; closable only when can_close
 * is exactly 1; `url` through `isSafeUrl` ('' when missing or blank, without calling it).
 * @example resolveGrayTaxModal({ toast: { is_show: true, can_close: 0, url: '/tax' }, lastShownMs: null, now: 0, isSafeUrl: (u) => u })
 *   // { show: true, closable: false, url: '/tax' }
 */
export function resolveGrayTaxModal(input: {
  toast: GrayTaxToastInput | null | undefined;
  lastShownMs: number | null;
  now: number;
  isSafeUrl: (url: string) => string;
}): GrayTaxModal {
  const toast = input.toast ?? {};
  const url = typeof toast.url === 'string' && toast.url.trim() !== '' ? input.isSafeUrl(toast.url.trim()) : '';
  return {
    show: isComplianceFlagOn(toast.is_show) && isGrayTaxDue(input.lastShownMs, input.now),
    closable: isOne(toast.can_close),
    url,
  };
}

// --- §4.11 state-limit notices ---

/** §9 "Hong Kong dialog: 24 h". */
export const HK_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * §4.11 "Hong Kong: reopens when the last dismissal is over 24 h old or never happened". Exactly
 * 24 h is not "over" 24 h. A stamp in the future or not finite counts as never acknowledged.
 * @example isHkNoticeDue(null, 0) === true
 * @example isHkNoticeDue(0, 24 * 3_600_000) === false
 * @example isHkNoticeDue(0, 24 * 3_600_000 + 1) === true
 */
export function isHkNoticeDue(lastAckMs: number | null, now: number): boolean {
  if (!validStamp(lastAckMs, now)) return true;
  return now - lastAckMs > HK_NOTICE_INTERVAL_MS;
}

/**
 * §4.11 "Uzbekistan: shows once (a local flag is set on first display)": due while no flag is stored.
 * @example isUzbekistanNoticeDue(null) === true
 * @example isUzbekistanNoticeDue('1') === false
 */
export function isUzbekistanNoticeDue(storedFlag: string | null | undefined): boolean {
  return storedFlag === null || storedFlag === undefined || storedFlag === '';
}

/**
 * The state-limit notices, in the order they are shown (one at a time):
 * - USER_CONFLICT: toast.limit_country_user_status = 1 (§8 user-agreement conflict, "we have
 *   stopped providing this service for you");
 * - UK: is_uk_limit (§8 UK persons message); NL: is_nl_limit; IT: is_italy_limit;
 * - UZBEKISTAN: is_uzbekistan_toast (once);
 * - HK: toast.is_hk_user (24 h after the last acknowledgement).
 * The service-ending notices come first; the two that remember themselves come last.
 */
export const STATE_LIMIT_NOTICES = ['USER_CONFLICT', 'UK', 'NL', 'IT', 'UZBEKISTAN', 'HK'] as const;
export type StateLimitNotice = (typeof STATE_LIMIT_NOTICES)[number];

export interface StateLimitLimitInput {
  readonly is_uk_limit?: unknown;
  readonly is_nl_limit?: unknown;
  readonly is_italy_limit?: unknown;
  readonly is_uzbekistan_toast?: unknown;
}
export interface StateLimitToastInput {
  readonly is_hk_user?: unknown;
  readonly limit_country_user_status?: unknown;
}

/**
 * §4.11 "State-limit notice": which notices are due, in {@link STATE_LIMIT_NOTICES} order.
 * "Other flags: show on load" — every page load while the flag is on.
 * @example resolveStateLimitNotices({ limit: { is_uk_limit: true }, toast: { is_hk_user: true }, hkLastAckMs: null, uzbekistanFlag: null, now: 0 })
 *   // ['UK', 'HK']
 */
export function resolveStateLimitNotices(input: {
  limit: StateLimitLimitInput | null | undefined;
  toast: StateLimitToastInput | null | undefined;
  hkLastAckMs: number | null;
  uzbekistanFlag: string | null;
  now: number;
}): StateLimitNotice[] {
  const limit = input.limit ?? {};
  const toast = input.toast ?? {};
  const due: Record<StateLimitNotice, boolean> = {
    USER_CONFLICT: isOne(toast.limit_country_user_status),
    UK: isComplianceFlagOn(limit.is_uk_limit),
    NL: isComplianceFlagOn(limit.is_nl_limit),
    IT: isComplianceFlagOn(limit.is_italy_limit),
    UZBEKISTAN: isComplianceFlagOn(limit.is_uzbekistan_toast) && isUzbekistanNoticeDue(input.uzbekistanFlag),
    HK: isComplianceFlagOn(toast.is_hk_user) && isHkNoticeDue(input.hkLastAckMs, input.now),
  };
  return STATE_LIMIT_NOTICES.filter((n) => due[n]);
}

// --- §4.5 compliance bar ---

/** §3 "The compliance-notice country flags are BX, UK_HOME, HK, LTW, UZBEKISTAN", in display order. */
export const COMPLIANCE_BAR_FLAGS = ['BX', 'UK_HOME', 'HK', 'LTW', 'UZBEKISTAN'] as const;
export type ComplianceBarFlag = (typeof COMPLIANCE_BAR_FLAGS)[number];

export interface ComplianceBarLimitInput {
  readonly brazil_toast?: unknown;
  readonly is_uk_limit?: unknown;
  readonly ltw_toast?: unknown;
  readonly is_uzbekistan_toast?: unknown;
}

/**
 * §4.5 "Shown with a limit flag and dismissed per flag": one bar per flag that is on and not
 * dismissed. BX = brazil_toast, UK_HOME = is_uk_limit, HK = toast.is_hk_user, LTW = ltw_toast,
 * UZBEKISTAN = is_uzbekistan_toast.
 * @example resolveComplianceBars({ brazil_toast: 1, ltw_toast: true }, { is_hk_user: false }, new Set(['LTW'])) // ['BX']
 */
export function resolveComplianceBars(
  limit: ComplianceBarLimitInput | null | undefined,
  toast: { readonly is_hk_user?: unknown } | null | undefined,
  dismissed: ReadonlySet<string>,
): ComplianceBarFlag[] {
  const l = limit ?? {};
  const on: Record<ComplianceBarFlag, unknown> = {
    BX: l.brazil_toast,
    UK_HOME: l.is_uk_limit,
    HK: toast?.is_hk_user,
    LTW: l.ltw_toast,
    UZBEKISTAN: l.is_uzbekistan_toast,
  };
  return COMPLIANCE_BAR_FLAGS.filter((flag) => isComplianceFlagOn(on[flag]) && !dismissed.has(flag));
}

function isBarFlag(value: string): value is ComplianceBarFlag {
  return (COMPLIANCE_BAR_FLAGS as readonly string[]).includes(value);
}

function parseRecord(raw: string | null | undefined): Record<string, string> {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, string> = {};
    for (const [flag, locale] of Object.entries(value)) {
      if (isBarFlag(flag) && typeof locale === 'string') out[flag] = locale;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The flags dismissed in `locale`, from the stored record (JSON `{ flag: locale }`). §4.5
 * "Re-shown on language change": a dismissal made in another locale does not count. A malformed
 * record reads as no dismissals.
 * @example dismissedBarFlags('{"BX":"en","HK":"ja"}', 'en') // Set { 'BX' }
 */
export function dismissedBarFlags(raw: string | null | undefined, locale: string): Set<ComplianceBarFlag> {
  const record = parseRecord(raw);
  return new Set(COMPLIANCE_BAR_FLAGS.filter((flag) => record[flag] === locale));
}

/**
 * The record to store after dismissing `flag` in `locale` (other flags kept; junk dropped).
 * @example recordBarDismissal(null, 'HK', 'en') === '{"HK":"en"}'
 */
export function recordBarDismissal(raw: string | null | undefined, flag: ComplianceBarFlag, locale: string): string {
  return JSON.stringify({ ...parseRecord(raw), [flag]: locale });
}

// --- §8 access notices ---

/**
 * §8 notices about where the visitor is and what the account may do, in the order they are shown:
 * RESTRICTED_LOCATION ("I Got it") then PROHIBITED_COUNTRIES ("I Acknowledge") for a visitor (not
 * signed in, §6) from a blocked country; IP_LIMIT ("I Got it") when the IP is limited on this
 * sub-site; WITHDRAW_ONLY ("Create a ticket") for a signed-in withdraw-only user.
 */
export const ACCESS_NOTICES = ['RESTRICTED_LOCATION', 'PROHIBITED_COUNTRIES', 'IP_LIMIT', 'WITHDRAW_ONLY'] as const;
export type AccessNotice = (typeof ACCESS_NOTICES)[number];

/**
 * Which §8 access notices apply. They show on every page load until acknowledged.
 * @example resolveAccessNotices({ limit: { is_blocked_country: true }, toast: {}, loggedIn: false }) // ['RESTRICTED_LOCATION', 'PROHIBITED_COUNTRIES']
 * @example resolveAccessNotices({ limit: { is_blocked_country: true }, toast: {}, loggedIn: true }) // []
 */
export function resolveAccessNotices(input: {
  limit: { readonly is_blocked_country?: unknown; readonly is_ip_limit?: unknown } | null | undefined;
  toast: { readonly is_withdraw_only_user?: unknown } | null | undefined;
  loggedIn: boolean;
}): AccessNotice[] {
  const blockedVisitor = !input.loggedIn && isComplianceFlagOn(input.limit?.is_blocked_country);
  const due: Record<AccessNotice, boolean> = {
    RESTRICTED_LOCATION: blockedVisitor,
    PROHIBITED_COUNTRIES: blockedVisitor,
    IP_LIMIT: isComplianceFlagOn(input.limit?.is_ip_limit),
    WITHDRAW_ONLY: input.loggedIn && isComplianceFlagOn(input.toast?.is_withdraw_only_user),
  };
  return ACCESS_NOTICES.filter((n) => due[n]);
}
