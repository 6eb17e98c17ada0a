import { SUB_ACCOUNT_INFO_DEFAULT } from '@ex/contracts';
import { and, eq, subAccounts, type Database, type UserRow } from '@ex/db';

/** GET get_sub_user_type: the signed-in user's own flag and kind (§3; type 1 sub_type 1 when not recorded). */
export async function subUserType(db: Database, user: UserRow): Promise<{ is_sub: boolean; type: number; sub_type: number }> {
  const [row] = await db
    .select({ type: subAccounts.type, sub_type: subAccounts.subType })
    .from(subAccounts)
    .where(eq(subAccounts.uid, user.uid))
    .limit(1);
  return { is_sub: user.isSub || row !== undefined, ...(row ?? SUB_ACCOUNT_INFO_DEFAULT) };
}

/** The kind of `subUid` if it is a sub-account of `parentUid`, else null (someone else's, or not a sub-account). */
export async function subAccountOf(db: Database, parentUid: number, subUid: number): Promise<{ type: number; sub_type: number } | null> {
  const [row] = await db
    .select({ type: subAccounts.type, sub_type: subAccounts.subType })
    .from(subAccounts)
    .where(and(eq(subAccounts.uid, subUid), eq(subAccounts.parentUid, parentUid)))
    .limit(1);
  return row ?? null;
}
