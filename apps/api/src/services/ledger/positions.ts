import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ORDER_TYPES,
  type LedgerPosition,
  type LiquidationLevels,
  type PositionMarket,
  type PositionTpslBody,
} from '@ex/contracts';
import { and, asc, eq, positions, type PositionRow } from '@ex/db';
import {
  addDecimal,
  decimalPlaces,
  liquidationLevels,
  liquidationPrice,
  minDecimal,
  multiplyDecimal,
  normaliseDecimal,
  protectionProblem,
  type DecimalString,
  type LiquidationExposure,
  type OrderSide,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { dec, lockUser, quote, sourceMarket, symbolInfo, type LedgerContext, type Quote, type Tx } from './context';
import { publishChange } from './events';
import { executeOrder } from './execute';
import { orderDto, positionDto, positionState } from './mappers';
import type { Watch } from './orders';
import { findByClientOrderId, insertOrder, placeOnce } from './placement';

/**
 * Margin and futures positions (issue 5 "Positions carry average price, PnL, TP/SL, close and
 * reverse"): list with PnL at the mark price (margin: the spot last price), market close (all or
 * part), reverse (one market order of twice the size at the position's leverage: close, then open the
 * other side), TP/SL, and the aggregated liquidation levels of every open futures position for the
 * heat bars. Every call names the position by market and symbol: a margin and a futures position on
 * the same pair are independent.
 */

const noPosition = (market: PositionMarket, symbol: string) =>
  new ApiFailure(404, { code: ERROR_CODES.notFound, message: `No open ${market} ${symbol} position`, field: 'symbol' });

const positionKey = (uid: number, market: PositionMarket, symbol: string) =>
  and(eq(positions.uid, uid), eq(positions.market, market), eq(positions.symbol, symbol));

async function lockedPosition(tx: Tx, uid: number, market: PositionMarket, symbol: string): Promise<PositionRow> {
  const [row] = await tx
    .select()
    .from(positions)
    .where(positionKey(uid, market, symbol))
    .for('update');
  if (!row) throw noPosition(market, symbol);
  return row;
}

async function currentPosition(
  ctx: LedgerContext,
  uid: number,
  market: PositionMarket,
  symbol: string,
  mark: DecimalString,
): Promise<LedgerPosition | null> {
  const [row] = await ctx.db
    .select()
    .from(positions)
    .where(positionKey(uid, market, symbol));
  return row ? positionDto(row, mark) : null;
}

/** GET /api/web/v1/ledger/positions: each with its PnL at the current mark price (margin: the spot last price). */
export async function listPositions(
  ctx: LedgerContext,
  uid: number,
  filter: { market?: PositionMarket | undefined; symbol?: string | undefined } = {},
): Promise<LedgerPosition[]> {
  const conditions = [eq(positions.uid, uid)];
  if (filter.market) conditions.push(eq(positions.market, filter.market));
  if (filter.symbol) conditions.push(eq(positions.symbol, filter.symbol));
  const rows = await ctx.db
    .select()
    .from(positions)
    .where(and(...conditions))
    .orderBy(asc(positions.market), asc(positions.symbol));
  const marks = new Map<string, Quote>();
  for (const row of rows) {
    const key = `${row.market}:${row.symbol}`;
    if (!marks.has(key)) marks.set(key, await quote(ctx, sourceMarket(row.market as PositionMarket), row.symbol));
  }
  return rows.map((row) => positionDto(row, marks.get(`${row.market}:${row.symbol}`)?.mark ?? dec(row.entryPrice)));
}

interface PositionOrder {
  readonly market: PositionMarket;
  readonly symbol: string;
  readonly clientOrderId: string | undefined;
  readonly origin: 'close' | 'reverse';
  /** The order's quantity from the locked position (and the request). */
  readonly quantity: (position: PositionRow) => DecimalString;
}

/** Close and reverse: one market order against the position, placed idempotently. */
async function positionOrder(ctx: LedgerContext, uid: number, spec: PositionOrder, watch: Watch) {
  const { market, symbol } = spec;
  const prices = await quote(ctx, sourceMarket(market), symbol);
  if (spec.clientOrderId !== undefined) {
    const seen = await findByClientOrderId(ctx.db, uid, spec.clientOrderId);
    if (seen) return { order: orderDto(seen), position: await currentPosition(ctx, uid, market, symbol, prices.mark) };
  }
  // Without a client_order_id the request is not retry-safe: the server makes a fresh one.
  const clientOrderId = spec.clientOrderId ?? `${spec.origin}-${randomUUID()}`;
  const placed = await placeOnce(ctx, uid, clientOrderId, async (tx) => {
    const position = await lockedPosition(tx, uid, market, symbol);
    const order = await insertOrder(tx, ctx, uid, {
      clientOrderId,
      market,
      symbol,
      side: (position.side === 1 ? -1 : 1) as OrderSide,
      type: ORDER_TYPES.market,
      price: null,
      stopPrice: null,
      quantity: spec.quantity(position),
      leverage: position.leverage,
      reduceOnly: spec.origin === 'close',
      origin: spec.origin,
    });
    const outcome = await executeOrder(tx, ctx, order, prices.last);
    if (!outcome.ok) throw invalidInput([outcome.refusal]);
    return outcome.execution;
  });
  if (placed.replayed) return { order: orderDto(placed.order), position: await currentPosition(ctx, uid, market, symbol, prices.mark) };
  const row = placed.position ?? null;
  publishChange(ctx, { uid, order: placed.order, fill: placed.fill, position: { market, symbol, row, mark: prices.mark } });
  if (row) watch(sourceMarket(market), symbol);
  return { order: orderDto(placed.order), position: row ? positionDto(row, prices.mark) : null };
}

/** POST /api/web/v1/ledger/positions/close: a reduce-only market order for all of it (or `quantity`). */
export async function closePosition(
  ctx: LedgerContext,
  uid: number,
  body: { market: PositionMarket; symbol: string; quantity?: DecimalString | undefined; client_order_id?: string | undefined },
  watch: Watch,
) {
  if (body.quantity !== undefined) {
    const info = await symbolInfo(ctx, sourceMarket(body.market), body.symbol);
    if (decimalPlaces(normaliseDecimal(body.quantity)) > info.quantity_precision) {
      throw invalidInput([{ field: 'quantity', message: `quantity has at most ${info.quantity_precision} decimals on ${body.symbol}` }]);
    }
  }
  const requested = body.quantity;
  return positionOrder(
    ctx,
    uid,
    {
      market: body.market,
      symbol: body.symbol,
      clientOrderId: body.client_order_id,
      origin: 'close',
      quantity: (p) => (requested === undefined ? dec(p.quantity) : minDecimal(requested, dec(p.quantity))),
    },
    watch,
  );
}

/** POST /api/web/v1/ledger/positions/reverse: sells (buys) twice a long (short) at the market, same leverage. */
export async function reversePosition(
  ctx: LedgerContext,
  uid: number,
  body: { market: PositionMarket; symbol: string; client_order_id?: string | undefined },
  watch: Watch,
) {
  return positionOrder(
    ctx,
    uid,
    {
      market: body.market,
      symbol: body.symbol,
      clientOrderId: body.client_order_id,
      origin: 'reverse',
      quantity: (p) => normaliseDecimal(addDecimal(dec(p.quantity), dec(p.quantity))),
    },
    watch,
  );
}

/**
 * POST /api/web/v1/ledger/positions/tpsl. A level must sit on its side of the last price (long: TP
 * above, SL below; short: the reverse) and respect the price precision; setting them restarts the
 * trigger window (only trades from now on count).
 */
export async function setTpsl(ctx: LedgerContext, uid: number, body: PositionTpslBody, watch: Watch): Promise<LedgerPosition> {
  const { market, symbol } = body;
  const info = await symbolInfo(ctx, sourceMarket(market), symbol);
  const prices = await quote(ctx, sourceMarket(market), symbol);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, uid);
    const position = await lockedPosition(tx, uid, market, symbol);
    const side = position.side as OrderSide;
    for (const [field, value] of [
      ['take_profit', body.take_profit],
      ['stop_loss', body.stop_loss],
    ] as const) {
      if (value === undefined || value === null) continue;
      if (decimalPlaces(normaliseDecimal(value)) > info.price_precision) {
        throw invalidInput([{ field, message: `${field} has at most ${info.price_precision} decimals on ${body.symbol}` }]);
      }
      const problem = protectionProblem(side, field, value, prices.last);
      if (problem) throw invalidInput([{ field, message: `${problem} (${prices.last})` }]);
    }
    const [updated] = await tx
      .update(positions)
      .set({
        takeProfit: body.take_profit === undefined ? position.takeProfit : body.take_profit,
        stopLoss: body.stop_loss === undefined ? position.stopLoss : body.stop_loss,
        updatedAt: new Date(ctx.now()),
      })
      .where(positionKey(uid, market, symbol))
      .returning();
    if (!updated) throw noPosition(market, symbol);
    return updated;
  });
  publishChange(ctx, { uid, position: { market, symbol, row, mark: prices.mark } });
  watch(sourceMarket(market), symbol);
  return positionDto(row, prices.mark);
}

/**
 * GET /api/web/v1/ledger/liquidations: every open futures position of the contract (all users,
 * aggregated only; margin positions are not the contract's) by its liquidation price, in 24 levels around the mark price (§3 liquidation item).
 */
export async function liquidations(ctx: LedgerContext, symbol: string): Promise<LiquidationLevels> {
  const prices = await quote(ctx, 'futures', symbol);
  const rows = await ctx.db
    .select()
    .from(positions)
    .where(and(eq(positions.market, 'futures'), eq(positions.symbol, symbol)));
  const exposures: LiquidationExposure[] = [];
  for (const row of rows) {
    const state = positionState(row);
    const price = liquidationPrice(state);
    if (price !== null) exposures.push({ side: state.side, liquidationPrice: price, notional: multiplyDecimal(state.quantity, price) });
  }
  return { symbol, mark_price: prices.mark, list: liquidationLevels(prices.mark, exposures) };
}
