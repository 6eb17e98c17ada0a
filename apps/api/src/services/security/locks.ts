import { ERROR_CODES } from '@ex/contracts';
import { and, eq, gt, inArray, securityLocks, sql, type Database } from '@ex/db';
import { ApiFailure } from '../../http/failure';
import type { Logger } from '../../logger';

/** Secrets whose wrong attempts are counted, each separately: fund password, authenticator code, log-in password. */
export type SecretKind = 'fundpass' | 'totp' | 'login';

/** docs/spec-decisions.md "Account security": 5 consecutive wrong attempts lock that secret for 15 minutes. */
export const LOCK_POLICY = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

interface LockDeps {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => number;
}

/** HTTP 423 `{ code: 42300, message, locked_until }` with Retry-After (seconds). */
export function lockedFailure(until: Date, nowMs: number, extra: { result?: boolean } = {}): ApiFailure {
  const seconds = Math.max(1, Math.ceil((until.getTime() - nowMs) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = `Too many wrong attempts. Try again after ${until.toISOString().slice(11, 16)} UTC (in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}).`;
  return new ApiFailure(
    423,
    { code: ERROR_CODES.locked, message, locked_until: until.toISOString(), ...extra },
    { 'Retry-After': String(seconds) },
  );
}

/** The latest lock in force on any of `kinds` (all kinds when omitted), or null. */
export async function activeLock(db: Database, uid: number, nowMs: number, kinds?: readonly SecretKind[]): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: securityLocks.lockedUntil })
    .from(securityLocks)
    .where(
      and(
        eq(securityLocks.uid, uid),
        gt(securityLocks.lockedUntil, new Date(nowMs)),
        kinds ? inArray(securityLocks.kind, [...kinds]) : undefined,
      ),
    );
  let latest: Date | null = null;
  for (const { lockedUntil } of rows) if (lockedUntil && (!latest || lockedUntil > latest)) latest = lockedUntil;
  return latest;
}

/** Throws the 423 while any of `kinds` is locked: checked before a secret is even looked at. */
export async function assertNotLocked(deps: LockDeps, uid: number, kinds: readonly SecretKind[]): Promise<void> {
  const nowMs = deps.now();
  const until = await activeLock(deps.db, uid, nowMs, kinds);
  if (until) throw lockedFailure(until, nowMs);
}

/**
 * Counts one wrong attempt, atomically (concurrent attempts each count). A lock that has run out
 * starts a fresh count. Returns the lock end when this attempt reached the limit.
 */
async function recordFailure(db: Database, uid: number, kind: SecretKind, nowMs: number): Promise<Date | null> {
  const now = new Date(nowMs).toISOString();
  const lockUntil = new Date(nowMs + LOCK_POLICY.lockMs).toISOString();
  const expired = sql`(${securityLocks.lockedUntil} is not null and ${securityLocks.lockedUntil} <= ${now}::timestamptz)`;
  const failures = sql`(case when ${expired} then 1 else ${securityLocks.failures} + 1 end)`;
  const [row] = await db
    .insert(securityLocks)
    .values({ uid, kind, failures: 1, lockedUntil: null, updatedAt: new Date(nowMs) })
    .onConflictDoUpdate({
      target: [securityLocks.uid, securityLocks.kind],
      set: {
        failures,
        lockedUntil: sql`case when ${failures} >= ${LOCK_POLICY.maxFailures} then ${lockUntil}::timestamptz when ${expired} then null else ${securityLocks.lockedUntil} end`,
        updatedAt: new Date(nowMs),
      },
    })
    .returning({ failures: securityLocks.failures, lockedUntil: securityLocks.lockedUntil });
  return row && row.failures >= LOCK_POLICY.maxFailures && row.lockedUntil && row.lockedUntil.getTime() > nowMs ? row.lockedUntil : null;
}

/** A right answer clears the count (and any lock that has run out). */
export async function resetFailures(db: Database, uid: number, kind: SecretKind): Promise<void> {
  await db
    .update(securityLocks)
    .set({ failures: 0, lockedUntil: null })
    .where(and(eq(securityLocks.uid, uid), eq(securityLocks.kind, kind), gt(securityLocks.failures, 0)));
}

/**
 * Records a wrong `kind` secret and throws: the 423 when this attempt reached the limit, else HTTP 400
 * `{ code: 40102, field, message }` (not 401: that would read as "logged out" to the client).
 */
export async function wrongSecret(deps: LockDeps, uid: number, kind: SecretKind, field: string, message: string): Promise<never> {
  const nowMs = deps.now();
  const lockedUntil = await recordFailure(deps.db, uid, kind, nowMs);
  if (lockedUntil) {
    deps.logger.warn({ uid, kind, lockedUntil: lockedUntil.toISOString() }, 'security lock engaged');
    throw lockedFailure(lockedUntil, nowMs);
  }
  deps.logger.info({ uid, kind }, 'wrong secret');
  throw new ApiFailure(400, { code: ERROR_CODES.wrongSecret, field, message });
}
