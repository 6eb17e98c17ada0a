import type { z } from 'zod';
import type { SecurityOverview, fundpassChangeBodySchema, fundpassSetBodySchema, querySafeBodySchema } from '@ex/contracts';
import { and, eq, sql, userSecurity, type UserRow } from '@ex/db';
import { invalidInput } from '../../http/failure';
import { hashPassword, verifyPassword } from '../password';
import { activeLock, assertNotLocked, resetFailures, wrongSecret, type SecretKind } from './locks';
import { ensureSecurityRow, findSecurityRow, type SecurityRow } from './store';
import { checkTotp, type TotpDeps } from './totp';

/** §4.10 validity: one hour (1), every time (2), never (0). */
const ONE_HOUR_MS = 3_600_000;
const DEFAULT_FREQUENCY = 1;

const mustDiffer = () => invalidInput([{ field: 'fundpass', message: 'The fund password must differ from your log-in password' }]);
const notSet = (field: string) => invalidInput([{ field, message: 'Set a fund password first' }]);

/** GET security overview. */
export async function securityOverview(deps: TotpDeps, uid: number): Promise<SecurityOverview> {
  const row = await findSecurityRow(deps.db, uid);
  const lockedUntil = await activeLock(deps.db, uid, deps.now());
  return {
    has_fundpass: Boolean(row?.fundpassHash),
    fundpass_frequency: row?.fundpassFrequency ?? DEFAULT_FREQUENCY,
    totp_enabled: Boolean(row?.totpSecretEnc),
    locked_until: lockedUntil?.toISOString() ?? null,
  };
}

/** §7 get_user_frequency: 1 (one hour) until the user changes it. */
export async function userFrequency(deps: TotpDeps, uid: number): Promise<{ frequency: number }> {
  return { frequency: (await findSecurityRow(deps.db, uid))?.fundpassFrequency ?? DEFAULT_FREQUENCY };
}

/** Checks a secret of `kind` against its hash, counting a wrong one (400 or 423), resetting on success. */
async function checkHash(
  deps: TotpDeps,
  uid: number,
  kind: SecretKind,
  given: string,
  hash: string,
  field: string,
  message: string,
): Promise<void> {
  if (!(await verifyPassword(given, hash))) await wrongSecret(deps, uid, kind, field, message);
  await resetFailures(deps.db, uid, kind);
}

/**
 * The first fund password, confirmed with the log-in password (wrong attempts count under 'login').
 * Hashed like the log-in password and never equal to it. A second set is refused: use change.
 */
export async function setFundpass(deps: TotpDeps, user: UserRow, body: z.infer<typeof fundpassSetBodySchema>): Promise<void> {
  await assertNotLocked(deps, user.uid, ['login']);
  if ((await findSecurityRow(deps.db, user.uid))?.fundpassHash)
    throw invalidInput([{ field: 'fundpass', message: 'A fund password is already set: change it instead' }]);
  await checkHash(deps, user.uid, 'login', body.login_password, user.passwordHash, 'login_password', 'Wrong log-in password');
  if (await verifyPassword(body.fundpass, user.passwordHash)) throw mustDiffer();
  const hash = await hashPassword(body.fundpass);
  await ensureSecurityRow(deps.db, user.uid);
  // Conditional: of two concurrent first sets, one wins.
  const set = await deps.db
    .update(userSecurity)
    .set({ fundpassHash: hash, fundpassUpdatedAt: new Date(deps.now()), fundpassVerifiedAt: null })
    .where(and(eq(userSecurity.uid, user.uid), sql`${userSecurity.fundpassHash} is null`))
    .returning({ uid: userSecurity.uid });
  if (set.length === 0) throw invalidInput([{ field: 'fundpass', message: 'A fund password is already set: change it instead' }]);
  deps.logger.info({ uid: user.uid }, 'fund password set');
}

/**
 * The fund password, then the authenticator code when one is enabled (required then). Locks are
 * checked first; the code is used up only once the fund password was right.
 */
