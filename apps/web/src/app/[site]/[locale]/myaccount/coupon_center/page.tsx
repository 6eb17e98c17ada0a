import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { CouponPage } from '@/features/support/components/coupon-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.coupons' });
  // Personal pages are never indexed.
  return { title: t('metaTitle', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** §2.1 coupon centre (issue 15); /myaccount/coupon_center and /myaccount/profile/coupon_center are the same page. */
async function CouponCenterPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return <CouponPage locale={locale} />;
}

export default withPageMessages(CouponCenterPage);
