import { ORDER_TYPES, type LedgerMarket, type Market, type MarketTick, type PositionMarket } from '@ex/contracts';
import { and, eq, inArray, orders, positions, priceAlerts, sql, type OrderRow, type PositionRow } from '@ex/db';
import {
  fillPrice,
  limitTriggered,
  liquidationPrice,
  parseDecimal,
  positionTrigger,
  stopTriggered,
  tickRange,
  type DecimalString,
  type OrderSide,
  type PriceRange,
} from '@ex/domain';
import { describeError } from '../../logger';
import { activeAlerts, triggerAlerts } from './alerts';
import { decOrNull, lockUser, orderMarketsOf, positionMarketOf, quote, sourceMarket, type LedgerContext } from './context';
import { publishChange, type LedgerChange } from './events';
import { executeOrder, rejectOrder, releaseReserve } from './execute';
import { positionState } from './mappers';
import { insertOrder } from './placement';

const isNull = (column: typeof priceAlerts.triggeredAt) => sql`${column} is null`;

/**
 * The tick matcher (issue 5 "Fills happen against the simulated price"). It subscribes to the
 * market source for every symbol with work — resting orders, untriggered alerts, margin and futures
 * positions (TP/SL and liquidation) — and on each tick, over the prices the tick covered (its trades
 * from the order's / alert's / position's last change on, and its last price):
 * 1. fills resting limit orders at their price and stop orders at the last price, oldest first (a
 *    spot tick fills spot and margin orders: margin trades the spot pair);
 * 2. fires price alerts into notifications;
 * 3. liquidates positions whose liquidation price was reached (unless a stop loss before it was
 *    reached too), else closes those whose stop loss or take profit was (a type 6 / type 5 market
 *    order at the last price): futures positions on futures ticks, margin positions on spot ticks.
 * Each order or position is its own transaction that re-reads its row under the user's lock, so two
 * API processes matching the same tick never fill anything twice. When a symbol has no work left its
 * subscription ends; on start-up `resume()` subscribes every symbol with work in the database.
 * Ticks of one symbol are handled one pass at a time; ticks arriving meanwhile are merged into the
 * next pass. Reads wait for the passes in flight (`settled`), so a read never shows a tick half-applied.
 */
export interface LedgerMatcher {
  /** Subscribes to `symbol`'s ticks (no-op when already subscribed). */
  watch(market: Market, symbol: string): void;
  /** Subscribes every symbol with work in the database (start-up). */
  resume(): Promise<void>;
  /** Resolves when no pass is running. */
  settled(): Promise<void>;
  /** Unsubscribes everything. */
  close(): void;
}

interface Feed {
  unsubscribe: () => void;
  /** Bumped by watch(): a pass that began before it must not drop the subscription. */
  generation: number;
  running: boolean;
  pending: MarketTick | null;
}

/** Merges a tick that came during a pass into the one waiting: the later price, all the trades. */
function mergeTicks(a: MarketTick | null, b: MarketTick): MarketTick {
  return a === null ? b : { ...b, trades: [...a.trades, ...b.trades] };
}

