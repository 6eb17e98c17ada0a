import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COLLECT_PATH, OPERATOR_ANALYTICS_REPORT_PATH, analyticsReportQuerySchema, collectBodySchema } from '@ex/contracts';
import { CONSENT_COOKIE, canLoadAnalytics, resolveConsent } from '@ex/domain';
import type { AppDeps, AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { requestSite } from '../http/request-site';
import { eventsPerDay, storeEvents } from '../services/analytics/collector';

/**
 * The analytics collector (§7): a batch of one page view's events, stored after masking and within
 * the view's caps. Events sent without consent ("accept all", issue 3) are dropped unread: the
 * browser should not send them, and the collector does not trust that it did not. No identity is
 * attached. Always 204: a beacon reads no answer.
 */
export function collectRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(COLLECT_PATH, async (c) => {
    const body = await readBody(c, collectBodySchema);
    if (!canLoadAnalytics(resolveConsent(getCookie(c, CONSENT_COOKIE)))) return c.body(null, 204);
    await storeEvents(deps.db, body, requestSite(c, deps.hosts).site.key, deps.now());
    return c.body(null, 204);
  });

  app.get(OPERATOR_ANALYTICS_REPORT_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { days } = readQuery(c, analyticsReportQuerySchema);
    return c.json({ rows: await eventsPerDay(deps.db, days, deps.now()) });
  });
  return app;
}
