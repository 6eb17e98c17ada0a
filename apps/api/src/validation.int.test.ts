import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema } from '@ex/contracts';
import { Browser, parseEnvelope, startTestApi, userCount, type TestApi } from './test/harness';

const { signup, login } = ENDPOINTS;
const PASSWORD = 'Valid-pass-123';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function expectInvalid(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.code).toBe(40000);
  expect(body.field).toBe(field);
  expect(body.errors?.map((e) => e.field)).toContain(field);
  expect(body.message.length).toBeGreaterThan(0);
  expect(res.headers.getSetCookie()).toEqual([]);
  return body;
}

describe('sign-up input validation (nothing is written)', () => {
  const cases: [string, unknown, string][] = [
    ['missing e-mail', { password: PASSWORD }, 'email'],
    ['bad e-mail', { email: 'not-an-email', password: PASSWORD }, 'email'],
    ['short password', { email: 'short@example.com', password: 'a1' }, 'password'],
    ['129-character password', { email: 'long@example.com', password: 'a1'.padEnd(129, 'x') }, 'password'],
    ['password without digits', { email: 'nodigit@example.com', password: 'abcdefghij' }, 'password'],
    ['bad nickname', { email: 'nick@example.com', password: PASSWORD, nickname: '<script>' }, 'nickname'],
    ['not an object', ['email'], 'body'],
  ];
  for (const [name, body, field] of cases) {
    it(`${name} → 400 naming ${field}`, async () => {
      const before = await userCount(api);
      await expectInvalid(await new Browser(api).postJson(signup.path, body), field);
      expect(await userCount(api)).toBe(before);
    });
  }

  it('accepts a 128-character password', async () => {
    const res = await new Browser(api).postJson(signup.path, { email: 'max@example.com', password: 'a1'.padEnd(128, 'x') });
    expect(res.status).toBe(200);
  });

  it('malformed JSON → 400', async () => {
    const before = await userCount(api);
    const res = await new Browser(api).send(signup.path, {
      method: 'POST',
      body: '{"email": "x@example.com",',
      headers: { 'content-type': 'application/json' },
    });
    const body = await expectInvalid(res, 'body');
    expect(body.message).toBe('Malformed JSON body');
    expect(await userCount(api)).toBe(before);
  });

  it('issue 10 "a repeated key must be refused": a JSON key or form field sent twice → 400 naming it; no account', async () => {
    const before = await userCount(api);
    const json = `{"email":"first@example.com","password":"${PASSWORD}","email":"second@example.com"}`;
    const res = await new Browser(api).send(signup.path, { method: 'POST', body: json, headers: { 'content-type': 'application/json' } });
    expect((await expectInvalid(res, 'email')).message).toBe('email is sent more than once');
    const form = `email=first%40example.com&password=${PASSWORD}&email=second%40example.com`;
    const formRes = await new Browser(api).send(signup.path, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await expectInvalid(formRes, 'email')).message).toBe('email is sent more than once');
    expect(await userCount(api)).toBe(before);
  });

  it('an unsupported content type → 400', async () => {
    const res = await new Browser(api).send(signup.path, { method: 'POST', body: 'x', headers: { 'content-type': 'text/xml' } });
    await expectInvalid(res, 'body');
  });

  it('an oversized body → 413 without reading it into a sign-up', async () => {
    const before = await userCount(api);
    const res = await new Browser(api).postJson(signup.path, { email: 'big@example.com', password: PASSWORD, ch: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 40000, field: 'body' });
    expect(await userCount(api)).toBe(before);
  });

  it('a form-encoded valid body works (the §7 POST client form-encodes)', async () => {
    const browser = new Browser(api);
    const res = await browser.postForm(signup.path, { email: 'form@example.com', password: PASSWORD, ch: 'banner' });
    expect(res.status).toBe(200);
    const info = parseEnvelope('userInfo', await (await browser.get(ENDPOINTS.userInfo.path)).json());
    expect(info.data).toMatchObject({ is_login: true, email: 'form@example.com', user_info: { from_channel: 'banner' } });
  });

  it('a form-encoded invalid body names the field', async () => {
    await expectInvalid(await new Browser(api).postForm(signup.path, { email: 'form2@example.com', password: 'short' }), 'password');
  });

  it('log-in validates too: missing password and 129 characters', async () => {
    await expectInvalid(await new Browser(api).postJson(login.path, { email: 'form@example.com' }), 'password');
    await expectInvalid(await new Browser(api).postJson(login.path, { email: 'form@example.com', password: 'x'.repeat(129) }), 'password');
    await expectInvalid(await new Browser(api).postJson(login.path, { email: 'nope', password: 'x' }), 'email');
  });

  it('the settings query is validated', async () => {
    await expectInvalid(await new Browser(api).get(`${ENDPOINTS.siteSettings.path}?fiat=euro`), 'fiat');
  });
});