export function createLedgerMatcher(ctx: LedgerContext): LedgerMatcher {
  const feeds = new Map<string, Feed>();
  const inflight = new Set<Promise<void>>();
  const keyOf = (market: Market, symbol: string) => `${market}:${symbol}`;

  function watch(market: Market, symbol: string): void {
    const key = keyOf(market, symbol);
    const existing = feeds.get(key);
    if (existing) {
      existing.generation += 1;
      return;
    }
    const feed: Feed = { unsubscribe: () => {}, generation: 0, running: false, pending: null };
    try {
      feed.unsubscribe = ctx.sources[market].subscribe(symbol, (tick) => onTick(market, symbol, feed, tick));
      feeds.set(key, feed);
    } catch (error) {
      ctx.logger.warn({ market, symbol, error: describeError(error) }, 'ledger: cannot watch symbol');
    }
  }

  function onTick(market: Market, symbol: string, feed: Feed, tick: MarketTick): void {
    if (feed.running) {
      feed.pending = mergeTicks(feed.pending, tick);
      return;
    }
    feed.running = true;
    const generation = feed.generation;
    const run = pass(market, symbol, tick)
      .then((more) => {
        if (!more && feed.generation === generation && feed.pending === null && feeds.get(keyOf(market, symbol)) === feed) {
          feed.unsubscribe();
          feeds.delete(keyOf(market, symbol));
        }
      })
      .catch((error: unknown) => ctx.logger.error({ market, symbol, error: describeError(error) }, 'ledger: tick matching failed'))
      .finally(() => {
        inflight.delete(run);
        feed.running = false;
        const next = feed.pending;
        feed.pending = null;
        if (next) onTick(market, symbol, feed, next);
      });
    inflight.add(run);
  }

  /** One tick of one symbol; resolves whether the symbol still has work. */
  async function pass(market: Market, symbol: string, tick: MarketTick): Promise<boolean> {
    const last = parseDecimal(tick.price);
    if (last === null) return true;
    const since = (ms: number): PriceRange => tickRange(last, tick.trades, ms);
    const changes: LedgerChange[] = [];

    const resting = await ctx.db
      .select()
      .from(orders)
      .where(and(inArray(orders.market, [...orderMarketsOf(market)]), eq(orders.symbol, symbol), eq(orders.status, 'open')))
      .orderBy(orders.id);
    for (const order of resting) {
      const range = since(order.createdAt.getTime());
      const side = order.side as OrderSide;
      const price = decOrNull(order.price);
      const stop = decOrNull(order.stopPrice);
      const due =
        order.type === ORDER_TYPES.limit
          ? price !== null && limitTriggered(side, price, range)
          : stop !== null && stopTriggered(side, stop, range);
      if (!due) continue;
      const change = await fillResting(order, fillPrice(order.type === ORDER_TYPES.limit ? 0 : 2, price, last, true));
      if (change) changes.push(change);
    }

    await triggerAlerts(ctx, await activeAlerts(ctx.db, market, symbol), since);

    const held = await ctx.db
      .select()
      .from(positions)
      .where(and(eq(positions.market, positionMarketOf(market)), eq(positions.symbol, symbol)));
    for (const position of held) {
      const change = await protect(position, since(position.updatedAt.getTime()));
      if (change) changes.push(change);
    }

    if (changes.length > 0) {
      const mark = market === 'futures' ? (await quote(ctx, market, symbol).catch(() => ({ mark: last }))).mark : last;
      for (const change of changes) publishChange(ctx, change.position ? { ...change, position: { ...change.position, mark } } : change);
    }
    return hasWork(market, symbol);
  }

  /** Fills one resting order (re-read under the user's lock); a check that fails now rejects it. */
  async function fillResting(candidate: OrderRow, price: DecimalString): Promise<LedgerChange | null> {
    return ctx.db.transaction(async (tx) => {
      await lockUser(tx, candidate.uid);
      const [order] = await tx.select().from(orders).where(eq(orders.id, candidate.id)).for('update');
      if (!order || order.status !== 'open') return null;
      const released = await releaseReserve(tx, order);
      const outcome = await executeOrder(tx, ctx, released, price);
      if (!outcome.ok) return { uid: order.uid, order: await rejectOrder(tx, ctx, released, outcome.refusal.message), fill: null };
      const { execution } = outcome;
      return {
        uid: order.uid,
        order: execution.order,
        fill: execution.fill,
        ...(execution.position !== undefined
          ? { position: { market: order.market as PositionMarket, symbol: order.symbol, row: execution.position, mark: price } }
          : {}),
      };
    });
  }

  /** Liquidation, else stop loss / take profit, of one position (re-read under the user's lock). */
  async function protect(candidate: PositionRow, range: PriceRange): Promise<LedgerChange | null> {
    const state = positionState(candidate);
    const liquidation = liquidationPrice(state);
    const trigger = positionTrigger(state.side, decOrNull(candidate.takeProfit), decOrNull(candidate.stopLoss), liquidation, range);
    if (trigger === null) return null;
    const market = candidate.market as PositionMarket;
    return ctx.db.transaction(async (tx) => {
      await lockUser(tx, candidate.uid);
      const [position] = await tx
        .select()
        .from(positions)
        .where(and(eq(positions.uid, candidate.uid), eq(positions.market, market), eq(positions.symbol, candidate.symbol)))
        .for('update');
      // Changed since it was read (closed, resized, new TP/SL): the next tick looks again.
      if (!position || position.updatedAt.getTime() !== candidate.updatedAt.getTime()) return null;
      const order = await insertOrder(tx, ctx, position.uid, {
        clientOrderId: `${trigger}-${market === 'futures' ? '' : `${market}-`}${position.symbol}-${ctx.now()}-${position.createdAt.getTime()}`,
        market,
        symbol: position.symbol,
        side: (position.side === 1 ? -1 : 1) as OrderSide,
        type: trigger === 'take_profit' ? ORDER_TYPES.takeProfit : trigger === 'stop_loss' ? ORDER_TYPES.stopLoss : ORDER_TYPES.market,
        price: null,
        stopPrice: null,
        quantity: position.quantity as DecimalString,
        leverage: position.leverage,
        reduceOnly: true,
        origin: trigger,
      });
      const price = trigger === 'liquidation' && liquidation !== null ? liquidation : range.last;
      const outcome = await executeOrder(tx, ctx, order, price, trigger === 'liquidation');
      if (!outcome.ok) throw new Error(`ledger: ${trigger} of ${position.symbol} refused: ${outcome.refusal.message}`);
      const { execution } = outcome;
      return {
        uid: position.uid,
        order: execution.order,
        fill: execution.fill,
        position: { market, symbol: position.symbol, row: execution.position ?? null, mark: price },
      };
    });
  }

  async function hasWork(market: Market, symbol: string): Promise<boolean> {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.market, [...orderMarketsOf(market)]), eq(orders.symbol, symbol), eq(orders.status, 'open')))
      .limit(1);
    if (order) return true;
    const [alert] = await ctx.db
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.market, market), eq(priceAlerts.symbol, symbol), isNull(priceAlerts.triggeredAt)))
      .limit(1);
    if (alert) return true;
    const [position] = await ctx.db
      .select({ uid: positions.uid })
      .from(positions)
      .where(and(eq(positions.market, positionMarketOf(market)), eq(positions.symbol, symbol)))
      .limit(1);
    return position !== undefined;
  }

  return {
    watch,
    async resume() {
      const resting = await ctx.db
        .selectDistinct({ market: orders.market, symbol: orders.symbol })
        .from(orders)
        .where(eq(orders.status, 'open'));
      const alerts = await ctx.db
        .selectDistinct({ market: priceAlerts.market, symbol: priceAlerts.symbol })
        .from(priceAlerts)
        .where(isNull(priceAlerts.triggeredAt));
      const held = await ctx.db.selectDistinct({ market: positions.market, symbol: positions.symbol }).from(positions);
      // Orders and positions are keyed by ledger market; the subscription is to the source pricing them.
      for (const row of [...resting, ...held]) watch(sourceMarket(row.market as LedgerMarket), row.symbol);
      for (const row of alerts) watch(row.market as Market, row.symbol);
    },
    async settled() {
      while (inflight.size > 0) await Promise.all([...inflight]);
    },
    close() {
      for (const feed of feeds.values()) feed.unsubscribe();
      feeds.clear();
    },
  };
}
