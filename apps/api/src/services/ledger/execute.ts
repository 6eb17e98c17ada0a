import { LEDGER_LIMITS, type PositionMarket } from '@ex/contracts';
import { and, eq, fills, orders, positions, type FillRow, type OrderRow, type PositionRow } from '@ex/db';
import {
  TAKER_FEE_RATES,
  addDecimal,
  applyFuturesFill,
  checkFunds,
  liquidate,
  minDecimal,
  negateDecimal,
  normaliseDecimal,
  signOf,
  spotFill,
  type DecimalString,
  type OrderSide,
} from '@ex/domain';
import { credit, readBalances, unlock, writeBalance } from './balances';
import { SETTLEMENT_CURRENCY, dec, feeRateOf, splitSymbol, type LedgerContext, type Tx } from './context';
import { positionState } from './mappers';

/**
 * Executing one order inside the caller's transaction (which holds `lockUser`): balances, the
 * position, the fill row and the order row change together or not at all. Orders fill completely in
 * one fill (there is no order book to fill against in parts); a reduce-only order fills at most the
 * position it reduces. Margin and futures orders share one position engine (the domain's isolated
 * `applyFuturesFill`): a margin position is the same leveraged position, on the spot price, at the
 * spot fee rate, keyed by its own market so it never touches the futures position of the symbol.
 */

export interface Execution {
  readonly order: OrderRow;
  readonly fill: FillRow;
  /** Margin and futures: the market's and symbol's position afterwards (null when flat). Spot: undefined. */
  readonly position?: PositionRow | null;
}

/** A failed balance or position check: the field to name and the reason. */
export interface Refusal {
  readonly field: 'quantity' | 'reduce_only';
  readonly message: string;
}

export type ExecutionOutcome = { readonly ok: true; readonly execution: Execution } | { readonly ok: false; readonly refusal: Refusal };

const refuse = (field: Refusal['field'], message: string): ExecutionOutcome => ({ ok: false, refusal: { field, message } });

/** Gives a resting order's reserve back to the available balance (before it fills, or when it is cancelled). */
export async function releaseReserve(tx: Tx, order: OrderRow): Promise<OrderRow> {
  const amount = dec(order.lockedAmount);
  if (signOf(amount) === 0 || order.lockedCurrency === null) return order;
  const currency = order.lockedCurrency;
  const balance = (await readBalances(tx, order.uid, [currency])).get(currency);
  if (!balance) throw new Error('ledger: balance missing');
  await writeBalance(tx, order.uid, currency, unlock(balance, amount));
  const [row] = await tx.update(orders).set({ lockedAmount: '0', lockedCurrency: null }).where(eq(orders.id, order.id)).returning();
  if (!row) throw new Error('ledger: order vanished');
  return row;
}

/** Marks an order rejected (its reserve already released) with the reason the user sees. */
export async function rejectOrder(tx: Tx, ctx: LedgerContext, order: OrderRow, reason: string): Promise<OrderRow> {
  const released = await releaseReserve(tx, order);
  const [row] = await tx
    .update(orders)
    .set({ status: 'rejected', rejectReason: reason, updatedAt: new Date(ctx.now()) })
    .where(eq(orders.id, released.id))
    .returning();
  if (!row) throw new Error('ledger: order vanished');
  return row;
}

/**
 * Fills `order` (its reserve must be released first) at `price`. `liquidation` closes the whole
 * position at `price` paying nothing back (the domain's `liquidate`).
 */
export async function executeOrder(
  tx: Tx,
  ctx: LedgerContext,
  order: OrderRow,
  price: DecimalString,
  liquidation = false,
): Promise<ExecutionOutcome> {
  return order.market === 'spot' ? executeSpot(tx, ctx, order, price) : executePosition(tx, ctx, order, price, liquidation);
}

async function executeSpot(tx: Tx, ctx: LedgerContext, order: OrderRow, price: DecimalString): Promise<ExecutionOutcome> {
  const side = order.side as OrderSide;
  const quantity = dec(order.quantity);
  const { base, quote } = splitSymbol(order.symbol);
  const effect = spotFill(side, price, quantity, TAKER_FEE_RATES.spot);
  const held = await readBalances(tx, order.uid, [base, quote]);
  const baseBalance = held.get(base);
  const quoteBalance = held.get(quote);
  if (!baseBalance || !quoteBalance) throw new Error('ledger: balance missing');
  const [asset, needed, available] =
    side === 1 ? [quote, negateDecimal(effect.quoteDelta), quoteBalance.available] : [base, quantity, baseBalance.available];
  if (checkFunds(needed, available))
    return refuse(
      'quantity',
      `Insufficient ${asset} balance: ${normaliseDecimal(needed)} needed, ${normaliseDecimal(available)} available`,
    );
  await writeBalance(tx, order.uid, quote, credit(quoteBalance, effect.quoteDelta));
  await writeBalance(tx, order.uid, base, credit(baseBalance, effect.baseDelta));
  const fill = await insertFill(tx, ctx, order, { price, quantity, fee: effect.fee, realisedPnl: '0' });
  return { ok: true, execution: { order: await markFilled(tx, ctx, order, price, quantity), fill } };
}

