import { createHash, randomBytes } from 'node:crypto';
import { eq, sessions, users, type Database, type UserRow } from '@ex/db';

/** 32 random bytes, base64url (43 characters): the `sid` cookie value. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The row id: only the sha256 of the token is stored, so a leaked table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  input: { uid: number; nowMs: number; ttlSeconds: number; userAgent: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.nowMs + input.ttlSeconds * 1000);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    uid: input.uid,
    createdAt: new Date(input.nowMs),
    expiresAt,
    userAgent: (input.userAgent ?? '').slice(0, 512),
  });
  return { token, expiresAt };
}

/**
 * The signed-in user of a `sid` token, or null. Expiry is judged by the injected clock (not the
 * database's), and an expired row is deleted on sight.
 */
export async function findSession(
  db: Database,
  token: string | undefined,
  nowMs: number,
): Promise<{ user: UserRow; expiresAt: Date } | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= nowMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return { user: row.user, expiresAt: row.expiresAt };
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}
