import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, QUERY_SAFE_PATH, apiErrorSchema } from '@ex/contracts';
import { appSecrets, count, userSecurity } from '@ex/db';
import { CSRF_PROTECTED_PREFIXES, createCsrfToken, isCsrfProtected, isValidCsrfToken } from './http/csrf';
import { MASTER_KEY_SECRET, deriveSecurityKeys, loadSecurityKeys } from './services/security/keys';
import { Browser, TEST_TTL_SECONDS, setCookies, type TestApi } from './test/harness';
import { LOGIN_PASSWORD, newUser, signIn, startSecurityApi } from './test/security-helpers';

const { fundpassSet, userInfo, login, logout } = ENDPOINTS;
const FUND = 'Fund-pass-77';
const CSRF_REFUSAL = { code: 40301, message: 'Session check failed. Reload the page and try again.' };

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi();
});
afterAll(async () => {
  await api?.close();
});

async function securityRows(): Promise<number> {
  const [row] = await api.handle.db.select({ n: count() }).from(userSecurity);
  return row?.n ?? 0;
}

/** A protected POST that would write a row if it got through. */
function setFundpass(browser: Browser, headers: Record<string, string>) {
  return browser.postJson(fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: FUND }, headers);
}

async function expectRefused(res: Response, before: number) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual(CSRF_REFUSAL);
  expect(await securityRows()).toBe(before);
}

