import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { ENDPOINTS, QUERY_SAFE_PATH, querySafeResponseSchema } from '@ex/contracts';
import { open } from './services/security/secret-box';
import { parseEnvelope, type Browser, type TestApi } from './test/harness';
import { enableTotp, lockRows, newUser, post, securityRow, setFundpass, startSecurityApi, totpAt } from './test/security-helpers';

const { totpSetup, totpConfirm, userFrequency, securityOverview } = ENDPOINTS;
const FUND = 'Fund-pass-1';
const STEP = 30_000;

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi();
});
afterAll(async () => {
  await api?.close();
});

async function setup(browser: Browser) {
  const res = await post(browser, totpSetup.path, {});
  expect(res.status).toBe(200);
  return parseEnvelope('totpSetup', await res.json()).data;
}

/** §7 query_safe as the frequency modal sends it: form-encoded, CSRF header from the cookie. */
function querySafe(browser: Browser, fields: Record<string, string>) {
  return browser.postForm(QUERY_SAFE_PATH, { action: 'tradepassfrequency', ...fields }, browser.csrfHeaders());
}

async function frequencyOf(browser: Browser): Promise<number> {
  return parseEnvelope('userFrequency', await (await browser.get(userFrequency.path)).json()).data.frequency;
}

describe('authenticator set-up', () => {
  it("shows a pending secret as text, otpauth URL (the sub-site's totpName, the e-mail) and QR; stored encrypted", async () => {
    const { browser, uid } = await newUser(api, 'totp@example.com', 'tr.localhost');
    const data = await setup(browser);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Exchange TR');
    expect(url.searchParams.get('secret')).toBe(data.secret);
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Exchange TR:totp@example.com');
    expect(data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const row = await securityRow(api, uid);
    expect(row?.totpSecretEnc ?? null).toBeNull();
    expect(row?.totpPendingEnc).toMatch(/^v1\./);
    expect(row?.totpPendingEnc).not.toContain(data.secret);
    expect(open(api.secrets.totpKey, row?.totpPendingEnc ?? '', `totp:${uid}`)).toBe(data.secret);
    // Bound to its user: the same ciphertext does not open as someone else's.
    expect(() => open(api.secrets.totpKey, row?.totpPendingEnc ?? '', `totp:${uid + 1}`)).toThrow();

    const again = await setup(browser);
    expect(again.secret).not.toBe(data.secret);
  });

  it('is confirmed by a valid code (±1 step), after which set-up is refused', async () => {
    const { browser, uid } = await newUser(api, 'confirm@example.com');
    const confirm = (code: string) => post(browser, totpConfirm.path, { code });
    expect(await (await confirm('123456')).json()).toMatchObject({
      code: 40000,
      field: 'code',
      message: 'Start the authenticator set-up first',
    });
    const { secret } = await setup(browser);
    const wrong = await confirm(totpAt(secret, api.clock.now() + 5 * STEP));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 40102, field: 'code', message: 'Wrong authenticator code' });
    expect((await confirm('12345')).status).toBe(400);

    // The previous step's code is still accepted (phone clock drift).
    expect((await confirm(totpAt(secret, api.clock.now() - STEP))).status).toBe(200);
    const row = await securityRow(api, uid);
    expect(row).toMatchObject({
      totpPendingEnc: null,
      totpEnabledAt: new Date(api.clock.now()),
      totpLastStep: TOTP.counter({ timestamp: api.clock.now() }) - 1,
    });
    expect(open(api.secrets.totpKey, row?.totpSecretEnc ?? '', `totp:${uid}`)).toBe(secret);
    expect(parseEnvelope('securityOverview', await (await browser.get(securityOverview.path)).json()).data.totp_enabled).toBe(true);
    expect(await (await post(browser, totpSetup.path, {})).json()).toMatchObject({ code: 40000, field: 'totp' });
  });
});

