import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_COOKIE, CSRF_COOKIE_SECURE, serverCookieOptions } from '@ex/contracts';
import { isHttps } from './request-site';

export const SESSION_COOKIE = 'sid';
/** §3 "Logged in means both uid and nickname cookies are present": readable by page scripts, never trusted here. */
export const UID_COOKIE = 'uid';
export const NICKNAME_COOKIE = 'nickname';

/** Attributes from COOKIE_POLICIES (@ex/contracts), for the session's remaining lifetime. */
const optionsOf = (c: Context, name: 'sid' | 'uid' | 'nickname', sessionSeconds: number) =>
  serverCookieOptions(name, { https: isHttps(c), sessionSeconds });

/** Sets `sid` (httpOnly) plus the readable `uid` and `nickname`, all with the session's lifetime. */
export function setSessionCookies(c: Context, session: { token: string; uid: number; nickname: string }, ttlSeconds: number): void {
  setCookie(c, SESSION_COOKIE, session.token, optionsOf(c, 'sid', ttlSeconds));
  setIdentityCookies(c, session, ttlSeconds);
}

function setIdentityCookies(c: Context, who: { uid: number; nickname: string }, maxAge: number): void {
  setCookie(c, UID_COOKIE, String(who.uid), optionsOf(c, 'uid', maxAge));
  // hono URI-encodes the value; page scripts decodeURIComponent it.
  setCookie(c, NICKNAME_COOKIE, who.nickname, optionsOf(c, 'nickname', maxAge));
}

/** Rewrites uid/nickname when they do not match the session's user, for the session's remaining lifetime. */
export function syncIdentityCookies(c: Context, who: { uid: number; nickname: string }, remainingSeconds: number): void {
  if (getCookie(c, UID_COOKIE) === String(who.uid) && getCookie(c, NICKNAME_COOKIE) === who.nickname) return;
  setIdentityCookies(c, who, Math.max(1, remainingSeconds));
}

/** Expires every session cookie the request carries, the CSRF token's included (a no-op for absent ones). */
export function clearSessionCookies(c: Context): void {
  const secure = isHttps(c);
  for (const name of [SESSION_COOKIE, UID_COOKIE, NICKNAME_COOKIE, CSRF_COOKIE]) {
    if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/', secure, sameSite: 'Lax' });
  }
  // The __Host- prefix requires Secure and Path=/ even to expire it.
  if (getCookie(c, CSRF_COOKIE_SECURE) !== undefined) deleteCookie(c, CSRF_COOKIE_SECURE, { path: '/', secure: true, sameSite: 'Lax' });
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** True when the request carries any of the login cookies (stale ones get cleared for visitors). */
export function hasLoginCookies(c: Context): boolean {
  return [SESSION_COOKIE, UID_COOKIE, NICKNAME_COOKIE].some((name) => getCookie(c, name) !== undefined);
}