async function checkSecrets(
  deps: TotpDeps,
  user: UserRow,
  row: SecurityRow,
  given: { fundpass: string; field: string; totp: string | undefined },
): Promise<void> {
  if (!row.fundpassHash) throw notSet(given.field);
  if (row.totpSecretEnc && given.totp === undefined) throw invalidInput([{ field: 'totp', message: 'Enter the 6-digit code' }]);
  await assertNotLocked(deps, user.uid, row.totpSecretEnc ? ['fundpass', 'totp'] : ['fundpass']);
  await checkHash(deps, user.uid, 'fundpass', given.fundpass, row.fundpassHash, given.field, 'Wrong fund password');
  if (row.totpSecretEnc && given.totp !== undefined) await checkTotp(deps, user.uid, row.totpSecretEnc, given.totp, 'totp');
}

/**
 * A new fund password: the old one, plus the authenticator code when enabled. Both secrets are
 * checked before "must differ from the log-in password", so that refusal is no oracle for the
 * log-in password to someone holding only the session.
 */
export async function changeFundpass(deps: TotpDeps, user: UserRow, body: z.infer<typeof fundpassChangeBodySchema>): Promise<void> {
  const row = await findSecurityRow(deps.db, user.uid);
  if (!row?.fundpassHash) throw notSet('old_fundpass');
  await checkSecrets(deps, user, row, { fundpass: body.old_fundpass, field: 'old_fundpass', totp: body.totp });
  if (await verifyPassword(body.fundpass, user.passwordHash)) throw mustDiffer();
  await deps.db
    .update(userSecurity)
    .set({ fundpassHash: await hashPassword(body.fundpass), fundpassUpdatedAt: new Date(deps.now()), fundpassVerifiedAt: null })
    .where(eq(userSecurity.uid, user.uid));
  deps.logger.info({ uid: user.uid }, 'fund password changed');
}

/**
 * The fund-password modal's confirm (§4.10). `valid_until` (unix seconds) is when the next prompt is
 * due for frequency 1 (now + 1 h); 0 for 2 (every time) and for 0 (never: the client does not prompt).
 */
export async function verifyFundpass(deps: TotpDeps, user: UserRow, fundpass: string): Promise<{ valid_until: number }> {
  await assertNotLocked(deps, user.uid, ['fundpass']);
  const row = await findSecurityRow(deps.db, user.uid);
  if (!row?.fundpassHash) throw notSet('fundpass');
  await checkHash(deps, user.uid, 'fundpass', fundpass, row.fundpassHash, 'fundpass', 'Wrong fund password');
  const nowMs = deps.now();
  await deps.db
    .update(userSecurity)
    .set({ fundpassVerifiedAt: new Date(nowMs) })
    .where(eq(userSecurity.uid, user.uid));
  return { valid_until: row.fundpassFrequency === 1 ? Math.floor((nowMs + ONE_HOUR_MS) / 1000) : 0 };
}

/** The frequency-change outcome when a precondition is missing (§7 query_safe answers result false). */
export class FrequencyRefused extends Error {}

/**
 * §7 query_safe action=tradepassfrequency: needs the authenticator enabled and a fund password set,
 * then both secrets (fund password first; the code is used up only once it is right).
 */
export async function changeFrequency(deps: TotpDeps, user: UserRow, body: z.infer<typeof querySafeBodySchema>): Promise<void> {
  const row = await findSecurityRow(deps.db, user.uid);
  if (!row?.totpSecretEnc) throw new FrequencyRefused('Set up your authenticator first');
  if (!row.fundpassHash) throw new FrequencyRefused('Set a fund password first');
  await checkSecrets(deps, user, row, { fundpass: body.fundpass, field: 'fundpass', totp: body.totp });
  await deps.db.update(userSecurity).set({ fundpassFrequency: body.frequency }).where(eq(userSecurity.uid, user.uid));
  deps.logger.info({ uid: user.uid, frequency: body.frequency }, 'fund-password frequency changed');
}

/**
 * A withdrawal's confirmation (issue 13 "fund-password confirmation (§4.10) and TOTP when
 * enrolled"): the fund password every time, whatever the validity setting (that setting is for
 * orders), then the authenticator code when one is enabled. Wrong secrets count toward the locks.
 */
export async function checkWithdrawalSecrets(deps: TotpDeps, user: UserRow, fundpass: string, totp: string | undefined): Promise<void> {
  const row = await findSecurityRow(deps.db, user.uid);
  if (!row?.fundpassHash) throw notSet('fundpass');
  await checkSecrets(deps, user, row, { fundpass, field: 'fundpass', totp });
}
