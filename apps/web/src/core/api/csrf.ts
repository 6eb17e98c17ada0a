import { CSRF_COOKIE, CSRF_COOKIE_SECURE, CSRF_FALLBACK, CSRF_HEADER } from '@ex/contracts';
import { readCookie } from '@/lib/browser';

/**
 * The CSRF double-submit header for a POST (§7 "csrf header from a cookie (fallback '1')").
 * Reads `__Host-csrftoken` (issued under https) first, then `csrftoken`; the server re-checks it.
 */
export function csrfHeader(): Record<string, string> {
  const value = readCookie(CSRF_COOKIE_SECURE) ?? readCookie(CSRF_COOKIE);
  return { [CSRF_HEADER]: value !== undefined && value !== '' ? value : CSRF_FALLBACK };
}
