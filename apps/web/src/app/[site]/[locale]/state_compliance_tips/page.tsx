import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { StateComplianceTips } from '@/features/compliance/components/state-compliance-tips';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

/** The page a country-limited user is sent to (§4.8); a notice, not content to index. */
export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'compliance.tipsPage' });
  return {
    title: t('metaTitle', { site: SITES[site].ogSiteName }),
    ...seoMetadata(site, locale, '/state_compliance_tips'),
    robots: { index: false, follow: true },
  };
}

/** §4.8 state-compliance tips: a static shell per sub-site × locale; the tips load on the client. */
async function StateComplianceTipsPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return <StateComplianceTips />;
}

export default withPageMessages(StateComplianceTipsPage);
