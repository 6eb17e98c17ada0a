import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema, type IpCheckResult } from '@ex/contracts';
import { complianceGateStates, eq, sessions, users } from '@ex/db';
import { decodeComplianceToken, encodeComplianceToken, type ComplianceTokenPayload } from '@ex/domain';
import { Browser, parseEnvelope, type TestApi } from './test/harness';
import { newUser, startSecurityApi } from './test/security-helpers';
import { createAuthRateLimits, type AuthRateLimits } from './services/rate-limit';

const { ipCheck, ipGateConfig } = ENDPOINTS;
const GB_IP = '81.2.69.142';
const US_IP = '8.8.8.8';
const STUN = 'stun:127.0.0.1:3478';
const stuns = (list: string[]) => Buffer.from(JSON.stringify(list)).toString('base64');
const COUNTRY = { GB: 826, US: 840, TR: 792 } as const;
const DAY_MS = 86_400_000;

let api: TestApi;
/** The gate as deployed behind a CDN: TRUST_GEO_HEADER=1 and one STUN server. */
let gate: ReturnType<TestApi['createApp']>;
let limits: AuthRateLimits;
beforeAll(async () => {
  api = await startSecurityApi();
  // Every request here comes from one (socket-less) address; the check's rate limits are tested in
  // security-rate-limits.int.test.ts, so this app's are out of the way.
  const roomy = { limit: 100_000, windowMs: 60_000 };
  limits = createAuthRateLimits({
    logger: api.logger,
    rules: { ipCheckIp: { name: 'ip-check-ip', ...roomy }, ipCheckUid: { name: 'ip-check-uid', ...roomy } },
  });
  gate = api.createApp({ trustGeoHeader: true, ipGate: { enabled: true, stunServers: [STUN] }, rateLimits: limits });
});
afterAll(async () => {
  await limits?.close();
  await api?.close();
});

let serial = 0;
/** A signed-in user whose account country is `country` (ISO numeric), browsing through `app`. */
async function gateUser(country: number, app = gate): Promise<{ browser: Browser; uid: number }> {
  const { browser: viaDefault, uid } = await newUser(api, `gate${++serial}@example.com`);
  await api.handle.db.update(users).set({ country }).where(eq(users.uid, uid));
  // The expiry tests move the clock a day on; the session must outlive that.
  await api.handle.db
    .update(sessions)
    .set({ expiresAt: new Date(api.clock.now() + 7 * DAY_MS) })
    .where(eq(sessions.uid, uid));
  const browser = new Browser({ app });
  for (const [name, value] of viaDefault.cookies) browser.cookies.set(name, value);
  return { browser, uid };
}

async function check(browser: Browser, body: Record<string, unknown>, requestCountry = 'GB'): Promise<IpCheckResult> {
  const res = await browser.postJson(ipCheck.path, body, { ...browser.csrfHeaders(), 'x-geo-country': requestCountry });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return parseEnvelope('ipCheck', await res.json()).data;
}

const nowSeconds = () => Math.floor(api.clock.now() / 1000);

describe('GET ip-penetration/config', () => {
  it('is public and reports the switch and the STUN servers', async () => {
    const read = async (app: ReturnType<TestApi['createApp']>) =>
      parseEnvelope('ipGateConfig', await (await new Browser({ app }).get(ipGateConfig.path)).json()).data;
    expect(await read(gate)).toEqual({ enabled: true, stun_servers: [STUN] });
    expect(await read(api.app)).toEqual({ enabled: true, stun_servers: [] });
    expect(await read(api.createApp({ ipGate: { enabled: false, stunServers: [] } }))).toEqual({ enabled: false, stun_servers: [] });
  });
});

