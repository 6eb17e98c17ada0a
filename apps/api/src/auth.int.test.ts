import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ex/contracts';
import { eq, sessions, users } from '@ex/db';
import { Browser, TEST_TTL_SECONDS, parseEnvelope, sessionCount, setCookies, startTestApi, userCount, type TestApi } from './test/harness';
import { sessionIdOf } from './services/sessions';

const { signup, login, logout, userInfo } = ENDPOINTS;
const PASSWORD = 'Sup3r-secret-pw';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function info(browser: Browser) {
  const res = await browser.get(userInfo.path);
  expect(res.status).toBe(200);
  return parseEnvelope('userInfo', await res.json()).data;
}

describe('sign-up, log-in, log-out', () => {
  it('signs up, sets sid (httpOnly) plus readable uid and nickname, and is logged in', async () => {
    const browser = new Browser(api);
    const res = await browser.postJson(signup.path, { email: 'Alice@Example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    const body = parseEnvelope('signup', await res.json());
    expect(body.data.nickname).toBe('alice');
    expect(body.data.uid).toBeGreaterThanOrEqual(10000001);

    const cookies = setCookies(res);
    const sid = cookies.get('sid') ?? '';
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Path=\//);
    expect(sid).toMatch(new RegExp(`Max-Age=${TEST_TTL_SECONDS}`));
    expect(sid).not.toMatch(/Secure/);
    expect(cookies.get('uid')).toMatch(new RegExp(`^uid=${body.data.uid};`));
    expect(cookies.get('uid')).not.toMatch(/HttpOnly/i);
    expect(cookies.get('nickname')).toMatch(/^nickname=alice;/);
    expect(cookies.get('nickname')).not.toMatch(/HttpOnly/i);

    // Only the hash of the token is stored.
    const token = browser.cookies.get('sid') ?? '';
    const rows = await api.handle.db.select().from(sessions).where(eq(sessions.uid, body.data.uid));
    expect(rows.map((r) => r.id)).toEqual([sessionIdOf(token)]);
    expect(rows.map((r) => r.id)).not.toContain(token);

    const me = await info(browser);
    expect(me).toMatchObject({
      is_login: true,
      uid: body.data.uid,
      email: 'alice@example.com',
      nickname: 'alice',
      verified: 0,
      sub_site_id: 0,
    });
    expect(me.total_usd).toBe('0.00');
  });

  it('marks cookies Secure behind an https proxy', async () => {
    const res = await new Browser(api).postJson(
      signup.path,
      { email: 'secure@example.com', password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(200);
    for (const line of setCookies(res).values()) expect(line).toMatch(/; Secure/);
  });

  it('records the sub-site of the sign-up host and an explicit nickname', async () => {
    const browser = new Browser(api, 'tr.localhost');
    const res = await browser.postJson(signup.path, { email: 'ayse@example.com', password: PASSWORD, nickname: 'Ayşe' });
    expect(res.status).toBe(200);
    expect(browser.cookies.get('nickname')).toBe(encodeURIComponent('Ayşe'));
    expect(await info(browser)).toMatchObject({ nickname: 'Ayşe', sub_site_id: 177 });
  });

  it('logs in with the right password, case-insensitively on the e-mail', async () => {
    const browser = new Browser(api);
    const res = await browser.postJson(login.path, { email: 'ALICE@example.COM', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(parseEnvelope('login', await res.json()).data.nickname).toBe('alice');
    expect((await info(browser)).is_login).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await new Browser(api).postJson(login.path, { email: 'alice@example.com', password: 'Wrong-pass-1' });
    const unknown = await new Browser(api).postJson(login.path, { email: 'nobody@example.com', password: 'Wrong-pass-1' });
    const expected = { code: 40101, message: 'E-mail or password is incorrect' };
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('logs out: the session row is gone, cookies cleared, get_info is a visitor', async () => {
    const browser = new Browser(api);
    await browser.postJson(login.path, { email: 'alice@example.com', password: PASSWORD });
    const token = browser.cookies.get('sid') ?? '';
    const before = await api.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(before).toHaveLength(1);

    const res = await browser.postJson(logout.path, {});
    expect(res.status).toBe(200);
    expect(parseEnvelope('logout', await res.json()).data).toEqual({ ok: true });
    expect([...setCookies(res).keys()].sort()).toEqual(['csrftoken', 'nickname', 'sid', 'uid']);
    expect(
      await api.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token))),
    ).toHaveLength(0);
    expect(browser.cookies.size).toBe(0);
    expect((await info(browser)).is_login).toBe(false);

    // Replaying the old token does not bring the session back.
    const replay = new Browser(api);
    replay.cookies.set('sid', token);
    expect((await info(replay)).is_login).toBe(false);
  });

  it('logs out without a session too', async () => {
    const res = await new Browser(api).postForm(logout.path, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, message: 'success', data: { ok: true } });
  });
});

describe('sessions', () => {
  it('expires after the TTL by the injected clock, and the row is deleted', async () => {
    const browser = new Browser(api);
    await browser.postJson(login.path, { email: 'alice@example.com', password: PASSWORD });
    const id = sessionIdOf(browser.cookies.get('sid') ?? '');
    api.clock.advance(TEST_TTL_SECONDS * 1000 - 1000);
    expect((await info(browser)).is_login).toBe(true);
    api.clock.advance(2000);
    const res = await browser.get(userInfo.path);
    expect(parseEnvelope('userInfo', await res.json()).data.is_login).toBe(false);
    expect(await api.handle.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    // The stale cookies are cleared so the page no longer thinks it is logged in.
    expect([...setCookies(res).keys()].sort()).toEqual(['csrftoken', 'nickname', 'sid', 'uid']);
    expect(browser.cookies.size).toBe(0);
  });

  it('never trusts forged uid/nickname cookies without a session', async () => {
    const [alice] = await api.handle.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    const browser = new Browser(api);
    browser.cookies.set('uid', String(alice?.uid));
    browser.cookies.set('nickname', 'alice');
    browser.cookies.set('sid', 'A'.repeat(43));
    const res = await browser.get(userInfo.path);
    const data = parseEnvelope('userInfo', await res.json()).data;
    expect(data.is_login).toBe(false);
    expect(data.uid).toBe(0);
    expect(data.email).toBe('');
    expect([...setCookies(res).keys()].sort()).toEqual(['nickname', 'sid', 'uid']);
    expect((await browser.get(ENDPOINTS.totalFunds.path)).status).toBe(401);
  });
});

describe('identity cookies follow the session', () => {
  it('an edited uid cookie next to a valid session is ignored and rewritten', async () => {
    const browser = new Browser(api);
    const res = await browser.postJson(login.path, { email: 'alice@example.com', password: PASSWORD });
    const { uid } = parseEnvelope('login', await res.json()).data;
    browser.cookies.set('uid', '10000001');
    browser.cookies.delete('nickname');
    const infoRes = await browser.get(userInfo.path);
    expect(parseEnvelope('userInfo', await infoRes.json()).data).toMatchObject({ uid, nickname: 'alice' });
    const cookies = setCookies(infoRes);
    expect([...cookies.keys()].sort()).toEqual(['nickname', 'uid']);
    expect(browser.cookies.get('uid')).toBe(String(uid));
    expect(browser.cookies.get('nickname')).toBe('alice');
    // Nothing to rewrite the next time.
    expect((await browser.get(userInfo.path)).headers.getSetCookie()).toEqual([]);
  });
});

describe('duplicate e-mails', () => {
  it('answers 409 on the same e-mail in another case and keeps one row', async () => {
    const first = await new Browser(api).postJson(signup.path, { email: 'dup@example.com', password: PASSWORD });
    expect(first.status).toBe(200);
    const before = await userCount(api);
    const again = await new Browser(api).postJson(signup.path, { email: 'DUP@Example.com', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 40900, field: 'email', message: 'An account with this e-mail already exists' });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await userCount(api)).toBe(before);
    expect(await api.handle.db.select().from(users).where(eq(users.email, 'dup@example.com'))).toHaveLength(1);
  });

  it('lets exactly one of several concurrent sign-ups win', async () => {
    const sessionsBefore = await sessionCount(api);
    const results = await Promise.all(
      ['race@example.com', 'RACE@example.com', 'Race@Example.com', 'race@EXAMPLE.com'].map((email) =>
        new Browser(api).postJson(signup.path, { email, password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await api.handle.db.select().from(users).where(eq(users.email, 'race@example.com'))).toHaveLength(1);
    expect(await sessionCount(api)).toBe(sessionsBefore + 1);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, cookies or raw e-mails', async () => {
    const browser = new Browser(api);
    const secret = 'Log-me-never-42';
    await browser.postJson(signup.path, { email: 'logcheck@example.com', password: secret });
    await browser.postForm(login.path, { email: 'logcheck@example.com', password: secret });
    await browser.postJson(login.path, { email: 'logcheck@example.com', password: 'Wrong-one-42' });
    await browser.get(userInfo.path);
    const token = browser.cookies.get('sid') ?? '';
    expect(token).not.toBe('');
    const all = api.logLines.join('\n');
    expect(api.logLines.length).toBeGreaterThan(3);
    expect(all).not.toContain(secret);
    expect(all).not.toContain('Wrong-one-42');
    expect(all).not.toContain(token);
    expect(all).not.toContain(sessionIdOf(token));
    expect(all).not.toContain('logcheck@example.com');
    expect(all).not.toMatch(/scrypt\$/);
    for (const line of api.logLines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
