import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type Deposit } from '@ex/contracts';
import { and, deposits, desc, eq, users, type Database } from '@ex/db';
import {
  CHAINS,
  WALLET_CURRENCIES,
  compareDecimal,
  currencyNetwork,
  decimal,
  isWalletCurrency,
  normaliseDecimal,
  utcDayStart,
  type ChainId,
  type DecimalString,
} from '@ex/domain';
import { SITE_KEYS, depositFiatsOf } from '@ex/sites';
import { ApiFailure, invalidInput } from '../../http/failure';
import { applyMovements } from './movements';

/** Deposit "networks" that are not chains: a fiat bank transfer, test-net play money. */
export const OFF_CHAIN = ['BANK', 'FAUCET'] as const;
export type DepositChain = ChainId | (typeof OFF_CHAIN)[number];

/** Every fiat some sub-site takes bank transfers in (site table, depositFiatsOf). */
export const DEPOSIT_FIATS: ReadonlySet<string> = new Set(SITE_KEYS.flatMap((s) => depositFiatsOf(s)));

export interface DepositInput {
  readonly uid: number;
  readonly currency: string;
  readonly chain: string;
  /** Omitted: a new random transaction id (an operator crediting by hand). */
  readonly txHash?: string;
  readonly amount: DecimalString;
  /** Confirmations already seen (default 0; off-chain deposits need none). */
  readonly confirmations?: number;
}

type DepositRow = typeof deposits.$inferSelect;

export function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    currency: row.currency,
    chain: row.chain,
    tx_hash: row.txHash,
    amount: normaliseDecimal(decimal(row.amount)),
    confirmations: row.confirmations,
    required_confirmations: row.requiredConfirmations,
    status: row.status === 'credited' ? 'credited' : 'pending',
    created_at: row.createdAt.toISOString(),
    credited_at: row.creditedAt?.toISOString() ?? null,
  };
}

/**
 * How many confirmations `currency` on `chain` needs, or a 400 naming the field: unknown currency,
 * a currency that does not travel on the chain, a fiat not taken by bank transfer anywhere.
 */
export function requiredConfirmations(currency: string, chain: string, amount: DecimalString): number {
  if (chain === 'BANK') {
    if (!DEPOSIT_FIATS.has(currency)) throw invalidInput([{ field: 'currency', message: `${currency} is not taken by bank transfer` }]);
    return 0;
  }
  if (!isWalletCurrency(currency)) throw invalidInput([{ field: 'currency', message: `Unknown currency ${currency}` }]);
  if (chain === 'FAUCET') return 0;
  const network = currencyNetwork(currency, chain);
  if (network === null) {
    const chains = (WALLET_CURRENCIES[currency] ?? []).map((n) => n.chain).join(', ');
    throw invalidInput([{ field: 'chain', message: `${currency} is deposited on ${chains}, not ${chain}` }]);
  }
  if (compareDecimal(amount, network.minDeposit) < 0) {
    throw invalidInput([{ field: 'amount', message: `The minimum ${currency} deposit on ${chain} is ${network.minDeposit}` }]);
  }
  return CHAINS[chain as ChainId].confirmations;
}

/**
 * Records a deposit as the network reports it and credits it once it has enough confirmations, all
 * in one transaction. Reporting the same `(chain, tx)` again changes nothing (a replay returns the
 * deposit as it is; a report that disagrees with it is refused with 409): one transaction is
 * credited once.
 * @example await recordDeposit(db, { uid, currency: 'USDT', chain: 'TRX', amount: decimal('100') }, now)
 */
