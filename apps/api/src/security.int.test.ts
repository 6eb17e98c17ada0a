import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema } from '@ex/contracts';
import { eq, userSecurity } from '@ex/db';
import { verifyPassword } from './services/password';
import { Browser, parseEnvelope, type TestApi } from './test/harness';
import {
  LOGIN_PASSWORD,
  enableTotp,
  lockRows,
  newUser,
  post,
  securityRow,
  setFundpass,
  startSecurityApi,
  totpAt,
} from './test/security-helpers';

const { fundpassSet, fundpassChange, fundpassVerify, securityOverview, userFrequency } = ENDPOINTS;
const FUND = 'Fund-pass-1';
const FUND2 = 'Fund-pass-2';
const MINUTE = 60_000;

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi();
});
afterAll(async () => {
  await api?.close();
});

async function expectWrong(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ code: 40102, field, message });
}

async function expectInvalid(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = apiErrorSchema.parse(await res.json());
  expect(body).toMatchObject({ code: 40000, field });
  return body;
}

describe('setting the fund password', () => {
  it('needs the right log-in password, must differ from it, and is stored as a scrypt hash', async () => {
    const { browser, uid } = await newUser(api, 'set@example.com');
    const overview = async () => parseEnvelope('securityOverview', await (await browser.get(securityOverview.path)).json()).data;
    expect(await overview()).toEqual({ has_fundpass: false, fundpass_frequency: 1, totp_enabled: false, locked_until: null });

    await expectWrong(
      await post(browser, fundpassSet.path, { login_password: 'Not-my-pass-1', fundpass: FUND }),
      'login_password',
      'Wrong log-in password',
    );
    await expectInvalid(await post(browser, fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: LOGIN_PASSWORD }), 'fundpass');
    await expectInvalid(await post(browser, fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: '123' }), 'fundpass');
    expect((await securityRow(api, uid))?.fundpassHash ?? null).toBeNull();

    await setFundpass(browser, FUND);
    const row = await securityRow(api, uid);
    expect(row?.fundpassHash).toMatch(/^scrypt\$/);
    expect(row?.fundpassHash).not.toContain(FUND);
    expect(await verifyPassword(FUND, row?.fundpassHash ?? '')).toBe(true);
    expect(await overview()).toMatchObject({ has_fundpass: true, fundpass_frequency: 1 });
    // The log-in password's failure count was cleared by the success.
    expect((await lockRows(api, uid)).find((r) => r.kind === 'login')?.failures).toBe(0);

    const again = await expectInvalid(
      await post(browser, fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: FUND2 }),
      'fundpass',
    );
    expect(again.message).toMatch(/already set/);
  });

  it('a form-encoded body works too', async () => {
    const { browser, uid } = await newUser(api, 'set-form@example.com');
    const res = await browser.postForm(fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: FUND }, browser.csrfHeaders());
    expect(res.status).toBe(200);
    expect((await securityRow(api, uid))?.fundpassHash).toMatch(/^scrypt\$/);
  });
});

describe('changing the fund password', () => {
  it('needs the old one; the new one must differ from the log-in password', async () => {
    const { browser, uid } = await newUser(api, 'change@example.com');
    await setFundpass(browser, FUND);
    const hash = (await securityRow(api, uid))?.fundpassHash;

    await expectWrong(
      await post(browser, fundpassChange.path, { old_fundpass: 'Wrong-fund-9', fundpass: FUND2 }),
      'old_fundpass',
      'Wrong fund password',
    );
    await expectInvalid(await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: LOGIN_PASSWORD }), 'fundpass');
    expect((await securityRow(api, uid))?.fundpassHash).toBe(hash);

    expect((await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: FUND2 })).status).toBe(200);
    const row = await securityRow(api, uid);
    expect(await verifyPassword(FUND2, row?.fundpassHash ?? '')).toBe(true);
    await expectWrong(await post(browser, fundpassVerify.path, { fundpass: FUND }), 'fundpass', 'Wrong fund password');
  });

  it('without a fund password yet: 400 naming old_fundpass', async () => {
    const { browser } = await newUser(api, 'change-none@example.com');
    await expectInvalid(await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: FUND2 }), 'old_fundpass');
  });

  it('with the authenticator enabled, also needs a fresh code', async () => {
    const { browser, uid } = await newUser(api, 'change-totp@example.com');
    await setFundpass(browser, FUND);
    const secret = await enableTotp(api, browser);
    api.clock.advance(30_000);
    await expectInvalid(await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: FUND2 }), 'totp');
    const wrongCode = totpAt(secret, api.clock.now() + 10 * 30_000);
    await expectWrong(
      await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: FUND2, totp: wrongCode }),
      'totp',
      'Wrong authenticator code',
    );
    const code = totpAt(secret, api.clock.now());
    expect((await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: FUND2, totp: code })).status).toBe(200);
    expect(await verifyPassword(FUND2, (await securityRow(api, uid))?.fundpassHash ?? '')).toBe(true);
  });
});

