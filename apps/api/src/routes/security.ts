import { Hono, type Context } from 'hono';
import { ENDPOINTS, ERROR_CODES, QUERY_SAFE_PATH, querySafeBodySchema, type QuerySafeResponse } from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { ApiFailure } from '../http/failure';
import { readBody, readQuery } from '../http/input';
import { limitGuard, perAccountAndIp } from '../http/rate-limit-guard';
import { requestSite } from '../http/request-site';
import type { AuthRateLimits } from '../services/rate-limit';
import {
  FrequencyRefused,
  changeFrequency,
  changeFundpass,
  securityOverview,
  setFundpass,
  userFrequency,
  verifyFundpass,
} from '../services/security/fundpass';
import { confirmTotp, startTotpSetup } from '../services/security/totp';

/**
 * Fund password, its validity ("frequency") and the authenticator (§4.10, §5, §7). Every POST here
 * has passed `requireCsrf` (app.ts). Wrong secrets: HTTP 400 code 40102; too many: 423 code 42300.
 * Bodies hold secrets and are never logged. Every POST is also rate limited per account and per
 * client IP (429 with Retry-After), before its body is checked against any secret.
 */
export function securityRoutes(deps: AppDeps, limits: AuthRateLimits) {
  const app = new Hono<AppEnv>();
  const guard = limitGuard(deps, limits);
  const fundpassLimit = (c: Context<AppEnv>, uid: number) => guard(perAccountAndIp(c, uid, 'fundpassUid', 'fundpassIp'));
  const totpLimit = (c: Context<AppEnv>, uid: number) => guard(perAccountAndIp(c, uid, 'totpUid', 'totpIp'));

  app.get(ENDPOINTS.securityOverview.path, async (c) => {
    readQuery(c, ENDPOINTS.securityOverview.query);
    return c.json(ok(await securityOverview(deps, (await requireUser(c, deps)).uid)));
  });

  app.get(ENDPOINTS.userFrequency.path, async (c) => {
    readQuery(c, ENDPOINTS.userFrequency.query);
    return c.json(ok(await userFrequency(deps, (await requireUser(c, deps)).uid)));
  });

  app.post(ENDPOINTS.fundpassSet.path, async (c) => {
    const user = await requireUser(c, deps);
    await fundpassLimit(c, user.uid);
    await setFundpass(deps, user, await readBody(c, ENDPOINTS.fundpassSet.body));
    return c.json(ok({ ok: true as const }));
  });

  app.post(ENDPOINTS.fundpassChange.path, async (c) => {
    const user = await requireUser(c, deps);
    await fundpassLimit(c, user.uid);
    await changeFundpass(deps, user, await readBody(c, ENDPOINTS.fundpassChange.body));
    return c.json(ok({ ok: true as const }));
  });

  app.post(ENDPOINTS.fundpassVerify.path, async (c) => {
    const user = await requireUser(c, deps);
    await fundpassLimit(c, user.uid);
    const body = await readBody(c, ENDPOINTS.fundpassVerify.body);
    return c.json(ok(await verifyFundpass(deps, user, body.fundpass)));
  });

  app.post(ENDPOINTS.totpSetup.path, async (c) => {
    const user = await requireUser(c, deps);
    await totpLimit(c, user.uid);
    await readBody(c, ENDPOINTS.totpSetup.body);
    return c.json(ok(await startTotpSetup(deps, user, requestSite(c, deps.hosts).site.totpName)));
  });

  app.post(ENDPOINTS.totpConfirm.path, async (c) => {
    const user = await requireUser(c, deps);
    await totpLimit(c, user.uid);
    const body = await readBody(c, ENDPOINTS.totpConfirm.body);
    await confirmTotp(deps, user, body.code);
    return c.json(ok({ ok: true as const }));
  });

  /**
   * §7 query_safe, form-encoded: `{ result, msg }` instead of the envelope. A refusal the user can fix
   * (wrong secret, no authenticator yet) is HTTP 200 with result false and the reason in msg; a
   * malformed body is 400 and a lock 423, both also carrying result false and msg.
   */
  app.post(QUERY_SAFE_PATH, async (c) => {
    const user = await requireUser(c, deps);
    await fundpassLimit(c, user.uid);
    try {
      await changeFrequency(deps, user, await readBody(c, querySafeBodySchema));
      return c.json({ result: true, msg: '' } satisfies QuerySafeResponse);
    } catch (error) {
      if (error instanceof FrequencyRefused) return c.json({ result: false, msg: error.message } satisfies QuerySafeResponse);
      if (!(error instanceof ApiFailure)) throw error;
      if (error.body.code === ERROR_CODES.wrongSecret)
        return c.json({ result: false, msg: error.body.message } satisfies QuerySafeResponse);
      return c.json({ ...error.body, result: false, msg: error.body.message }, error.status, error.headers);
    }
  });

  return app;
}
