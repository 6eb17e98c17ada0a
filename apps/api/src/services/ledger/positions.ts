import { randomUUID } from 'node:crypto';
import { ERROR_CODES, ORDER_TYPES, type LedgerPosition, type LiquidationLevels, type PositionTpslBody } from '@ex/contracts';
import { and, asc, eq, positions, type PositionRow } from '@ex/db';
import {
  addDecimal, decimalPlaces, liquidationLevels, liquidationPrice, minDecimal, multiplyDecimal, normaliseDecimal, protectionProblem,
  type DecimalString, type LiquidationExposure, type OrderSide,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { dec, lockUser, quote, symbolInfo, type LedgerContext, type Quote, type Tx } from './context';
import { publishChange } from './events';
import { executeOrder } from './execute';
import { orderDto, positionDto, positionState } from './mappers';
import type { Watch } from './orders';
import { findByClientOrderId, insertOrder, placeOnce } from './placement';

/**
 * Futures positions (issue 5 "Positions carry average price, PnL, TP/SL, close and reverse"): list
 * with PnL at the mark price, market close (all or part), reverse (one market order of twice the
 * size at the position's leverage: close, then open the other side), TP/SL, and the aggregated
 * liquidation levels of every open position for the heat bars.
 */

const noPosition = (symbol: string) => new ApiFailure(404, { code: ERROR_CODES.notFound, message: `No open ${symbol} position`, field: 'symbol' });

async function lockedPosition(tx: Tx, uid: number, symbol: string): Promise<PositionRow> {
  const [row] = await tx.select().from(positions).where(and(eq(positions.uid, uid), eq(positions.symbol, symbol))).for('update');
  if (!row) throw noPosition(symbol);
  return row;
}

async function currentPosition(ctx: LedgerContext, uid: number, symbol: string, mark: DecimalString): Promise<LedgerPosition | null> {
  const [row] = await ctx.db.select().from(positions).where(and(eq(positions.uid, uid), eq(positions.symbol, symbol)));
  return row ? positionDto(row, mark) : null;
}

/** GET /api/web/v1/ledger/positions: each with its PnL at the contract's current mark price. */
export async function listPositions(ctx: LedgerContext, uid: number, symbol?: string): Promise<LedgerPosition[]> {
  const where = symbol ? and(eq(positions.uid, uid), eq(positions.symbol, symbol)) : eq(positions.uid, uid);
  const rows = await ctx.db.select().from(positions).where(where).orderBy(asc(positions.symbol));
  const marks = new Map<string, Quote>();
  for (const s of new Set(rows.map((row) => row.symbol))) marks.set(s, await quote(ctx, 'futures', s));
  return rows.map((row) => positionDto(row, marks.get(row.symbol)?.mark ?? dec(row.entryPrice)));
}

interface PositionOrder {
  readonly symbol: string;
  readonly clientOrderId: string | undefined;
  readonly origin: 'close' | 'reverse';
  /** The order's quantity from the locked position (and the request). */
  readonly quantity: (position: PositionRow) => DecimalString;
}

/** Close and reverse: one market order against the position, placed idempotently. */
async function positionOrder(ctx: LedgerContext, uid: number, spec: PositionOrder, watch: Watch) {
  const prices = await quote(ctx, 'futures', spec.symbol);
  if (spec.clientOrderId !== undefined) {
    const seen = await findByClientOrderId(ctx.db, uid, spec.clientOrderId);
    if (seen) return { order: orderDto(seen), position: await currentPosition(ctx, uid, spec.symbol, prices.mark) };
  }
  // Without a client_order_id the request is not retry-safe: the server makes a fresh one.
  const clientOrderId = spec.clientOrderId ?? `${spec.origin}-${randomUUID()}`;
  const placed = await placeOnce(ctx, uid, clientOrderId, async (tx) => {
    const position = await lockedPosition(tx, uid, spec.symbol);
    const order = await insertOrder(tx, ctx, uid, {
      clientOrderId,
      market: 'futures', symbol: spec.symbol, side: (position.side === 1 ? -1 : 1) as OrderSide, type: ORDER_TYPES.market, price: null, stopPrice: null,
      quantity: spec.quantity(position), leverage: position.leverage, reduceOnly: spec.origin === 'close', origin: spec.origin,
    });
    const outcome = await executeOrder(tx, ctx, order, prices.last);
    if (!outcome.ok) throw invalidInput([outcome.refusal]);
    return outcome.execution;
  });
  if (placed.replayed) return { order: orderDto(placed.order), position: await currentPosition(ctx, uid, spec.symbol, prices.mark) };
  const row = placed.position ?? null;
  publishChange(ctx, { uid, order: placed.order, fill: placed.fill, position: { symbol: spec.symbol, row, mark: prices.mark } });
  if (row) watch('futures', spec.symbol);
  return { order: orderDto(placed.order), position: row ? positionDto(row, prices.mark) : null };
}

/** POST /api/web/v1/ledger/positions/close: a reduce-only market order for all of it (or `quantity`). */
export async function closePosition(ctx: LedgerContext, uid: number, body: { symbol: string; quantity?: DecimalString | undefined; client_order_id?: string | undefined }, watch: Watch) {
  if (body.quantity !== undefined) {
    const info = await symbolInfo(ctx, 'futures', body.symbol);
    if (decimalPlaces(normaliseDecimal(body.quantity)) > info.quantity_precision) {
      throw invalidInput([{ field: 'quantity', message: `quantity has at most ${info.quantity_precision} decimals on ${body.symbol}` }]);
    }
  }
  const requested = body.quantity;
  return positionOrder(ctx, uid, {
    symbol: body.symbol,
    clientOrderId: body.client_order_id,
    origin: 'close',
    quantity: (p) => (requested === undefined ? dec(p.quantity) : minDecimal(requested, dec(p.quantity))),
  }, watch);
}

/** POST /api/web/v1/ledger/positions/reverse: sells (buys) twice a long (short) at the market, same leverage. */
export async function reversePosition(ctx: LedgerContext, uid: number, body: { symbol: string; client_order_id?: string | undefined }, watch: Watch) {
  return positionOrder(ctx, uid, {
    symbol: body.symbol,
    clientOrderId: body.client_order_id,
    origin: 'reverse',
    quantity: (p) => normaliseDecimal(addDecimal(dec(p.quantity), dec(p.quantity))),
  }, watch);
}

/**
 * POST /api/web/v1/ledger/positions/tpsl. A level must sit on its side of the last price (long: TP
 * above, SL below; short: the reverse) and respect the price precision; setting them restarts the
 * trigger window (only trades from now on count).
 */
export async function setTpsl(ctx: LedgerContext, uid: number, body: PositionTpslBody, watch: Watch): Promise<LedgerPosition> {
  const info = await symbolInfo(ctx, 'futures', body.symbol);
  const prices = await quote(ctx, 'futures', body.symbol);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, uid);
    const position = await lockedPosition(tx, uid, body.symbol);
    const side = position.side as OrderSide;
    for (const [field, value] of [['take_profit', body.take_profit], ['stop_loss', body.stop_loss]] as const) {
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
      .where(and(eq(positions.uid, uid), eq(positions.symbol, body.symbol)))
      .returning();
    if (!updated) throw noPosition(body.symbol);
    return updated;
  });
  publishChange(ctx, { uid, position: { symbol: body.symbol, row, mark: prices.mark } });
  watch('futures', body.symbol);
  return positionDto(row, prices.mark);
}

/**
 * GET /api/web/v1/ledger/liquidations: every open position of the contract (all users, aggregated
 * only) by its liquidation price, in 24 levels around the mark price (§3 liquidation item).
 */
export async function liquidations(ctx: LedgerContext, symbol: string): Promise<LiquidationLevels> {
  const prices = await quote(ctx, 'futures', symbol);
  const rows = await ctx.db.select().from(positions).where(eq(positions.symbol, symbol));
  const exposures: LiquidationExposure[] = [];
  for (const row of rows) {
    const state = positionState(row);
    const price = liquidationPrice(state);
    if (price !== null) exposures.push({ side: state.side, liquidationPrice: price, notional: multiplyDecimal(state.quantity, price) });
  }
  return { symbol, mark_price: prices.mark, list: liquidationLevels(prices.mark, exposures) };
}
