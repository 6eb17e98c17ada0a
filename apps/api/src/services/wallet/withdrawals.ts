import type { Withdrawal, WithdrawBody } from '@ex/contracts';
import { ERROR_CODES } from '@ex/contracts';
import { and, desc, eq, gte, sql, users, withdrawals, type Database, type UserRow } from '@ex/db';
import {
  CHAINS,
  WALLET_CURRENCIES,
  addDecimal,
  addressProblem,
  compareDecimal,
  currencyNetwork,
  decimal,
  isKyc2Done,
  isWalletCurrency,
  multiplyDecimal,
  normaliseDecimal,
  subtractDecimal,
  utcDayStart,
  withdrawalDailyLimitUsd,
  type DecimalString,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { lockUser } from '../ledger/context';
import { InsufficientBalanceError, applyMovements } from './movements';

type Row = typeof withdrawals.$inferSelect;

export function toWithdrawal(row: Row): Withdrawal {
  const amount = normaliseDecimal(decimal(row.amount));
  const fee = normaliseDecimal(decimal(row.fee));
  return {
    id: row.id,
    currency: row.currency,
    chain: row.chain,
    address: row.address,
    amount,
    fee,
    receive: normaliseDecimal(subtractDecimal(amount, fee)),
    status: row.status === 'completed' ? 'completed' : row.status === 'rejected' ? 'rejected' : 'pending',
    tx_hash: row.txHash,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The checks that need no database: currency, network, address, minimum (400 naming the field).
 * The KYC level, fund password, balance and daily limit follow in {@link requestWithdrawal}.
 */
export function validateWithdrawal(body: Pick<WithdrawBody, 'currency' | 'chain' | 'address' | 'amount'>) {
  if (!isWalletCurrency(body.currency)) throw invalidInput([{ field: 'currency', message: `Unknown currency ${body.currency}` }]);
  const network = currencyNetwork(body.currency, body.chain);
  if (network === null) {
    const chains = (WALLET_CURRENCIES[body.currency] ?? []).map((n) => n.chain).join(', ');
    throw invalidInput([{ field: 'chain', message: `${body.currency} is withdrawn on ${chains}, not ${body.chain}` }]);
  }
  const problem = addressProblem(CHAINS[body.chain].kind, body.address);
  if (problem !== null) {
    const messages = {
      empty: 'address is required',
      format: `This is not a ${CHAINS[body.chain].name} address`,
      checksum: 'The address checksum does not match: check it for a typing error',
    };
    throw invalidInput([{ field: 'address', message: messages[problem] }]);
  }
  if (compareDecimal(body.amount, network.minWithdrawal) < 0) {
    throw invalidInput([
      { field: 'amount', message: `The minimum ${body.currency} withdrawal on ${body.chain} is ${network.minWithdrawal}` },
    ]);
  }
  return network;
}

/** USD value of withdrawals counted against today's limit (pending and completed; rejected ones returned). */
export async function usedTodayUsd(db: Pick<Database, 'select'>, uid: number, nowMs: number): Promise<DecimalString> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${withdrawals.usdValue})` })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.uid, uid), sql`${withdrawals.status} <> 'rejected'`, gte(withdrawals.createdAt, new Date(utcDayStart(nowMs)))),
    );
  return normaliseDecimal(decimal(row?.total ?? '0'));
}

/**
 * A withdrawal request: validated, KYC2 checked, then in one transaction under the user's ledger
 * lock the daily limit is checked and the amount (fee included) moves from available to locked.
 * `authorise` (the fund password and authenticator code) runs before anything is written. The same
 * `request_id` returns the withdrawal it created before, without asking for the secrets again.
 */
export async function requestWithdrawal(
  db: Database,
  user: UserRow,
  body: WithdrawBody,
  usdPrice: DecimalString,
  authorise: () => Promise<void>,
  nowMs: number,
): Promise<Withdrawal> {
  const [before] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.uid, user.uid), eq(withdrawals.requestId, body.request_id)));
  if (before !== undefined) return toWithdrawal(before);
  const network = validateWithdrawal(body);
  if (!isKyc2Done(user.verified)) {
    throw new ApiFailure(403, {
      code: ERROR_CODES.forbidden,
      message: 'Complete identity verification (KYC level 1) to withdraw',
      field: 'kyc',
    });
  }
  await authorise();
  const amount = normaliseDecimal(body.amount);
  const usdValue = normaliseDecimal(multiplyDecimal(amount, usdPrice));
  const limit = withdrawalDailyLimitUsd(user.verified);
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, user.uid);
      // The same request sent twice at once: the second waits for the first's lock, then finds it.
      const [replayed] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.uid, user.uid), eq(withdrawals.requestId, body.request_id)));
      if (replayed !== undefined) return toWithdrawal(replayed);
      const used = await usedTodayUsd(tx, user.uid, nowMs);
      if (compareDecimal(addDecimal(used, usdValue), limit) > 0) {
        throw invalidInput([
          { field: 'amount', message: `This is over your daily withdrawal limit of ${limit} USD (${used} USD used today)` },
        ]);
      }
      const [row] = await tx
        .insert(withdrawals)
        .values({
          uid: user.uid,
          requestId: body.request_id,
          currency: body.currency,
          chain: body.chain,
          address: body.address.trim(),
          amount,
          fee: network.withdrawalFee,
          usdValue,
          createdAt: new Date(nowMs),
        })
        .returning();
      if (row === undefined) throw new Error('withdrawal insert returned nothing');
      await applyMovements(
        tx,
        [
          {
            uid: user.uid,
            currency: body.currency,
            available: decimal(`-${amount}`),
            locked: amount,
            kind: 'withdrawal',
            ref: `withdrawal:${row.id}:lock`,
            note: body.chain,
          },
        ],
        nowMs,
      );
      return toWithdrawal(row);
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw invalidInput([{ field: 'amount', message: `The amount is more than your available ${body.currency} balance` }]);
    }
    throw error;
  }
}

/**
 * An operator completes (the locked amount leaves the account) or rejects (it goes back to
 * available) a pending withdrawal, once: the status update matches only a pending withdrawal.
 */
export async function decideWithdrawal(
  db: Database,
  id: number,
  decision: { kind: 'complete'; txHash?: string } | { kind: 'reject'; reason: string },
  nowMs: number,
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set(
        decision.kind === 'complete'
          ? { status: 'completed', txHash: decision.txHash ?? `0x${id.toString(16).padStart(64, '0')}`, decidedAt: new Date(nowMs) }
          : { status: 'rejected', reason: decision.reason, decidedAt: new Date(nowMs) },
      )
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
    if (row === undefined) {
      const [existing] = await tx.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id));
      throw new ApiFailure(existing ? 409 : 404, {
        code: existing ? ERROR_CODES.duplicateEmail : ERROR_CODES.notFound,
        message: existing ? `Withdrawal ${id} is already ${existing.status}` : `No withdrawal ${id}`,
        field: 'id',
      });
    }
    const amount = decimal(row.amount);
    await applyMovements(
      tx,
      [
        decision.kind === 'complete'
          ? {
              uid: row.uid,
              currency: row.currency,
              locked: decimal(`-${amount}`),
              kind: 'withdrawal',
              ref: `withdrawal:${id}:complete`,
              note: row.chain,
            }
          : {
              uid: row.uid,
              currency: row.currency,
              available: amount,
              locked: decimal(`-${amount}`),
              kind: 'withdrawal',
              ref: `withdrawal:${id}:reject`,
              note: row.chain,
            },
      ],
      nowMs,
    );
    return toWithdrawal(row);
  });
}

export async function listWithdrawals(db: Database, uid: number): Promise<Withdrawal[]> {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.uid, uid)).orderBy(desc(withdrawals.id)).limit(100);
  return rows.map(toWithdrawal);
}

/** Pending withdrawals of every user, oldest first (operator `withdrawal list`). */
export async function listPendingWithdrawals(db: Database): Promise<(Withdrawal & { email: string })[]> {
  const rows = await db
    .select({ w: withdrawals, email: users.email })
    .from(withdrawals)
    .innerJoin(users, eq(users.uid, withdrawals.uid))
    .where(eq(withdrawals.status, 'pending'))
    .orderBy(withdrawals.id)
    .limit(500);
  return rows.map((r) => ({ ...toWithdrawal(r.w), email: r.email }));
}
