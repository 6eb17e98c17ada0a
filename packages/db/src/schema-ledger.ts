import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The paper-trading ledger (issue 5 "Simulated trading ledger"): orders, their fills, futures and
 * isolated-margin positions, price alerts and in-app notifications. Amounts and prices are
 * unconstrained `numeric` (exact decimal strings, never floats); times are written from the API's clock.
 */

/**
 * Orders. `(uid, client_order_id)` is unique: a retried or concurrent duplicate placement can never
 * create a second order. Side 1 buy / −1 sell and type 0–6 as §3 enumerates them (the API places
 * 0 Limit, 1 Market, 2 Stop; the matcher writes 5 TakeProfit and 6 StopLoss closes).
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    clientOrderId: text('client_order_id').notNull(),
    /** 'spot' | 'margin' (isolated margin on a spot pair) | 'futures' */
    market: text('market').notNull(),
    symbol: text('symbol').notNull(),
    side: integer('side').notNull(),
    type: integer('type').notNull(),
    /** Limit price (type 0); null otherwise. */
    price: numeric('price'),
    /** Trigger price (type 2); null otherwise. */
    stopPrice: numeric('stop_price'),
    quantity: numeric('quantity').notNull(),
    filledQuantity: numeric('filled_quantity').notNull().default('0'),
    avgFillPrice: numeric('avg_fill_price'),
    /** Margin and futures only. */
    leverage: integer('leverage'),
    reduceOnly: boolean('reduce_only').notNull().default(false),
    /** 'open' | 'filled' | 'cancelled' | 'rejected' */
    status: text('status').notNull(),
    /** Who placed it: 'user', 'close', 'reverse', 'take_profit', 'stop_loss', 'liquidation'. */
    origin: text('origin').notNull().default('user'),
    /** What a resting order holds back from the available balance, released on fill or cancel. */
    lockedAmount: numeric('locked_amount').notNull().default('0'),
    lockedCurrency: text('locked_currency'),
    /** Why a triggered order could not fill (e.g. the balance no longer covered it). */
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('orders_uid_client_order_id_unique').on(t.uid, t.clientOrderId),
    index('orders_uid_created_idx').on(t.uid, t.createdAt),
    index('orders_open_symbol_idx')
      .on(t.market, t.symbol)
      .where(sql`${t.status} = 'open'`),
    check('orders_side_check', sql`${t.side} in (1, -1)`),
    check('orders_type_check', sql`${t.type} between 0 and 6`),
    check('orders_market_check', sql`${t.market} in ('spot', 'margin', 'futures')`),
    check('orders_status_check', sql`${t.status} in ('open', 'filled', 'cancelled', 'rejected')`),
  ],
);

/** Executions; they drive the chart's B/S markers (§3 "Buy/sell marker"). Fees are in `fee_currency`. */
export const fills = pgTable(
  'fills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    market: text('market').notNull(),
    side: integer('side').notNull(),
    price: numeric('price').notNull(),
    quantity: numeric('quantity').notNull(),
    fee: numeric('fee').notNull(),
    feeCurrency: text('fee_currency').notNull(),
    /** Futures: gross PnL realised by the part of the fill that reduced a position. */
    realisedPnl: numeric('realised_pnl').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('fills_uid_symbol_created_idx').on(t.uid, t.symbol, t.createdAt),
    index('fills_order_idx').on(t.orderId),
    check('fills_market_check', sql`${t.market} in ('spot', 'margin', 'futures')`),
  ],
);

/**
 * Open leveraged positions, one net position per user, market and symbol, each with its own
 * isolated margin: USDT-margined futures ('futures', valued at the contract's mark price) and
 * isolated margin on spot pairs ('margin', valued at the spot price). The market is part of the key
 * so a margin and a futures position on BTC_USDT coexist independently. A position that is closed is
 * deleted; its fills keep the history.
 */
export const positions = pgTable(
  'positions',
  {
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'margin' | 'futures'. The default only labels the rows written before margin existed (all futures). */
    market: text('market').notNull().default('futures'),
    symbol: text('symbol').notNull(),
    /** 1 long, −1 short. */
    side: integer('side').notNull(),
    quantity: numeric('quantity').notNull(),
    /** Average entry price. */
    entryPrice: numeric('entry_price').notNull(),
    leverage: integer('leverage').notNull(),
    /** Isolated margin held by the position (taken out of the available USDT). */
    margin: numeric('margin').notNull(),
    takeProfit: numeric('take_profit'),
    stopLoss: numeric('stop_loss'),
    /** Gross PnL realised by partial closes of this position. */
    realisedPnl: numeric('realised_pnl').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.market, t.symbol], name: 'positions_uid_market_symbol_pk' }),
    index('positions_market_symbol_idx').on(t.market, t.symbol),
    check('positions_side_check', sql`${t.side} in (1, -1)`),
    check('positions_market_check', sql`${t.market} in ('margin', 'futures')`),
  ],
);

/** Price alerts of the embedded chart's context menu; triggered once, then kept for the list. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    symbol: text('symbol').notNull(),
    price: numeric('price').notNull(),
    /** 'above' | 'below': fires when the price crosses it upwards / downwards. */
    direction: text('direction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
  },
  (t) => [
    index('price_alerts_uid_idx').on(t.uid, t.createdAt),
    index('price_alerts_active_idx')
      .on(t.market, t.symbol)
      .where(sql`${t.triggeredAt} is null`),
    check('price_alerts_direction_check', sql`${t.direction} in ('above', 'below')`),
    check('price_alerts_market_check', sql`${t.market} in ('spot', 'futures')`),
  ],
);

/** In-app notifications (a triggered price alert writes one). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** e.g. 'price_alert' */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_uid_created_idx').on(t.uid, t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type FillRow = typeof fills.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
