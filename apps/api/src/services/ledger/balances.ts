import type { LedgerBalance } from '@ex/contracts';
import { and, asc, balances, eq, inArray, type Database } from '@ex/db';
import { ZERO, addDecimal, normaliseDecimal, signOf, subtractDecimal, type DecimalString } from '@ex/domain';
import { dec, type Tx } from './context';

/** One currency of a user, as the ledger works on it inside a transaction. */
export interface Balance {
  available: DecimalString;
  locked: DecimalString;
}

/**
 * The user's balances of `currencies` (a missing row reads as zero). Call under `lockUser`: the
 * values stay valid until the transaction ends.
 */
export async function readBalances(tx: Tx, uid: number, currencies: readonly string[]): Promise<Map<string, Balance>> {
  const rows = await tx
    .select({ currency: balances.currency, available: balances.available, locked: balances.locked })
    .from(balances)
    .where(and(eq(balances.uid, uid), inArray(balances.currency, [...currencies])));
  const out = new Map<string, Balance>();
  for (const currency of currencies) out.set(currency, { available: ZERO, locked: ZERO });
  for (const row of rows) out.set(row.currency, { available: dec(row.available), locked: dec(row.locked) });
  return out;
}

/**
 * Writes one balance (insert or update). Balances never go below zero: the callers check first, and
 * this refuses (a programming error, the transaction rolls back) if one would.
 */
export async function writeBalance(tx: Tx, uid: number, currency: string, balance: Balance): Promise<void> {
  if (signOf(balance.available) < 0 || signOf(balance.locked) < 0) {
    throw new Error(`ledger: ${currency} balance of ${uid} would go below zero`);
  }
  const values = { available: normaliseDecimal(balance.available), locked: normaliseDecimal(balance.locked) };
  await tx
    .insert(balances)
    .values({ uid, currency, ...values })
    .onConflictDoUpdate({ target: [balances.uid, balances.currency], set: values });
}

/** available += delta (delta may be negative). */
export function credit(balance: Balance, delta: DecimalString): Balance {
  return { available: addDecimal(balance.available, delta), locked: balance.locked };
}

/** Moves `amount` from available to locked (a resting order's reserve). */
export function lock(balance: Balance, amount: DecimalString): Balance {
  return { available: subtractDecimal(balance.available, amount), locked: addDecimal(balance.locked, amount) };
}

/** Moves `amount` back from locked to available. */
export function unlock(balance: Balance, amount: DecimalString): Balance {
  return { available: addDecimal(balance.available, amount), locked: subtractDecimal(balance.locked, amount) };
}

/** GET /api/web/v1/ledger/balances: every currency the user holds, by name. */
export async function listBalances(db: Database, uid: number): Promise<LedgerBalance[]> {
  const rows = await db
    .select({ currency: balances.currency, available: balances.available, locked: balances.locked })
    .from(balances)
    .where(eq(balances.uid, uid))
    .orderBy(asc(balances.currency));
  return rows;
}
