import { ERROR_CODES, type LoginBody, type SignupBody } from '@ex/contracts';
import { eq, isUniqueViolation, users, type Database, type UserRow } from '@ex/db';
import type { SiteKey } from '@ex/sites';
import { ApiFailure } from '../http/failure';
import { dummyHash, hashPassword, verifyPassword } from './password';

const duplicateEmail = () =>
  new ApiFailure(409, { code: ERROR_CODES.duplicateEmail, field: 'email', message: 'An account with this e-mail already exists' });
const badCredentials = () => new ApiFailure(401, { code: ERROR_CODES.badCredentials, message: 'E-mail or password is incorrect' });

async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Creates an account on `site`. The e-mail arrives lower-cased from the contract. The pre-check only
 * saves a wasted hash; the unique index is what makes concurrent duplicate sign-ups safe.
 */
export async function signUp(db: Database, body: SignupBody, site: SiteKey, nowMs: number): Promise<UserRow> {
  if (await findByEmail(db, body.email)) throw duplicateEmail();
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        nickname: body.nickname ?? defaultNickname(body.email),
        siteKey: site,
        fromChannel: body.ch ?? '',
        createdAt: new Date(nowMs),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

/** Same message, and one scrypt run either way, whether or not the e-mail exists. */
export async function logIn(db: Database, body: LoginBody): Promise<UserRow> {
  const user = await findByEmail(db, body.email);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) throw badCredentials();
  return user;
}

/**
 * The e-mail's local part, trimmed to the nickname contract's 32 characters.
 * @example defaultNickname('jane.doe@example.com') === 'jane.doe'
 */
export function defaultNickname(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 32);
}
