import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_POLICIES, CSRF_COOKIE, CSRF_COOKIE_SECURE, ENDPOINTS, type CookieName } from '@ex/contracts';
import { Browser, TEST_TTL_SECONDS, type TestApi } from './test/harness';
import { LOGIN_PASSWORD, startSecurityApi } from './test/security-helpers';

/*
 * issue 20 "a table-driven test checks every cookie the site sets against its intended attributes …
 * HttpOnly, Secure under https, SameSite, Max-Age and path": the cookies the API sets, read from its
 * real Set-Cookie lines, over http and over https (X-Forwarded-Proto, as the edge sets it).
 */
const ISSUE = 'issue 20 "checks every cookie the site sets against its intended attributes"';

interface SetCookie {
  name: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  path: string | undefined;
  maxAge: number | undefined;
}

function parse(line: string): SetCookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
  const flag = (key: string) => attributes.some((a) => a.toLowerCase() === key.toLowerCase());
  const maxAge = attr('Max-Age');
  return {
    name: pair.slice(0, pair.indexOf('=')),
    httpOnly: flag('HttpOnly'),
    secure: flag('Secure'),
    sameSite: attr('SameSite'),
    path: attr('Path'),
    maxAge: maxAge === undefined ? undefined : Number(maxAge),
  };
}

/** What the table says a cookie must look like, for a session of TEST_TTL_SECONDS. */
function intended(name: string, policy: CookieName, https: boolean): SetCookie {
  const p = COOKIE_POLICIES[policy];
  return {
    name,
    httpOnly: p.httpOnly,
    secure: https,
    sameSite: p.sameSite,
    path: p.path,
    maxAge: p.maxAge === 'session' ? TEST_TTL_SECONDS : p.maxAge,
  };
}

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi();
});
afterAll(async () => {
  await api?.close();
});

describe(ISSUE, () => {
  it.each([
    ['http', false, {}],
    ['https', true, { 'x-forwarded-proto': 'https' }],
  ] as const)('sign-up and log-in over %s: sid, uid, nickname and the CSRF token', async (scheme, https, headers) => {
    const email = `cookies-${scheme}@example.com`;
    const signup = await new Browser(api).postJson(ENDPOINTS.signup.path, { email, password: LOGIN_PASSWORD }, headers);
    const login = await new Browser(api).postJson(ENDPOINTS.login.path, { email, password: LOGIN_PASSWORD }, headers);
    const csrfName = https ? CSRF_COOKIE_SECURE : CSRF_COOKIE;
    for (const res of [signup, login]) {
      expect(res.status).toBe(200);
      const set = res.headers.getSetCookie().map(parse);
      expect(set.map((c) => c.name).sort()).toEqual([csrfName, 'nickname', 'sid', 'uid'].sort());
      const table: [string, CookieName][] = [
        ['sid', 'sid'],
        ['uid', 'uid'],
        ['nickname', 'nickname'],
        [csrfName, 'csrftoken'],
      ];
      for (const [name, policy] of table)
        expect(
          set.find((c) => c.name === name),
          name,
        ).toEqual(intended(name, policy, https));
    }
  });

  it('only the session id is hidden from page scripts', () => {
    const httpOnly = Object.entries(COOKIE_POLICIES)
      .filter(([, p]) => p.httpOnly)
      .map(([name]) => name);
    expect(httpOnly).toEqual(['sid']);
  });
});
