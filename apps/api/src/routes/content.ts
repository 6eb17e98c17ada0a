import { Hono } from 'hono';
import { ENDPOINTS, OPERATOR_CONTENT_PATHS, contentKindSchema, operatorStatusBodySchema, operatorUpsertBodySchema } from '@ex/contracts';
import { z } from 'zod';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { ApiFailure, invalidInput, notFoundBody } from '../http/failure';
import { readBody, readQuery } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { requestSite } from '../http/request-site';
import { parseArticleMarkdown } from '../services/content/parse';
import { getArticle, listArticles, operatorList, setArticleStatus, upsertArticle } from '../services/content/store';

/** Largest operator document (front matter + Markdown), in bytes. */
export const CONTENT_UPSERT_MAX_BODY_BYTES = 300 * 1024;

const operatorListQuerySchema = z.object({ kind: contentKindSchema.optional() });

/**
 * The content store (issue 15): public reads per sub-site (the host decides which site's articles
 * are visible) and the operator's writes behind OPERATOR_TOKEN.
 */
export function contentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(ENDPOINTS.contentArticles.path, async (c) => {
    const query = readQuery(c, ENDPOINTS.contentArticles.query);
    return c.json(ok(await listArticles(deps.db, requestSite(c, deps.hosts).site.key, query)));
  });

  app.get(ENDPOINTS.contentArticle.path, async (c) => {
    const query = readQuery(c, ENDPOINTS.contentArticle.query);
    return c.json(ok({ article: await getArticle(deps.db, requestSite(c, deps.hosts).site.key, query) }));
  });

  app.get(OPERATOR_CONTENT_PATHS.articles, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { kind } = readQuery(c, operatorListQuerySchema);
    const rows = await operatorList(deps.db, kind);
    return c.json(
      ok({
        list: rows.map((r) => ({
          kind: r.kind,
          slug: r.slug,
          locale: r.locale,
          scope: r.scope,
          status: r.status,
          title: r.title,
          version: r.version,
          updated_at: Math.floor(r.updatedAt.getTime() / 1000),
        })),
      }),
    );
  });

  app.post(OPERATOR_CONTENT_PATHS.articles, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { markdown } = await readBody(c, operatorUpsertBodySchema);
    const parsed = parseArticleMarkdown(markdown);
    if (!parsed.ok) throw invalidInput(parsed.errors);
    const result = await upsertArticle(deps.db, parsed.article, deps.now());
    deps.logger.info(
      { kind: parsed.article.kind, slug: parsed.article.slug, locale: parsed.article.locale, created: result.created },
      'content upsert',
    );
    return c.json(ok({ created: result.created, scope: result.scope, status: parsed.article.status }));
  });

  app.post(OPERATOR_CONTENT_PATHS.status, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, operatorStatusBodySchema);
    const done = await setArticleStatus(deps.db, body, body.status, deps.now());
    if (!done) throw new ApiFailure(404, notFoundBody);
    deps.logger.info({ kind: body.kind, slug: body.slug, locale: body.locale, status: body.status }, 'content status');
    return c.json(ok({ status: body.status }));
  });

  return app;
}
