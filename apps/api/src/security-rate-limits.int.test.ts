import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ex/contracts';
import { Browser, startTestApi, type TestApi } from './test/harness';
import { createAuthRateLimits } from './services/rate-limit';

/*
 * Issue 20 "Rate limiting: applied to sign-in, sign-up, fund-password, TOTP and ip-penetration
 * endpoints, per IP and per account … in Redis when REDIS_URL is set … a 429 with Retry-After".
 * Sign-in and sign-up are covered by rate-limit.int.test.ts; these are the signed-in ones.
 */
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const PASSWORD = 'Sup3r-secret-pw';
type Target = Pick<TestApi, 'app'>;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

let ipSeq = 0;
const freshIp = () => `10.88.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function signedIn(target: Target, ip = freshIp()): Promise<Browser> {
  const browser = new Browser(target, 'localhost', ip);
  const res = await browser.postJson(ENDPOINTS.signup.path, { email: `${randomUUID()}@example.com`, password: PASSWORD });
  expect(res.status).toBe(200);
  return browser;
}

/** The same signed-in browser on another API process (another app over the same database). */
function sameBrowserOn(target: Target, browser: Browser, ip: string): Browser {
  const other = new Browser(target, 'localhost', ip);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

const totpSetup = (b: Browser) => b.postJson(ENDPOINTS.totpSetup.path, {}, b.csrfHeaders());
const fundpassVerify = (b: Browser) => b.postJson(ENDPOINTS.fundpassVerify.path, { fundpass: '000000' }, b.csrfHeaders());
const ipCheck = (b: Browser) => b.postJson(ENDPOINTS.ipCheck.path, { type: 2 }, b.csrfHeaders());

async function expectLimited(res: Response, maxSeconds: number): Promise<void> {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(await res.json()).toMatchObject({ code: 42900, retry_after: seconds });
}

describe('per account and per IP, in-process', () => {
  it('refuses the 21st authenticator request of an account in 15 minutes, from any address', async () => {
    const user = await signedIn(api);
    for (let i = 0; i < 20; i++) expect((await totpSetup(i % 2 ? user : sameBrowserOn(api, user, freshIp()))).status).toBe(200);
    await expectLimited(await totpSetup(sameBrowserOn(api, user, freshIp())), 900);
    // Another account is not affected.
    expect((await totpSetup(await signedIn(api))).status).toBe(200);
  });

  it('refuses the 61st fund-password request from one address, across accounts, before any secret is checked', async () => {
    const ip = freshIp();
    const users = await Promise.all([0, 1, 2, 3].map(() => signedIn(api, ip)));
    for (let i = 0; i < 60; i++) expect((await fundpassVerify(users[i % 4] as Browser)).status).not.toBe(429);
    await expectLimited(await fundpassVerify(users[0] as Browser), 900);
    expect((await fundpassVerify(sameBrowserOn(api, users[0] as Browser, freshIp()))).status).not.toBe(429);
  });

  it('allows 10 ip-penetration checks an account per minute; the window ends on the injected clock', async () => {
    const user = await signedIn(api);
    for (let i = 0; i < 10; i++) expect((await ipCheck(user)).status).toBe(200);
    await expectLimited(await ipCheck(user), 60);
    api.clock.advance(60_000);
    expect((await ipCheck(user)).status).toBe(200);
  });
});

describe('shared by two API processes through Redis', () => {
  const prefix = `rl-sec-it-${randomUUID()}`;
  let limitsA: ReturnType<typeof createAuthRateLimits>;
  let limitsB: ReturnType<typeof createAuthRateLimits>;
  beforeAll(() => {
    // Separate connections, as two API processes would have.
    limitsA = createAuthRateLimits({ redisUrl: REDIS_URL, logger: api.logger, prefix });
    limitsB = createAuthRateLimits({ redisUrl: REDIS_URL, logger: api.logger, prefix });
  });
  afterAll(async () => {
    await Promise.all([limitsA?.close(), limitsB?.close()]);
  });

  it('counts one account’s authenticator requests on both processes together', async () => {
    const a = { app: api.createApp({ rateLimits: limitsA }) };
    const b = { app: api.createApp({ rateLimits: limitsB }) };
    const user = await signedIn(a);
    const onB = sameBrowserOn(b, user, freshIp());
    for (let i = 0; i < 20; i++) expect((await totpSetup(i % 2 ? user : onB)).status).toBe(200);
    await expectLimited(await totpSetup(onB), 900);
    await expectLimited(await totpSetup(user), 900);
  });
});
