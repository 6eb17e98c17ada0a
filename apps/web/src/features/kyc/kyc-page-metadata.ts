import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { readRouteParams, type RouteParams } from '@/lib/route-params';

/** Title of a KYC page; personal pages are never indexed. */
export async function kycPageMetadata(page: 'homeTitle' | 'kyc2Title' | 'kyc3Title', params: Promise<RouteParams>): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'kyc.meta' });
  return { title: t(page, { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}
