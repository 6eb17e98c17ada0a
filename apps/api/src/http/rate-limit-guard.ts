import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import type { AuthRateLimitName, AuthRateLimits } from '../services/rate-limit';
import { clientIp } from './client-ip';
import { tooManyAttempts } from './failure';

/** Counts one attempt per rule and key; the first rule over its limit throws the 429 with Retry-After. */
export type LimitGuard = (checks: readonly (readonly [AuthRateLimitName, string])[]) => Promise<void>;

/**
 * The guard over the deployment's limiters (Redis with REDIS_URL, else in-process). Every rule is
 * counted even when an earlier one refuses, so each budget sees every attempt.
 * @example await guard([['fundpassUid', String(uid)], ['fundpassIp', clientIp(c)]])
 */
export function limitGuard(deps: Pick<AppDeps, 'now' | 'logger'>, limits: AuthRateLimits): LimitGuard {
  return async (checks) => {
    const results = await Promise.all(checks.map(([name, key]) => limits[name].hit(key, deps.now())));
    const refused = results.findIndex((r) => !r.allowed);
    if (refused < 0) return;
    const result = results[refused];
    const name = checks[refused]?.[0];
    deps.logger.warn({ limit: name, retryAfter: result?.retryAfterSeconds }, 'rate limit reached');
    throw tooManyAttempts(result?.retryAfterSeconds ?? 1);
  };
}

/** The per-account and per-address checks of one signed-in action. */
export function perAccountAndIp(c: Context<AppEnv>, uid: number, byUid: AuthRateLimitName, byIp: AuthRateLimitName) {
  return [
    [byUid, String(uid)],
    [byIp, clientIp(c)],
  ] as const;
}
