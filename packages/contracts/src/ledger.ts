import { z } from 'zod';
import { MAX_LEVERAGE } from '@ex/domain';
import { canonicalDecimal } from './decimal-input';
import { formTextFields } from './form-body';
import { marketSchema, marketSymbolSchema } from './market';

/**
 * The paper-trading ledger (issue 5 "Simulated trading ledger"): orders, fills, futures and
 * isolated-margin positions, balances, liquidation heat bars, price alerts and in-app notifications.
 * Every endpoint needs a session; every POST also the CSRF header. Money travels as decimal strings,
 * never numbers.
 */

/**
 * The ledger's markets: spot, isolated margin on spot pairs (a leveraged position on the spot price,
 * /trade/{pair}?tab=isolated_margin) and USDT-margined futures. Only the ledger knows 'margin': its
 * prices are the spot market's, so the market-data `marketSchema` stays spot | futures.
 */
export const LEDGER_MARKETS = ['spot', 'margin', 'futures'] as const;
export type LedgerMarket = (typeof LEDGER_MARKETS)[number];
export const ledgerMarketSchema = z.enum(LEDGER_MARKETS, 'market must be spot, margin or futures');
/** The markets that hold positions. */
export const POSITION_MARKETS = ['margin', 'futures'] as const;
export type PositionMarket = (typeof POSITION_MARKETS)[number];
export const positionMarketSchema = z.enum(POSITION_MARKETS, 'market must be margin or futures');

/** §3 "Order type: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6". */
export const ORDER_TYPES = { limit: 0, market: 1, stop: 2, trailingLimit: 3, position: 4, takeProfit: 5, stopLoss: 6 } as const;
/** The types a user can place; 5 and 6 are written by the matcher when a position's TP/SL fires. */
export const PLACEABLE_ORDER_TYPES = [ORDER_TYPES.limit, ORDER_TYPES.market, ORDER_TYPES.stop] as const;
/** §3 "Side: Buy 1, Sell -1". */
export const ORDER_SIDES = [1, -1] as const;
export const ORDER_STATUSES = ['open', 'filled', 'cancelled', 'rejected'] as const;
export const ORDER_ORIGINS = ['user', 'close', 'reverse', 'take_profit', 'stop_loss', 'liquidation'] as const;
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export const NOTIFICATION_KINDS = ['price_alert'] as const;

export const LEDGER_LIMITS = {
  /** Futures leverage when the order names none. */
  defaultLeverage: 10,
  maxLeverage: MAX_LEVERAGE,
  /** Isolated margin: leverage when the order names none, and the most it may be. */
  defaultMarginLeverage: 3,
  maxMarginLeverage: 10,
  /** Resting (open) orders per user. */
  maxOpenOrders: 200,
  /** Untriggered price alerts per user. */
  maxActiveAlerts: 100,
} as const;

/** Ledger-specific error codes (HTTP status × 100 + detail); 400/401/403/404 use the common ones. */
export const LEDGER_ERROR_CODES = {
  /** Cancel of an order that is no longer open. */
  orderNotOpen: 40901,
  /** A client_order_id already used for a different order. */
  clientOrderIdReused: 40902,
} as const;

// ---- input ----------------------------------------------------------------------------------------

/** '' (a cleared form field) and null both mean "none". */
const emptyToNull = (value: unknown) => (value === '' ? null : value);
/** Query strings carry booleans as text. */
const boolFromQuery = (value: unknown) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value);

const clientOrderIdSchema = z
  .string('client_order_id is required')
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'client_order_id must be 1–64 letters, digits or _ . : -');
// Strict JSON types: a form body's text is decoded first (formTextFields below), so "1" in JSON is refused.
const sideSchema = z.literal(ORDER_SIDES, 'side must be the number 1 (Buy) or -1 (Sell)');
const placeableTypeSchema = z.literal(PLACEABLE_ORDER_TYPES, 'type must be the number 0 (Limit), 1 (Market) or 2 (Stop)');
const leverageMessage = `leverage must be a whole number from 1 to ${MAX_LEVERAGE}`;
const marginLeverageMessage = 'leverage must be a whole number from 1 to 10 for margin orders';
const leverageSchema = z.number(leverageMessage).int(leverageMessage).min(1, leverageMessage).max(MAX_LEVERAGE, leverageMessage);
const idSchema = (field: string) =>
  z
    .string(`${field} is required`)
    .trim()
    .regex(/^[1-9]\d{0,17}$/, `${field} must be an id`);