describe('POST ip-penetration/check, type 1', () => {
  const cases = [
    { name: 'GB account, GB request, GB IP: nothing to show', account: COUNTRY.GB, request: 'GB', ips: [GB_IP], result: 1 },
    { name: 'GB account, GB request, US IP: VPN hides the address (3)', account: COUNTRY.GB, request: 'GB', ips: [US_IP], result: 3 },
    { name: 'GB account, GB request, GB and US IPs (3)', account: COUNTRY.GB, request: 'GB', ips: [GB_IP, US_IP], result: 3 },
    { name: 'GB account, US request, US IP: abroad or a shared VPN exit (0)', account: COUNTRY.GB, request: 'US', ips: [US_IP], result: 0 },
    { name: 'TR account, GB request, no IPs (0)', account: COUNTRY.TR, request: 'GB', ips: [], result: 0 },
    {
      name: 'GB account, GB request, private IPs only: ignored (1)',
      account: COUNTRY.GB,
      request: 'GB',
      ips: ['192.168.1.20', '10.0.0.2'],
      result: 1,
    },
    { name: 'unknown account country (0), US request, US IP (1)', account: 0, request: 'US', ips: [US_IP], result: 1 },
  ];
  it.each(cases)('$name', async ({ account, request, ips, result }) => {
    const { browser } = await gateUser(account);
    const data = await check(browser, { type: 1, ips, stuns: stuns([STUN]) }, request);
    expect(data.result).toBe(result);
    expect(data.closable).toBe(1);
    if (result === 1) expect(data).toMatchObject({ title: '', content: '', button: '', url: '' });
    else expect(data.content).toMatch(/VPN/);
    // Every answer carries a fresh token of this user.
    expect(decodeComplianceToken(data.token)?.uid).toBeGreaterThan(0);
  });

  it('accepts a form-encoded body with a comma-separated ips list (§7 "form or JSON")', async () => {
    const { browser } = await gateUser(COUNTRY.GB);
    const res = await browser.postForm(
      ipCheck.path,
      { type: '1', ips: `${GB_IP}, ${US_IP}`, stuns: stuns([STUN]) },
      { ...browser.csrfHeaders(), 'x-geo-country': 'GB' },
    );
    expect(res.status).toBe(200);
    expect(parseEnvelope('ipCheck', await res.json()).data.result).toBe(3);
  });

  it('without TRUST_GEO_HEADER a spoofed X-Geo-Country is ignored: the request country is unknown, nothing compared', async () => {
    const { browser } = await gateUser(COUNTRY.GB, api.app);
    expect((await check(browser, { type: 1, ips: [US_IP] }, 'GB')).result).toBe(1);
  });

  it('answers 1 when the gate is switched off', async () => {
    const { browser } = await gateUser(COUNTRY.GB, api.createApp({ trustGeoHeader: true, ipGate: { enabled: false, stunServers: [] } }));
    expect((await check(browser, { type: 1, ips: [US_IP] }, 'GB')).result).toBe(1);
  });

  const bad = [
    { name: 'type 5', body: { type: 5 }, field: 'type' },
    { name: 'no type', body: { ips: [US_IP] }, field: 'type' },
    { name: 'ips not a list', body: { type: 1, ips: { a: 1 } }, field: 'ips' },
    { name: 'more than 16 ips', body: { type: 1, ips: Array.from({ length: 17 }, (_, i) => `8.8.8.${i}`) }, field: 'ips' },
    { name: 'stuns not base64', body: { type: 1, ips: [US_IP], stuns: '%%%' }, field: 'stuns' },
    { name: 'stuns base64 of non-JSON', body: { type: 1, ips: [US_IP], stuns: Buffer.from('stun:x').toString('base64') }, field: 'stuns' },
    {
      name: 'stuns base64 of a list of non-STUN URLs',
      body: { type: 1, ips: [US_IP], stuns: stuns(['https://evil.example']) },
      field: 'stuns',
    },
  ];
  it.each(bad)('a bad body ($name) is a 400 naming $field', async ({ body, field }) => {
    const { browser } = await gateUser(COUNTRY.GB);
    const res = await browser.postJson(ipCheck.path, body, { ...browser.csrfHeaders(), 'x-geo-country': 'GB' });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 40000, field });
  });
});

