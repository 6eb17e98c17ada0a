import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ex/contracts';
import { Browser, sessionCount, startTestApi, userCount, type TestApi } from './test/harness';
import { createAuthRateLimits, createRateLimiter, type RateLimiter } from './services/rate-limit';

const { signup, login } = ENDPOINTS;
const PASSWORD = 'Sup3r-secret-pw';
const WRONG = 'Wrong-pass-1';
/** CI provides Redis; the Redis tests fail (never skip) when it is not there. */
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

type Target = Pick<TestApi, 'app'>;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

let ipSeq = 0;
/** A fresh client address per call, so a test touches only the per-IP budget it means to. */
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const attempt = (target: Target, email: string, password: string, ip = freshIp()) =>
  new Browser(target, 'localhost', ip).postJson(login.path, { email, password });

const signUp = (target: Target, email: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  new Browser(target, 'localhost', ip).postJson(signup.path, { email, password: PASSWORD }, headers);

async function createUser(target: Target, email: string): Promise<void> {
  expect((await signUp(target, email)).status).toBe(200);
}

async function failTimes(target: Target | Target[], email: string, times: number): Promise<void> {
  const targets = Array.isArray(target) ? target : [target];
  for (let i = 0; i < times; i++) expect((await attempt(targets[i % targets.length] as Target, email, WRONG)).status).toBe(401);
}

/** A 429 with the contract's body and a matching Retry-After; returns the seconds. */
async function expectLimited(res: Response, maxSeconds: number): Promise<number> {
  expect(res.status).toBe(429);
  expect(res.headers.getSetCookie()).toEqual([]);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  const minutes = Math.ceil(seconds / 60);
  expect(await res.json()).toEqual({
    code: 42900,
    message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retry_after: seconds,
  });
  return seconds;
}

describe('in-process limits (no REDIS_URL)', () => {
  it('refuses the 6th failed log-in for one e-mail within 15 minutes, from any IP', async () => {
    await createUser(api, 'victim@example.com');
    await failTimes(api, 'victim@example.com', 5);
    expect(await expectLimited(await attempt(api, 'Victim@Example.com', WRONG), 900)).toBe(900);
  });

  it('while limited, the right password is refused too and no session is written; unknown e-mails look the same', async () => {
    await createUser(api, 'locked@example.com');
    await failTimes(api, 'locked@example.com', 5);
    const sessions = await sessionCount(api);
    const known = await attempt(api, 'locked@example.com', PASSWORD);
    await expectLimited(known.clone(), 900);
    expect(await sessionCount(api)).toBe(sessions);

    await failTimes(api, 'ghost@example.com', 5);
    const unknown = await attempt(api, 'ghost@example.com', PASSWORD);
    expect([unknown.status, unknown.headers.get('retry-after'), await unknown.json()]).toEqual([
      known.status,
      known.headers.get('retry-after'),
      await known.json(),
    ]);
  });

  it('a successful log-in before the limit resets the e-mail count', async () => {
    await createUser(api, 'forgetful@example.com');
    await failTimes(api, 'forgetful@example.com', 4);
    expect((await attempt(api, 'forgetful@example.com', PASSWORD)).status).toBe(200);
    await failTimes(api, 'forgetful@example.com', 5);
    await expectLimited(await attempt(api, 'forgetful@example.com', PASSWORD), 900);
  });

  it('the window ends 15 minutes after it started (injected clock)', async () => {
    await createUser(api, 'patient@example.com');
    await failTimes(api, 'patient@example.com', 5);
    api.clock.advance(14 * MINUTE);
    expect(await expectLimited(await attempt(api, 'patient@example.com', PASSWORD), 60)).toBe(60);
    api.clock.advance(MINUTE);
    expect((await attempt(api, 'patient@example.com', PASSWORD)).status).toBe(200);
  });

  it('allows 30 log-in attempts per client IP per 15 minutes, across e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await attempt(api, `spray${i}@example.com`, WRONG, ip)).status).toBe(401);
    await expectLimited(await attempt(api, 'spray-last@example.com', WRONG, ip), 900);
    expect((await attempt(api, 'spray-last@example.com', WRONG)).status).toBe(401);
    // An invalid body is a 400 that costs nothing, and is not counted.
    expect((await new Browser(api, 'localhost', ip).postJson(login.path, { email: 'x@example.com' })).status).toBe(400);
  });

  it('allows 10 sign-ups per client IP per hour; the 11th writes nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signUp(api, `farm${i}@example.com`, ip)).status).toBe(200);
    const users = await userCount(api);
    expect(await expectLimited(await signUp(api, 'farm10@example.com', ip), 3600)).toBe(3600);
    expect(await userCount(api)).toBe(users);
    expect((await signUp(api, 'farm10@example.com')).status).toBe(200);
  });

  it('trusts X-Forwarded-For (its last entry) only from a loopback peer', async () => {
    const limits = createAuthRateLimits({
      logger: api.logger,
      rules: { signupIp: { name: 'signup-ip', limit: 1, windowMs: 60 * MINUTE } },
    });
    const app = api.createApp({ rateLimits: limits });
    let n = 0;
    const through = (peer: string, xff: string) => signUp({ app }, `xff${++n}@example.com`, peer, { 'x-forwarded-for': xff });
    // Behind our proxy: one client per forwarded address, and the entries a client prepends do not count.
    expect((await through('127.0.0.1', '203.0.113.50')).status).toBe(200);
    expect((await through('::1', '203.0.113.51')).status).toBe(200);
    expect((await through('::ffff:127.0.0.1', '198.18.0.1, 203.0.113.50')).status).toBe(429);
    // From anywhere else the header is ignored: the socket address counts.
    expect((await through('192.0.2.9', '203.0.113.60')).status).toBe(200);
    expect((await through('192.0.2.9', '203.0.113.61')).status).toBe(429);
    // IPv6 clients are one client per /64.
    expect((await through('2001:db8:1:2::10', '')).status).toBe(200);
    expect((await through('2001:db8:1:2:ffff::1', '')).status).toBe(429);
    await limits.close();
  });

  it('fails open when Redis is unreachable, and logs an error', async () => {
    const limits = createAuthRateLimits({ logger: api.logger, redisUrl: 'redis://127.0.0.1:1', prefix: 'rl-unreachable' });
    const app = api.createApp({ rateLimits: limits });
    await createUser({ app }, 'open@example.com');
    await failTimes({ app }, 'open@example.com', 6);
    expect((await attempt({ app }, 'open@example.com', PASSWORD)).status).toBe(200);
    expect(api.logLines.some((line) => line.includes('"level":50') && line.includes('fail open'))).toBe(true);
    await limits.close();
  });
});

