/**
 * Security headers every response carries, pages, static files and API alike (issue 10 finding 5).
 * One list for the web server and the API, so a response reached either way is equally protected.
 *
 * - `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` (for browsers without CSP level 2):
 *   the order, fund-password and log-in pages cannot be framed by another site (clickjacking).
 *   HTML pages get a full script policy instead, from the web server's edge (apps/web/src/server/csp.ts),
 *   which hashes each page's own inline scripts; every other response keeps this directive.
 * - `nosniff`: a response is never run as a script or style because its bytes look like one.
 * - `strict-origin-when-cross-origin`: other sites see our origin, never a path or query.
 * - `Permissions-Policy` (issue 20): no page uses the camera, microphone, location, payment request
 *   or USB APIs (KYC takes files), so no page or frame may; a script injected into a page gains none.
 * - `Cross-Origin-Opener-Policy: same-origin` (issue 20): a page opened from another site, or one
 *   that opened ours, gets no window handle to it (tab-napping, cross-window leaks). Our own new-tab
 *   links open with `noopener` and need none.
 * - HSTS only under https: sent over http it would be ignored, and a year keeps returning browsers
 *   on https. No `includeSubDomains`/`preload`: other hosts under the operator's domain are not ours
 *   to commit to https.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export const HSTS_HEADER = { name: 'Strict-Transport-Security', value: 'max-age=31536000' } as const;

/**
 * The headers for one response: {@link SECURITY_HEADERS}, plus HSTS when the browser is on https.
 * @example securityHeaders(true)['Strict-Transport-Security'] === 'max-age=31536000'
 */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? { ...SECURITY_HEADERS, [HSTS_HEADER.name]: HSTS_HEADER.value } : SECURITY_HEADERS;
}
