import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { describeError } from '../logger';

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Seconds until the window resets when refused; 0 when allowed. */
  readonly retryAfterSeconds: number;
  /** Hits left in the current window after this one. */
  readonly remaining: number;
}

/** A fixed-window counter for one rule: at most `limit` hits per key per `windowMs`. */
export interface RateLimiter {
  /** Counts one hit for `key`. `now` (ms since the epoch) drives the in-memory clock; Redis uses its own TTLs. */
  hit(key: string, now: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  /** Namespace of the keys: `rl:<name>:<key>`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

/** The auth limits (docs/spec-decisions.md "Rate limits"). Change them here. */
export const AUTH_RATE_LIMITS = {
  /** Failed log-ins per e-mail; a successful log-in resets it. */
  loginEmail: { name: 'login-email', limit: 5, windowMs: 15 * MINUTE },
  /** Every log-in attempt per client IP. */
  loginIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Every sign-up attempt per client IP. */
  signupIp: { name: 'signup-ip', limit: 10, windowMs: 60 * MINUTE },
  /** Fund-password set, change, verify and validity changes, per account (on top of the 423 lock of wrong ones). */
  fundpassUid: { name: 'fundpass-uid', limit: 20, windowMs: 15 * MINUTE },
  /** The same, per client IP (many accounts from one address). */
  fundpassIp: { name: 'fundpass-ip', limit: 60, windowMs: 15 * MINUTE },
  /** Authenticator setup and confirmation per account. */
  totpUid: { name: 'totp-uid', limit: 20, windowMs: 15 * MINUTE },
  totpIp: { name: 'totp-ip', limit: 60, windowMs: 15 * MINUTE },
  /** The §4.9 ip-penetration check per account, and per client IP (roomier: many users share an address behind NAT). */
  ipCheckUid: { name: 'ip-check-uid', limit: 10, windowMs: MINUTE },
  ipCheckIp: { name: 'ip-check-ip', limit: 120, windowMs: MINUTE },
  /** Support-chat messages per account (issue 17 "Chat is rate-limited per user"): a fast typist, not a flood. */
  chatUid: { name: 'chat-uid', limit: 20, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type AuthRateLimitName = keyof typeof AUTH_RATE_LIMITS;

/** One limiter per auth rule, sharing one Redis connection (or none). */
export type AuthRateLimits = { readonly [K in AuthRateLimitName]: RateLimiter } & { close(): Promise<void> };

/** Default cap on the keys one in-memory limiter keeps (about 100 bytes each). */
export const DEFAULT_MAX_KEYS = 100_000;

/**
 * In-process fixed window. Memory is bounded: expired keys are swept at most once a minute, and at
 * `maxKeys` the oldest key (Map insertion order = earliest window end) is evicted to admit a new one.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  hit(key: string, now: number): Promise<RateLimitResult> {
    if (now >= this.nextSweepAt) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key); // Re-inserted at the end, keeping insertion order = expiry order.
      if (this.windows.size >= this.maxKeys) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve(verdict(this.rule.limit, window.count, window.resetAt - now));
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  /** Drops every expired window. */
  sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweepAt = now + Math.min(this.rule.windowMs, MINUTE);
  }
}

/**
 * INCR, and start the window's TTL on the first hit (or if a key somehow has none), atomically:
 * concurrent attempts from any number of API processes each get their own count.
 * Returns { count, ttl in ms }.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

type RedisWithHit = Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Shared across processes through Redis. The window is the key's TTL, so `now` is ignored. Keys are
 * `<prefix>:<name>:<sha256 of the key>` — e-mails and IPs are not stored in Redis in the clear.
 * Fails open: if Redis errors or does not answer within the client's command timeout, the hit is
 * allowed and an error is logged (throttled), so a Redis outage does not lock everyone out of log-in.
 */
export class RedisRateLimiter implements RateLimiter {
  private unavailable = false;
  private lastErrorLogAt = -Infinity;
  private suppressedErrors = 0;

  constructor(
    private readonly redis: Redis,
    private readonly rule: RateLimitRule,
    private readonly logger: Logger,
    private readonly options: { prefix?: string; ownsClient?: boolean } = {},
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  /** The Redis key for `key`. */
  keyFor(key: string): string {
    const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
    return `${this.options.prefix ?? 'rl'}:${this.rule.name}:${digest}`;
  }

  hit(key: string): Promise<RateLimitResult> {
    return this.guard(
      async () => {
        const [count, ttlMs] = await (this.redis as RedisWithHit).rateLimitHit(this.keyFor(key), this.rule.windowMs);
        return verdict(this.rule.limit, count, ttlMs);
      },
      { allowed: true, retryAfterSeconds: 0, remaining: this.rule.limit },
    );
  }

  reset(key: string): Promise<void> {
    return this.guard(async () => void (await this.redis.del(this.keyFor(key))), undefined);
  }

  async close(): Promise<void> {
    if (this.options.ownsClient) await quitRedis(this.redis);
  }

  /**
   * Runs `op`, or fails open with `fallback`. After a failure, and until the client is ready again,
   * Redis is skipped at once: an outage costs one command timeout, not one per request.
   */
  private async guard<T>(op: () => Promise<T>, fallback: T): Promise<T> {
    if (this.unavailable && this.redis.status !== 'ready') {
      this.logFailure(new Error(`redis is ${this.redis.status}`));
      return fallback;
    }
    try {
      const result = await op();
      this.unavailable = false;
      return result;
    } catch (error) {
      this.unavailable = true;
      this.logFailure(error);
      return fallback;
    }
  }

  private logFailure(error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLogAt < 10_000) {
      this.suppressedErrors += 1;
      return;
    }
    this.logger.error(
      { limiter: this.rule.name, suppressed: this.suppressedErrors, error: describeError(error) },
      'rate limiter unavailable: allowing the request (fail open)',
    );
    this.lastErrorLogAt = now;
    this.suppressedErrors = 0;
  }
}

/**
 * A Redis client tuned for rate limiting: a command that cannot be answered fails within about a
 * second (so the request proceeds, fail-open) instead of queueing while Redis reconnects.
 * Connection errors are logged at most once per reconnect streak.
 */
export function createRedisClient(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 });
  let failing = false;
  redis.on('error', (error: unknown) => {
    if (failing) return;
    failing = true;
    logger.error({ error: describeError(error) }, 'redis connection error');
  });
  redis.on('ready', () => {
    if (failing) logger.info('redis connection restored');
    failing = false;
  });
  return redis;
}

