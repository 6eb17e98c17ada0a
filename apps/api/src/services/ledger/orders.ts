import {
  LEDGER_ERROR_CODES,
  ORDER_TYPES,
  type CancelOrderBody,
  type LedgerFill,
  type LedgerMarket,
  type LedgerOrder,
  type Market,
  type MarketSymbolInfo,
  type PlaceOrderBody,
  type PositionMarket,
} from '@ex/contracts';
import { and, desc, eq, fills, inArray, orders, positions, type Database, type OrderRow } from '@ex/db';
import {
  TAKER_FEE_RATES,
  addDecimal,
  checkFunds,
  decimalPlaces,
  fillPrice,
  initialMargin,
  isMarketable,
  normaliseDecimal,
  spotRequirement,
  stopAlreadyReached,
  tradingFee,
  type DecimalString,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { isMarginable } from '../market/symbols';
import { lock, readBalances, writeBalance } from './balances';
import {
  SETTLEMENT_CURRENCY,
  dec,
  feeRateOf,
  lockUser,
  quote,
  sourceMarket,
  splitSymbol,
  symbolInfo,
  type LedgerContext,
  type Quote,
  type Tx,
} from './context';
import { publishChange } from './events';
import { executeOrder, releaseReserve } from './execute';
import { fillDto, orderDto } from './mappers';
import { checkOpenOrderLimit, checkReplay, findByClientOrderId, insertOrder, orderNotFound, placeOnce } from './placement';

/**
 * Placing, cancelling and listing orders (issue 5 "Orders: limit, market and stop orders, for spot
 * and for USDT-margined futures with leverage"; isolated margin on spot pairs the same way). A market
 * order — and a limit order that is marketable on arrival — fills at once at the last price (margin:
 * the spot last price); other limit and stop orders rest and the tick matcher (matcher.ts) fills
 * them. A resting limit order reserves what it will need (spot: the quote with the fee to buy, the
 * base to sell; margin and futures: margin and fee at its price, nothing when reduce-only); a stop
 * order reserves nothing and is checked at placement and again when it fires.
 */

/**
 * Called after commit when a symbol of a market-data source has work for the tick matcher: a resting
 * order, a position, an alert. (Margin work is watched on the spot source: `sourceMarket`.)
 */
export type Watch = (market: Market, symbol: string) => void;

function checkPrecision(value: DecimalString | null, places: number, field: string, symbol: string): void {
  if (value !== null && decimalPlaces(normaliseDecimal(value)) > places) {
    throw invalidInput([{ field, message: `${field} has at most ${places} decimals on ${symbol}` }]);
  }
}

function validateAgainstMarket(body: PlaceOrderBody, info: MarketSymbolInfo, last: DecimalString): void {
  checkPrecision(body.quantity, info.quantity_precision, 'quantity', body.symbol);
  checkPrecision(body.price, info.price_precision, 'price', body.symbol);
  checkPrecision(body.stop_price, info.price_precision, 'stop_price', body.symbol);
  if (body.stop_price !== null && stopAlreadyReached(body.side, body.stop_price, last)) {
    const where = body.side === 1 ? 'above' : 'below';
    throw invalidInput([
      {
        field: 'stop_price',
        message: `stop_price must be ${where} the last price (${last}) for a ${body.side === 1 ? 'buy' : 'sell'} stop`,
      },
    ]);
  }
}

/**
 * What a resting order needs at `price`, reserved (`lock`) for a limit order or only checked for a
 * stop order. Returns the order with its reserve recorded, or throws the 400.
 */
async function reserve(tx: Tx, order: OrderRow, price: DecimalString, take: boolean): Promise<OrderRow> {
  const quantity = dec(order.quantity);
  let currency: string;
  let amount: DecimalString;
  if (order.market === 'spot') {
    const need = spotRequirement(order.side as 1 | -1, price, quantity, TAKER_FEE_RATES.spot);
    const { base, quote: quoteCurrency } = splitSymbol(order.symbol);
    currency = need.asset === 'quote' ? quoteCurrency : base;
    amount = need.amount;
  } else {
    const market = order.market as PositionMarket;
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.uid, order.uid), eq(positions.market, market), eq(positions.symbol, order.symbol)));
    if (order.reduceOnly) {
      if (!position || position.side === order.side)
        throw invalidInput([{ field: 'reduce_only', message: `There is no ${market} ${order.symbol} position to reduce` }]);
      return order;
    }
    currency = SETTLEMENT_CURRENCY;
    amount = addDecimal(initialMargin(price, quantity, order.leverage ?? 1), tradingFee(price, quantity, feeRateOf(market)));
  }
  const balance = (await readBalances(tx, order.uid, [currency])).get(currency);
  if (!balance) throw new Error('ledger: balance missing');
  if (checkFunds(amount, balance.available)) {
    throw invalidInput([
      {
        field: 'quantity',
        message: `Insufficient ${currency} balance: ${normaliseDecimal(amount)} needed, ${normaliseDecimal(balance.available)} available`,
      },
    ]);
  }
  if (!take) return order;
  await writeBalance(tx, order.uid, currency, lock(balance, amount));
  const [row] = await tx
    .update(orders)
    .set({ lockedAmount: normaliseDecimal(amount), lockedCurrency: currency })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error('ledger: order vanished');
  return row;
}

