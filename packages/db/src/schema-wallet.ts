import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The wallet journal: every balance change that is not a trade (deposits, withdrawals, purchases,
 * conversions, P2P escrow, transfers between accounts, product subscriptions and rewards, coupons)
 * is one row per currency, written in the same transaction as the balance it changed. Balances are
 * the ledger's current state; this is their history and the idempotency record: `(uid, kind, ref,
 * currency)` is unique, so a retried or replayed change (same deposit transaction hash, same client
 * request id) can never be applied twice.
 */
export const balanceMovements = pgTable(
  'balance_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Signed change of the available balance. */
    availableDelta: numeric('available_delta').notNull(),
    /** Signed change of the locked balance (funds held for a withdrawal, an escrow, a fixed term). */
    lockedDelta: numeric('locked_delta').notNull(),
    /** What moved the money: 'deposit', 'withdrawal', 'buy', 'convert', 'p2p', 'transfer', … (services/wallet/movements.ts). */
    kind: text('kind').notNull(),
    /** The business reference: a transaction hash, a request id, an order id; with kind it identifies the change. */
    ref: text('ref').notNull(),
    /** Free-form detail shown in the history (counter-currency, chain, rate); never personal data. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('balance_movements_ref_unique').on(t.uid, t.kind, t.ref, t.currency),
    index('balance_movements_uid_created_idx').on(t.uid, t.createdAt),
    check('balance_movements_nonzero_check', sql`${t.availableDelta} <> 0 or ${t.lockedDelta} <> 0`),
  ],
);
