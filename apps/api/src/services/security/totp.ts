import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { and, eq, lt, userSecurity, type Database } from '@ex/db';
import type { UserRow } from '@ex/db';
import { invalidInput } from '../../http/failure';
import type { Logger } from '../../logger';
import type { SecurityKeys } from './keys';
import { assertNotLocked, resetFailures, wrongSecret } from './locks';
import { open, seal } from './secret-box';
import { ensureSecurityRow, findSecurityRow } from './store';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of now is accepted (clock drift between phone and server). */
const WINDOW = 1;

export interface TotpDeps {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => number;
  readonly secrets: SecurityKeys;
}

const context = (uid: number) => `totp:${uid}`;

/**
 * A new pending secret (20 random bytes, base32) replacing any earlier pending one, with its otpauth://
 * URL (issuer = the sub-site's totpName, label = the e-mail) and that URL as an SVG QR code. Refused
 * (400) once an authenticator is enabled: there is no reset flow.
 */
export async function startTotpSetup(
  deps: TotpDeps,
  user: UserRow,
  issuer: string,
): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
  const row = await findSecurityRow(deps.db, user.uid);
  if (row?.totpSecretEnc) throw invalidInput([{ field: 'totp', message: 'The authenticator is already set up' }]);
  const secret = new Secret({ size: 20 });
  const url = new TOTP({ ...TOTP_PARAMS, issuer, label: user.email, secret }).toString();
  await ensureSecurityRow(deps.db, user.uid);
  await deps.db
    .update(userSecurity)
    .set({ totpPendingEnc: seal(deps.secrets.totpKey, secret.base32, context(user.uid)) })
    .where(eq(userSecurity.uid, user.uid));
  deps.logger.info({ uid: user.uid }, 'authenticator set-up started');
  return { secret: secret.base32, otpauth_url: url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
}

/** Confirms the pending secret with a valid code: it becomes the enabled one. */
export async function confirmTotp(deps: TotpDeps, user: UserRow, code: string): Promise<void> {
  await assertNotLocked(deps, user.uid, ['totp']);
  const row = await findSecurityRow(deps.db, user.uid);
  if (row?.totpSecretEnc) throw invalidInput([{ field: 'code', message: 'The authenticator is already set up' }]);
  if (!row?.totpPendingEnc) throw invalidInput([{ field: 'code', message: 'Start the authenticator set-up first' }]);
  const pending = row.totpPendingEnc;
  await checkCode(deps, user.uid, pending, code, 'code', {
    totpSecretEnc: pending,
    totpPendingEnc: null,
    totpEnabledAt: new Date(deps.now()),
  });
  deps.logger.info({ uid: user.uid }, 'authenticator enabled');
}

/**
 * Checks `code` against the user's enabled authenticator and uses it up. The caller has checked the
 * lock and that an authenticator is enabled (`sealedSecret`).
 */
export async function checkTotp(deps: TotpDeps, uid: number, sealedSecret: string, code: string, field: string): Promise<void> {
  await checkCode(deps, uid, sealedSecret, code, field, {});
}

/**
 * A code is valid within ±1 step and single-use: its step must be later than the last accepted one,
 * and recording it is a conditional update, so two concurrent requests cannot both spend it.
 * Wrong and replayed codes count toward the 'totp' lock. `also` is written in the same update.
 */
async function checkCode(
  deps: TotpDeps,
  uid: number,
  sealed: string,
  code: string,
  field: string,
  also: Partial<typeof userSecurity.$inferInsert>,
): Promise<void> {
  const nowMs = deps.now();
  const secret = Secret.fromBase32(open(deps.secrets.totpKey, sealed, context(uid)));
  const delta = TOTP.validate({ ...TOTP_PARAMS, secret, token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return wrongSecret(deps, uid, 'totp', field, 'Wrong authenticator code');
  const step = TOTP.counter({ period: TOTP_PARAMS.period, timestamp: nowMs }) + delta;
  const used = await deps.db
    .update(userSecurity)
    .set({ ...also, totpLastStep: step })
    .where(and(eq(userSecurity.uid, uid), lt(userSecurity.totpLastStep, step)))
    .returning({ uid: userSecurity.uid });
  if (used.length === 0) return wrongSecret(deps, uid, 'totp', field, 'This code was already used');
  await resetFailures(deps.db, uid, 'totp');
}
