import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Account security (§4.10, issue 4): the fund password, its validity ("frequency": 0 never, 1 one
 * hour, 2 every time) and the authenticator. One row per user, created on first use.
 */
export const userSecurity = pgTable('user_security', {
  uid: bigint('uid', { mode: 'number' })
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  /** scrypt hash like the login password; null until set. */
  fundpassHash: text('fundpass_hash'),
  /** §4.10 validity options: one hour (1), every time (2), never (0). */
  fundpassFrequency: integer('fundpass_frequency').notNull().default(1),
  fundpassUpdatedAt: timestamp('fundpass_updated_at', { withTimezone: true }),
  /** Base32 TOTP secret, encrypted at rest (AES-256-GCM with SECURITY_KEY); null until set up. */
  totpSecretEnc: text('totp_secret_enc'),
  /** Pending secret shown during set-up, confirmed by a valid code. */
  totpPendingEnc: text('totp_pending_enc'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** Last accepted TOTP time step: a code is single-use within its window. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  /** Last successful fund-password check (for the one-hour validity). */
  fundpassVerifiedAt: timestamp('fundpass_verified_at', { withTimezone: true }),
});

/** Failed fund-password / TOTP attempts and the resulting lock, per user and secret kind. */
export const securityLocks = pgTable(
  'security_locks',
  {
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'fundpass' | 'totp' */
    kind: text('kind').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.kind] })],
);

/** Sub-account details (§3 "Sub-account info": type 1 normal, 4 managed; sub_type 6 bugs, 7 asset management). */
export const subAccounts = pgTable(
  'sub_accounts',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    parentUid: bigint('parent_uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    type: integer('type').notNull().default(1),
    subType: integer('sub_type').notNull().default(1),
  },
  (t) => [index('sub_accounts_parent_idx').on(t.parentUid)],
);

/**
 * Server-generated secrets (CSRF HMAC key, TOTP encryption key) when SECURITY_KEY is not configured,
 * so every API process of one deployment shares them. Production should set SECURITY_KEY.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
