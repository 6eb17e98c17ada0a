import { bigint, index, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Firm quotes of convert and buying crypto (issue 13). A quote is made for one user, priced from
 * the live market with its spread and fee, and valid until `expires_at`; executing it writes the
 * balance movements (apps/api services/wallet/movements.ts) and stamps `executed_request_id` in
 * the same transaction, so a quote executes at most once and a replayed request returns the same
 * result.
 */
export const moneyQuotes = pgTable(
  'money_quotes',
  {
    id: text('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'convert' or 'buy'. */
    kind: text('kind').notNull(),
    /** What the user gives: a wallet currency (convert) or a fiat paid to the payment provider (buy). */
    payCurrency: text('pay_currency').notNull(),
    payAmount: numeric('pay_amount').notNull(),
    /** What the user receives in the wallet. */
    getCurrency: text('get_currency').notNull(),
    getAmount: numeric('get_amount').notNull(),
    /** Convert: units received per unit given. Buy: fiat per unit of crypto. Spread included. */
    price: numeric('price').notNull(),
    spreadBps: bigint('spread_bps', { mode: 'number' }).notNull(),
    /** Buy: the fee in the fiat (included in pay_amount); convert: 0. */
    fee: numeric('fee').notNull().default('0'),
    /** Buy: the amount paid in USD, counted against the daily limit. */
    usdValue: numeric('usd_value').notNull().default('0'),
    /** Buy: 'card' or 'bank'. */
    method: text('method'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    executedRequestId: text('executed_request_id'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    /** Buy: the payment provider and its payment reference. */
    provider: text('provider'),
    paymentRef: text('payment_ref'),
  },
  (t) => [
    unique('money_quotes_request_unique').on(t.uid, t.executedRequestId),
    index('money_quotes_uid_executed_idx').on(t.uid, t.executedAt),
  ],
);
