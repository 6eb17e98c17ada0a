import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CSRF_COOKIE, CSRF_COOKIE_SECURE, CSRF_HEADER, ERROR_CODES, serverCookieOptions } from '@ex/contracts';
import { currentSession, type AppDeps, type AppEnv } from '../deps';
import { sessionIdOf } from '../services/sessions';
import { ApiFailure, unauthenticated } from './failure';
import { isHttps } from './request-site';

/**
 * Every POST under these prefixes needs a signed-in session and a valid CSRF token
 * (docs/spec-decisions.md "Account security"). The one list to extend.
 */
export const CSRF_PROTECTED_PREFIXES = [
  '/api/web/v1/security/',
  '/api/web/v1/kyc/',
  '/api/web/v1/compliance-kyc/',
  '/api/web/v1/ledger/',
  '/api/web/v1/chart/',
  '/api/web/v1/support/',
  '/api/web/v1/chat/',
  '/api/web/v1/coupon/',
  '/json_svr/',
] as const;

export const CSRF_FAILURE_MESSAGE = 'Session check failed. Reload the page and try again.';

/** 16 random bytes, base64url: 22 characters. The signature is a base64url HMAC-SHA256: 43. */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** @example isCsrfProtected('POST', '/json_svr/query_safe') === true */
export function isCsrfProtected(method: string, path: string): boolean {
  return method === 'POST' && CSRF_PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** `__Host-csrftoken` (Secure, host-only) when the browser is on https, else `csrftoken`. */
export function csrfCookieName(c: Context): string {
  return isHttps(c) ? CSRF_COOKIE_SECURE : CSRF_COOKIE;
}

function sign(key: Buffer, sessionToken: string, nonce: string): string {
  return createHmac('sha256', key)
    .update(`${sessionIdOf(sessionToken)}.${nonce}`)
    .digest('base64url');
}

/** `<nonce>.<HMAC(key, sha256(session token) + '.' + nonce)>`: only valid for the session it was made for. */
export function createCsrfToken(key: Buffer, sessionToken: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(key, sessionToken, nonce)}`;
}

/** The token was made by {@link createCsrfToken} with this key for this session (constant-time). */
export function isValidCsrfToken(key: Buffer, sessionToken: string, token: string | undefined): boolean {
  const match = token === undefined ? null : TOKEN_SHAPE.exec(token);
  if (!match?.[1] || !match[2]) return false;
  return safeEqual(match[2], sign(key, sessionToken, match[1]));
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sets a fresh token cookie for `sessionToken`: readable by page scripts (they copy it into the
 * `x-csrftoken` header), SameSite=Lax, Path=/, for `maxAgeSeconds` (the session's lifetime).
 */
export function issueCsrfCookie(c: Context, key: Buffer, sessionToken: string, maxAgeSeconds: number): void {
  setCookie(
    c,
    csrfCookieName(c),
    createCsrfToken(key, sessionToken),
    serverCookieOptions('csrftoken', { https: isHttps(c), sessionSeconds: maxAgeSeconds }),
  );
}

/** Re-issues the cookie when it is missing or not valid for this session (e.g. after a key change). */
export function ensureCsrfCookie(c: Context, key: Buffer, session: { token: string; expiresAt: Date }, nowMs: number): void {
  if (isValidCsrfToken(key, session.token, getCookie(c, csrfCookieName(c)))) return;
  issueCsrfCookie(c, key, session.token, Math.floor((session.expiresAt.getTime() - nowMs) / 1000));
}

/**
 * A 403/401 for a protected path. `/json_svr/` callers read `{ result, msg }` (§7 query_safe), so
 * there the body carries them too, next to the usual code and message.
 */
function refusal(c: Context, status: 401 | 403, code: number, message: string): ApiFailure {
  const legacy = c.req.path.startsWith('/json_svr/') ? { result: false, msg: message } : {};
  return new ApiFailure(status, { code, message, ...legacy });
}

/**
 * Double-submit check bound to the session, for POSTs under {@link CSRF_PROTECTED_PREFIXES}:
 * no session → 401; the `x-csrftoken` header missing, different from the cookie, or not signed for
 * this session → 403 `{ code: 40301 }`. Runs before any body is read, so a refusal changes nothing.
 */
export function requireCsrf(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isCsrfProtected(c.req.method, c.req.path)) return next();
    const session = await currentSession(c, deps);
    if (!session) {
      const failure = unauthenticated();
      throw refusal(c, 401, failure.body.code, failure.body.message);
    }
    const header = c.req.header(CSRF_HEADER);
    const cookie = getCookie(c, csrfCookieName(c));
    const reason =
      header === undefined
        ? 'no header'
        : cookie === undefined
          ? 'no cookie'
          : !safeEqual(header, cookie)
            ? 'header differs from cookie'
            : !isValidCsrfToken(deps.secrets.csrfKey, session.token, header)
              ? 'not signed for this session'
              : null;
    if (reason !== null) {
      // The reason only: never the token values.
      deps.logger.warn({ path: c.req.path, uid: session.user.uid, reason }, 'csrf check failed');
      throw refusal(c, 403, ERROR_CODES.csrf, CSRF_FAILURE_MESSAGE);
    }
    await next();
  };
}
