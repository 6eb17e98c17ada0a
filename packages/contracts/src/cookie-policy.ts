import { CONSENT_MAX_AGE_S, FINGERPRINT, KYC_UPGRADE_NOTICE_MAX_AGE_S } from '@ex/domain';

/**
 * Every cookie the site sets, with its intended attributes (issue 20 "a table-driven test checks every
 * cookie the site sets against its intended attributes"). The API, the web server and page scripts all
 * write cookies through this table, and the tests read it back from real responses and a real browser.
 *
 * - `httpOnly`: only the session id. uid, nickname and the CSRF token are read by page scripts (§3
 *   "logged in means both uid and nickname cookies are present"; the token goes into a header).
 * - `SameSite=Lax` everywhere: sent on top-level navigations from other sites (a link to the site keeps
 *   the visitor signed in), never on their subrequests or form posts.
 * - `Path=/` everywhere, and `Secure` whenever the site is on https.
 * - `maxAge`: seconds, or 'session' for the signed-in session's remaining lifetime.
 */
export interface CookiePolicy {
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax';
  readonly path: '/';
  readonly maxAge: number | 'session';
  /** Who writes it: the API, the web server's proxy, or page scripts. */
  readonly writer: 'api' | 'web-server' | 'page';
}

const YEAR = 365 * 24 * 60 * 60;
const page = (maxAge: number): CookiePolicy => ({ httpOnly: false, sameSite: 'Lax', path: '/', maxAge, writer: 'page' });

export const COOKIE_POLICIES = {
  /** The session id: never visible to scripts. */
  sid: { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 'session', writer: 'api' },
  uid: { httpOnly: false, sameSite: 'Lax', path: '/', maxAge: 'session', writer: 'api' },
  nickname: { httpOnly: false, sameSite: 'Lax', path: '/', maxAge: 'session', writer: 'api' },
  /** The double-submit token (`__Host-csrftoken` under https). */
  csrftoken: { httpOnly: false, sameSite: 'Lax', path: '/', maxAge: 'session', writer: 'api' },
  /** §2.2 the chosen language. */
  lang: { httpOnly: false, sameSite: 'Lax', path: '/', maxAge: YEAR, writer: 'web-server' },
  /** §9 dark theme when > 0. */
  dark: page(YEAR),
  /** §9 rise colour (green or red). */
  rise_color: page(YEAR),
  /** §3 display fiat. */
  curr_fiat: page(YEAR),
  /** §4.17/§9 the device fingerprint, valid 86400 s. */
  fingerprint: page(FINGERPRINT.validSeconds),
  /** The cookie-banner choice, kept 180 days. */
  cookie_consent: page(CONSENT_MAX_AGE_S),
  /** §4.5 when the KYC upgrade notice was last shown (it waits KYC_UPGRADE_NOTICE_MAX_AGE_S). */
  kyc_upgrade_notice: page(KYC_UPGRADE_NOTICE_MAX_AGE_S),
  /** §4.5 the risk-user notice was shown (its key comes from the compliance check). */
  risk_notice: page(YEAR),
} as const satisfies Record<string, CookiePolicy>;

export type CookieName = keyof typeof COOKIE_POLICIES;

/**
 * The `document.cookie` attributes of a page-written cookie.
 * @example pageCookieAttributes('dark', true) === 'Path=/; Max-Age=31536000; SameSite=Lax; Secure'
 */
export function pageCookieAttributes(name: CookieName, https: boolean): string {
  const policy: CookiePolicy = COOKIE_POLICIES[name];
  if (policy.writer !== 'page' || policy.maxAge === 'session') throw new Error(`${name} is not written by page scripts`);
  return `Path=${policy.path}; Max-Age=${policy.maxAge}; SameSite=${policy.sameSite}${https ? '; Secure' : ''}`;
}

/**
 * Options for a server-set cookie (hono's `setCookie` and Next's `cookies.set` take this shape).
 * @example serverCookieOptions('sid', { https: false, sessionSeconds: 3600 }) // { path: '/', sameSite: 'Lax', secure: false, httpOnly: true, maxAge: 3600 }
 */
export function serverCookieOptions(
  name: CookieName,
  context: { https: boolean; sessionSeconds?: number },
): { path: '/'; sameSite: 'Lax'; secure: boolean; httpOnly: boolean; maxAge: number } {
  const policy: CookiePolicy = COOKIE_POLICIES[name];
  const maxAge = policy.maxAge === 'session' ? context.sessionSeconds : policy.maxAge;
  if (maxAge === undefined) throw new Error(`${name} lasts as long as the session: give its remaining seconds`);
  return { path: policy.path, sameSite: policy.sameSite, secure: context.https, httpOnly: policy.httpOnly, maxAge: Math.max(1, maxAge) };
}
