import type { ContentKind } from '@ex/contracts';
import { CONTENT_SECTIONS, SITES, articlePath, fillPlaceholders, localizedPath, type ContentSectionKey } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { originOf } from '@/lib/env';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { getArticles } from './api/get-articles';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 30;

/**
 * `GET <section>/rss.xml`: an RSS 2.0 feed of a section's newest articles on this sub-site and
 * locale (issue 15 "RSS feeds").
 */
export function rssRoute(section: ContentSectionKey) {
  const spec = CONTENT_SECTIONS[section];
  return async function GET(_request: Request, { params }: { params: Promise<RouteParams> }) {
    const { site, locale } = await readRouteParams(params);
    const data = await getArticles(serverClient(site), { kind: spec.kind as ContentKind, locale, page: 1, pageSize: FEED_SIZE });
    const origin = originOf(site);
    const link = (path: string) => escapeXml(origin + localizedPath(site, locale, path));
    const items = data.list
      .map((a) =>
        [
          '<item>',
          `<title>${escapeXml(fillPlaceholders(a.title, site))}</title>`,
          `<link>${link(articlePath(a.kind, a.slug))}</link>`,
          `<guid isPermaLink="true">${link(articlePath(a.kind, a.slug))}</guid>`,
          `<pubDate>${new Date(a.published_at * 1000).toUTCString()}</pubDate>`,
          a.category ? `<category>${escapeXml(a.category)}</category>` : '',
          `<description>${escapeXml(fillPlaceholders(a.summary, site))}</description>`,
          '</item>',
        ].join(''),
      )
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>${escapeXml(`${SITES[site].ogSiteName} — ${section}`)}</title>
<link>${link(spec.path)}</link>
<atom:link href="${link(`${spec.path}/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(`${SITES[site].ogSiteName} ${section}`)}</description>
<language>${escapeXml(locale)}</language>
${items}
</channel></rss>
`;
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
  };
}
