/**
 * §4.12 "KYC notice and tip bar", with the §3 `kyc_toast` fields and §2.3 tip-bar layout.
 * Server values arrive loosely typed (booleans, 0/1, "0"/"1"), so flags are read as `unknown`.
 */
import { ms, seconds, type Ms, type Seconds } from './brand';
import { KYC, isKyc2Done, isKycAtLeast } from './kyc';

/**
 * Per-site tip-bar rule kept in the site table (§4.12 "The tip bar is hidden if KYC2 is done, on
 * the test net, or on the US site with level-1 verified"): `'hidden'` (test net), `'hidden-from-level-1'`
 * (US) or `'shown'` (every other site; still hidden once KYC2 is done).
 */
export type KycTipBarRule = 'shown' | 'hidden' | 'hidden-from-level-1';

/** §2.3 "sticky under the header (48px offset on web, zero in the app)"; §9 "KYC bar offset 48 px on web". */
export const KYC_TIP_BAR_WEB_OFFSET_PX = 48;
/** §2.3 "height 40px"; §9 "Tip bar height 40 px". */
export const KYC_TIP_BAR_HEIGHT_PX = 40;

export interface KycTipBarState {
  readonly visible: boolean;
  readonly offsetPx: 48 | 0;
  readonly heightPx: 40;
}

/**
 * JS truthiness for a raw server flag, except that the strings `"0"` and `"false"` (any case,
 * trimmed) are off: servers encode flags as `"0"`/`"1"` too, and a notice must not appear on `"0"`.
 */
function isFlagOn(value: unknown): boolean {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    return v !== '' && v !== '0' && v !== 'false';
  }
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return Boolean(value);
}

/**
 * True when a notice shown at `lastShownAt` may show again at `now`, `intervalMs` later.
 * Never shown (null), a non-finite stamp, or a stamp later than `now` (clock moved back, or a
 * tampered value) count as due: a stuck cookie must not hide a notice for ever.
 */
function isIntervalDue(lastShownAt: number | null, now: number, intervalMs: number): boolean {
  if (lastShownAt === null || !Number.isFinite(lastShownAt) || lastShownAt > now) return true;
  return now - lastShownAt >= intervalMs;
}

/**
 * §4.12 tip bar. Hidden when:
 * - the user closed it (`dismissed`: "The close icon marks it done" — the caller persists the mark);
 * - KYC2 is done ({@link isKyc2Done});
 * - the site rule is `'hidden'` (test net);
 * - the site rule is `'hidden-from-level-1'` (US) and `verified` is at least level 1.
 *
 * Overlap, on purpose: under our reading KYC2 done ⇔ rank ≥ level 1, so the US rule never hides
 * more than the KYC2 rule already does. It is kept as data so a change to the KYC2 threshold does
 * not silently change the US behaviour.
 *
 * Layout (§2.3): offset 48 px under the header on the web, 0 inside the app; height 40 px.
 * Visitors: §6 lists the tip bar among the logged-in differences, so the caller renders it only
 * for logged-in users (a visitor's `verified` is level 0 and would read as visible here).
 * @example resolveKycTipBar({ verified: 5, kycTipBar: 'shown', inApp: false, dismissed: false })
 *   // { visible: true, offsetPx: 48, heightPx: 40 }
 * @example resolveKycTipBar({ verified: 0, kycTipBar: 'hidden', inApp: true, dismissed: false }).visible === false
 */
export function resolveKycTipBar(input: {
  verified: unknown;
  kycTipBar: KycTipBarRule;
  inApp: boolean;
  dismissed: boolean;
}): KycTipBarState {
  const { verified, kycTipBar, inApp, dismissed } = input;
  const hiddenBySite = kycTipBar === 'hidden' || (kycTipBar === 'hidden-from-level-1' && isKycAtLeast(verified, KYC.LEVEL_1));
  return {
    visible: !dismissed && !hiddenBySite && !isKyc2Done(verified),
    offsetPx: inApp ? 0 : KYC_TIP_BAR_WEB_OFFSET_PX,
    heightPx: KYC_TIP_BAR_HEIGHT_PX,
  };
}

/** §4.12 "The upgrade notice shows once per 12 hours (cookie)"; §9 "KYC upgrade notice cookie: 12 h". */
export const KYC_UPGRADE_NOTICE_INTERVAL_MS: Ms = ms(12 * 60 * 60 * 1000);
/** The same 12 h as a cookie max-age. */
export const KYC_UPGRADE_NOTICE_MAX_AGE_S: Seconds = seconds(12 * 60 * 60);

/**
 * §4.12 "once per 12 hours (cookie)". `lastShownAt` is when it last showed (ms), null if never.
 * Due at exactly 12 h. A stamp in the future or not finite counts as due (see module notes).
 * @example isKycUpgradeNoticeDue(null, 1_000) === true
 * @example isKycUpgradeNoticeDue(0, 12 * 3600 * 1000 - 1) === false
 */
export function isKycUpgradeNoticeDue(lastShownAt: number | null, now: number): boolean {
  return isIntervalDue(lastShownAt, now, KYC_UPGRADE_NOTICE_INTERVAL_MS);
}

/**
 * The KYC upgrade notice shows when `show_kyc_upgrade_notice` is on (§3 kyc_toast; `"0"`/`"false"`
 * count as off), KYC2 is not done (§3 "the fund-password and notice logic compares verified with
 * level 1") and the 12 h cookie has lapsed ({@link isKycUpgradeNoticeDue}).
 * @example resolveKycUpgradeNotice({ showFlag: 1, verified: 5, lastShownAt: null, now: 0 }) === true
 * @example resolveKycUpgradeNotice({ showFlag: true, verified: 2, lastShownAt: null, now: 0 }) === false
 */