export async function recordDeposit(db: Database, input: DepositInput, nowMs: number): Promise<Deposit> {
  const required = requiredConfirmations(input.currency, input.chain, input.amount);
  const txHash = input.txHash ?? `0x${randomBytes(32).toString('hex')}`;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(deposits)
      .values({
        uid: input.uid,
        currency: input.currency,
        chain: input.chain,
        txHash,
        amount: normaliseDecimal(input.amount),
        confirmations: input.confirmations ?? 0,
        requiredConfirmations: required,
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing({ target: [deposits.chain, deposits.txHash] })
      .returning();
    if (inserted === undefined) {
      const [existing] = await tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.chain, input.chain), eq(deposits.txHash, txHash)));
      if (
        existing === undefined ||
        existing.uid !== input.uid ||
        existing.currency !== input.currency ||
        compareDecimal(decimal(existing.amount), input.amount) !== 0
      ) {
        throw new ApiFailure(409, {
          code: ERROR_CODES.duplicateEmail /* 40900: conflict */,
          message: `Transaction ${txHash} on ${input.chain} is already recorded for another deposit`,
          field: 'tx',
        });
      }
      return toDeposit(existing);
    }
    return toDeposit(await creditIfConfirmed(tx, inserted, nowMs));
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Credits a pending deposit that has its confirmations (journal ref `<chain>:<tx>`: a second credit is a no-op). */
async function creditIfConfirmed(tx: Tx, row: DepositRow, nowMs: number): Promise<DepositRow> {
  if (row.status === 'credited' || row.confirmations < row.requiredConfirmations) return row;
  await applyMovements(
    tx,
    [
      {
        uid: row.uid,
        currency: row.currency,
        available: decimal(row.amount),
        kind: 'deposit',
        ref: `${row.chain}:${row.txHash}`,
        note: row.chain,
      },
    ],
    nowMs,
  );
  const [credited] = await tx
    .update(deposits)
    .set({ status: 'credited', creditedAt: new Date(nowMs) })
    .where(eq(deposits.id, row.id))
    .returning();
  return credited ?? row;
}

/**
 * The network reports `confirmations` for a recorded transaction (operator `deposit confirm`):
 * the count only ever grows, and the deposit is credited the first time it reaches the network's
 * requirement. 404 for an unknown transaction.
 */
export async function confirmDeposit(
  db: Database,
  input: { chain: string; txHash: string; confirmations?: number },
  nowMs: number,
): Promise<Deposit> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.chain, input.chain), eq(deposits.txHash, input.txHash)))
      .for('update');
    if (row === undefined)
      throw new ApiFailure(404, {
        code: ERROR_CODES.notFound,
        message: `No deposit with transaction ${input.txHash} on ${input.chain}`,
        field: 'tx',
      });
    if (row.status === 'credited') return toDeposit(row);
    const confirmations = Math.max(row.confirmations, input.confirmations ?? row.requiredConfirmations);
    const [updated] = await tx.update(deposits).set({ confirmations }).where(eq(deposits.id, row.id)).returning();
    return toDeposit(await creditIfConfirmed(tx, updated ?? row, nowMs));
  });
}

/** The user's deposits, newest first (optionally of one currency). */
export async function listDeposits(db: Database, uid: number, currency?: string): Promise<Deposit[]> {
  const where = currency === undefined ? eq(deposits.uid, uid) : and(eq(deposits.uid, uid), eq(deposits.currency, currency));
  const rows = await db.select().from(deposits).where(where).orderBy(desc(deposits.id)).limit(100);
  return rows.map(toDeposit);
}

/** Pending deposits of every user, oldest first (operator `deposit list`). */
export async function listPendingDeposits(db: Database): Promise<(Deposit & { email: string })[]> {
  const rows = await db
    .select({ deposit: deposits, email: users.email })
    .from(deposits)
    .innerJoin(users, eq(users.uid, deposits.uid))
    .where(eq(deposits.status, 'pending'))
    .orderBy(deposits.id)
    .limit(500);
  return rows.map((r) => ({ ...toDeposit(r.deposit), email: r.email }));
}

/** Test-net play money (§1 test net): 1 000 USDT per claim, one claim per user and UTC day. */
export const TEST_FUNDS = { currency: 'USDT', amount: decimal('1000') } as const;

/**
 * "Get test funds" on the test net: a FAUCET deposit whose transaction id is the user and the UTC
 * day, so a user gets one claim a day however often (or however concurrently) they ask; a second
 * claim the same day is 429 with the seconds until the next.
 */
export async function claimTestFunds(db: Database, uid: number, nowMs: number): Promise<Deposit> {
  const dayStart = utcDayStart(nowMs);
  const txHash = `faucet-${uid}-${new Date(dayStart).toISOString().slice(0, 10)}`;
  const [claimed] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.chain, 'FAUCET'), eq(deposits.txHash, txHash)));
  if (claimed !== undefined) {
    const retryAfter = Math.ceil((dayStart + 86_400_000 - nowMs) / 1000);
    throw new ApiFailure(
      429,
      {
        code: ERROR_CODES.rateLimited,
        message: 'You have already received test funds today. Come back tomorrow.',
        retry_after: retryAfter,
      },
      { 'Retry-After': String(retryAfter) },
    );
  }
  return recordDeposit(db, { uid, currency: TEST_FUNDS.currency, chain: 'FAUCET', txHash, amount: TEST_FUNDS.amount }, nowMs);
}
