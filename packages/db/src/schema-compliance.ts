import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Issue 3: the compliance rules table the check is computed from (§3 "menu, business, limit, toast,
 * tips"). A row applies to one sub-site (or '*') and one country (ISO alpha-2, or '*'), matched
 * against the visitor's IP country ('ip') or the signed-in user's country ('user').
 */
export const complianceRules = pgTable(
  'compliance_rules',
  {
    id: serial('id').primaryKey(),
    /** Stable name, so the seed and operators' scripts can upsert a rule. */
    slug: text('slug').notNull().unique('compliance_rules_slug_unique'),
    /** SiteKey or '*'. */
    siteKey: text('site_key').notNull(),
    /** ISO 3166-1 alpha-2 (upper case), '*', or '!XX' (any known country except XX). */
    country: text('country').notNull(),
    /** 'ip': the visitor's country; 'user': the signed-in user's country. */
    match: text('match').notNull(),
    /** Menu codes this rule removes from the sub-site's own (§1 "permitted menu codes"). */
    deniedMenu: text('denied_menu')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Limit flags this rule turns on: any of is_uk_limit, brazil_toast, is_nl_limit, is_italy_limit,
     * ltw_toast, is_uzbekistan_toast, is_show_compliance_tips, is_blocked_country, is_ip_limit,
     * limit_user (→ toast.limit_country_user_status 1).
     */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    /** §4.4 gray_tax_area_toast for this country, or null. */
    grayTax: jsonb('gray_tax').$type<{ can_close: number; title: string; content: string; btn_text: string; url: string } | null>(),
    /** Why the rule exists (operators read this; never shown to users). */
    note: text('note').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('compliance_rules_match_check', sql`${t.match} in ('ip', 'user')`),
    index('compliance_rules_site_idx').on(t.siteKey, t.country),
  ],
);

/**
 * Server-supplied notices: business compliance bars (§5 list, priority levels 1–4 in `type`), the
 * state-compliance tips and the compliance popups (§4.15). Content is HTML, sanitised by the client.
 */
export const complianceItems = pgTable(
  'compliance_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique('compliance_items_slug_unique'),
    /** 'business' | 'state_tips' | 'popup' */
    kind: text('kind').notNull(),
    /** SiteKey or '*'. */
    siteKey: text('site_key').notNull(),
    /** Visitor IP country (alpha-2), '*', or '!XX' (any known country except XX). */
    country: text('country').notNull().default('*'),
    /** Locale or '*'; a locale-specific row wins over '*'. */
    locale: text('locale').notNull().default('*'),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    okButton: text('ok_button').notNull().default(''),
    cancelButton: text('cancel_button').notNull().default(''),
    okButtonRouter: text('ok_button_router').notNull().default(''),
    textLink: jsonb('text_link').$type<{ key: string; link: string }[]>().notNull().default([]),
    noCloseButton: integer('no_close_button').notNull().default(0),
    /** Business bars: priority level 1–4 (1 first); 0 otherwise. */
    type: integer('type').notNull().default(0),
    /** Popups: 'register' | 'home' | 'login'. */
    popupPath: text('popup_path'),
    /** Popups: options.maxCount (shows per day). */
    popupMaxCount: integer('popup_max_count'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('compliance_items_kind_check', sql`${t.kind} in ('business', 'state_tips', 'popup')`),
    index('compliance_items_site_idx').on(t.kind, t.siteKey),
  ],
);

/**
 * Documents a user signs: the user agreement per scene, the Turkey declaration and the
 * customer-understand declaration. A new version needs signing again.
 */
export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    /** 'user_agreement' | 'tr_declaration' | 'customer_understand' */
    kind: text('kind').notNull(),
    /** User agreement scene (§7 body {scene}); '' for the declarations. */
    scene: text('scene').notNull().default(''),
    /** SiteKey or '*': where signing is required. */
    siteKey: text('site_key').notNull(),
    /** Locale or '*'. */
    locale: text('locale').notNull().default('*'),
    version: integer('version').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    submitButton: text('submit_button').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.kind, t.scene, t.siteKey, t.locale, t.version] })],
);

/**
 * One row per signature: the primary key makes a double submit a no-op, and rows are never
 * deleted by the application, so a signature is never lost.
 */
export const complianceSignatures = pgTable(
  'compliance_signatures',
  {
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    scene: text('scene').notNull().default(''),
    version: integer('version').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.kind, t.scene, t.version] })],
);

/**
 * Issue 10: the §4.9 home-gate state per user, the server's copy of the §3 compliance token parts
 * (result {value, valid_period}; limit {value, limit_times, valid_period}). The token the browser
 * sends back can only raise it, so dropping the token cannot lift the detection notice (result 4).
 * Per user, not per address: a VPN user changes address at will. A null valid period is no open part.
 */
export const complianceGateStates = pgTable(
  'compliance_gate_states',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 1: the user confirmed the upgrade prompt (type-3 check) and is reminded until result_valid_period. */
    resultValue: integer('result_value').notNull().default(0),
    resultValidPeriod: timestamp('result_valid_period', { withTimezone: true }),
    /** VPN notices counted in the window ending at limit_valid_period. */
    limitValue: integer('limit_value').notNull().default(0),
    /** The window's detection threshold: limit_value reaching it answers 4 until the window ends. */
    limitTimes: integer('limit_times').notNull(),
    limitValidPeriod: timestamp('limit_valid_period', { withTimezone: true }),
    /** The result of the latest check (operators read this; the decision uses the parts above). */
    lastResult: integer('last_result').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('compliance_gate_states_result_value_check', sql`${t.resultValue} in (0, 1)`),
    check('compliance_gate_states_limit_check', sql`${t.limitValue} >= 0 and ${t.limitTimes} >= 1`),
    check('compliance_gate_states_last_result_check', sql`${t.lastResult} between 0 and 4`),
  ],
);

export type ComplianceGateStateRow = typeof complianceGateStates.$inferSelect;