/**
 * POST /api/web/v1/ledger/orders. `client_order_id` makes placement idempotent. Limit (0) needs
 * `price`, stop (2) needs `stop_price` and neither may come with the other type's field; `leverage`
 * (futures 1–125, default 10; margin 1–10, default 3) and `reduce_only` are for margin and futures.
 */
export const placeOrderBodySchema = formTextFields(
  z
    .object({
      client_order_id: clientOrderIdSchema,
      market: ledgerMarketSchema.default('spot'),
      symbol: marketSymbolSchema,
      side: sideSchema,
      type: placeableTypeSchema,
      price: canonicalDecimal('price').optional(),
      stop_price: canonicalDecimal('stop_price').optional(),
      quantity: canonicalDecimal('quantity'),
      leverage: leverageSchema.optional(),
      reduce_only: z.boolean('reduce_only must be true or false').default(false),
    })
    .superRefine((body, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (body.type === ORDER_TYPES.limit && body.price === undefined) issue('price', 'price is required for a limit order');
      if (body.type !== ORDER_TYPES.limit && body.price !== undefined) issue('price', 'price is only for limit orders');
      if (body.type === ORDER_TYPES.stop && body.stop_price === undefined) issue('stop_price', 'stop_price is required for a stop order');
      if (body.type !== ORDER_TYPES.stop && body.stop_price !== undefined) issue('stop_price', 'stop_price is only for stop orders');
      if (body.market === 'spot' && body.leverage !== undefined) issue('leverage', 'leverage is for margin and futures orders only');
      if (body.market === 'spot' && body.reduce_only) issue('reduce_only', 'reduce_only is for margin and futures orders only');
      if (body.market === 'margin' && body.leverage !== undefined && body.leverage > LEDGER_LIMITS.maxMarginLeverage)
        issue('leverage', marginLeverageMessage);
    })
    .transform((body) => ({
      ...body,
      price: body.price ?? null,
      stop_price: body.stop_price ?? null,
      leverage:
        body.market === 'futures'
          ? (body.leverage ?? LEDGER_LIMITS.defaultLeverage)
          : body.market === 'margin'
            ? (body.leverage ?? LEDGER_LIMITS.defaultMarginLeverage)
            : null,
    })),
  { side: 'int', type: 'int', leverage: 'int', reduce_only: 'bool' },
);
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** POST /api/web/v1/ledger/orders/cancel — by `id` or by `client_order_id`. */
export const cancelOrderBodySchema = z
  .object({ id: idSchema('id').optional(), client_order_id: clientOrderIdSchema.optional() })
  .refine((b) => b.id !== undefined || b.client_order_id !== undefined, { message: 'id or client_order_id is required', path: ['id'] });
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** GET /api/web/v1/ledger/orders — `open` (resting) or `history` (filled, cancelled, rejected), newest first. */
export const ordersQuerySchema = z.object({
  status: z.enum(['open', 'history'], 'status must be open or history').default('open'),
  market: ledgerMarketSchema.optional(),
  symbol: marketSymbolSchema.optional(),
  limit: limitParam(500, 100),
});
/** GET /api/web/v1/ledger/fills — newest first. */
export const fillsQuerySchema = z.object({
  market: ledgerMarketSchema.optional(),
  symbol: marketSymbolSchema.optional(),
  limit: limitParam(1000, 200),
});
/** GET /api/web/v1/ledger/positions — both markets unless `market` says which. */
export const positionsQuerySchema = z.object({ market: positionMarketSchema.optional(), symbol: marketSymbolSchema.optional() });
/** GET /api/web/v1/ledger/liquidations — futures contracts only. */
export const liquidationsQuerySchema = z.object({ symbol: marketSymbolSchema });

/** Which position a close, reverse or TP/SL is about; futures unless the body says margin. */
const positionMarketField = positionMarketSchema.default('futures');

