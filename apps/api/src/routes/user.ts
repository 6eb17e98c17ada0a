import { Hono } from 'hono';
import { ENDPOINTS, USER_INFO_DEFAULT } from '@ex/contracts';
import { currentSession, ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { ensureCsrfCookie } from '../http/csrf';
import { readQuery } from '../http/input';
import { clearSessionCookies, hasLoginCookies, syncIdentityCookies } from '../http/session-cookies';
import { totalFunds, kycStatusOf, toUserInfo, userTierOf } from '../services/user-info';
import { usdPrices } from '../services/wallet/prices';

/** User info, funds, KYC status and VIP tier (§7). */
export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(ENDPOINTS.userInfo.path, async (c) => {
    readQuery(c, ENDPOINTS.userInfo.query);
    const session = await currentSession(c, deps);
    if (!session) {
      // Stale uid/nickname cookies would make the page think it is logged in (§3); drop them.
      if (hasLoginCookies(c)) clearSessionCookies(c);
      return c.json(ok(USER_INFO_DEFAULT));
    }
    // A valid session whose uid/nickname cookies are missing or edited gets them rewritten.
    syncIdentityCookies(c, session.user, Math.floor((session.expiresAt.getTime() - deps.now()) / 1000));
    // A missing CSRF token, or one made for another session or key, is replaced.
    ensureCsrfCookie(c, deps.secrets.csrfKey, session, deps.now());
    return c.json(ok(toUserInfo(session.user, await totalFunds(deps.db, session.user.uid, await usdPrices(deps.db, deps.market)))));
  });

  app.get(ENDPOINTS.totalFunds.path, async (c) => {
    readQuery(c, ENDPOINTS.totalFunds.query);
    const user = await requireUser(c, deps);
    // §7 "from real balances at current prices": the market's last prices where it answers.
    return c.json(ok(await totalFunds(deps.db, user.uid, await usdPrices(deps.db, deps.market))));
  });

  app.get(ENDPOINTS.kycStatus.path, async (c) => {
    readQuery(c, ENDPOINTS.kycStatus.query);
    return c.json(ok(kycStatusOf(await requireUser(c, deps))));
  });

  for (const endpoint of [ENDPOINTS.userTier, ENDPOINTS.vipUserTier]) {
    app.get(endpoint.path, async (c) => {
      readQuery(c, endpoint.query);
      return c.json(ok(userTierOf(await requireUser(c, deps))));
    });
  }

  return app;
}