describe('the CSRF cookie', () => {
  it('is issued at log-in: readable by scripts, SameSite=Lax, Path=/, the session lifetime, signed for the session', async () => {
    const { browser } = await newUser(api, 'issue@example.com');
    const res = await browser.postJson(login.path, { email: 'issue@example.com', password: LOGIN_PASSWORD });
    const line = setCookies(res).get('csrftoken') ?? '';
    expect(line).toMatch(/^csrftoken=[\w-]{22}\.[\w-]{43};/);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(new RegExp(`Max-Age=${TEST_TTL_SECONDS}`));
    expect(line).not.toMatch(/Secure/);
    expect(isValidCsrfToken(api.secrets.csrfKey, browser.cookies.get('sid') ?? '', browser.cookies.get('csrftoken'))).toBe(true);
  });

  it('is issued at sign-up, and as __Host-csrftoken with Secure under https', async () => {
    const plain = await new Browser(api).postJson(ENDPOINTS.signup.path, { email: 'csrf-signup@example.com', password: LOGIN_PASSWORD });
    expect(setCookies(plain).get('csrftoken')).toBeDefined();
    const https = await new Browser(api).postJson(
      login.path,
      { email: 'csrf-signup@example.com', password: LOGIN_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    const line = setCookies(https).get('__Host-csrftoken') ?? '';
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Domain=/i);
    expect(setCookies(https).has('csrftoken')).toBe(false);
  });

  it('get_info re-issues a missing or invalid token, leaves a valid one, and gives visitors none', async () => {
    const { browser } = await newUser(api, 'reissue@example.com');
    const original = browser.cookies.get('csrftoken');
    expect((await browser.get(userInfo.path)).headers.getSetCookie()).toEqual([]);
    browser.cookies.delete('csrftoken');
    expect(setCookies(await browser.get(userInfo.path)).has('csrftoken')).toBe(true);
    expect(browser.cookies.get('csrftoken')).not.toBe(original);
    browser.cookies.set('csrftoken', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
    await browser.get(userInfo.path);
    expect(isValidCsrfToken(api.secrets.csrfKey, browser.cookies.get('sid') ?? '', browser.cookies.get('csrftoken'))).toBe(true);
    expect(setCookies(await new Browser(api).get(userInfo.path)).has('csrftoken')).toBe(false);
  });

  it('is cleared at log-out, and a new session gets a new token', async () => {
    const browser = await signIn(api, 'reissue@example.com', LOGIN_PASSWORD);
    const before = browser.cookies.get('csrftoken');
    await browser.postJson(logout.path, {});
    expect(browser.cookies.has('csrftoken')).toBe(false);
    await browser.postJson(login.path, { email: 'reissue@example.com', password: LOGIN_PASSWORD });
    expect(browser.cookies.get('csrftoken')).not.toBe(before);
  });
});

describe('protected POSTs', () => {
  it('covers the security, KYC, compliance-kyc, ledger, chart-layout, support, chat, coupon and /json_svr/ prefixes, POST only', () => {
    expect(CSRF_PROTECTED_PREFIXES).toEqual([
      '/api/web/v1/security/',
      '/api/web/v1/kyc/',
      '/api/web/v1/compliance-kyc/',
      '/api/web/v1/ledger/',
      '/api/web/v1/chart/',
      '/api/web/v1/support/',
      '/api/web/v1/chat/',
      '/api/web/v1/coupon/',
      '/json_svr/',
    ]);
    expect(isCsrfProtected('POST', QUERY_SAFE_PATH)).toBe(true);
    expect(isCsrfProtected('POST', ENDPOINTS.kycDraft.path)).toBe(true);
    expect(isCsrfProtected('POST', ENDPOINTS.chartSaveLayout.path)).toBe(true);
    expect(isCsrfProtected('GET', ENDPOINTS.securityOverview.path)).toBe(false);
    expect(isCsrfProtected('POST', login.path)).toBe(false);
  });

  it('without a session: 401', async () => {
    const res = await setFundpass(new Browser(api), { 'x-csrftoken': '1' });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(await res.json()).code).toBe(40100);
  });

  it('refuses a missing header, the "1" fallback, and a header that differs from the cookie', async () => {
    const { browser } = await newUser(api, 'victim@example.com');
    const other = await newUser(api, 'other@example.com');
    const before = await securityRows();
    await expectRefused(await setFundpass(browser, {}), before);
    await expectRefused(await setFundpass(browser, { 'x-csrftoken': '1' }), before);
    // A header token that is valid, but not the one in the cookie.
    const sameSession = createCsrfToken(api.secrets.csrfKey, browser.cookies.get('sid') ?? '');
    await expectRefused(await setFundpass(browser, { 'x-csrftoken': sameSession }), before);
    await expectRefused(await setFundpass(browser, other.browser.csrfHeaders()), before);
  });

  it('refuses a forged token and a token with no cookie', async () => {
    const browser = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const before = await securityRows();
    const forged = `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    browser.cookies.set('csrftoken', forged);
    await expectRefused(await setFundpass(browser, { 'x-csrftoken': forged }), before);
    const valid = createCsrfToken(api.secrets.csrfKey, browser.cookies.get('sid') ?? '');
    browser.cookies.delete('csrftoken');
    await expectRefused(await setFundpass(browser, { 'x-csrftoken': valid }), before);
  });

  it("refuses another session's token in both cookie and header (another user's, or the same user's other session)", async () => {
    const victim = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const attacker = await signIn(api, 'other@example.com', LOGIN_PASSWORD);
    const sameUserOtherTab = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const before = await securityRows();
    for (const foreign of [attacker, sameUserOtherTab]) {
      const token = foreign.cookies.get('csrftoken') ?? '';
      victim.cookies.set('csrftoken', token);
      await expectRefused(await setFundpass(victim, { 'x-csrftoken': token }), before);
    }
  });

  it("refuses a token signed with another deployment's key", async () => {
    const browser = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const before = await securityRows();
    const otherKey = deriveSecurityKeys(randomBytes(32)).csrfKey;
    const token = createCsrfToken(otherKey, browser.cookies.get('sid') ?? '');
    browser.cookies.set('csrftoken', token);
    await expectRefused(await setFundpass(browser, { 'x-csrftoken': token }), before);
  });

  it('refuses a cross-site Origin even with a valid token', async () => {
    const browser = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const before = await securityRows();
    const res = await setFundpass(browser, { ...browser.csrfHeaders(), origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).code).toBe(40300);
    expect(await securityRows()).toBe(before);
  });

  it('/json_svr/ refusals also carry result false and msg (§7 query_safe callers read msg)', async () => {
    const browser = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const res = await browser.postForm(QUERY_SAFE_PATH, { action: 'tradepassfrequency', frequency: '2', fundpass: FUND, totp: '123456' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ...CSRF_REFUSAL, result: false, msg: CSRF_REFUSAL.message });
  });

  it('lets the right token through (JSON and form bodies), under https too', async () => {
    const browser = await signIn(api, 'victim@example.com', LOGIN_PASSWORD);
    const before = await securityRows();
    const res = await setFundpass(browser, browser.csrfHeaders());
    expect(res.status).toBe(200);
    expect(await securityRows()).toBe(before + 1);
    const https = { 'x-forwarded-proto': 'https' };
    const secure = await signIn(api, 'other@example.com', LOGIN_PASSWORD);
    await secure.get(userInfo.path, https);
    expect(secure.cookies.has('__Host-csrftoken')).toBe(true);
    const form = await secure.postForm(
      fundpassSet.path,
      { login_password: LOGIN_PASSWORD, fundpass: FUND },
      { ...https, ...secure.csrfHeaders() },
    );
    expect(form.status).toBe(200);
  });
});

describe('security keys', () => {
  it('without SECURITY_KEY: generated once into app_secrets, so every process derives the same keys; a warning is logged', async () => {
    const again = await loadSecurityKeys({ db: api.handle.db, logger: api.logger, configured: undefined });
    expect(again.csrfKey.equals(api.secrets.csrfKey)).toBe(true);
    expect(again.totpKey.equals(api.secrets.totpKey)).toBe(true);
    const rows = await api.handle.db.select().from(appSecrets);
    expect(rows.map((r) => r.name)).toEqual([MASTER_KEY_SECRET]);
    const all = api.logLines.join('\n');
    expect(all).toContain('production should set SECURITY_KEY');
    expect(all).not.toContain(rows[0]?.value ?? 'x');
  });

  it('with SECURITY_KEY: derived from it, the database untouched', async () => {
    const configured = randomBytes(32);
    const keys = await loadSecurityKeys({ db: api.handle.db, logger: api.logger, configured });
    expect(keys.csrfKey.equals(deriveSecurityKeys(configured).csrfKey)).toBe(true);
    expect(keys.csrfKey.equals(api.secrets.csrfKey)).toBe(false);
    expect(await api.handle.db.select().from(appSecrets)).toHaveLength(1);
  });
});
