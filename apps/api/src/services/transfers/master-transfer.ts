import { ERROR_CODES, SUB_TRANSFER_ERROR_CODES, type SubTransferBody, type SubTransferParties, type TransferView } from '@ex/contracts';
import { asc, balances, eq, inArray, subAccounts, users, type Database, type UserRow } from '@ex/db';
import { decimal, masterTransferRefusal, signOf, type MasterTransferParty } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { trimDecimal } from '../decimal';
import { subUserType } from '../sub-accounts';
import { moveFunds, transferView } from './move';

const forbidden = (code: number, message: string, field?: string) => new ApiFailure(403, { code, message, ...(field ? { field } : {}) });

/** Only a master account uses master_transfer: a sub-account is refused (403). */
async function assertMaster(db: Database, user: UserRow): Promise<void> {
  if ((await subUserType(db, user)).is_sub) {
    throw forbidden(SUB_TRANSFER_ERROR_CODES.notMaster, 'Only the master account can move funds of its sub-accounts');
  }
}

/** The master's sub-accounts: uid → §3 type and sub_type. */
async function subsOf(db: Pick<Database, 'select'>, masterUid: number) {
  const rows = await db
    .select({ uid: subAccounts.uid, type: subAccounts.type, subType: subAccounts.subType, nickname: users.nickname })
    .from(subAccounts)
    .innerJoin(users, eq(users.uid, subAccounts.uid))
    .where(eq(subAccounts.parentUid, masterUid))
    .orderBy(asc(subAccounts.uid));
  return rows;
}

/**
 * GET /api/web/v1/wallet/sub-accounts: the master and each of its sub-accounts with their spot
 * balances (non-zero), for master_transfer.
 */
export async function listSubTransferParties(db: Database, user: UserRow): Promise<SubTransferParties> {
  await assertMaster(db, user);
  const subs = await subsOf(db, user.uid);
  const uids = [user.uid, ...subs.map((s) => s.uid)];
  const rows = await db
    .select({ uid: balances.uid, currency: balances.currency, available: balances.available })
    .from(balances)
    .where(inArray(balances.uid, uids))
    .orderBy(asc(balances.currency));
  const balancesOf = (uid: number) =>
    rows
      .filter((r) => r.uid === uid && signOf(decimal(r.available)) > 0)
      .map((r) => ({ currency: r.currency, available: trimDecimal(r.available) }));
  return {
    master: { uid: user.uid, nickname: user.nickname, type: 0, sub_type: 0, balances: balancesOf(user.uid) },
    subs: subs.map((s) => ({ uid: s.uid, nickname: s.nickname, type: s.type, sub_type: s.subType, balances: balancesOf(s.uid) })),
  };
}

/**
 * POST /api/web/v1/wallet/sub-transfer: the master moves spot funds between itself and its
 * sub-accounts (masterTransferRefusal), one transaction, idempotent by `request_id`. A uid that is
 * not the master's own sub-account is a 403 and nothing changes.
 * @example await transferWithSubAccount(db, master, { from_uid: master.uid, to_uid: subUid, currency: 'USDT', amount: '5', request_id: 'r-12345678' }, now)
 */
export async function transferWithSubAccount(db: Database, user: UserRow, body: SubTransferBody, nowMs: number): Promise<TransferView> {
  await assertMaster(db, user);
  const subs = new Map((await subsOf(db, user.uid)).map((s) => [s.uid, s]));
  const party = (uid: number, field: string): MasterTransferParty => {
    if (uid === user.uid) return { role: 'master' };
    const sub = subs.get(uid);
    if (!sub) throw forbidden(SUB_TRANSFER_ERROR_CODES.notOwnSubAccount, 'This is not one of your sub-accounts', field);
    return { role: 'sub', type: sub.type };
  };
  const from = party(body.from_uid, 'from_uid');
  const to = party(body.to_uid, 'to_uid');
  switch (masterTransferRefusal(false, from, to, body.from_uid === body.to_uid)) {
    case 'managed_to_other_sub':
      throw forbidden(
        SUB_TRANSFER_ERROR_CODES.managedSubAccount,
        'A managed sub-account returns funds to its master account only',
        'to_uid',
      );
    case 'same_account':
    case 'master_to_master':
      throw new ApiFailure(400, { code: ERROR_CODES.invalidInput, message: 'Choose two different accounts', field: 'to_uid' });
    case 'not_master':
      throw forbidden(SUB_TRANSFER_ERROR_CODES.notMaster, 'Only the master account can move funds of its sub-accounts');
    case null:
      break;
  }
  const row = await db.transaction((tx) =>
    moveFunds(
      tx,
      {
        uid: user.uid,
        requestId: body.request_id,
        from: { uid: body.from_uid, account: 'spot' },
        to: { uid: body.to_uid, account: 'spot' },
        currency: body.currency,
        amount: decimal(body.amount),
      },
      nowMs,
    ),
  );
  return transferView(row);
}
