import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** First public uid; the identity sequence starts here so uids look like the product's 8-digit ids. */
export const FIRST_UID = 10000001;

/**
 * Accounts. `uid` is the public id (§3 User info). E-mail is stored lower-case (the contract lower-cases
 * it) and the CHECK makes that an invariant, so a plain unique index is case-insensitive in effect and
 * concurrent duplicate sign-ups are rejected by the database, not by a racy read-then-write.
 */
export const users = pgTable(
  'users',
  {
    uid: bigint('uid', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: FIRST_UID }),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    /** Sub-site the account registered on (SiteKey; db may not import @ex/sites, so plain text). */
    siteKey: text('site_key').notNull().default('main'),
    /** Numeric country code (792 Turkey, 344 Hong Kong, 0 unknown). */
    country: integer('country').notNull().default(0),
    /** KYC level code of §3: 0 level0, 5 level0.5, 2 level1, 1 level2, 4 level3, 3 company. */
    verified: integer('verified').notNull().default(0),
    kycStatus: integer('kyc_status').notNull().default(0),
    isSub: boolean('is_sub').notNull().default(false),
    parentUid: bigint('parent_uid', { mode: 'number' }).references((): AnyPgColumn => users.uid, { onDelete: 'set null' }),
    isHkUser: boolean('is_hk_user').notNull().default(false),
    isWithdrawOnly: boolean('is_withdraw_only').notNull().default(false),
    isRiskUser: boolean('is_risk_user').notNull().default(false),
    /** VIP tier. */
    tier: integer('tier').notNull().default(0),
    trialTier: integer('trial_tier').notNull().default(0),
    /** Unix seconds; 0 when there is no trial. */
    trialExpireTime: bigint('trial_expire_time', { mode: 'number' }).notNull().default(0),
    phone: text('phone').notNull().default(''),
    /** Acquisition channel given at sign-up (§4.2 `ch`), echoed as user_info.from_channel. */
    fromChannel: text('from_channel').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_email_lower_check', sql`${t.email} = lower(${t.email})`), index('users_parent_uid_idx').on(t.parentUid)],
);

/**
 * Log-in sessions. `id` is the sha256 hex of the random cookie token: a leaked table cannot be
 * replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_uid_idx').on(t.uid), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Listed assets with a reference USD price (unconstrained numeric keeps the decimal string exact). */
export const assets = pgTable('assets', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  usdPrice: numeric('usd_price').notNull(),
});

export const balances = pgTable(
  'balances',
  {
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    available: numeric('available').notNull().default('0'),
    locked: numeric('locked').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.uid, t.currency] })],
);

/** Fiat currencies shown in the header, with units per 1 USD. */
export const fiatRates = pgTable('fiat_rates', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  perUsd: numeric('per_usd').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Home statistics per sub-site (§3 Home static stats); decimal strings. */
export const siteStats = pgTable('site_stats', {
  siteKey: text('site_key').primaryKey(),
  tradingVolume: numeric('trading_volume').notNull().default('0'),
  simpleEarnAprUsdt: numeric('simple_earn_apr_usdt').notNull().default('0'),
  maxProfitRate: numeric('max_profit_rate').notNull().default('0'),
  lendEarnMaxRate: numeric('lend_earn_max_rate').notNull().default('0'),
  totalReserveRate: numeric('total_reserve_rate').notNull().default('0'),
});

/** Announcements shown as "trending stories" (§2.3 404 page). */
export const stories = pgTable('stories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** Higher ranks first; ties by publication date. */
  rank: integer('rank').notNull().default(0),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
