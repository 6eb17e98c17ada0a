import { ERROR_CODES, LEDGER_ERROR_CODES, LEDGER_LIMITS, type LedgerMarket, type PlaceOrderBody } from '@ex/contracts';
import { and, count, eq, isUniqueViolation, orders, type Database, type FillRow, type OrderRow, type PositionRow } from '@ex/db';
import { compareDecimal, type DecimalString } from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { lockUser, type LedgerContext, type Tx } from './context';

/**
 * Idempotent placement (issue 5 "Order placement is idempotent by client order id: a retry never
 * doubles an order, and a crash never loses one"). Each placement is one transaction that holds the
 * user's ledger lock, looks the client_order_id up and only then inserts; the UNIQUE (uid,
 * client_order_id) index is the last line: a duplicate that still got through fails its insert, rolls
 * back whole, and is answered with the order the first request made.
 */

export const CLIENT_ORDER_ID_INDEX = 'orders_uid_client_order_id_unique';

/** An order as the ledger inserts it. */
export interface NewOrder {
  readonly clientOrderId: string;
  readonly market: LedgerMarket;
  readonly symbol: string;
  readonly side: 1 | -1;
  readonly type: number;
  readonly price: DecimalString | null;
  readonly stopPrice: DecimalString | null;
  readonly quantity: DecimalString;
  readonly leverage: number | null;
  readonly reduceOnly: boolean;
  readonly origin: 'user' | 'close' | 'reverse' | 'take_profit' | 'stop_loss' | 'liquidation';
}

/** What a placement did: the order, and its fill and position when it executed at once. */
export interface Placed {
  readonly order: OrderRow;
  readonly fill: FillRow | null;
  /** Margin and futures fills: the position afterwards (null when flat); undefined when nothing changed. */
  readonly position?: PositionRow | null;
  /** True when the client_order_id had been used: `order` is what the first request made. */
  readonly replayed: boolean;
}

export async function findByClientOrderId(db: Database | Tx, uid: number, clientOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.clientOrderId, clientOrderId)))
    .limit(1);
  return row;
}

/**
 * Runs `work` (which inserts the order with {@link insertOrder}) in one transaction holding the
 * user's lock, unless `clientOrderId` was used before: then that order comes back, replayed.
 */
export async function placeOnce(
  ctx: LedgerContext,
  uid: number,
  clientOrderId: string,
  work: (tx: Tx) => Promise<Omit<Placed, 'replayed'>>,
): Promise<Placed> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockUser(tx, uid);
      const existing = await findByClientOrderId(tx, uid, clientOrderId);
      if (existing) return { order: existing, fill: null, replayed: true };
      return { ...(await work(tx)), replayed: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error, CLIENT_ORDER_ID_INDEX)) throw error;
    const existing = await findByClientOrderId(ctx.db, uid, clientOrderId);
    if (!existing) throw error;
    return { order: existing, fill: null, replayed: true };
  }
}

/** Inserts an open order (no reserve yet). */
export async function insertOrder(tx: Tx, ctx: LedgerContext, uid: number, order: NewOrder): Promise<OrderRow> {
  const now = new Date(ctx.now());
  const [row] = await tx
    .insert(orders)
    .values({ uid, ...order, status: 'open', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('ledger: order not written');
  return row;
}

/** Refuses a new resting order beyond LEDGER_LIMITS.maxOpenOrders. */
export async function checkOpenOrderLimit(tx: Tx, uid: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.status, 'open')));
  if ((row?.n ?? 0) >= LEDGER_LIMITS.maxOpenOrders) {
    throw invalidInput([{ field: 'body', message: `At most ${LEDGER_LIMITS.maxOpenOrders} open orders; cancel some first` }]);
  }
}

const sameDecimal = (a: string | null, b: DecimalString | null) =>
  a === null || b === null ? a === b : compareDecimal(a as DecimalString, b) === 0;

/**
 * A replayed client_order_id must describe the same order; another order under a used id is a 409
 * (the original is never changed).
 */
export function checkReplay(existing: OrderRow, body: PlaceOrderBody): void {
  const same =
    existing.market === body.market &&
    existing.symbol === body.symbol &&
    existing.side === body.side &&
    existing.type === body.type &&
    existing.leverage === body.leverage &&
    existing.reduceOnly === body.reduce_only &&
    sameDecimal(existing.price, body.price) &&
    sameDecimal(existing.stopPrice, body.stop_price) &&
    sameDecimal(existing.quantity, body.quantity);
  if (!same) {
    throw new ApiFailure(409, {
      code: LEDGER_ERROR_CODES.clientOrderIdReused,
      message: 'This client_order_id was already used for a different order',
      field: 'client_order_id',
    });
  }
}

export const orderNotFound = (field = 'id') => new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'Order not found', field });
