import { Hono } from 'hono';
import { COLLECT_PATH, collectBodySchema } from '@ex/contracts';
import type { AppDeps, AppEnv } from '../deps';
import { readBody } from '../http/input';

/**
 * The analytics collector (§7): validates the event and writes it to the (masked) log, where the
 * operator's log pipeline picks it up. No identity is attached: events are not personal data here.
 */
export function collectRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(COLLECT_PATH, async (c) => {
    const body = await readBody(c, collectBodySchema);
    deps.logger.info({ analytics: { event: body.event, path: body.path ?? '', props: body.props } }, 'analytics event');
    return c.body(null, 204);
  });
  return app;
}
