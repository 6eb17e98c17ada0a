import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** One APR tier as stored: the principal from `from` up to the next tier earns `apr` percent a year. */
export interface EarnTierRow {
  readonly from: string;
  readonly apr: string;
}

/**
 * The simple-earn catalogue (issue 14 "the product catalogue … is stored in the database"): one row
 * per savings product. Operators edit it with `npm run ops -- product …` without a deploy; the seed
 * rows come with the migration. `term_days` is null for flexible products.
 */
export const earnProducts = pgTable(
  'earn_products',
  {
    /** A readable key, e.g. 'usdt-flexible', 'eth-fixed-30'. */
    id: text('id').primaryKey(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    termDays: integer('term_days'),
    /** Marginal APR tiers, rising `from`, the first from 0. */
    tiers: jsonb('tiers').$type<EarnTierRow[]>().notNull(),
    minAmount: numeric('min_amount').notNull(),
    /** The most one user may hold in the product at once. */
    maxAmount: numeric('max_amount').notNull(),
    /** The most the product takes from all users together. */
    cap: numeric('cap').notNull(),
    status: text('status').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('earn_products_type_check', sql`${t.type} in ('flexible', 'fixed')`),
    check('earn_products_status_check', sql`${t.status} in ('active', 'paused')`),
    check(
      'earn_products_term_check',
      sql`(${t.type} = 'flexible' and ${t.termDays} is null) or (${t.type} = 'fixed' and ${t.termDays} between 1 and 3650)`,
    ),
    check('earn_products_amounts_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.cap} >= ${t.maxAmount}`),
  ],
);

/**
 * A user's subscription to one product. Its terms (type, term, tiers) are copied at subscription so
 * that an operator's later edit changes new subscriptions only, never a running fixed term's promise.
 * `request_id` is the client's idempotency key: a retried subscribe returns the same position.
 */
export const earnPositions = pgTable(
  'earn_positions',
  {
    id: serial('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => earnProducts.id),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    termDays: integer('term_days'),
    tiers: jsonb('tiers').$type<EarnTierRow[]>().notNull(),
    principal: numeric('principal').notNull(),
    /** Interest days accrued so far (days 1..accrued_days have a row in earn_interest). */
    accruedDays: integer('accrued_days').notNull().default(0),
    /** Interest accrued in total (flexible: already paid out daily; fixed: paid with the principal at maturity). */
    interestTotal: numeric('interest_total').notNull().default('0'),
    status: text('status').notNull().default('active'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('earn_positions_request_unique').on(t.uid, t.requestId),
    index('earn_positions_uid_idx').on(t.uid, t.id),
    index('earn_positions_product_status_idx').on(t.productId, t.status),
    check('earn_positions_status_check', sql`${t.status} in ('active', 'redeemed', 'matured')`),
    check('earn_positions_principal_check', sql`${t.principal} > 0`),
  ],
);

/**
 * The interest history: one row per position and interest day, written once (the primary key makes
 * a second scheduler run, or two at once, unable to pay a day twice).
 */
export const earnInterest = pgTable(
  'earn_interest',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => earnPositions.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount').notNull(),
    /** The APR (percent) the day earned at, blended across tiers. */
    apr: numeric('apr').notNull(),
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.day] }), index('earn_interest_uid_idx').on(t.uid, t.dayStart)],
);
