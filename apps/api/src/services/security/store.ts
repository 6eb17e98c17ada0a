import { eq, userSecurity, type Database } from '@ex/db';

export type SecurityRow = typeof userSecurity.$inferSelect;

/** The user's security row, or undefined before any fund password or authenticator was set up. */
export async function findSecurityRow(db: Database, uid: number): Promise<SecurityRow | undefined> {
  const [row] = await db.select().from(userSecurity).where(eq(userSecurity.uid, uid)).limit(1);
  return row;
}

/** Creates the row with its defaults if absent (frequency 1, nothing set). */
export async function ensureSecurityRow(db: Database, uid: number): Promise<void> {
  await db.insert(userSecurity).values({ uid }).onConflictDoNothing();
}
