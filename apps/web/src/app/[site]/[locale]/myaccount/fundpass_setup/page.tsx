import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { FundpassSetup } from '@/features/security/components/fundpass-setup';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'security.meta' });
  // Personal pages are never indexed.
  return { title: t('fundpassTitle', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** A static shell; the data is fetched on the client. */
async function FundpassSetupPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return <FundpassSetup />;
}

export default withPageMessages(FundpassSetupPage);
