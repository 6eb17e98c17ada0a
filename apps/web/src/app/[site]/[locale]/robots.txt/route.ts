import { resolveRobotsTxt } from '@ex/sites';
import { originOf } from '@/lib/env';
import { readRouteParams, type RouteParams } from '@/lib/route-params';

// One file per host (sub-site); it changes only with the site table.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** /robots.txt per host (§2.2: the main site does not index nl and it), naming each locale sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<RouteParams> }) {
  const { site } = await readRouteParams(params);
  return new Response(resolveRobotsTxt(site, originOf(site)), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
