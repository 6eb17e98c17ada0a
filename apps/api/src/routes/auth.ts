import { Hono } from 'hono';
import { ENDPOINTS, type AuthResult } from '@ex/contracts';
import type { UserRow } from '@ex/db';
import type { Context } from 'hono';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { requestSite } from '../http/request-site';
import { clearSessionCookies, sessionToken, setSessionCookies } from '../http/session-cookies';
import { logIn, signUp } from '../services/accounts';
import { createSession, deleteSession } from '../services/sessions';

/** Sign-up, log-in and log-out (§4.1 user session). */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** Replaces any previous session of this browser with a fresh one and sets the three cookies. */
  async function startSession(c: Context<AppEnv>, user: UserRow): Promise<AuthResult> {
    await deleteSession(deps.db, sessionToken(c));
    const { token } = await createSession(deps.db, {
      uid: user.uid,
      nowMs: deps.now(),
      ttlSeconds: deps.sessionTtlSeconds,
      userAgent: c.req.header('user-agent'),
    });
    setSessionCookies(c, { token, uid: user.uid, nickname: user.nickname }, deps.sessionTtlSeconds);
    deps.logger.info({ uid: user.uid }, 'session started');
    return { uid: user.uid, nickname: user.nickname };
  }

  app.post(ENDPOINTS.signup.path, async (c) => {
    readQuery(c, ENDPOINTS.signup.query);
    const body = await readBody(c, ENDPOINTS.signup.body);
    const user = await signUp(deps.db, body, requestSite(c, deps.hosts).resolution.site, deps.now());
    deps.logger.info({ uid: user.uid, site: user.siteKey }, 'account created');
    return c.json(ok(await startSession(c, user)));
  });

  app.post(ENDPOINTS.login.path, async (c) => {
    readQuery(c, ENDPOINTS.login.query);
    const body = await readBody(c, ENDPOINTS.login.body);
    const user = await logIn(deps.db, body);
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
