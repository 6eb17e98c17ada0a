import { TRANSFER_ERROR_CODES, type TransferAccount, type TransferView } from '@ex/contracts';
import { accountBalances, accountTransfers, and, assets, eq, positions, sql, type AccountTransferRow } from '@ex/db';
import { addDecimal, decimal, isWalletCurrency, signOf, subtractDecimal, type DecimalString } from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { trimDecimal } from '../decimal';
import { lockUser, type Tx } from '../ledger/context';
import { InsufficientBalanceError, applyMovements } from '../wallet/movements';

/** One side of a transfer: a user's account. */
export interface TransferSide {
  readonly uid: number;
  readonly account: TransferAccount;
}

export interface TransferRequest {
  /** Who asked: the session's user; owner of the idempotency key. */
  readonly uid: number;
  readonly requestId: string;
  readonly from: TransferSide;
  readonly to: TransferSide;
  readonly currency: string;
  readonly amount: DecimalString;
}

/** The API view of a stored transfer. */
export function transferView(row: AccountTransferRow): TransferView {
  return {
    id: row.id,
    from: row.fromAccount,
    to: row.toAccount,
    from_uid: row.fromUid,
    to_uid: row.toUid,
    currency: row.currency,
    amount: trimDecimal(row.amount),
    created_at: row.createdAt.toISOString(),
  };
}

const sameRequest = (row: AccountTransferRow, r: TransferRequest) =>
  row.fromUid === r.from.uid &&
  row.fromAccount === r.from.account &&
  row.toUid === r.to.uid &&
  row.toAccount === r.to.account &&
  row.currency === r.currency &&
  decimal(row.amount) === decimal(r.amount);

/** margin and futures accounts back the user's open positions of that market. */
export async function marginInUse(tx: Pick<Tx, 'select'>, uid: number, account: TransferAccount): Promise<boolean> {
  if (account !== 'margin' && account !== 'futures') return false;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(positions)
    .where(and(eq(positions.uid, uid), eq(positions.market, account)));
  return (row?.n ?? 0) > 0;
}

/** Adds `delta` to a non-spot account balance; refuses (insufficient) below zero. */
async function moveAccountBalance(tx: Tx, uid: number, account: Exclude<TransferAccount, 'spot'>, currency: string, delta: DecimalString) {
  const [row] = await tx
    .select({ available: accountBalances.available })
    .from(accountBalances)
    .where(and(eq(accountBalances.uid, uid), eq(accountBalances.account, account), eq(accountBalances.currency, currency)));
  const after = addDecimal(decimal(row?.available ?? '0'), delta);
  if (signOf(after) < 0) throw new InsufficientBalanceError(uid, currency, 'available');
  await tx
    .insert(accountBalances)
    .values({ uid, account, currency, available: after })
    .onConflictDoUpdate({ target: [accountBalances.uid, accountBalances.account, accountBalances.currency], set: { available: after } });
}

/**
 * Moves `amount` from one account to another inside `tx`, all or nothing: locks both users (ascending
 * uid, the ledger's lock order), replays a known request id (same transfer → the stored row, another
 * transfer → 409), refuses an unlisted currency (400), a source backing open positions (409) and more
 * than the source's available balance (400). Spot balances move through the wallet journal.
 * @example await db.transaction((tx) => moveFunds(tx, { uid, requestId: 'r-12345678', from: { uid, account: 'spot' }, to: { uid, account: 'futures' }, currency: 'USDT', amount: decimal('10') }, now))
 */
export async function moveFunds(tx: Tx, r: TransferRequest, nowMs: number): Promise<AccountTransferRow> {
  for (const uid of [...new Set([r.uid, r.from.uid, r.to.uid])].sort((a, b) => a - b)) await lockUser(tx, uid);
  const [replay] = await tx
    .select()
    .from(accountTransfers)
    .where(and(eq(accountTransfers.uid, r.uid), eq(accountTransfers.requestId, r.requestId)));
  if (replay) {
    if (sameRequest(replay, r)) return replay;
    throw new ApiFailure(409, {
      code: TRANSFER_ERROR_CODES.requestIdReused,
      message: 'This request id was used for another transfer',
      field: 'request_id',
    });
  }
  // A wallet currency (deposit/withdraw) or any listed asset (traded coins).
  const [asset] = isWalletCurrency(r.currency)
    ? [true]
    : await tx.select({ symbol: assets.symbol }).from(assets).where(eq(assets.symbol, r.currency));
  if (!asset) throw invalidInput([{ field: 'currency', message: `${r.currency} is not a listed asset` }]);
  if (await marginInUse(tx, r.from.uid, r.from.account)) {
    throw new ApiFailure(409, {
      code: TRANSFER_ERROR_CODES.marginInUse,
      message: `Your open ${r.from.account} positions use this account as margin: close them before moving funds out`,
      field: 'from',
    });
  }
  const [row] = await tx
    .insert(accountTransfers)
    .values({
      uid: r.uid,
      requestId: r.requestId,
      fromUid: r.from.uid,
      fromAccount: r.from.account,
      toUid: r.to.uid,
      toAccount: r.to.account,
      currency: r.currency,
      amount: r.amount,
      createdAt: new Date(nowMs),
    })
    .returning();
  const ref = `transfer:${row!.id}`;
  const spot = [r.from, r.to]
    .map((side, i) => ({ side, delta: i === 0 ? subtractDecimal(decimal('0'), r.amount) : r.amount }))
    .filter(({ side }) => side.account === 'spot');
  try {
    if (spot.length > 0) {
      await applyMovements(
        tx,
        spot.map(({ side, delta }) => ({
          uid: side.uid,
          currency: r.currency,
          available: delta,
          kind: 'transfer',
          ref,
          note: `${r.from.account}>${r.to.account}`,
        })),
        nowMs,
      );
    }
    if (r.from.account !== 'spot')
      await moveAccountBalance(tx, r.from.uid, r.from.account, r.currency, subtractDecimal(decimal('0'), r.amount));
    if (r.to.account !== 'spot') await moveAccountBalance(tx, r.to.uid, r.to.account, r.currency, r.amount);
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw invalidInput([
        { field: 'amount', message: `The amount is more than the available ${r.currency} in the ${r.from.account} account` },
      ]);
    }
    throw error;
  }
  return row!;
}
