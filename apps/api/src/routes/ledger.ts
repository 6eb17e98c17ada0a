import { Hono } from 'hono';
import { ENDPOINTS } from '@ex/contracts';
import { ledgerFeaturePath } from '@ex/sites';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import {
  cancelOrder,
  closePosition,
  createAlert,
  createLedger,
  deleteAlert,
  liquidations,
  listAlerts,
  listBalances,
  listFills,
  listNotifications,
  listOrders,
  listPositions,
  placeOrder,
  readNotifications,
  reversePosition,
  setTpsl,
  type Watch,
} from '../services/ledger';
import { authoriseOrderFundpass } from '../services/security/fundpass-gate';
import { assertActionAllowed, assertFeaturePermitted, createRequestCheck } from '../services/compliance/request-check';

const E = ENDPOINTS;

/**
 * The paper-trading ledger (issue 5): orders, fills, positions, balances, liquidation levels, price
 * alerts and notifications of the signed-in user. Every route needs a session (401); every POST has
 * passed `requireCsrf` (app.ts: the `/api/web/v1/ledger/` prefix). Bodies and queries are parsed with
 * their contracts before anything is read or written (400 naming the field). Every POST then asks the
 * compliance check's allowed actions (403 `actionNotAllowed`, nothing written): new exposure is
 * 'trade', closing and reducing (close, reduce-only orders, TP/SL) 'close_position', cancelling
 * 'cancel_order', a new price alert 'price_alert'; deleting an alert and marking notifications read
 * are upkeep. Reads first wait for the tick being matched in this process, so they never show a tick
 * half-applied.
 */
export function ledgerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { ctx, matcher } = createLedger(deps);
  const watch: Watch = (market, symbol) => matcher.watch(market, symbol);
  const { db } = ctx;
  const check = createRequestCheck(deps);

  app.get(E.ledgerBalances.path, async (c) => {
    const user = await requireUser(c, deps);
    readQuery(c, E.ledgerBalances.query);
    await matcher.settled();
    return c.json(ok({ list: await listBalances(db, user.uid) }));
  });

  app.get(E.ledgerOrders.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.ledgerOrders.query);
    await matcher.settled();
    return c.json(ok({ list: await listOrders(db, user.uid, query) }));
  });

  app.post(E.ledgerPlaceOrder.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerPlaceOrder.body);
    // A reduce-only order fills at most the position it reduces: it is closing, not trading.
    await assertActionAllowed(c, check, body.reduce_only ? 'close_position' : 'trade');
    // §5: the product must be permitted here (as its page is); §4.10: a new order needs the fund
    // password when the user's validity setting says so.
    const authorise = async () => {
      await assertFeaturePermitted(c, deps, check, ledgerFeaturePath(body.market, body.symbol));
      await authoriseOrderFundpass(deps, user.uid);
    };
    return c.json(ok(await placeOrder(ctx, user.uid, body, watch, authorise)));
  });

  app.post(E.ledgerCancelOrder.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerCancelOrder.body);
    await assertActionAllowed(c, check, 'cancel_order');
    return c.json(ok({ order: await cancelOrder(ctx, user.uid, body) }));
  });

  app.get(E.ledgerFills.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.ledgerFills.query);
    await matcher.settled();
    return c.json(ok({ list: await listFills(db, user.uid, query) }));
  });

  app.get(E.ledgerPositions.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.ledgerPositions.query);
    await matcher.settled();
    return c.json(ok({ list: await listPositions(ctx, user.uid, query) }));
  });

  app.post(E.ledgerClosePosition.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerClosePosition.body);
    await assertActionAllowed(c, check, 'close_position');
    return c.json(ok(await closePosition(ctx, user.uid, body, watch)));
  });

  app.post(E.ledgerReversePosition.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerReversePosition.body);
    // Reversing opens a new position the other way.
    await assertActionAllowed(c, check, 'trade');
    return c.json(ok(await reversePosition(ctx, user.uid, body, watch)));
  });

  app.post(E.ledgerPositionTpsl.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerPositionTpsl.body);
    // Take-profit and stop-loss only ever close the position they protect.
    await assertActionAllowed(c, check, 'close_position');
    return c.json(ok({ position: await setTpsl(ctx, user.uid, body, watch) }));
  });

  app.get(E.ledgerLiquidations.path, async (c) => {
    await requireUser(c, deps);
    const query = readQuery(c, E.ledgerLiquidations.query);
    await matcher.settled();
    return c.json(ok(await liquidations(ctx, query.symbol)));
  });

  app.get(E.ledgerAlerts.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.ledgerAlerts.query);
    await matcher.settled();
    return c.json(ok({ list: await listAlerts(db, user.uid, query.status) }));
  });

  app.post(E.ledgerCreateAlert.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerCreateAlert.body);
    await assertActionAllowed(c, check, 'price_alert');
    return c.json(ok({ alert: await createAlert(ctx, user.uid, body, watch) }));
  });

  app.post(E.ledgerDeleteAlert.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerDeleteAlert.body);
    await deleteAlert(db, user.uid, body.id);
    return c.json(ok({ ok: true as const }));
  });

  app.get(E.ledgerNotifications.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.ledgerNotifications.query);
    await matcher.settled();
    return c.json(ok(await listNotifications(db, user.uid, query)));
  });

  app.post(E.ledgerReadNotifications.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.ledgerReadNotifications.body);
    return c.json(ok({ updated: await readNotifications(ctx, user.uid, body.id) }));
  });

  return app;
}
