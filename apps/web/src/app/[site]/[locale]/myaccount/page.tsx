import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { AccountOverview } from '@/features/account/components/account-overview';
import { AssetsOverview } from '@/features/wallet/components/assets-overview';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  // Personal pages are never indexed.
  return { title: t('accountTitle', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

async function MyAccountPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return (
    <>
      <AccountOverview />
      <AssetsOverview />
    </>
  );
}

export default withPageMessages(MyAccountPage);
