import { ERROR_CODES, LEDGER_LIMITS, type LedgerNotification, type Market, type PriceAlert } from '@ex/contracts';
import { and, count, desc, eq, notifications, priceAlerts, sql, type Database, type PriceAlertRow } from '@ex/db';
import {
  alertDirection,
  alertTriggered,
  decimalPlaces,
  normaliseDecimal,
  type AlertDirection,
  type DecimalString,
  type PriceRange,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { dec, lockUser, quote, symbolInfo, type LedgerContext } from './context';
import { alertDto, notificationDto } from './mappers';
import type { Watch } from './orders';

/**
 * Price alerts of the embedded chart (issue 5 "Price alert creates an alert stored on the server.
 * When the price crosses it, the user gets an in-app notification. Alerts can be listed and
 * deleted."). The tick matcher fires them: once, in one transaction that stamps `triggered_at` and
 * writes the notification.
 */

const isActive = sql`${priceAlerts.triggeredAt} is null`;

/** POST /api/web/v1/ledger/alerts. Without `direction`, it is where `price` sits against the last price. */
export async function createAlert(
  ctx: LedgerContext,
  uid: number,
  body: { market: Market; symbol: string; price: DecimalString; direction?: AlertDirection | undefined },
  watch: Watch,
): Promise<PriceAlert> {
  const info = await symbolInfo(ctx, body.market, body.symbol);
  if (decimalPlaces(normaliseDecimal(body.price)) > info.price_precision) {
    throw invalidInput([{ field: 'price', message: `price has at most ${info.price_precision} decimals on ${body.symbol}` }]);
  }
  const { last } = await quote(ctx, body.market, body.symbol);
  const direction = body.direction ?? alertDirection(body.price, last);
  if (direction === null)
    throw invalidInput([{ field: 'price', message: `price is the last price (${last}); choose a price above or below it` }]);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, uid);
    const [active] = await tx
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.uid, uid), isActive));
    if ((active?.n ?? 0) >= LEDGER_LIMITS.maxActiveAlerts) {
      throw invalidInput([{ field: 'body', message: `At most ${LEDGER_LIMITS.maxActiveAlerts} active alerts; delete some first` }]);
    }
    const [inserted] = await tx
      .insert(priceAlerts)
      .values({ uid, market: body.market, symbol: body.symbol, price: body.price, direction, createdAt: new Date(ctx.now()) })
      .returning();
    if (!inserted) throw new Error('ledger: alert not written');
    return inserted;
  });
  watch(body.market, body.symbol);
  return alertDto(row);
}

/** GET /api/web/v1/ledger/alerts: newest first; `active` leaves out the triggered ones. */
export async function listAlerts(db: Database, uid: number, status: 'all' | 'active'): Promise<PriceAlert[]> {
  const where = status === 'active' ? and(eq(priceAlerts.uid, uid), isActive) : eq(priceAlerts.uid, uid);
  const rows = await db.select().from(priceAlerts).where(where).orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id)).limit(200);
  return rows.map(alertDto);
}

/** POST /api/web/v1/ledger/alerts/delete: the user's own alert, triggered or not; another's is a 404. */
export async function deleteAlert(db: Database, uid: number, id: string): Promise<void> {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.uid, uid), eq(priceAlerts.id, Number(id))))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'Alert not found', field: 'id' });
}

/** GET /api/web/v1/ledger/notifications: newest first, with the unread count. */
export async function listNotifications(
  db: Database,
  uid: number,
  query: { unread: boolean; limit: number },
): Promise<{ list: LedgerNotification[]; unread: number }> {
  const unreadOnly = and(eq(notifications.uid, uid), sql`${notifications.readAt} is null`);
  const rows = await db
    .select()
    .from(notifications)
    .where(query.unread ? unreadOnly : eq(notifications.uid, uid))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit);
  const [unread] = await db.select({ n: count() }).from(notifications).where(unreadOnly);
  return { list: rows.map(notificationDto), unread: unread?.n ?? 0 };
}

/** POST /api/web/v1/ledger/notifications/read: one (by id) or all unread; returns how many changed. */
export async function readNotifications(ctx: LedgerContext, uid: number, id: string | undefined): Promise<number> {
  const filters = [eq(notifications.uid, uid), sql`${notifications.readAt} is null`];
  if (id !== undefined) filters.push(eq(notifications.id, Number(id)));
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: new Date(ctx.now()) })
    .where(and(...filters))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Untriggered alerts of a symbol (the matcher's work list). */
export function activeAlerts(db: Database, market: Market, symbol: string): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.market, market), eq(priceAlerts.symbol, symbol), isActive))
    .orderBy(priceAlerts.id);
}

/**
 * Fires the alerts `range` crossed (only trades from each alert's creation on count): one
 * transaction stamps them and writes their notifications; an alert already stamped (another API
 * process got there first) is skipped. Returns how many fired.
 */
export async function triggerAlerts(
  ctx: LedgerContext,
  alerts: readonly PriceAlertRow[],
  rangeSince: (sinceMs: number) => PriceRange,
): Promise<number> {
  const due = alerts.filter((a) => alertTriggered(a.direction as AlertDirection, dec(a.price), rangeSince(a.createdAt.getTime())));
  if (due.length === 0) return 0;
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    let fired = 0;
    for (const alert of due) {
      const [stamped] = await tx
        .update(priceAlerts)
        .set({ triggeredAt: now })
        .where(and(eq(priceAlerts.id, alert.id), isActive))
        .returning();
      if (!stamped) continue;
      const payload: LedgerNotification['payload'] = {
        alert_id: String(stamped.id),
        market: stamped.market as Market,
        symbol: stamped.symbol,
        price: stamped.price,
        direction: stamped.direction as AlertDirection,
        last_price: rangeSince(stamped.createdAt.getTime()).last,
      };
      await tx.insert(notifications).values({ uid: stamped.uid, kind: 'price_alert', payload, createdAt: now });
      fired += 1;
    }
    return fired;
  });
}