describe('frequency change (POST /json_svr/query_safe, form-encoded)', () => {
  it('needs the authenticator first', async () => {
    const { browser } = await newUser(api, 'no-totp@example.com');
    await setFundpass(browser, FUND);
    const res = await querySafe(browser, { frequency: '2', fundpass: FUND, totp: '123456' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: false, msg: 'Set up your authenticator first' });
    expect(await frequencyOf(browser)).toBe(1);
  });

  it('changes with the right fund password and code; the wrong ones are refused with a msg', async () => {
    const { browser } = await newUser(api, 'frequency@example.com');
    await setFundpass(browser, FUND);
    const secret = await enableTotp(api, browser);
    api.clock.advance(STEP);

    const wrongFund = await querySafe(browser, { frequency: '2', fundpass: 'Not-the-fund-1', totp: totpAt(secret, api.clock.now()) });
    expect(wrongFund.status).toBe(200);
    expect(await wrongFund.json()).toEqual({ result: false, msg: 'Wrong fund password' });
    const wrongCode = await querySafe(browser, { frequency: '2', fundpass: FUND, totp: totpAt(secret, api.clock.now() + 4 * STEP) });
    expect(await wrongCode.json()).toEqual({ result: false, msg: 'Wrong authenticator code' });
    expect(await frequencyOf(browser)).toBe(1);

    // The code was not used up by the wrong fund password.
    const right = await querySafe(browser, { frequency: '2', fundpass: FUND, totp: totpAt(secret, api.clock.now()) });
    expect(right.status).toBe(200);
    expect(querySafeResponseSchema.parse(await right.json())).toEqual({ result: true, msg: '' });
    expect(await frequencyOf(browser)).toBe(2);

    api.clock.advance(STEP);
    expect(await (await querySafe(browser, { frequency: '0', fundpass: FUND, totp: totpAt(secret, api.clock.now()) })).json()).toEqual({
      result: true,
      msg: '',
    });
    expect(await frequencyOf(browser)).toBe(0);
  });

  it('malformed input is a 400 that still carries result false and msg', async () => {
    const { browser } = await newUser(api, 'malformed@example.com');
    const cases: Record<string, string>[] = [
      { frequency: '3', fundpass: FUND, totp: '123456' },
      { frequency: '1', fundpass: FUND, totp: '12ab56' },
      { frequency: '1', totp: '123456' },
    ];
    for (const fields of cases) {
      const res = await querySafe(browser, fields);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, code: 40000, msg: expect.any(String) as string });
    }
    const res = await browser.postForm(
      QUERY_SAFE_PATH,
      { action: 'other', frequency: '1', fundpass: FUND, totp: '123456' },
      browser.csrfHeaders(),
    );
    expect(await res.json()).toMatchObject({ result: false, field: 'action' });
  });

  it('issue 10 "A form body with a repeated key must be refused, not resolved to its last value": frequency=2&frequency=0 → 400 naming frequency; nothing changes', async () => {
    const { browser } = await newUser(api, 'repeated@example.com');
    await setFundpass(browser, FUND);
    const secret = await enableTotp(api, browser);
    api.clock.advance(STEP);
    const code = totpAt(secret, api.clock.now());
    const before = await frequencyOf(browser);
    for (const repeated of ['frequency=2&frequency=0', 'frequency=0&frequency=0', 'frequency=2&totp=000000']) {
      const body = `action=tradepassfrequency&fundpass=${FUND}&totp=${code}&${repeated}`;
      const res = await browser.send(QUERY_SAFE_PATH, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...browser.csrfHeaders() },
      });
      expect(res.status).toBe(400);
      const field = repeated.includes('totp') ? 'totp' : 'frequency';
      expect(await res.json()).toMatchObject({ result: false, code: 40000, field, msg: `${field} is sent more than once` });
    }
    expect(await frequencyOf(browser)).toBe(before);
    // The code was never checked, so it was not used up: the same request without the repeat works.
    expect(await (await querySafe(browser, { frequency: '0', fundpass: FUND, totp: code })).json()).toEqual({ result: true, msg: '' });
    expect(await frequencyOf(browser)).toBe(0);
  });
});

describe('codes are single-use', () => {
  it('a replayed code, or one from an earlier step, is refused', async () => {
    const { browser, uid } = await newUser(api, 'replay@example.com');
    await setFundpass(browser, FUND);
    const secret = await enableTotp(api, browser);
    const used = totpAt(secret, api.clock.now());
    // Same step as the confirmation: already used.
    const replay = await querySafe(browser, { frequency: '2', fundpass: FUND, totp: used });
    expect(await replay.json()).toEqual({ result: false, msg: 'This code was already used' });

    api.clock.advance(STEP);
    const fresh = totpAt(secret, api.clock.now());
    expect(await (await querySafe(browser, { frequency: '2', fundpass: FUND, totp: fresh })).json()).toEqual({ result: true, msg: '' });
    expect(await (await querySafe(browser, { frequency: '0', fundpass: FUND, totp: fresh })).json()).toEqual({
      result: false,
      msg: 'This code was already used',
    });
    // Within the window but older than the last accepted step.
    expect(await (await querySafe(browser, { frequency: '0', fundpass: FUND, totp: used })).json()).toEqual({
      result: false,
      msg: 'This code was already used',
    });
    expect(await frequencyOf(browser)).toBe(2);
    expect((await lockRows(api, uid)).find((r) => r.kind === 'totp')?.failures).toBe(2);
  });

  it('two concurrent requests with one code: exactly one succeeds', async () => {
    const { browser } = await newUser(api, 'race@example.com');
    await setFundpass(browser, FUND);
    const secret = await enableTotp(api, browser);
    api.clock.advance(STEP);
    const code = totpAt(secret, api.clock.now());
    const results = await Promise.all(
      ['2', '0'].map(async (frequency) => (await querySafe(browser, { frequency, fundpass: FUND, totp: code })).json()),
    );
    expect(results.filter((r) => (r as { result: boolean }).result)).toHaveLength(1);
  });
});

describe('wrong codes lock', () => {
  it('5 wrong codes → 423 with result false, msg and locked_until; lifted after 15 minutes', async () => {
    const { browser } = await newUser(api, 'totp-lock@example.com');
    await setFundpass(browser, FUND);
    const secret = await enableTotp(api, browser);
    const wrong = () => totpAt(secret, api.clock.now() + 7 * STEP);
    for (let i = 0; i < 4; i++)
      expect(await (await querySafe(browser, { frequency: '2', fundpass: FUND, totp: wrong() })).json()).toEqual({
        result: false,
        msg: 'Wrong authenticator code',
      });
    const locked = await querySafe(browser, { frequency: '2', fundpass: FUND, totp: wrong() });
    expect(locked.status).toBe(423);
    const body = (await locked.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ result: false, code: 42300, locked_until: new Date(api.clock.now() + 15 * 60_000).toISOString() });
    expect(body.msg).toBe(body.message);
    expect(body.msg).toMatch(/^Too many wrong attempts/);

    api.clock.advance(STEP);
    expect((await querySafe(browser, { frequency: '2', fundpass: FUND, totp: totpAt(secret, api.clock.now()) })).status).toBe(423);
    api.clock.advance(15 * 60_000);
    expect(await (await querySafe(browser, { frequency: '2', fundpass: FUND, totp: totpAt(secret, api.clock.now()) })).json()).toEqual({
      result: true,
      msg: '',
    });
  });
});
