import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Deposits (issue 13): an incoming transfer seen on a network, a fiat bank transfer or test-net play
 * money. It arrives `pending`, gains confirmations and is `credited` once it has the network's
 * `required_confirmations`, in the same transaction as its wallet-journal movement (kind 'deposit',
 * ref `deposit:<id>`). `(chain, tx_hash)` is unique: the same transaction is recorded, and so
 * credited, once however often it is reported.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** A network id (TRX, ETH, BSC, BTC), BANK for a fiat transfer, FAUCET for test-net funds. */
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    amount: numeric('amount').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    /** 'pending' | 'credited'. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    unique('deposits_chain_tx_unique').on(t.chain, t.txHash),
    index('deposits_uid_idx').on(t.uid, t.id),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Deposit codes (§2.1 /myaccount/deposit_gatecode): created by an operator for an amount of a
 * currency, valid until `expires_at`, redeemed once: the redeeming update only matches a code with
 * no `redeemed_by`, so of two concurrent redemptions one wins.
 */
export const gateCodes = pgTable(
  'gate_codes',
  {
    code: text('code').primaryKey(),
    currency: text('currency').notNull(),
    amount: numeric('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    redeemedBy: bigint('redeemed_by', { mode: 'number' }).references(() => users.uid, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [check('gate_codes_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * Withdrawals: requested by the user (the amount, fee included, moves from available to locked),
 * then `completed` (the locked amount leaves) or `rejected` (it goes back to available) by an
 * operator. `(uid, request_id)` is unique: a retried request creates one withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    /** Taken from the balance, fee included. */
    amount: numeric('amount').notNull(),
    fee: numeric('fee').notNull(),
    /** Value in USD when requested, for the daily limit. */
    usdValue: numeric('usd_value').notNull(),
    /** 'pending' | 'completed' | 'rejected'. */
    status: text('status').notNull().default('pending'),
    txHash: text('tx_hash'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('withdrawals_request_unique').on(t.uid, t.requestId),
    index('withdrawals_uid_created_idx').on(t.uid, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);
