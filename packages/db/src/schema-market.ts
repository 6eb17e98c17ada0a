import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Chart layouts saved on the server for signed-in users (issue 5 "Layout … Also stored on the server
 * for signed-in users"), one per user and chart scope: 'trade' (the trade page's full chart) and
 * 'embedded' (the small chart embedded in other pages). `layout` is the client's layout JSON
 * (`{ v: 1, resolution, indicators, background? }`), validated and size-capped by the API contract
 * before it is written; the database only stores it.
 */
export const chartLayouts = pgTable(
  'chart_layouts',
  {
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'trade' | 'embedded' */
    scope: text('scope').notNull(),
    layout: jsonb('layout').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.scope], name: 'chart_layouts_uid_scope_pk' }),
    check('chart_layouts_scope_check', sql`${t.scope} in ('trade', 'embedded')`),
  ],
);

/**
 * Important events written by operators (§3 "Event marker: time, type, data"; types 3–8 of "MSG 3,
 * CFG_S 4, CFG_M 5, MEW 6, AI_REASONING 7, COMPLEX 8"). Types 1 and 2 (new highs and lows) are
 * computed from candles by the API and never stored. `symbol` null = every symbol of the market.
 * Title and body are plain text (the API refuses markup); the checks repeat the API's length limits.
 */
export const marketEvents = pgTable(
  'market_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name of a seeded event, so re-seeding adds nothing; null for operator events. */
    slug: text('slug').unique('market_events_slug_unique'),
    /** The chart the event shows on: 'spot' | 'futures'. */
    market: text('market').notNull(),
    /** BTC_USDT, or null for every symbol of the market. */
    symbol: text('symbol'),
    type: integer('type').notNull(),
    /** When it happened: the marker sits on the bar holding this moment. */
    time: timestamp('time', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('market_events_market_time_idx').on(t.market, t.time),
    check('market_events_market_check', sql`${t.market} in ('spot', 'futures')`),
    check('market_events_type_check', sql`${t.type} between 3 and 8`),
    check('market_events_title_check', sql`char_length(${t.title}) between 1 and 120`),
    check('market_events_body_check', sql`${t.body} is null or char_length(${t.body}) <= 2000`),
  ],
);

export type ChartLayoutRow = typeof chartLayouts.$inferSelect;
export type MarketEventRow = typeof marketEvents.$inferSelect;
export type NewMarketEventRow = typeof marketEvents.$inferInsert;