describe('POST ip-penetration/check, types 2 and 3 and the token', () => {
  it('type 2 is the upgrade prompt with the default url', async () => {
    const { browser } = await gateUser(COUNTRY.GB);
    const data = await check(browser, { type: 2 });
    expect(data).toMatchObject({ result: 2, url: '/myaccount/kyc3_v1', closable: 1 });
    expect(data.button).not.toBe('');
  });

  it('type 3 (confirmed) signs result value 1 for 24 h; reusing that token gives the result-2 prompt until it expires', async () => {
    const { browser, uid } = await gateUser(COUNTRY.GB);
    const confirmed = await check(browser, { type: 3 });
    expect(confirmed).toMatchObject({ result: 2, url: '/myaccount/kyc3_v1' });
    expect(decodeComplianceToken(confirmed.token)).toMatchObject({ uid, result: { value: 1, valid_period: nowSeconds() + 86_400 } });

    const reused = await check(browser, { type: 1, ips: [GB_IP], token: confirmed.token });
    expect(reused.result).toBe(2);
    // Issue 10: the confirmation is stored on the server, so the same check without the token is 2 too.
    expect((await check(browser, { type: 1, ips: [GB_IP] })).result).toBe(2);

    api.clock.advance(DAY_MS);
    try {
      expect((await check(browser, { type: 1, ips: [GB_IP], token: reused.token })).result).toBe(1);
    } finally {
      api.clock.advance(-DAY_MS);
    }
  });

  it('the third VPN notice within 24 h is the detection notice (4, not closable), and the token keeps it', async () => {
    const { browser } = await gateUser(COUNTRY.GB);
    const first = await check(browser, { type: 1, ips: [US_IP] });
    const second = await check(browser, { type: 1, ips: [US_IP], token: first.token });
    const third = await check(browser, { type: 1, ips: [US_IP], token: second.token });
    expect([first.result, second.result, third.result]).toEqual([3, 3, 4]);
    expect(third).toMatchObject({ closable: 0, url: '/myaccount/kyc3_v1' });
    expect(decodeComplianceToken(third.token)?.limit).toMatchObject({ value: 3, limit_times: 3 });

    // A clean check with the token still answers 4; so does confirming the upgrade first.
    const clean = await check(browser, { type: 1, ips: [GB_IP], token: third.token });
    expect(clean.result).toBe(4);
    const upgraded = await check(browser, { type: 3, token: clean.token });
    expect((await check(browser, { type: 1, ips: [GB_IP], token: upgraded.token })).result).toBe(4);

    api.clock.advance(DAY_MS);
    try {
      expect((await check(browser, { type: 1, ips: [GB_IP], token: clean.token })).result).toBe(1);
    } finally {
      api.clock.advance(-DAY_MS);
    }
  });

  const alterations = [
    {
      name: 'result value 1 added (trusted: the result-2 prompt)',
      alter: (p: ComplianceTokenPayload) => ({ ...p, result: { value: 1, valid_period: nowSeconds() + 3600 } }),
    },
    {
      name: 'limit_times lowered to 1 (trusted: the detection notice)',
      alter: (p: ComplianceTokenPayload) => ({ ...p, limit: { ...p.limit, limit_times: 1 } }),
    },
    {
      name: 'count raised to 2 (trusted: this is the third notice, 4)',
      alter: (p: ComplianceTokenPayload) => ({ ...p, limit: { ...p.limit, value: 2 } }),
    },
    {
      name: 'window extended by a day (trusted: the longer window is kept)',
      alter: (p: ComplianceTokenPayload) => ({ ...p, limit: { ...p.limit, valid_period: p.limit.valid_period + 86_400 } }),
    },
  ];
  it.each(alterations)('an altered token ($name), signature kept, counts as absent and is logged without the token', async ({ alter }) => {
    const { browser, uid } = await gateUser(COUNTRY.GB);
    const first = await check(browser, { type: 1, ips: [US_IP] });
    const decoded = decodeComplianceToken(first.token);
    if (!decoded) throw new Error('no token');
    const { sig, ...payload } = decoded;
    expect(payload.limit.value).toBe(1);
    const forged = encodeComplianceToken(alter(payload), sig);
    const before = api.logLines.length;
    // Absent: the stored state alone decides, so this VPN notice is the second of the same window (3).
    const second = await check(browser, { type: 1, ips: [US_IP], token: forged });
    expect(second.result).toBe(3);
    expect(decodeComplianceToken(second.token)?.limit).toEqual({ ...payload.limit, value: 2 });
    const logged = api.logLines.slice(before).join('');
    expect(logged).toContain('compliance token ignored');
    expect(logged).toContain(`"uid":${uid}`);
    expect(logged).toContain('bad signature');
    expect(logged).not.toContain(forged);
    expect(logged).not.toContain(US_IP);
  });

  it('a forged token claiming result value 1 (signature made up) is ignored', async () => {
    const { browser, uid } = await gateUser(COUNTRY.GB);
    const forged = encodeComplianceToken(
      { uid, result: { value: 1, valid_period: nowSeconds() + 3600 }, limit: { value: 0, limit_times: 3, valid_period: 0 } },
      '0'.repeat(64),
    );
    expect((await check(browser, { type: 1, ips: [GB_IP], token: forged })).result).toBe(1);
    expect((await check(browser, { type: 1, ips: [GB_IP], token: 'garbage!' })).result).toBe(1);
  });

  it("another user's valid token is ignored", async () => {
    const alice = await gateUser(COUNTRY.GB);
    const bob = await gateUser(COUNTRY.GB);
    let token = '';
    for (let i = 0; i < 3; i++) token = (await check(alice.browser, { type: 1, ips: [US_IP], token })).token;
    expect((await check(alice.browser, { type: 1, ips: [GB_IP], token })).result).toBe(4);
    const bobs = await check(bob.browser, { type: 1, ips: [GB_IP], token });
    expect(bobs.result).toBe(1);
    expect(decodeComplianceToken(bobs.token)).toMatchObject({ uid: bob.uid, limit: { value: 0 } });
  });
});

