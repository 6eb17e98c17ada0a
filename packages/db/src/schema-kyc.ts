import { bigint, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * KYC applications (issue 4): one per user and target level ('kyc2' | 'kyc3'), moving
 * draft → submitted → approved | rejected. A rejected application can be edited and resubmitted.
 */
export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: serial('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    status: text('status').notNull().default('draft'),
    /** The form fields as the applicant saved them (validated by the contract before storing). */
    form: jsonb('form').notNull().default({}),
    reviewNote: text('review_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('kyc_applications_uid_level_idx').on(t.uid, t.level), index('kyc_applications_status_idx').on(t.status)],
);

/**
 * Uploaded identity documents. Stored on disk under DATA_DIR (embedded database) or in `data`
 * (PostgreSQL); `sha256` identifies the content either way.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => kycApplications.id, { onDelete: 'cascade' }),
    /** 'id_front' | 'id_back' | 'selfie' | 'proof_of_address' */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** 'disk' | 'db' */
    storage: text('storage').notNull(),
    path: text('path'),
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kyc_documents_app_kind_idx').on(t.applicationId, t.kind)],
);
