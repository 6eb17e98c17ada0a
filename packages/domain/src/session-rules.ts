/**
 * §4.1 user-session rules and §3 "Logged in means both uid and nickname cookies are present."
 */

export type PageKind = 'not-found' | 'signup' | 'auth' | 'login-reset' | 'rebind' | 'bind' | 'login' | 'other';

/** §4.1 "User info is not requested on 404, signup, auth, login-reset, rebind and bind pages". */
const NO_USER_INFO: ReadonlySet<PageKind> = new Set<PageKind>(['not-found', 'signup', 'auth', 'login-reset', 'rebind', 'bind']);

/**
 * Which §4.1 page a path is. `path` is already stripped of its locale prefix; a query string,
 * fragment and trailing slashes are ignored, and matching is case-insensitive. Patterns, by the
 * first path segment:
 * - `404` or `not-found` → 'not-found' (the 404 page rendered for an unknown path is the caller's
 *   to report: pass 'not-found' to {@link shouldRequestUserInfo} directly);
 * - `signup` (and anything under it) → 'signup';
 * - `auth` (and anything under it) → 'auth';
 * - `login` with second segment starting `reset`, or a first segment `login-reset` / `login_reset`
 *   → 'login-reset';
 * - `login` otherwise (`/login`, `/login/x`) → 'login';
 * - a segment starting `rebind` (`/rebind`, `/rebind_phone`, `/rebind-email/x`) → 'rebind';
 * - a segment starting `bind` (`/bind`, `/bind_email`, `/bindphone`) → 'bind';
 * - anything else → 'other' (so `/signupx` or `/myaccount/bind` are 'other').
 * @example pageKindOfPath('/login/reset?step=2') === 'login-reset'
 * @example pageKindOfPath('/rebind_phone') === 'rebind'
 */
export function pageKindOfPath(path: string): PageKind {
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  const [first = '', second = ''] = bare.split('/').filter((s) => s !== '');
  if (first === '404' || first === 'not-found') return 'not-found';
  if (first === 'signup') return 'signup';
  if (first === 'auth') return 'auth';
  if (first === 'login-reset' || first === 'login_reset') return 'login-reset';
  if (first === 'login') return second.startsWith('reset') ? 'login-reset' : 'login';
  if (first.startsWith('rebind')) return 'rebind';
  if (first.startsWith('bind')) return 'bind';
  return 'other';
}

/**
 * §4.1 "User info is not requested on 404, signup, auth, login-reset, rebind and bind pages, nor
 * on /login when the server says the user is not logged in." `serverSaysLoggedIn` is null when
 * the server has not said; on /login that still requests (only an explicit "no" skips it).
 * @example shouldRequestUserInfo({ page: 'login', serverSaysLoggedIn: false }) === false
 * @example shouldRequestUserInfo({ page: 'other', serverSaysLoggedIn: null }) === true
 */
export function shouldRequestUserInfo(input: { page: PageKind; serverSaysLoggedIn: boolean | null }): boolean {
  if (NO_USER_INFO.has(input.page)) return false;
  if (input.page === 'login') return input.serverSaysLoggedIn !== false;
  return true;
}

/**
 * §4.1 "Trial VIP tier is loaded only on the main site when logged in".
 * @example canLoadTrialVip({ isMainSite: true, isLoggedIn: true }) === true
 */
export function canLoadTrialVip(input: { isMainSite: boolean; isLoggedIn: boolean }): boolean {
  return input.isMainSite && input.isLoggedIn;
}

/**
 * §4.1 "the user is a trial VIP user when trial.tier is above 0". NaN and non-numbers are not.
 * @example isTrialVip(1) === true
 * @example isTrialVip(0) === false
 */
export function isTrialVip(trialTier: unknown): boolean {
  return typeof trialTier === 'number' && trialTier > 0;
}

/**
 * §3 "Logged in means both uid and nickname cookies are present." Present means non-empty after
 * trimming whitespace.
 * @example isLoggedInFromCookies({ uid: '42', nickname: 'neo' }) === true
 * @example isLoggedInFromCookies({ uid: '42' }) === false
 */
export function isLoggedInFromCookies(cookies: { uid?: string | undefined; nickname?: string | undefined }): boolean {
  return (cookies.uid ?? '').trim() !== '' && (cookies.nickname ?? '').trim() !== '';
}