/** POST /api/web/v1/ledger/positions/close — a market close of all of it, or of `quantity`. */
export const closePositionBodySchema = z.object({
  market: positionMarketField,
  symbol: marketSymbolSchema,
  quantity: canonicalDecimal('quantity').optional(),
  client_order_id: clientOrderIdSchema.optional(),
});
/** POST /api/web/v1/ledger/positions/reverse — one market order of twice the size, same leverage. */
export const reversePositionBodySchema = z.object({
  market: positionMarketField,
  symbol: marketSymbolSchema,
  client_order_id: clientOrderIdSchema.optional(),
});
/** POST /api/web/v1/ledger/positions/tpsl — a field left out is unchanged; null or '' clears it. */
export const positionTpslBodySchema = z
  .object({
    market: positionMarketField,
    symbol: marketSymbolSchema,
    take_profit: z.preprocess(emptyToNull, canonicalDecimal('take_profit').nullable()).optional(),
    stop_loss: z.preprocess(emptyToNull, canonicalDecimal('stop_loss').nullable()).optional(),
  })
  .refine((b) => b.take_profit !== undefined || b.stop_loss !== undefined, {
    message: 'take_profit or stop_loss is required',
    path: ['take_profit'],
  });
export type PositionTpslBody = z.infer<typeof positionTpslBodySchema>;

/** POST /api/web/v1/ledger/alerts — `direction` defaults to where `price` sits against the last price. */
export const createAlertBodySchema = z.object({
  market: marketSchema.default('spot'),
  symbol: marketSymbolSchema,
  price: canonicalDecimal('price'),
  direction: z.enum(ALERT_DIRECTIONS, 'direction must be above or below').optional(),
});
export const alertsQuerySchema = z.object({ status: z.enum(['all', 'active'], 'status must be all or active').default('all') });
export const deleteAlertBodySchema = z.object({ id: idSchema('id') });
export const notificationsQuerySchema = z.object({
  unread: z.preprocess(boolFromQuery, z.boolean('unread must be true or false')).default(false),
  limit: limitParam(200, 50),
});
/** POST /api/web/v1/ledger/notifications/read — one notification, or all of them without `id`. */
export const readNotificationsBodySchema = z.object({ id: idSchema('id').optional() });

// ---- output ---------------------------------------------------------------------------------------

const amount = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');
const signedAmount = z.string().regex(/^-?\d+(\.\d+)?$/, 'signed decimal string');
const msTime = z.number().int().nonnegative();

export const orderSchema = z.object({
  id: z.string(),
  client_order_id: z.string(),
  market: ledgerMarketSchema,
  symbol: z.string(),
  side: z.literal(ORDER_SIDES),
  type: z.number().int().min(0).max(6),
  price: amount.nullable(),
  stop_price: amount.nullable(),
  quantity: amount,
  filled_quantity: amount,
  avg_fill_price: amount.nullable(),
  leverage: z.number().int().nullable(),
  reduce_only: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  origin: z.enum(ORDER_ORIGINS),
  reject_reason: z.string().nullable(),
  created_at: msTime,
  updated_at: msTime,
});
export type LedgerOrder = z.infer<typeof orderSchema>;

/** One execution; the chart's B/S marker (§3 "Buy/sell marker: time, type, price, quantity, symbol"). */
export const fillSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  market: ledgerMarketSchema,
  symbol: z.string(),
  side: z.literal(ORDER_SIDES),
  price: amount,
  quantity: amount,
  fee: amount,
  fee_currency: z.string(),
  /** Margin and futures: gross PnL realised by the fill; 0 on spot. */
  realised_pnl: signedAmount,
  created_at: msTime,
});
export type LedgerFill = z.infer<typeof fillSchema>;

