import type { ContentKind } from '@ex/contracts';
import { CONTENT_SECTIONS, resolveSitemapEntries } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { originOf } from '@/lib/env';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { getArticles } from './api/get-articles';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Kinds whose articles have their own pages (glossary terms and events are anchors). */
const ARTICLE_KINDS: readonly ContentKind[] = [...Object.values(CONTENT_SECTIONS).map((s) => s.kind as ContentKind), 'legal', 'company'];

/**
 * `GET /sitemap.xml` (and `/{locale}/sitemap.xml`): every public page and article of this sub-site in
 * this locale, with hreflang alternates (issue 15).
 */
export async function sitemapGet(_request: Request, { params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  const client = serverClient(site);
  const lists = await Promise.all(ARTICLE_KINDS.map((kind) => getArticles(client, { kind, locale, page: 1, pageSize: 500 })));
  const origin = originOf(site);
  const entries = resolveSitemapEntries({ site, locale, origin, articles: lists.flatMap((l) => l.list) });
  const body = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc>${e.alternates
          .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`)
          .join('')}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
