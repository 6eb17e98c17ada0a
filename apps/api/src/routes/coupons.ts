import { Hono } from 'hono';
import { COUPONS_PATH, COUPON_CLAIM_PATH, COUPON_USE_PATH, couponActionBodySchema } from '@ex/contracts';
import { z } from 'zod';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { assertActionAllowed, createRequestCheck } from '../services/compliance/request-check';
import { claimCoupon, listCoupons, useCoupon } from '../services/support/coupons';

/**
 * The coupon centre (issue 15 "/myaccount/coupon_center"): the user's coupons, claim and use.
 * Claiming and using are the 'coupon' action of the allowed-actions rule (a restricted account
 * winds down and collects no promotions); identity comes from the session only.
 */
export function couponRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const check = createRequestCheck(deps);

  app.get(COUPONS_PATH, async (c) => {
    readQuery(c, z.object({}));
    const user = await requireUser(c, deps);
    return c.json(ok(await listCoupons(deps.db, user.uid, deps.now())));
  });

  app.post(COUPON_CLAIM_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const { id } = await readBody(c, couponActionBodySchema);
    await assertActionAllowed(c, check, 'coupon');
    const coupon = await claimCoupon(deps.db, user.uid, id, deps.now());
    deps.logger.info({ uid: user.uid, coupon: id }, 'coupon claimed');
    return c.json(ok({ coupon }));
  });

  app.post(COUPON_USE_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const { id } = await readBody(c, couponActionBodySchema);
    await assertActionAllowed(c, check, 'coupon');
    const coupon = await useCoupon(deps.db, user.uid, id, deps.now());
    deps.logger.info({ uid: user.uid, coupon: id, type: coupon.type }, 'coupon used');
    return c.json(ok({ coupon }));
  });

  return app;
}