export function resolveKycUpgradeNotice(input: { showFlag: unknown; verified: unknown; lastShownAt: number | null; now: number }): boolean {
  return isFlagOn(input.showFlag) && !isKyc2Done(input.verified) && isKycUpgradeNoticeDue(input.lastShownAt, input.now);
}

/** §3 "risk_user_guide_cookie_key (default RISK_IP_USER)". */
export const DEFAULT_RISK_USER_COOKIE_KEY = 'RISK_IP_USER';
const HOUR_MS = 60 * 60 * 1000;
// RFC 6265 cookie-name token; a server key with ";" or "=" could otherwise write a different cookie.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** The §3 kyc_toast fields the risk-user notice reads, as the server may send them. */
export interface RiskUserKycToast {
  readonly is_risk_user?: unknown;
  /** Hours between shows; 0 means always show. */
  readonly risk_user_guide_frequency?: unknown;
  readonly risk_user_guide_cookie_key?: unknown;
  /** 1 means closable. */
  readonly risk_user_guide_be_closed?: unknown;
  readonly risk_user_guide_url?: unknown;
}

export interface RiskUserNotice {
  readonly show: boolean;
  readonly closable: boolean;
  /** Cookie that stores when the notice last showed. */
  readonly cookieKey: string;
  /** The guide link after `isSafeUrl`; '' when the server sent none. */
  readonly url: string;
}

/** Frequency in hours → ms. Missing, negative or malformed values read as 0 ("always show"). */
function riskFrequencyMs(raw: unknown): number {
  let hours = Number.NaN;
  if (typeof raw === 'number') hours = raw;
  else if (typeof raw === 'string' && DECIMAL.test(raw.trim())) hours = Number(raw.trim());
  return Number.isFinite(hours) && hours > 0 ? hours * HOUR_MS : 0;
}

/**
 * §4.12 "The risk-user notice obeys its frequency cookie and is closable only if allowed", with the
 * §3 kyc_toast fields:
 * - `show`: `is_risk_user` is on and the notice is due — frequency 0 (or missing/malformed/negative)
 *   means always; otherwise `now - lastShownAt >= frequency h` (never shown, or a stamp in the future,
 *   is due);
 * - `closable`: only `risk_user_guide_be_closed` equal to 1 (number, `"1"` or `true`); anything else is not;
 * - `cookieKey`: `risk_user_guide_cookie_key` when it is a valid cookie name (RFC 6265 token, ≤ 64
 *   chars), else `RISK_IP_USER`;
 * - `url`: `risk_user_guide_url` passed through the injected `isSafeUrl` (the web passes
 *   resolveReturnPath); '' when missing or empty, without calling `isSafeUrl`.
 * @example resolveRiskUserNotice({ kycToast: { is_risk_user: 1, risk_user_guide_frequency: 0 }, lastShownAt: 5, now: 6, isSafeUrl: (u) => u })
 *   // { show: true, closable: false, cookieKey: 'RISK_IP_USER', url: '' }
 * @example resolveRiskUserNotice({ kycToast: { is_risk_user: 1, risk_user_guide_frequency: 24 }, lastShownAt: 0, now: 3_600_000, isSafeUrl: (u) => u }).show === false
 */
export function resolveRiskUserNotice(input: {
  kycToast: RiskUserKycToast | null | undefined;
  lastShownAt: number | null;
  now: number;
  isSafeUrl: (url: string) => string;
}): RiskUserNotice {
  const toast = input.kycToast ?? {};
  const rawKey = toast.risk_user_guide_cookie_key;
  const rawUrl = toast.risk_user_guide_url;
  const closed = toast.risk_user_guide_be_closed;
  const frequencyMs = riskFrequencyMs(toast.risk_user_guide_frequency);
  const due = frequencyMs === 0 || isIntervalDue(input.lastShownAt, input.now, frequencyMs);
  return {
    show: isFlagOn(toast.is_risk_user) && due,
    closable: closed === 1 || closed === '1' || closed === true,
    cookieKey: typeof rawKey === 'string' && COOKIE_NAME.test(rawKey) ? rawKey : DEFAULT_RISK_USER_COOKIE_KEY,
    url: typeof rawUrl === 'string' && rawUrl.trim() !== '' ? input.isSafeUrl(rawUrl.trim()) : '',
  };
}

/** Chinese locale prefixes of §2.2 (simplified `zh`, traditional `tw`). */
const CHINESE_LOCALES: ReadonlySet<string> = new Set(['zh', 'tw']);

/**
 * §4.12 "The UK service-closed modal appears only for Chinese locales, cannot be closed except via
 * its button, and also appears in English by fallback."
 *
 * Decision: shown when the user is UK-limited (`is_uk_limit` on; `"0"`/`"false"` are off) and the
 * locale is Chinese: the §2.2 prefixes `zh` and `tw`, or a full `zh-…` tag (case-insensitive).
 * "English by fallback" is a messages concern — where a catalogue lacks the modal's text it falls
 * back to English — not a reason to show it on English pages. "Cannot be closed except via its
 * button" is for the caller (no close icon, no mask or Escape close).
 * @example shouldShowUkServiceClosed({ locale: 'zh', isUkLimit: true }) === true
 * @example shouldShowUkServiceClosed({ locale: 'en', isUkLimit: true }) === false
 */
export function shouldShowUkServiceClosed(input: { locale: string; isUkLimit: unknown }): boolean {
  const locale = input.locale.trim().toLowerCase();
  const chinese = CHINESE_LOCALES.has(locale) || locale.startsWith('zh-');
  return chinese && isFlagOn(input.isUkLimit);
}
