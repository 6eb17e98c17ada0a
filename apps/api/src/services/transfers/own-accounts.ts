import type { TransferAccounts, TransferBody, TransferView } from '@ex/contracts';
import { TRANSFER_ACCOUNTS } from '@ex/contracts';
import { accountBalances, asc, balances, eq, positions, type Database } from '@ex/db';
import { decimal, signOf } from '@ex/domain';
import { trimDecimal } from '../decimal';
import { moveFunds, transferView } from './move';

/**
 * GET /api/web/v1/wallet/accounts: the user's four accounts with their non-zero available balances,
 * and whether open positions use the account as margin (then nothing may leave it).
 */
export async function listAccounts(db: Database, uid: number): Promise<TransferAccounts> {
  const [spot, others, open] = await Promise.all([
    db
      .select({ currency: balances.currency, available: balances.available })
      .from(balances)
      .where(eq(balances.uid, uid))
      .orderBy(asc(balances.currency)),
    db
      .select({ account: accountBalances.account, currency: accountBalances.currency, available: accountBalances.available })
      .from(accountBalances)
      .where(eq(accountBalances.uid, uid))
      .orderBy(asc(accountBalances.currency)),
    db.selectDistinct({ market: positions.market }).from(positions).where(eq(positions.uid, uid)),
  ]);
  const used = new Set(open.map((p) => p.market));
  const nonZero = (rows: readonly { currency: string; available: string }[]) =>
    rows.filter((b) => signOf(decimal(b.available)) > 0).map((b) => ({ currency: b.currency, available: trimDecimal(b.available) }));
  return {
    accounts: TRANSFER_ACCOUNTS.map((account) => ({
      account,
      balances: nonZero(account === 'spot' ? spot : others.filter((b) => b.account === account)),
      margin_in_use: used.has(account),
    })),
  };
}

/**
 * POST /api/web/v1/wallet/transfer: moves funds between two of the user's own accounts, one
 * transaction, idempotent by `request_id`.
 * @example await transferOwnFunds(db, uid, { from: 'spot', to: 'futures', currency: 'USDT', amount: '10', request_id: 'r-12345678' }, now)
 */
export async function transferOwnFunds(db: Database, uid: number, body: TransferBody, nowMs: number): Promise<TransferView> {
  const row = await db.transaction((tx) =>
    moveFunds(
      tx,
      {
        uid,
        requestId: body.request_id,
        from: { uid, account: body.from },
        to: { uid, account: body.to },
        currency: body.currency,
        amount: decimal(body.amount),
      },
      nowMs,
    ),
  );
  return transferView(row);
}
