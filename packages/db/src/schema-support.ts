import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** PostgreSQL bytea as bytes (uploads kept in the database). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Support tickets (issue 15 "/myaccount/tickets"): one row per ticket; its conversation is
 * `support_ticket_messages`. Status: open | awaiting_user | resolved | closed (@ex/domain ticket-state).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_tickets_uid_updated_idx').on(t.uid, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'awaiting_user', 'resolved', 'closed')`),
  ],
);

/** One message of a ticket's conversation, by the user or by the support team ('operator'). */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.id),
    check('support_ticket_messages_author_check', sql`${t.author} in ('user', 'operator')`),
  ],
);

/**
 * Files attached to a message: checked like KYC documents (a whole, clean JPEG, PNG or PDF of at
 * most 5 MB) and kept in the database on both database kinds (a few per ticket; one place to back up).
 */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    /** The name the user gave the file, cleaned for display only (never used as a path). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_ticket_attachments_message_idx').on(t.messageId)],
);

/**
 * Coupons (issue 15 coupon centre): issued by an operator to one account, claimed and used once by
 * its owner. `id` is the wallet movement's reference of a cash coupon, so its credit exists at most once.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** trading_fee_rebate | position_voucher | interest_boost */
    type: text('type').notNull(),
    /** Cash value of a rebate or voucher; '0' for an interest boost. */
    amount: numeric('amount').notNull(),
    currency: text('currency').notNull(),
    /** Interest boost: extra APR in % and its duration in days from use; 0 otherwise. */
    boostRate: numeric('boost_rate').notNull().default('0'),
    boostDays: integer('boost_days').notNull().default(0),
    /** Condition: 30-day trade volume in USDT at least this much when used. */
    minTradeVolume: numeric('min_trade_volume').notNull().default('0'),
    /** issued | claimed | used | revoked */
    status: text('status').notNull().default('issued'),
    note: text('note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('coupons_uid_idx').on(t.uid, t.createdAt),
    check('coupons_status_check', sql`${t.status} in ('issued', 'claimed', 'used', 'revoked')`),
    check('coupons_type_check', sql`${t.type} in ('trading_fee_rebate', 'position_voucher', 'interest_boost')`),
    check('coupons_amount_check', sql`${t.amount} >= 0 and ${t.minTradeVolume} >= 0 and ${t.boostRate} >= 0`),
  ],
);
