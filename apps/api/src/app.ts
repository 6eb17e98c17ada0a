import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ERROR_CODES,
  KYC_DOCUMENT_PATH,
  OPERATOR_CONTENT_PATHS,
  SUPPORT_TICKET_CREATE_PATH,
  SUPPORT_TICKET_REPLY_PATH,
  CHAT_SEND_PATH,
  CHAT_SEND_MAX_BODY_BYTES,
  securityHeaders,
} from '@ex/contracts';
import { sql } from '@ex/db';
import { ok, type AppDeps, type AppEnv } from './deps';
import { requireCsrf } from './http/csrf';
import { isOwnOrigin } from './http/origin';
import { ApiFailure, internalBody, notFoundBody } from './http/failure';
import { isHttps, requestHost } from './http/request-site';
import { describeError } from './logger';
import { dummyHash } from './services/password';
import { createAuthRateLimits } from './services/rate-limit';
import { authRoutes } from './routes/auth';
import { chartRoutes } from './routes/chart';
import { KYC_UPLOAD_MAX_BODY_BYTES, kycRoutes } from './routes/kyc';
import { collectRoutes } from './routes/collect';
import { fingerprintRoutes } from './routes/fingerprint';
import { CONTENT_UPSERT_MAX_BODY_BYTES, contentRoutes } from './routes/content';
import { complianceRoutes } from './routes/compliance';
import { complianceKycRoutes } from './routes/compliance-kyc';
import { ledgerRoutes } from './routes/ledger';
import { marketRoutes } from './routes/market';
import { operatorOpsRoutes } from './routes/operator-ops';
import { securityRoutes } from './routes/security';
import { siteRoutes } from './routes/site';
import { subAccountRoutes } from './routes/sub-accounts';
import { SUPPORT_UPLOAD_MAX_BODY_BYTES, supportRoutes } from './routes/support';
import { chatRoutes } from './routes/chat';
import { couponRoutes } from './routes/coupons';
import { operatorSupportRoutes } from './routes/operator-support';
import { earnRoutes } from './routes/earn';
import { transferRoutes } from './routes/transfers';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';
import { moneyRoutes } from './routes/money';

export type { AppDeps } from './deps';

/** Largest accepted request body (except the paths in `pathLimits`); the auth forms are a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024;

/** Builds the API. Routes → services → @ex/db; every input is parsed with its @ex/contracts schema. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Computed once in the background now, so even the first failed login for an unknown e-mail costs
  // one scrypt run, like a wrong password does.
  dummyHash().catch((error: unknown) => deps.logger.error({ error: describeError(error) }, 'dummy hash failed'));

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // User data must not be cached by the browser or a shared proxy.
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    // Also when the API is reached directly, not through the web server (issue 10 finding 5).
    for (const [name, value] of Object.entries(securityHeaders(isHttps(c)))) c.header(name, value);
    // Method, path and status only: never bodies, cookies, tokens or the query string.
    deps.logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });

  app.use('*', async (c, next) => {
    if (c.req.method === 'POST') {
      // Login CSRF guard on top of SameSite=Lax: a browser POST from a foreign page carries its Origin.
      const origin = c.req.header('origin');
      if (origin !== undefined && !isOwnOrigin(origin, { host: requestHost(c), https: isHttps(c) }, deps.hosts)) {
        throw new ApiFailure(403, { code: ERROR_CODES.forbidden, message: 'Cross-site request refused' });
      }
    }
    await next();
  });

  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        const error = { field: 'body', message: 'Request body is too large' };
        return c.json({ code: ERROR_CODES.invalidInput, ...error, errors: [error] }, 413);
      },
    });
  const defaultLimit = limitBody(MAX_BODY_BYTES);
  // Larger limits for exactly these paths (a file upload); every other POST keeps MAX_BODY_BYTES.
  const supportLimit = limitBody(SUPPORT_UPLOAD_MAX_BODY_BYTES);
  const pathLimits = new Map([
    [KYC_DOCUMENT_PATH, limitBody(KYC_UPLOAD_MAX_BODY_BYTES)],
    [SUPPORT_TICKET_CREATE_PATH, supportLimit],
    [SUPPORT_TICKET_REPLY_PATH, supportLimit],
    [CHAT_SEND_PATH, limitBody(CHAT_SEND_MAX_BODY_BYTES)],
    [OPERATOR_CONTENT_PATHS.articles, limitBody(CONTENT_UPSERT_MAX_BODY_BYTES)],
  ]);
  app.post('*', (c, next) => (pathLimits.get(c.req.path) ?? defaultLimit)(c, next));

  // Session-bound double-submit token on the account-security, KYC and /json_svr/ POSTs.
  app.use('*', requireCsrf(deps));

  app.get('/api/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json(ok({ ok: true, db: deps.dbKind }));
  });

  // One set of limiters for the whole app (Redis-backed when the caller passes them).
  const limits = deps.rateLimits ?? createAuthRateLimits({ logger: deps.logger });
  app.route('/', authRoutes(deps, limits));
  app.route('/', userRoutes(deps));
  app.route('/', siteRoutes(deps));
  app.route('/', securityRoutes(deps, limits));
  app.route('/', subAccountRoutes(deps));
  app.route('/', kycRoutes(deps));
  app.route('/', collectRoutes(deps));
  app.route('/', fingerprintRoutes(deps));
  app.route('/', complianceRoutes(deps));
  app.route('/', complianceKycRoutes(deps, limits));
  app.route('/', marketRoutes(deps));
  app.route('/', ledgerRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', moneyRoutes(deps));
  app.route('/', chartRoutes(deps));
  app.route('/', supportRoutes(deps));
  app.route('/', chatRoutes(deps, limits));
  app.route('/', couponRoutes(deps));
  app.route('/', operatorSupportRoutes(deps));
  app.route('/', earnRoutes(deps));
  app.route('/', transferRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', operatorOpsRoutes(deps));

  app.notFound((c) => c.json(notFoundBody, 404));

  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return c.json({ code: status * 100, message: error.message || 'Request refused' }, status);
    }
    deps.logger.error({ method: c.req.method, path: c.req.path, error: describeError(error) }, 'unhandled error');
    // No stack or driver message in the response.
    return c.json(internalBody, 500);
  });

  return app;
}