describe('errors are JSON', () => {
  const protectedPaths = [ENDPOINTS.totalFunds, ENDPOINTS.kycStatus, ENDPOINTS.userTier, ENDPOINTS.vipUserTier].map((e) => e.path);
  for (const path of protectedPaths) {
    it(`401 on ${path} without a session`, async () => {
      const res = await new Browser(api).get(path);
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(await res.json()).code).toBe(40100);
    });
  }

  it('unknown API path → 404 JSON', async () => {
    for (const path of ['/api/web/v1/nope', '/apiw/v2/whatever', '/api/web/v1/usercenter/get_info/extra']) {
      const res = await new Browser(api).get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ code: 40400, message: 'Not found' });
    }
  });

  it('a cross-site POST (foreign Origin) is refused; our own sub-site origins are fine', async () => {
    const before = await userCount(api);
    const foreign = await new Browser(api).postJson(
      signup.path,
      { email: 'csrf@example.com', password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(apiErrorSchema.parse(await foreign.json()).code).toBe(40300);
    expect(await userCount(api)).toBe(before);
    const own = await new Browser(api, 'tr.localhost:3000').postJson(
      signup.path,
      { email: 'own@example.com', password: PASSWORD },
      { origin: 'http://tr.localhost:3000' },
    );
    expect(own.status).toBe(200);
  });

  it('issue 10 finding 6 "The CSRF Origin check must compare the port as well": another port on our host is refused, nothing written', async () => {
    const before = await userCount(api);
    for (const origin of ['http://localhost:9999', 'http://tr.localhost:9999', 'https://localhost:3000', 'http://localhost']) {
      const res = await new Browser(api, 'localhost:3000').postJson(
        signup.path,
        { email: 'port@example.com', password: PASSWORD },
        { origin },
      );
      expect(res.status, origin).toBe(403);
      expect(apiErrorSchema.parse(await res.json()).code, origin).toBe(40300);
    }
    expect(await userCount(api)).toBe(before);
  });

  it('issue 10 finding 5 "on every response, pages and API alike": the API sets the security headers itself, errors included; HSTS under https', async () => {
    const expected = {
      'content-security-policy': "frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'cross-origin-opener-policy': 'same-origin',
    };
    const ok = await new Browser(api).get(ENDPOINTS.userInfo.path);
    const missing = await new Browser(api).get('/api/web/v1/nope');
    const refused = await new Browser(api).postJson(signup.path, {}, { origin: 'https://evil.example' });
    for (const res of [ok, missing, refused]) {
      expect(Object.fromEntries([...res.headers].filter(([name]) => name in expected))).toEqual(expected);
      expect(res.headers.has('strict-transport-security')).toBe(false);
    }
    expect([ok.status, missing.status, refused.status]).toEqual([200, 404, 403]);
    const https = await new Browser(api).get(ENDPOINTS.userInfo.path, { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('API responses are not cacheable', async () => {
    const res = await new Browser(api).get(ENDPOINTS.userInfo.path);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('health reports the database kind', async () => {
    const res = await new Browser(api).get('/api/health');
    expect(await res.json()).toEqual({ code: 0, message: 'success', data: { ok: true, db: api.handle.kind } });
  });
});

// Last in the file: it closes this file's database.
describe('unexpected errors', () => {
  it('→ 500 JSON without a stack trace or driver message, and the error is logged', async () => {
    await api.handle.close();
    const res = await new Browser(api).get(ENDPOINTS.homeStats.path);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 50000, message: 'Internal server error' });
    expect(text).not.toMatch(/at |stack|select/i);
    expect(api.logLines.some((line) => line.includes('unhandled error'))).toBe(true);
  });
});
