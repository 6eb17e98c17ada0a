import { describe, expect, it } from 'vitest';
import { COOKIE_POLICIES, pageCookieAttributes, serverCookieOptions } from './cookie-policy';

const ISSUE = 'issue 20 "HttpOnly, Secure under https, SameSite, Max-Age and path"';

describe(ISSUE, () => {
  it.each([
    ['dark', false, 'Path=/; Max-Age=31536000; SameSite=Lax'],
    ['dark', true, 'Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
    ['fingerprint', false, 'Path=/; Max-Age=86400; SameSite=Lax'],
    ['cookie_consent', true, 'Path=/; Max-Age=15552000; SameSite=Lax; Secure'],
  ] as const)('page-written %s (https %s)', (name, https, expected) => {
    expect(pageCookieAttributes(name, https)).toBe(expected);
  });

  it.each(['sid', 'uid', 'csrftoken', 'lang'] as const)('%s is not written by page scripts', (name) => {
    expect(() => pageCookieAttributes(name, false)).toThrow(/not written by page scripts/);
  });

  it.each([
    ['sid', true, 3600, { path: '/', sameSite: 'Lax', secure: true, httpOnly: true, maxAge: 3600 }],
    ['uid', false, 3600, { path: '/', sameSite: 'Lax', secure: false, httpOnly: false, maxAge: 3600 }],
    ['lang', true, undefined, { path: '/', sameSite: 'Lax', secure: true, httpOnly: false, maxAge: 31536000 }],
  ] as const)('server-set %s (https %s)', (name, https, sessionSeconds, expected) => {
    expect(serverCookieOptions(name, { https, sessionSeconds })).toEqual(expected);
  });

  it('a session cookie needs the session’s remaining seconds', () => {
    expect(() => serverCookieOptions('sid', { https: false })).toThrow(/session/);
  });

  it('every cookie is Path=/ and SameSite=Lax; only sid is HttpOnly', () => {
    for (const [name, p] of Object.entries(COOKIE_POLICIES)) {
      expect([name, p.path, p.sameSite, p.httpOnly]).toEqual([name, '/', 'Lax', name === 'sid']);
    }
  });
});
