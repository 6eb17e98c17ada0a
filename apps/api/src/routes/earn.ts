import { Hono } from 'hono';
import { z } from 'zod';
import {
  EARN_POSITIONS_PATH,
  EARN_PRODUCTS_PATH,
  EARN_REDEEM_PATH,
  EARN_SUBSCRIBE_PATH,
  OPERATOR_EARN_ACCRUE_PATH,
  OPERATOR_EARN_PRODUCTS_PATH,
  earnAccrueBodySchema,
  earnProductSetSchema,
  earnRedeemBodySchema,
  earnSubscribeBodySchema,
} from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { assertActionAllowed, assertFeaturePermitted, createRequestCheck } from '../services/compliance/request-check';
import { accrueInterest, listPositions, redeem, subscribe } from '../services/earn/positions';
import { listProducts, setProduct } from '../services/earn/products';

/** The page every earn request belongs to, for the §5 product gate (menu code 'earn'). */
const EARN_PAGE = '/simple-earn';

/**
 * Simple earn (issue 14): the public catalogue, the user's positions, subscribe and redeem; and the
 * operator's catalogue and accrual endpoints (OPERATOR_TOKEN). Subscribing is the 'subscribe' action
 * and redeeming the 'redeem' action of the allowed-actions rule (a restricted account may still
 * redeem: it winds down); both are refused with 403 where the sub-site or the visitor's check does
 * not permit the earn product.
 */
export function earnRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const check = createRequestCheck(deps);

  app.get(EARN_PRODUCTS_PATH, async (c) => {
    readQuery(c, z.object({}));
    await assertFeaturePermitted(c, deps, check, EARN_PAGE);
    return c.json(ok({ list: await listProducts(deps.db, { activeOnly: true }) }));
  });

  app.get(EARN_POSITIONS_PATH, async (c) => {
    readQuery(c, z.object({}));
    const user = await requireUser(c, deps);
    return c.json(ok(await listPositions(deps.db, user.uid, deps.now())));
  });

  app.post(EARN_SUBSCRIBE_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, earnSubscribeBodySchema);
    await assertActionAllowed(c, check, 'subscribe');
    await assertFeaturePermitted(c, deps, check, EARN_PAGE);
    const position = await subscribe(deps.db, user.uid, body, deps.now());
    deps.logger.info({ uid: user.uid, product: body.product_id, position: position.id }, 'earn subscription');
    return c.json(ok({ position }));
  });

  app.post(EARN_REDEEM_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const { position_id } = await readBody(c, earnRedeemBodySchema);
    // Redeeming is winding down: allowed to restricted accounts, and not gated by the product's
    // availability (funds must never be stuck in a product the site stopped offering).
    await assertActionAllowed(c, check, 'redeem');
    const position = await redeem(deps.db, user.uid, position_id, deps.now());
    deps.logger.info({ uid: user.uid, position: position_id, status: position.status }, 'earn redemption');
    return c.json(ok({ position }));
  });

  app.get(OPERATOR_EARN_PRODUCTS_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    return c.json(ok({ list: await listProducts(deps.db) }));
  });

  app.post(OPERATOR_EARN_PRODUCTS_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, earnProductSetSchema);
    const product = await setProduct(deps.db, body, deps.now());
    deps.logger.info({ product: product.id, status: product.status }, 'earn product set');
    return c.json(ok({ product }));
  });

  app.post(OPERATOR_EARN_ACCRUE_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, earnAccrueBodySchema);
    const result = await accrueInterest(deps.db, body.now ? Date.parse(body.now) : deps.now());
    deps.logger.info(result, 'earn accrual');
    return c.json(ok(result));
  });

  return app;
}
