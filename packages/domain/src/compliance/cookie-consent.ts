/**
 * §8 "Cookies policy: Accept necessary or accept all"; issue 3 "Analytics waits for consent".
 * The choice is kept in a first-party cookie so the server and every sub-site path see it.
 */

/** Name of the cookie that stores the choice. */
export const CONSENT_COOKIE = 'cookie_consent';
/** How long the choice is remembered: 180 days. */
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;

/** 'necessary': only cookies the site needs to work; 'all': also analytics. */
export const CONSENT_VALUES = ['necessary', 'all'] as const;
export type CookieConsent = (typeof CONSENT_VALUES)[number];

/**
 * The stored choice, or null when none was made (the prompt shows). Anything other than the two
 * exact values — a tampered or old cookie — reads as no choice, so the visitor is asked again.
 * @example resolveConsent('all') === 'all'
 * @example resolveConsent(undefined) === null
 * @example resolveConsent('ALL') === null
 */
export function resolveConsent(cookieValue: string | null | undefined): CookieConsent | null {
  return cookieValue === 'necessary' || cookieValue === 'all' ? cookieValue : null;
}

/**
 * Analytics may load and send only after "accept all"; "accept necessary" and no choice both keep
 * it off.
 * @example canLoadAnalytics('all') === true
 * @example canLoadAnalytics(null) === false
 */
export function canLoadAnalytics(consent: CookieConsent | null): boolean {
  return consent === 'all';
}
