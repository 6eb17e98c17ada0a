import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, isMenuPermitted } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { getEarnProducts } from '@/features/earn/api/earn-api';
import { EarnCenter } from '@/features/earn/components/earn-center';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale, regenerated every minute (rates and what is left of each cap).
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'earn' });
  return { title: t('metaTitle', { site: SITES[site].ogSiteName }), description: t('intro'), ...seoMetadata(site, locale, '/simple-earn') };
}

/**
 * §2.1 /simple-earn (issue 14): flexible and fixed savings. The sub-site's menu codes decide whether
 * it is offered (proxy.ts sends other sub-sites' visitors to the §4.8 tips page; the API refuses
 * with 403); where it is not, the static page carries no catalogue.
 */
async function SimpleEarnPage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'earn' });
  const offered = isMenuPermitted(site, 'earn');
  const products = offered ? await getEarnProducts(serverClient(site)) : [];
  return (
    <section aria-labelledby="earn-title">
      <h1 id="earn-title">{t('heading')}</h1>
      <p className="field-hint">{t('intro')}</p>
      {offered ? (
        <EarnCenter initialProducts={products} />
      ) : (
        <p className="notice" data-testid="earn-unavailable">
          {t('unavailable')}
        </p>
      )}
    </section>
  );
}

export default withPageMessages(SimpleEarnPage);
