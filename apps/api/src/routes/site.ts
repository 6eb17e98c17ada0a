import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { ENDPOINTS } from '@ex/contracts';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { readQuery } from '../http/input';
import { requestSite } from '../http/request-site';
import { assetPrices, homeStats, siteSettings } from '../services/site-info';
import { trendingStories } from '../services/stories';

/** Per-sub-site header settings and home statistics. */
export function siteRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(ENDPOINTS.siteSettings.path, async (c) => {
    const query = readQuery(c, ENDPOINTS.siteSettings.query);
    const { site, isServiceHost } = requestSite(c, deps.hosts);
    const data = await siteSettings(deps.db, { site, isServiceHost, queryFiat: query.fiat, cookieFiat: getCookie(c, 'curr_fiat') });
    return c.json(ok(data));
  });

  app.get(ENDPOINTS.homeStats.path, async (c) => {
    readQuery(c, ENDPOINTS.homeStats.query);
    return c.json(ok(await homeStats(deps.db, requestSite(c, deps.hosts).site)));
  });

  app.get(ENDPOINTS.assetPrices.path, async (c) => {
    readQuery(c, ENDPOINTS.assetPrices.query);
    return c.json(ok(await assetPrices(deps.db)));
  });

  app.get(ENDPOINTS.trendingStories.path, async (c) => {
    readQuery(c, ENDPOINTS.trendingStories.query);
    return c.json(ok(await trendingStories(deps.db)));
  });

  return app;
}
