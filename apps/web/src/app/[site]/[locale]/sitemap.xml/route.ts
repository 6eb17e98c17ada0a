import { sitemapGet } from '@/features/content/sitemap-route';

// Cached per sub-site and locale once requested, refreshed every ten minutes.
export const revalidate = 600;
export function generateStaticParams() {
  return [];
}

/** The sitemap of this sub-site and locale, with hreflang alternates. */
export const GET = sitemapGet;
