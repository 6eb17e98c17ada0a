import { describe, expect, it } from 'vitest';
import { isLoopback, normaliseIp } from '../http/client-ip';
import { AUTH_RATE_LIMITS, MemoryRateLimiter, createRateLimiter } from './rate-limit';
import { createLogger } from '../logger';

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const limiter = new MemoryRateLimiter(rule);
    expect(await limiter.hit('a', T0)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    await limiter.hit('a', T0 + 1_000);
    expect(await limiter.hit('a', T0 + 2_000)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
    expect(await limiter.hit('a', T0 + 10_500)).toEqual({ allowed: false, retryAfterSeconds: 50, remaining: 0 });
    // Other keys are independent.
    expect((await limiter.hit('b', T0 + 10_500)).allowed).toBe(true);
  });

  it('is a fixed window: refused hits do not extend it, and it restarts when it ends', async () => {
    const limiter = new MemoryRateLimiter(rule);
    for (let i = 0; i < 10; i++) await limiter.hit('a', T0 + i * 1_000);
    expect((await limiter.hit('a', T0 + 59_999)).retryAfterSeconds).toBe(1);
    expect(await limiter.hit('a', T0 + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
  });

  it('reset forgets the key', async () => {
    const limiter = new MemoryRateLimiter(rule);
    for (let i = 0; i < 4; i++) await limiter.hit('a', T0);
    await limiter.reset('a');
    expect(limiter.size).toBe(0);
    expect((await limiter.hit('a', T0)).allowed).toBe(true);
  });

  it('sweeps expired keys once a minute at most', async () => {
    const limiter = new MemoryRateLimiter(rule);
    for (let i = 0; i < 50; i++) await limiter.hit(`k${i}`, T0);
    expect(limiter.size).toBe(50);
    await limiter.hit('late', T0 + 30_000); // Not yet a minute since the first sweep: nothing dropped.
    expect(limiter.size).toBe(51);
    await limiter.hit('later', T0 + 60_000); // The 50 windows ended at T0 + 60 s.
    expect(limiter.size).toBe(2);
  });

  it('caps the map: at maxKeys the oldest key is evicted for a new one', async () => {
    const limiter = new MemoryRateLimiter(rule, 3);
    await limiter.hit('a', T0);
    await limiter.hit('b', T0 + 1);
    await limiter.hit('c', T0 + 2);
    await limiter.hit('a', T0 + 3); // An existing key: nothing evicted.
    expect(limiter.size).toBe(3);
    await limiter.hit('d', T0 + 4);
    expect(limiter.size).toBe(3);
    // 'a' was evicted: its count starts again.
    expect((await limiter.hit('a', T0 + 5)).remaining).toBe(2);
    expect(limiter.size).toBe(3);
    for (let i = 0; i < 1_000; i++) await limiter.hit(`flood${i}`, T0 + 6);
    expect(limiter.size).toBe(3);
  });

  it('an expired key that comes back moves to the end of the eviction order', async () => {
    const limiter = new MemoryRateLimiter({ ...rule, windowMs: 10 }, 3);
    await limiter.hit('x', T0 + 3); // Sweeps; the next sweep is due at T0 + 13.
    await limiter.hit('a', T0);
    await limiter.hit('b', T0 + 5); // Order: x, a, b.
    await limiter.hit('a', T0 + 11); // 'a' expired (no sweep yet): re-inserted last. Order: x, b, a.
    await limiter.hit('c', T0 + 12); // Evicts x.
    await limiter.hit('d', T0 + 12); // Evicts b, not a.
    expect((await limiter.hit('a', T0 + 12)).remaining).toBe(1);
  });
});

describe('createRateLimiter', () => {
  it('is in-memory without a Redis URL', () => {
    expect(createRateLimiter({ rule, logger: createLogger({ level: 'silent' }) })).toBeInstanceOf(MemoryRateLimiter);
  });

  it('the auth limits are the documented ones', () => {
    expect(AUTH_RATE_LIMITS).toEqual({
      loginEmail: { name: 'login-email', limit: 5, windowMs: 15 * 60_000 },
      loginIp: { name: 'login-ip', limit: 30, windowMs: 15 * 60_000 },
      signupIp: { name: 'signup-ip', limit: 10, windowMs: 60 * 60_000 },
      fundpassUid: { name: 'fundpass-uid', limit: 20, windowMs: 15 * 60_000 },
      fundpassIp: { name: 'fundpass-ip', limit: 60, windowMs: 15 * 60_000 },
      totpUid: { name: 'totp-uid', limit: 20, windowMs: 15 * 60_000 },
      totpIp: { name: 'totp-ip', limit: 60, windowMs: 15 * 60_000 },
      ipCheckUid: { name: 'ip-check-uid', limit: 10, windowMs: 60_000 },
      ipCheckIp: { name: 'ip-check-ip', limit: 120, windowMs: 60_000 },
      chatUid: { name: 'chat-uid', limit: 20, windowMs: 60_000 },
    });
  });
});

describe('client IP keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' ::ffff:203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', undefined],
    ['203.0.113.7:443', undefined],
    ['', undefined],
  ])('normaliseIp(%j) is %j', (raw, expected) => {
    expect(normaliseIp(raw)).toBe(expected);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['127.example.com', false],
  ])('isLoopback(%j) is %j', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
