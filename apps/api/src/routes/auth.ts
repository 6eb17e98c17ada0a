import { Hono } from 'hono';
import { ENDPOINTS, type AuthResult } from '@ex/contracts';
import type { UserRow } from '@ex/db';
import type { Context } from 'hono';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { clientIp } from '../http/client-ip';
import { limitGuard } from '../http/rate-limit-guard';
import { issueCsrfCookie } from '../http/csrf';
import { readBody, readQuery } from '../http/input';
import { requestSite } from '../http/request-site';
import { clearSessionCookies, sessionToken, setSessionCookies } from '../http/session-cookies';
import { logIn, signUp } from '../services/accounts';
import type { AuthRateLimitName, AuthRateLimits } from '../services/rate-limit';
import { createSession, deleteSession } from '../services/sessions';

/**
 * Sign-up, log-in and log-out (§4.1 user session). Log-in and sign-up are rate limited
 * (docs/spec-decisions.md "Rate limits") once the body is valid (a 400 costs nothing and does not
 * count), before any password is hashed or anything is written.
 */
export function authRoutes(deps: AppDeps, limits: AuthRateLimits) {
  const app = new Hono<AppEnv>();

  /** Counts one attempt against `name`; over the limit, throws the 429. */
  const guard = limitGuard(deps, limits);
  const limit = (name: AuthRateLimitName, key: string) => guard([[name, key]]);

  /** Replaces any previous session of this browser with a fresh one and sets its cookies and CSRF token. */
  async function startSession(c: Context<AppEnv>, user: UserRow): Promise<AuthResult> {
    await deleteSession(deps.db, sessionToken(c));
    const { token } = await createSession(deps.db, {
      uid: user.uid,
      nowMs: deps.now(),
      ttlSeconds: deps.sessionTtlSeconds,
      userAgent: c.req.header('user-agent'),
    });
    setSessionCookies(c, { token, uid: user.uid, nickname: user.nickname }, deps.sessionTtlSeconds);
    issueCsrfCookie(c, deps.secrets.csrfKey, token, deps.sessionTtlSeconds);
    deps.logger.info({ uid: user.uid }, 'session started');
    return { uid: user.uid, nickname: user.nickname };
  }

  app.post(ENDPOINTS.signup.path, async (c) => {
    readQuery(c, ENDPOINTS.signup.query);
    const body = await readBody(c, ENDPOINTS.signup.body);
    await limit('signupIp', clientIp(c));
    const user = await signUp(deps.db, body, requestSite(c, deps.hosts).resolution.site, deps.now());
    deps.logger.info({ uid: user.uid, site: user.siteKey }, 'account created');
    return c.json(ok(await startSession(c, user)));
  });

  app.post(ENDPOINTS.login.path, async (c) => {
    readQuery(c, ENDPOINTS.login.query);
    const body = await readBody(c, ENDPOINTS.login.body);
    await limit('loginIp', clientIp(c));
    // Every attempt counts and a success resets, so the count is the failures since the last success.
    // Checked before the password, and the same for unknown e-mails: a limited account refuses even
    // the right password, and the 429 says nothing about whether the e-mail exists.
    const emailKey = body.email.toLowerCase();
    await limit('loginEmail', emailKey);
    const user = await logIn(deps.db, body);
    await limits.loginEmail.reset(emailKey);
    return c.json(ok(await startSession(c, user)));
  });

  // Works without a session too, so a client can always get back to a clean visitor state.
  app.post(ENDPOINTS.logout.path, async (c) => {
    readQuery(c, ENDPOINTS.logout.query);
    await readBody(c, ENDPOINTS.logout.body);
    await deleteSession(deps.db, sessionToken(c));
    clearSessionCookies(c);
    return c.json(ok({ ok: true as const }));
  });

  return app;
}
