import { rssRoute } from '@/features/content/rss-route';

// Cached per sub-site and locale once requested, refreshed every minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** /news/rss.xml: the newest articles as RSS 2.0. */
export const GET = rssRoute('news');