describe('POST ip-penetration/check, session and CSRF', () => {
  it('without a session: 401', async () => {
    const res = await new Browser({ app: gate }).postJson(ipCheck.path, { type: 2 }, { 'x-csrftoken': '1' });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(await res.json()).code).toBe(40100);
  });

  it('without the CSRF header: 403', async () => {
    const { browser } = await gateUser(COUNTRY.GB);
    const res = await browser.postJson(ipCheck.path, { type: 2 });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(await res.json()).code).toBe(40301);
  });
});

/** The user's stored gate state (issue 10). */
async function storedState(uid: number) {
  const [row] = await api.handle.db.select().from(complianceGateStates).where(eq(complianceGateStates.uid, uid));
  return row;
}

/** The clock moved by `ms` for the duration of `run`. */
async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  api.clock.advance(ms);
  try {
    return await run();
  } finally {
    api.clock.advance(-ms);
  }
}

describe('issue 10 finding 3: the detection notice (4) cannot be escaped by dropping or replacing the token', () => {
  /** The attack's first step, as the browser does it: three VPN notices, each check sending the last token. */
  async function detected(): Promise<{ browser: Browser; uid: number; tokens: string[] }> {
    const user = await gateUser(COUNTRY.GB);
    const tokens: string[] = [];
    const results: number[] = [];
    for (let i = 0; i < 3; i++) {
      const data = await check(user.browser, { type: 1, ips: [US_IP], ...(i > 0 ? { token: tokens[i - 1] } : {}) });
      results.push(data.result);
      tokens.push(data.token);
    }
    expect(results).toEqual([3, 3, 4]);
    return { ...user, tokens };
  }

  const replacements: { name: string; token: (ctx: { uid: number; tokens: string[] }) => Promise<string | undefined> }[] = [
    { name: 'no token at all', token: async () => undefined },
    { name: 'an empty token', token: async () => '' },
    { name: 'the older result-3 token of the first notice', token: async ({ tokens }) => tokens[0] },
    { name: 'the result-3 token of the second notice', token: async ({ tokens }) => tokens[1] },
    {
      name: 'a forged token claiming no notices (signature made up)',
      token: async ({ uid }) =>
        encodeComplianceToken(
          { uid, result: { value: 0, valid_period: 0 }, limit: { value: 0, limit_times: 3, valid_period: nowSeconds() + 3600 } },
          'c'.repeat(64),
        ),
    },
    {
      name: "another user's valid clean token",
      token: async () => (await check((await gateUser(COUNTRY.GB)).browser, { type: 1, ips: [GB_IP] })).token,
    },
    { name: 'garbage', token: async () => 'bm90IGEgdG9rZW4=' },
  ];
  it.each(replacements)('with $name the same user and address still get 4, not closable, and nothing is counted off', async ({ token }) => {
    const { browser, uid, tokens } = await detected();
    const replacement = await token({ uid, tokens });
    const body = replacement === undefined ? {} : { token: replacement };
    for (const ips of [[US_IP], [GB_IP], []]) {
      const data = await check(browser, { type: 1, ips, ...body });
      expect(data).toMatchObject({ result: 4, closable: 0, url: '/myaccount/kyc3_v1' });
      // The answer's token carries the stored state again, not the replacement's.
      expect(decodeComplianceToken(data.token)?.limit).toMatchObject({ value: 3, limit_times: 3 });
    }
    expect(await storedState(uid)).toMatchObject({ limitValue: 3, limitTimes: 3, lastResult: 4 });
  });

  it("the state is the user's, not the address's: from another country and address it is 4 too", async () => {
    const { browser } = await detected();
    expect((await check(browser, { type: 1, ips: [US_IP] }, 'US')).result).toBe(4);
  });

  it('the server counts the notices itself: three checks that never send a token reach 4', async () => {
    const { browser, uid } = await gateUser(COUNTRY.GB);
    const results: number[] = [];
    for (let i = 0; i < 3; i++) results.push((await check(browser, { type: 1, ips: [US_IP] })).result);
    expect(results).toEqual([3, 3, 4]);
    expect((await check(browser, { type: 1, ips: [GB_IP] })).closable).toBe(0);
    expect(await storedState(uid)).toMatchObject({ limitValue: 3, lastResult: 4 });
  });

  it('confirming the upgrade neither lifts a 4 nor keeps a VPN user below the limit', async () => {
    const held = await detected();
    expect((await check(held.browser, { type: 3 })).result).toBe(2);
    expect((await check(held.browser, { type: 1, ips: [GB_IP] })).result).toBe(4);

    // Confirming first: the reminder (2) replaces the VPN notices, which still count.
    const { browser } = await gateUser(COUNTRY.GB);
    expect((await check(browser, { type: 3 })).result).toBe(2);
    const results: number[] = [];
    for (let i = 0; i < 3; i++) results.push((await check(browser, { type: 1, ips: [US_IP] })).result);
    expect(results).toEqual([2, 2, 4]);
  });

  it('after valid_period the 4 lifts: a clean check is clean, a VPN notice opens a new window, an old 4-token restores nothing', async () => {
    const { browser, uid, tokens } = await detected();
    const end = decodeComplianceToken(tokens[2])?.limit.valid_period ?? 0;
    expect(end).toBe(nowSeconds() + 86_400);
    const toEnd = (end - nowSeconds()) * 1000;
    await later(toEnd - 1000, async () => {
      expect((await check(browser, { type: 1, ips: [GB_IP] })).result).toBe(4);
    });
    await later(toEnd, async () => {
      expect((await check(browser, { type: 1, ips: [GB_IP], token: tokens[2] })).result).toBe(1);
      expect(await storedState(uid)).toMatchObject({ limitValue: 0, limitValidPeriod: null, lastResult: 1 });
      const again = await check(browser, { type: 1, ips: [US_IP] });
      expect(again).toMatchObject({ result: 3, closable: 1 });
      expect(decodeComplianceToken(again.token)?.limit).toEqual({ value: 1, limit_times: 3, valid_period: nowSeconds() + 86_400 });
    });
  });

  it('concurrent checks of one user neither lose a count nor open two windows', async () => {
    const { browser, uid } = await gateUser(COUNTRY.GB);
    const burst = async (n: number) =>
      (await Promise.all(Array.from({ length: n }, () => check(browser, { type: 1, ips: [US_IP] })))).map((d) => d.result).sort();
    expect(await burst(3)).toEqual([3, 3, 4]);
    expect(await storedState(uid)).toMatchObject({ limitValue: 3, lastResult: 4 });

    // Once the window has ended, two concurrent notices open one new window and count 2 in it.
    await later(86_400_000, async () => {
      expect(await burst(2)).toEqual([3, 3]);
      const row = await storedState(uid);
      expect(row).toMatchObject({ limitValue: 2 });
      expect(row?.limitValidPeriod?.getTime()).toBe(api.clock.now() + 86_400_000);
    });
  });
});
