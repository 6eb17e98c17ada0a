import { Hono } from 'hono';
import { ENDPOINTS, ERROR_CODES } from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { readQuery } from '../http/input';
import { subAccountOf, subUserType } from '../services/sub-accounts';

/** Sub-accounts (§3 "Sub-account info", §7, §8). */
export function subAccountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(ENDPOINTS.subUserType.path, async (c) => {
    readQuery(c, ENDPOINTS.subUserType.query);
    return c.json(ok(await subUserType(deps.db, await requireUser(c, deps))));
  });

  /**
   * A parent looks up one of its own sub-accounts. Any other uid — not a sub-account, or another
   * parent's — is the same HTTP 200 with a non-zero code (§8: the page toasts the message and goes
   * home), so the answer does not tell which uids are sub-accounts.
   */
  app.get(ENDPOINTS.subAccountInfo.path, async (c) => {
    const query = readQuery(c, ENDPOINTS.subAccountInfo.query);
    const user = await requireUser(c, deps);
    const info = await subAccountOf(deps.db, user.uid, query.sub_uid);
    if (info) return c.json(ok(info));
    return c.json({ code: ERROR_CODES.notFound, message: 'Sub-account not found', data: null });
  });

  return app;
}