async function executePosition(
  tx: Tx,
  ctx: LedgerContext,
  order: OrderRow,
  price: DecimalString,
  liquidation: boolean,
): Promise<ExecutionOutcome> {
  const side = order.side as OrderSide;
  const market = order.market as PositionMarket;
  const where = and(eq(positions.uid, order.uid), eq(positions.market, market), eq(positions.symbol, order.symbol));
  const [current] = await tx.select().from(positions).where(where).for('update');
  let quantity = dec(order.quantity);
  if (order.reduceOnly || liquidation) {
    if (!current || current.side === side) return refuse('reduce_only', `There is no ${order.symbol} position to reduce`);
    quantity = minDecimal(quantity, dec(current.quantity));
  }
  const state = current ? positionState(current) : null;
  const result =
    liquidation && state
      ? liquidate(state, price)
      : applyFuturesFill(state, {
          side,
          price,
          quantity,
          leverage: order.leverage ?? LEDGER_LIMITS.defaultLeverage,
          feeRate: feeRateOf(market),
        });
  const balance = (await readBalances(tx, order.uid, [SETTLEMENT_CURRENCY])).get(SETTLEMENT_CURRENCY);
  if (!balance) throw new Error('ledger: balance missing');
  const spendable = addDecimal(balance.available, result.payout);
  if (checkFunds(result.cost, spendable)) {
    return refuse(
      'quantity',
      `Insufficient ${SETTLEMENT_CURRENCY} margin: ${normaliseDecimal(result.cost)} needed, ${normaliseDecimal(spendable)} available`,
    );
  }
  await writeBalance(tx, order.uid, SETTLEMENT_CURRENCY, credit(balance, result.balanceDelta));

  const now = new Date(ctx.now());
  let position: PositionRow | null = null;
  const next = result.position;
  if (next === null) {
    if (current) await tx.delete(positions).where(where);
  } else if (current && current.side === next.side) {
    // Increased or partly closed: TP/SL and the realised PnL so far stay with it.
    [position = null] = await tx
      .update(positions)
      .set({
        quantity: next.quantity,
        entryPrice: next.entryPrice,
        margin: next.margin,
        leverage: next.leverage,
        realisedPnl: normaliseDecimal(addDecimal(dec(current.realisedPnl), result.realisedPnl)),
        updatedAt: now,
      })
      .where(where)
      .returning();
  } else {
    // Opened, or reversed through zero: a new position without TP/SL.
    if (current) await tx.delete(positions).where(where);
    [position = null] = await tx
      .insert(positions)
      .values({
        uid: order.uid,
        market,
        symbol: order.symbol,
        side: next.side,
        quantity: next.quantity,
        entryPrice: next.entryPrice,
        leverage: next.leverage,
        margin: next.margin,
        realisedPnl: '0',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  }
  const fill = await insertFill(tx, ctx, order, { price, quantity, fee: result.fee, realisedPnl: result.realisedPnl });
  return { ok: true, execution: { order: await markFilled(tx, ctx, order, price, quantity), fill, position } };
}

async function insertFill(
  tx: Tx,
  ctx: LedgerContext,
  order: OrderRow,
  values: { price: DecimalString; quantity: DecimalString; fee: DecimalString; realisedPnl: string },
): Promise<FillRow> {
  const [row] = await tx
    .insert(fills)
    .values({
      orderId: order.id,
      uid: order.uid,
      symbol: order.symbol,
      market: order.market,
      side: order.side,
      price: values.price,
      quantity: values.quantity,
      fee: values.fee,
      feeCurrency: SETTLEMENT_CURRENCY,
      realisedPnl: values.realisedPnl,
      createdAt: new Date(ctx.now()),
    })
    .returning();
  if (!row) throw new Error('ledger: fill not written');
  return row;
}

async function markFilled(tx: Tx, ctx: LedgerContext, order: OrderRow, price: DecimalString, quantity: DecimalString): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'filled',
      filledQuantity: quantity,
      avgFillPrice: price,
      lockedAmount: '0',
      lockedCurrency: null,
      updatedAt: new Date(ctx.now()),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error('ledger: order vanished');
  return row;
}
