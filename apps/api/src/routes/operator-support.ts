import { Hono } from 'hono';
import {
  OPERATOR_COUPON_ISSUE_PATH,
  OPERATOR_COUPON_REVOKE_PATH,
  OPERATOR_TICKET_REPLY_PATH,
  OPERATOR_TICKET_STATUS_PATH,
  couponActionBodySchema,
  couponIssueSchema,
  operatorTicketReplyBodySchema,
  operatorTicketStatusBodySchema,
} from '@ex/contracts';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { readBody } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { issueCoupon, revokeCoupon } from '../services/support/coupons';
import { replyAsOperator, setTicketStatus } from '../services/support/tickets';

/**
 * The support team's JSON endpoints (OPERATOR_TOKEN, no cookies, no CSRF), for tools that want
 * structured answers; `npm run ops -- ticket|coupon …` runs the same services.
 */
export function operatorSupportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(OPERATOR_TICKET_REPLY_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, operatorTicketReplyBodySchema);
    const detail = await replyAsOperator(deps.db, body.ticket_id, body.body, deps.now());
    deps.logger.info({ ticket: body.ticket_id }, 'support ticket answered by operator');
    return c.json(ok(detail));
  });

  app.post(OPERATOR_TICKET_STATUS_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, operatorTicketStatusBodySchema);
    const detail = await setTicketStatus(deps.db, body.ticket_id, body.status, deps.now());
    deps.logger.info({ ticket: body.ticket_id, status: body.status }, 'support ticket status set');
    return c.json(ok(detail));
  });

  app.post(OPERATOR_COUPON_ISSUE_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, couponIssueSchema);
    const coupon = await issueCoupon(deps.db, body, deps.now());
    // The coupon, not the e-mail, goes to the log.
    deps.logger.info({ coupon: coupon.id, type: coupon.type }, 'coupon issued');
    return c.json(ok({ coupon }));
  });

  app.post(OPERATOR_COUPON_REVOKE_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { id } = await readBody(c, couponActionBodySchema);
    const coupon = await revokeCoupon(deps.db, id, deps.now());
    deps.logger.info({ coupon: id }, 'coupon revoked');
    return c.json(ok({ coupon }));
  });

  return app;
}