export const positionSchema = z.object({
  /** 'futures' (the contract) or 'margin' (isolated margin on the spot pair). */
  market: positionMarketSchema,
  symbol: z.string(),
  side: z.literal(ORDER_SIDES),
  quantity: amount,
  entry_price: amount,
  /**
   * The price the unrealised PnL is taken at: futures, the contract's mark price (the last price when
   * the source has none); margin, the spot last price.
   */
  mark_price: amount,
  leverage: z.number().int(),
  margin: amount,
  unrealised_pnl: signedAmount,
  realised_pnl: signedAmount,
  /** Isolated-margin estimate; null when the position cannot be liquidated (a 1× long). */
  liquidation_price: amount.nullable(),
  take_profit: amount.nullable(),
  stop_loss: amount.nullable(),
  created_at: msTime,
  updated_at: msTime,
});
export type LedgerPosition = z.infer<typeof positionSchema>;

export const balanceSchema = z.object({ currency: z.string(), available: amount, locked: amount });
export type LedgerBalance = z.infer<typeof balanceSchema>;

/** §3 "Liquidation item: mark_price, short_liq_usd_new, long_liq_usd_new" — one heat bar. */
export const liquidationItemSchema = z.object({ mark_price: amount, short_liq_usd_new: amount, long_liq_usd_new: amount });
export const liquidationsSchema = z.object({
  symbol: z.string(),
  /** The contract's mark price the 24 levels are centred on; null in the fallback. */
  mark_price: amount.nullable(),
  /** Lowest price first. */
  list: z.array(liquidationItemSchema),
});
export type LiquidationLevels = z.infer<typeof liquidationsSchema>;

export const alertSchema = z.object({
  id: z.string(),
  market: marketSchema,
  symbol: z.string(),
  price: amount,
  direction: z.enum(ALERT_DIRECTIONS),
  created_at: msTime,
  triggered_at: msTime.nullable(),
});
export type PriceAlert = z.infer<typeof alertSchema>;

export const priceAlertPayloadSchema = z.object({
  alert_id: z.string(),
  market: marketSchema,
  symbol: z.string(),
  price: amount,
  direction: z.enum(ALERT_DIRECTIONS),
  /** The tick's last price when it fired. */
  last_price: amount,
});
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  payload: priceAlertPayloadSchema,
  created_at: msTime,
  read_at: msTime.nullable(),
});
export type LedgerNotification = z.infer<typeof notificationSchema>;

export const placeOrderResultSchema = z.object({
  order: orderSchema,
  /** True when the client_order_id was already used: this is the order the first request made. */
  replayed: z.boolean(),
});
export const orderResultSchema = z.object({ order: orderSchema });
export const ordersSchema = z.object({ list: z.array(orderSchema) });
export const fillsSchema = z.object({ list: z.array(fillSchema) });
export const positionsSchema = z.object({ list: z.array(positionSchema) });
export const balancesSchema = z.object({ list: z.array(balanceSchema) });
/** Close and reverse: the market order that did it and the position afterwards (null when flat). */
export const positionChangeSchema = z.object({ order: orderSchema, position: positionSchema.nullable() });
export const positionResultSchema = z.object({ position: positionSchema });
export const alertsSchema = z.object({ list: z.array(alertSchema) });
export const alertResultSchema = z.object({ alert: alertSchema });
export const notificationsSchema = z.object({ list: z.array(notificationSchema), unread: z.number().int().nonnegative() });
export const readNotificationsResultSchema = z.object({ updated: z.number().int().nonnegative() });

/** Fallbacks of the GETs (lists fall back to empty): nothing to show. */
export const LIQUIDATIONS_DEFAULT: LiquidationLevels = { symbol: '', mark_price: null, list: [] };
export const NOTIFICATIONS_DEFAULT: z.infer<typeof notificationsSchema> = { list: [], unread: 0 };

/** Stream `orders:<uid>` update data: an order that changed, with the fill that changed it. */
export const ledgerOrderEventSchema = z.object({ order: orderSchema, fill: fillSchema.nullable() });
export type LedgerOrderEvent = z.infer<typeof ledgerOrderEventSchema>;
/** Stream `positions:<uid>` update data: the market's and symbol's position afterwards, null when closed. */
export const ledgerPositionEventSchema = z.object({
  market: positionMarketSchema,
  symbol: z.string(),
  position: positionSchema.nullable(),
});
export type LedgerPositionEvent = z.infer<typeof ledgerPositionEventSchema>;
