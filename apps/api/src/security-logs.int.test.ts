import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, QUERY_SAFE_PATH } from '@ex/contracts';
import { sessionIdOf } from './services/sessions';
import { Browser, parseEnvelope, type TestApi } from './test/harness';
import { post, securityRow, startSecurityApi, totpAt } from './test/security-helpers';

const {
  signup,
  login,
  logout,
  userInfo,
  fundpassSet,
  fundpassVerify,
  fundpassChange,
  totpSetup,
  totpConfirm,
  securityOverview,
  subAccountInfo,
} = ENDPOINTS;
const LOGIN_PW = 'Login-Secret-4711';
const FUND_1 = 'Fund-Secret-0815';
const FUND_2 = 'Fund-Secret-2342';
const WRONG_LOGIN = 'Wrong-Login-9911';
const WRONG_FUND = 'Wrong-Fund-7733';
const WRONG_FUND_2 = 'Wrong-Fund-5522';
const STEP = 30_000;

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi();
});
afterAll(async () => {
  await api?.close();
});

describe('logs over a full account-security flow', () => {
  it('never contain a password, fund password, authenticator secret or code, CSRF token or session token', async () => {
    const browser = new Browser(api);
    const tokens = new Set<string>();
    const codes = new Set<string>();
    const track = () => {
      for (const name of ['sid', 'csrftoken']) {
        const value = browser.cookies.get(name);
        if (value) tokens.add(value);
      }
    };
    const now = () => api.clock.now();

    expect((await browser.postJson(signup.path, { email: 'logs@example.com', password: LOGIN_PW })).status).toBe(200);
    track();
    const uid = parseEnvelope('userInfo', await (await browser.get(userInfo.path)).json()).data.uid;
    expect((await post(browser, fundpassSet.path, { login_password: WRONG_LOGIN, fundpass: FUND_1 })).status).toBe(400);
    expect((await post(browser, fundpassSet.path, { login_password: LOGIN_PW, fundpass: FUND_1 })).status).toBe(200);
    expect((await post(browser, fundpassVerify.path, { fundpass: WRONG_FUND })).status).toBe(400);
    expect((await post(browser, fundpassVerify.path, { fundpass: FUND_1 })).status).toBe(200);

    const setup = parseEnvelope('totpSetup', await (await post(browser, totpSetup.path, {})).json()).data;
    const wrongCode = totpAt(setup.secret, now() + 9 * STEP);
    codes.add(wrongCode);
    expect((await post(browser, totpConfirm.path, { code: wrongCode })).status).toBe(400);
    const confirmCode = totpAt(setup.secret, now());
    codes.add(confirmCode);
    expect((await browser.postForm(totpConfirm.path, { code: confirmCode }, browser.csrfHeaders())).status).toBe(200);
    const sealed = (await securityRow(api, uid))?.totpSecretEnc ?? '';

    api.clock.advance(STEP);
    const frequencyCode = totpAt(setup.secret, now());
    codes.add(frequencyCode);
    const form = (fundpass: string, totp: string) =>
      browser.postForm(QUERY_SAFE_PATH, { action: 'tradepassfrequency', frequency: '2', fundpass, totp }, browser.csrfHeaders());
    expect(await (await form(WRONG_FUND_2, frequencyCode)).json()).toMatchObject({ result: false });
    expect(await (await form(FUND_1, frequencyCode)).json()).toEqual({ result: true, msg: '' });
    expect(await (await form(FUND_1, frequencyCode)).json()).toEqual({ result: false, msg: 'This code was already used' });

    api.clock.advance(STEP);
    const changeCode = totpAt(setup.secret, now());
    codes.add(changeCode);
    expect((await post(browser, fundpassChange.path, { old_fundpass: FUND_1, fundpass: FUND_2, totp: changeCode })).status).toBe(200);

    // A CSRF refusal with a forged token, and one with another session's token.
    const forged = `${'Q'.repeat(22)}.${'Z'.repeat(43)}`;
    tokens.add(forged);
    expect((await browser.postJson(fundpassVerify.path, { fundpass: FUND_2 }, { 'x-csrftoken': forged })).status).toBe(403);
    await browser.get(securityOverview.path);
    await browser.get(`${subAccountInfo.path}?sub_uid=${uid}`);

    expect((await browser.postForm(login.path, { email: 'logs@example.com', password: LOGIN_PW })).status).toBe(200);
    track();
    expect((await browser.postJson(login.path, { email: 'logs@example.com', password: WRONG_LOGIN })).status).toBe(401);
    await browser.get(userInfo.path);
    track();
    await browser.postJson(logout.path, {});

    const all = api.logLines.join('\n');
    expect(api.logLines.length).toBeGreaterThan(20);
    for (const line of api.logLines) expect(() => JSON.parse(line)).not.toThrow();
    // The flow was logged: the security events are there, without their secrets.
    for (const event of [
      'fund password set',
      'wrong secret',
      'authenticator enabled',
      'fund-password frequency changed',
      'fund password changed',
      'csrf check failed',
    ]) {
      expect(all).toContain(event);
    }
    const secrets = [
      LOGIN_PW,
      FUND_1,
      FUND_2,
      WRONG_LOGIN,
      WRONG_FUND,
      WRONG_FUND_2,
      setup.secret,
      sealed,
      ...tokens,
      ...[...tokens].map(sessionIdOf),
    ];
    expect(tokens.size).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(all).not.toContain(secret);
    }
    // A 6-digit code may not appear as a number of its own (it may inside longer numbers such as times).
    for (const code of codes) expect(all).not.toMatch(new RegExp(`(?<![\\d])${code}(?![\\d])`));
    // Request bodies are never logged, under any key.
    for (const line of api.logLines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      for (const key of ['body', 'form', 'fundpass', 'totp', 'code', 'login_password', 'old_fundpass', 'password'])
        expect(entry).not.toHaveProperty(key);
    }
  });
});
