import { Hono } from 'hono';
import {
  OPERATOR_CHAT_LIST_PATH,
  OPERATOR_CHAT_REPLY_PATH,
  OPERATOR_CHAT_SHOW_PATH,
  OPERATOR_COUPON_ISSUE_PATH,
  OPERATOR_COUPON_REVOKE_PATH,
  OPERATOR_TICKET_REPLY_PATH,
  OPERATOR_TICKET_STATUS_PATH,
  chatOperatorListQuerySchema,
  chatOperatorReplyBodySchema,
  chatOperatorShowQuerySchema,
  couponActionBodySchema,
  couponIssueSchema,
  operatorTicketReplyBodySchema,
  operatorTicketStatusBodySchema,
} from '@ex/contracts';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { listChatsForOperator, loadChatForOperator, publishChatMessage, replyAsOperatorChat } from '../services/support/chat';
import { operatorDetailDto, operatorSummaryDto } from '../services/support/chat-operator';
import { issueCoupon, revokeCoupon } from '../services/support/coupons';
import { replyAsOperator, setTicketStatus } from '../services/support/tickets';

/**
 * The support team's JSON endpoints (OPERATOR_TOKEN, no cookies, no CSRF), for tools that want
 * structured answers; `npm run ops -- ticket|coupon|chat …` runs the same services.
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

  // Support chat (issue 17): the queue, one conversation with the user's uid, KYC level and sub-site, and replies.
  app.get(OPERATOR_CHAT_LIST_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { waiting } = readQuery(c, chatOperatorListQuerySchema);
    const list = await listChatsForOperator(deps.db, waiting === '1');
    return c.json(ok({ list: list.map(operatorSummaryDto) }));
  });

  app.get(OPERATOR_CHAT_SHOW_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { id } = readQuery(c, chatOperatorShowQuerySchema);
    return c.json(ok(operatorDetailDto(await loadChatForOperator(deps.db, id))));
  });

  app.post(OPERATOR_CHAT_REPLY_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, chatOperatorReplyBodySchema);
    const { uid, message } = await replyAsOperatorChat(deps.db, body.conversation_id, body.body, deps.now());
    await publishChatMessage(deps.stream, uid, message);
    deps.logger.info({ conversation: body.conversation_id, seq: message.seq }, 'support chat answered by operator');
    return c.json(ok({ message }));
  });

  return app;
}