describe('Redis limits, shared by two API processes', () => {
  const prefix = `rl-it-${randomUUID()}`;
  const admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  admin.on('error', () => {}); // Surfaces as the failing commands below.
  const closers: Array<{ close(): Promise<void> }> = [];
  let a: Target;
  let b: Target;

  const keys = async (pattern = '*') => (await admin.keys(`${prefix}:${pattern}`)).sort();
  const redisLimiter = (name: string, limit: number, windowMs: number): RateLimiter => {
    const limiter = createRateLimiter({ redisUrl: REDIS_URL, logger: api.logger, prefix, rule: { name, limit, windowMs } });
    closers.push(limiter);
    return limiter;
  };

  beforeAll(() => {
    // Separate connections, as two API processes would have.
    const limitsA = createAuthRateLimits({ redisUrl: REDIS_URL, logger: api.logger, prefix });
    const limitsB = createAuthRateLimits({ redisUrl: REDIS_URL, logger: api.logger, prefix });
    closers.push(limitsA, limitsB);
    a = { app: api.createApp({ rateLimits: limitsA }) };
    b = { app: api.createApp({ rateLimits: limitsB }) };
  });

  afterAll(async () => {
    await Promise.all(closers.map((c) => c.close()));
    try {
      const left = await keys();
      if (left.length > 0) await admin.del(...left);
      expect(await keys()).toEqual([]);
    } finally {
      admin.disconnect();
    }
  });

  it('reaches Redis (REDIS_URL, default redis://127.0.0.1:6379)', async () => {
    expect(await admin.ping()).toBe('PONG');
  });

  it('refuses the 6th failed log-in across both processes, even with the right password', async () => {
    await createUser(a, 'shared@example.com');
    await failTimes([a, b], 'shared@example.com', 5);
    await expectLimited(await attempt(a, 'shared@example.com', PASSWORD), 900);
    await expectLimited(await attempt(b, 'shared@example.com', PASSWORD), 900);

    // Namespaced keys with a TTL, and no e-mail in the clear.
    const emailKeys = await keys('login-email:*');
    expect(emailKeys).toHaveLength(1);
    expect(emailKeys[0]).not.toContain('shared');
    expect(await admin.get(emailKeys[0] ?? '')).toBe('7');
    const ttl = await admin.pttl(emailKeys[0] ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * MINUTE);
  });

  it('a success on one process resets the count for the other', async () => {
    await createUser(a, 'reset@example.com');
    await failTimes([a, b], 'reset@example.com', 4);
    expect((await attempt(b, 'reset@example.com', PASSWORD)).status).toBe(200);
    await failTimes([b, a], 'reset@example.com', 5);
    await expectLimited(await attempt(a, 'reset@example.com', PASSWORD), 900);
  });

  it('shares the sign-up per-IP limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signUp(i % 2 ? a : b, `redis-farm${i}@example.com`, ip)).status).toBe(200);
    const users = await userCount(api);
    await expectLimited(await signUp(a, 'redis-farm10@example.com', ip), 3600);
    await expectLimited(await signUp(b, 'redis-farm10@example.com', ip), 3600);
    expect(await userCount(api)).toBe(users);
  });

  it("the window is the key's TTL in Redis: it ends on its own, whatever `now` says", async () => {
    const limiter = redisLimiter('short', 2, 300);
    expect((await limiter.hit('k', 0)).allowed).toBe(true);
    expect((await limiter.hit('k', 0)).allowed).toBe(true);
    expect(await limiter.hit('k', 0)).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limiter.hit('k', 0)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 1 });
  });

  it('counts concurrent hits from two connections atomically', async () => {
    const one = redisLimiter('race', 5, MINUTE);
    const two = redisLimiter('race', 5, MINUTE);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('same', 0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.remaining).sort((x, y) => x - y)).toEqual([...Array<number>(35).fill(0), 0, 1, 2, 3, 4]);
  });
});
