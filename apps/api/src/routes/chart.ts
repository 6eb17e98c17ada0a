import { Hono } from 'hono';
import { ENDPOINTS } from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { getChartLayout, saveChartLayout } from '../services/chart/layouts';

const E = ENDPOINTS;

/**
 * The server-side chart layout (issue 5): signed-in users only (401 otherwise); the POST has passed
 * `requireCsrf` (app.ts: the `/api/web/v1/chart/` prefix) and its body the contract (400 naming the
 * field) before anything is written.
 */
export function chartRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(E.chartLayout.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.chartLayout.query);
    return c.json(ok({ layout: await getChartLayout(deps.db, user.uid, query.scope, deps.logger) }));
  });

  app.post(E.chartSaveLayout.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.chartSaveLayout.body);
    return c.json(ok({ layout: await saveChartLayout(deps.db, user.uid, body, deps.now()) }));
  });

  return app;
}
