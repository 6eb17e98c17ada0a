import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, numeric, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The user's accounts besides spot (issue 17 funds_transfer: "spot, margin, futures, earn"). The spot
 * account is the `balances` table the ledger trades from; these hold what the user moved into each
 * other account. Never below zero (the check is the last line; the service checks first).
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    available: numeric('available').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.account, t.currency] }),
    check('account_balances_account_check', sql`${t.account} in ('margin', 'futures', 'earn')`),
    check('account_balances_available_check', sql`${t.available} >= 0`),
  ],
);

/**
 * Every transfer between accounts: the user's own (from_uid = to_uid = uid) or between a master and
 * its sub-account (master_transfer). `(uid, request_id)` is the idempotency key of the one who asked.
 */
export const accountTransfers = pgTable(
  'account_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who asked (the session's user). */
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    fromUid: bigint('from_uid', { mode: 'number' }).notNull(),
    fromAccount: text('from_account').notNull(),
    toUid: bigint('to_uid', { mode: 'number' }).notNull(),
    toAccount: text('to_account').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('account_transfers_request_unique').on(t.uid, t.requestId),
    index('account_transfers_from_idx').on(t.fromUid, t.createdAt),
    index('account_transfers_to_idx').on(t.toUid, t.createdAt),
    check('account_transfers_amount_check', sql`${t.amount} > 0`),
    check('account_transfers_accounts_check', sql`${t.fromUid} <> ${t.toUid} or ${t.fromAccount} <> ${t.toAccount}`),
  ],
);

export type AccountTransferRow = typeof accountTransfers.$inferSelect;