export interface RateLimiterOptions {
  readonly rule: RateLimitRule;
  readonly logger: Logger;
  /** REDIS_URL: when set, the limiter lives in Redis (shared across processes); else in-process. */
  readonly redisUrl?: string;
  /** An existing client to share; the caller closes it. Wins over `redisUrl`. */
  readonly redis?: Redis;
  /** Redis key prefix, `rl` by default (tests use a unique one). */
  readonly prefix?: string;
  /** In-memory only: the key cap. */
  readonly maxKeys?: number;
}

/** Redis when a client or REDIS_URL is given, else in-memory. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { rule, logger, prefix } = options;
  if (options.redis) return new RedisRateLimiter(options.redis, rule, logger, { prefix });
  if (options.redisUrl)
    return new RedisRateLimiter(createRedisClient(options.redisUrl, logger), rule, logger, { prefix, ownsClient: true });
  return new MemoryRateLimiter(rule, options.maxKeys);
}

/** Every limiter of AUTH_RATE_LIMITS over one Redis connection (REDIS_URL set) or in-process. */
export function createAuthRateLimits(
  options: Omit<RateLimiterOptions, 'rule'> & { rules?: Partial<Record<AuthRateLimitName, RateLimitRule>> },
): AuthRateLimits {
  const ownedClient = !options.redis && options.redisUrl ? createRedisClient(options.redisUrl, options.logger) : undefined;
  const redis = options.redis ?? ownedClient;
  const make = (name: AuthRateLimitName) => createRateLimiter({ ...options, redis, rule: options.rules?.[name] ?? AUTH_RATE_LIMITS[name] });
  const names = Object.keys(AUTH_RATE_LIMITS) as AuthRateLimitName[];
  const limits = Object.fromEntries(names.map((name) => [name, make(name)])) as Record<AuthRateLimitName, RateLimiter>;
  return {
    ...limits,
    async close() {
      await Promise.all(Object.values(limits).map((limiter) => limiter.close()));
      if (ownedClient) await quitRedis(ownedClient);
    },
  };
}

function verdict(limit: number, count: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)), remaining: Math.max(0, limit - count) };
}

/** QUIT politely; if Redis is unreachable, drop the connection instead of waiting. */
export async function quitRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through to disconnect.
    }
  }
  redis.disconnect();
}
