import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Analytics collector events (§7), stored after consent only and after log masking (§5): no
 * identity is attached (no uid, no IP), only the page-view id the per-view caps are counted on.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Random per page view, chosen by the browser. */
    view: text('view').notNull(),
    event: text('event').notNull(),
    /** 'custom' | 'click' | 'hover' | 'open' | 'close' */
    kind: text('kind').notNull(),
    /** Sub-site key the page was on. */
    site: text('site').notNull(),
    path: text('path').notNull().default(''),
    props: jsonb('props').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_view_idx').on(t.view),
    index('analytics_events_created_idx').on(t.createdAt),
    check('analytics_events_kind_check', sql`${t.kind} in ('custom', 'click', 'hover', 'open', 'close')`),
  ],
);