/** POST /api/web/v1/ledger/orders. */
export async function placeOrder(
  ctx: LedgerContext,
  uid: number,
  body: PlaceOrderBody,
  watch: Watch,
  /** Checks that must pass before a new order (not a replay) is placed, e.g. the fund password. */
  authorise?: () => Promise<void>,
): Promise<{ order: LedgerOrder; replayed: boolean }> {
  // A retry is answered before anything else is checked: the price may have moved since.
  const seen = await findByClientOrderId(ctx.db, uid, body.client_order_id);
  if (seen) {
    checkReplay(seen, body);
    return { order: orderDto(seen), replayed: true };
  }
  const source = sourceMarket(body.market);
  const info = await symbolInfo(ctx, source, body.symbol);
  if (body.market === 'margin' && !isMarginable(body.symbol)) {
    throw invalidInput([{ field: 'symbol', message: `${body.symbol} is a leveraged token: it trades on spot only, not on margin` }]);
  }
  const prices: Quote = await quote(ctx, source, body.symbol);
  validateAgainstMarket(body, info, prices.last);
  // After the order itself is known to be valid: a refused quantity never costs a fund-password entry.
  await authorise?.();
  const immediate =
    body.type === ORDER_TYPES.market ||
    (body.type === ORDER_TYPES.limit && body.price !== null && isMarketable(body.side, body.price, prices.last));

  const placed = await placeOnce(ctx, uid, body.client_order_id, async (tx) => {
    if (!immediate) await checkOpenOrderLimit(tx, uid);
    const order = await insertOrder(tx, ctx, uid, {
      clientOrderId: body.client_order_id,
      market: body.market,
      symbol: body.symbol,
      side: body.side,
      type: body.type,
      price: body.price,
      stopPrice: body.stop_price,
      quantity: body.quantity,
      leverage: body.leverage,
      reduceOnly: body.reduce_only,
      origin: 'user',
    });
    if (immediate) {
      const outcome = await executeOrder(tx, ctx, order, fillPrice(body.type, body.price, prices.last, false));
      if (!outcome.ok) throw invalidInput([outcome.refusal]);
      return outcome.execution;
    }
    const isLimit = body.type === ORDER_TYPES.limit;
    return { order: await reserve(tx, order, (isLimit ? body.price : body.stop_price) ?? prices.last, isLimit), fill: null };
  });

  if (placed.replayed) {
    checkReplay(placed.order, body);
  } else {
    const { order, fill, position } = placed;
    const change =
      position !== undefined
        ? { position: { market: order.market as PositionMarket, symbol: order.symbol, row: position, mark: prices.mark } }
        : {};
    publishChange(ctx, { uid, order, fill, ...change });
    if (order.status === 'open' || (position ?? null) !== null) watch(sourceMarket(order.market as LedgerMarket), order.symbol);
  }
  return { order: orderDto(placed.order), replayed: placed.replayed };
}

/** POST /api/web/v1/ledger/orders/cancel: releases the reserve; only an open order can be cancelled. */
export async function cancelOrder(ctx: LedgerContext, uid: number, body: CancelOrderBody): Promise<LedgerOrder> {
  const match = body.id !== undefined ? eq(orders.id, Number(body.id)) : eq(orders.clientOrderId, body.client_order_id ?? '');
  const cancelled = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, uid);
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.uid, uid), match))
      .for('update');
    if (!order) throw orderNotFound(body.id !== undefined ? 'id' : 'client_order_id');
    if (order.status !== 'open') {
      throw new ApiFailure(409, { code: LEDGER_ERROR_CODES.orderNotOpen, message: `The order is already ${order.status}` });
    }
    const released = await releaseReserve(tx, order);
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: new Date(ctx.now()) })
      .where(eq(orders.id, released.id))
      .returning();
    if (!row) throw new Error('ledger: order vanished');
    return row;
  });
  publishChange(ctx, { uid, order: cancelled, fill: null });
  return orderDto(cancelled);
}

const HISTORY = ['filled', 'cancelled', 'rejected'];
/** A drizzle condition (the query builders' `where` input). */
type Condition = ReturnType<typeof eq>;

/** GET /api/web/v1/ledger/orders: open or history, newest first. */
export async function listOrders(
  db: Database,
  uid: number,
  query: { status: 'open' | 'history'; market?: string | undefined; symbol?: string | undefined; limit: number },
): Promise<LedgerOrder[]> {
  const filters: Condition[] = [eq(orders.uid, uid), query.status === 'open' ? eq(orders.status, 'open') : inArray(orders.status, HISTORY)];
  if (query.market) filters.push(eq(orders.market, query.market));
  if (query.symbol) filters.push(eq(orders.symbol, query.symbol));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit);
  return rows.map(orderDto);
}

/** GET /api/web/v1/ledger/fills: newest first (the chart's B/S markers). */
export async function listFills(
  db: Database,
  uid: number,
  query: { market?: string | undefined; symbol?: string | undefined; limit: number },
): Promise<LedgerFill[]> {
  const filters: Condition[] = [eq(fills.uid, uid)];
  if (query.market) filters.push(eq(fills.market, query.market));
  if (query.symbol) filters.push(eq(fills.symbol, query.symbol));
  const rows = await db
    .select()
    .from(fills)
    .where(and(...filters))
    .orderBy(desc(fills.createdAt), desc(fills.id))
    .limit(query.limit);
  return rows.map(fillDto);
}