describe('verifying the fund password (§4.10 modal)', () => {
  it('valid_until follows the frequency: 1 → now + 1 h, 2 and 0 → 0', async () => {
    const { browser, uid } = await newUser(api, 'verify@example.com');
    await expectInvalid(await post(browser, fundpassVerify.path, { fundpass: FUND }), 'fundpass');
    await setFundpass(browser, FUND);
    const verify = async () => {
      const res = await post(browser, fundpassVerify.path, { fundpass: FUND });
      expect(res.status).toBe(200);
      return parseEnvelope('fundpassVerify', await res.json()).data.valid_until;
    };
    expect(await verify()).toBe(Math.floor(api.clock.now() / 1000) + 3600);
    expect((await securityRow(api, uid))?.fundpassVerifiedAt?.getTime()).toBe(api.clock.now());

    for (const frequency of [2, 0]) {
      await api.handle.db.update(userSecurity).set({ fundpassFrequency: frequency }).where(eq(userSecurity.uid, uid));
      expect(parseEnvelope('userFrequency', await (await browser.get(userFrequency.path)).json()).data).toEqual({ frequency });
      expect(await verify()).toBe(0);
    }
  });

  it('get_user_frequency is 1 before anything is set, and needs a session', async () => {
    const { browser } = await newUser(api, 'frequency@example.com');
    expect(await (await browser.get(userFrequency.path)).json()).toEqual({ code: 0, message: 'success', data: { frequency: 1 } });
    expect((await new Browser(api).get(userFrequency.path)).status).toBe(401);
  });
});

describe('wrong attempts lock', () => {
  it('5 wrong fund passwords lock for 15 minutes (even the right one), shown in the overview; then it lifts', async () => {
    const { browser, uid } = await newUser(api, 'lock@example.com');
    await setFundpass(browser, FUND);
    for (let i = 0; i < 4; i++)
      await expectWrong(await post(browser, fundpassVerify.path, { fundpass: `Wrong-${i}-xx` }), 'fundpass', 'Wrong fund password');
    const fifth = await post(browser, fundpassVerify.path, { fundpass: 'Wrong-5-xx' });
    expect(fifth.status).toBe(423);
    const lockedUntil = new Date(api.clock.now() + 15 * MINUTE).toISOString();
    const body = (await fifth.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 42300, locked_until: lockedUntil });
    expect(body.message).toMatch(/^Too many wrong attempts\. Try again after \d\d:\d\d UTC \(in 15 minutes\)\.$/);
    expect(fifth.headers.get('retry-after')).toBe('900');

    api.clock.advance(14 * MINUTE);
    const stillLocked = await post(browser, fundpassVerify.path, { fundpass: FUND });
    expect(stillLocked.status).toBe(423);
    expect(stillLocked.headers.get('retry-after')).toBe('60');
    expect((await post(browser, fundpassChange.path, { old_fundpass: FUND, fundpass: FUND2 })).status).toBe(423);
    const overview = parseEnvelope('securityOverview', await (await browser.get(securityOverview.path)).json()).data;
    expect(overview.locked_until).toBe(lockedUntil);

    api.clock.advance(MINUTE);
    expect((await post(browser, fundpassVerify.path, { fundpass: FUND })).status).toBe(200);
    expect((await lockRows(api, uid)).find((r) => r.kind === 'fundpass')).toMatchObject({ failures: 0, lockedUntil: null });
    expect(parseEnvelope('securityOverview', await (await browser.get(securityOverview.path)).json()).data.locked_until).toBeNull();
  });

  it('a success resets the count: only consecutive failures lock', async () => {
    const { browser } = await newUser(api, 'reset@example.com');
    await setFundpass(browser, FUND);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await post(browser, fundpassVerify.path, { fundpass: 'Wrong-pass-x' })).status).toBe(400);
      expect((await post(browser, fundpassVerify.path, { fundpass: FUND })).status).toBe(200);
    }
  });

  it('an expired lock starts a fresh count', async () => {
    const { browser } = await newUser(api, 'relock@example.com');
    await setFundpass(browser, FUND);
    for (let i = 0; i < 5; i++) await post(browser, fundpassVerify.path, { fundpass: 'Wrong-pass-x' });
    api.clock.advance(15 * MINUTE);
    expect((await post(browser, fundpassVerify.path, { fundpass: 'Wrong-pass-x' })).status).toBe(400);
  });

  it('wrong log-in passwords on set lock set only', async () => {
    const { browser, uid } = await newUser(api, 'lock-login@example.com');
    for (let i = 0; i < 4; i++)
      expect((await post(browser, fundpassSet.path, { login_password: 'Wrong-pass-x', fundpass: FUND })).status).toBe(400);
    expect((await post(browser, fundpassSet.path, { login_password: 'Wrong-pass-x', fundpass: FUND })).status).toBe(423);
    expect((await post(browser, fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: FUND })).status).toBe(423);
    expect((await securityRow(api, uid))?.fundpassHash ?? null).toBeNull();
  });
});
