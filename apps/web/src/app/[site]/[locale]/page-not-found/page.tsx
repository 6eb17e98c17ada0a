import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { NotFoundView } from '@/features/layout/components/not-found-view';
import { getTrendingStories } from '@/features/layout/api/get-trending-stories';
import { AppDownloadPromo } from '@/app/_shell/app-download-promo';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale; the trending stories are refreshed every five minutes.
export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'chrome.notFound' });
  return { title: t('title', { site: SITES[site].ogSiteName }), robots: { index: false, follow: true } };
}

/**
 * The server-rendered 404 page (§2.3), with its title and body in the HTML so it works without
 * JavaScript. Never served at its own address: the web server's edge answers every 404 page request
 * with this page's body and status 404 (src/server/not-found-rescue.ts), because Next.js renders
 * `notFound()` of a dynamic route as an empty shell drawn in the browser (vercel/next.js#62228).
 */
async function PageNotFound({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const stories = await getTrendingStories(serverClient(site));
  return (
    <NotFoundView
      initialStories={isEndpointFallback('trendingStories', stories) ? undefined : stories}
      promo={<AppDownloadPromo site={site} locale={locale} variant="horizontal" testId="not-found-app-guide" />}
    />
  );
}

export default withPageMessages(PageNotFound);
