import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { getMarketOverview } from '@/features/support/api/market-overview';
import { MarketData } from '@/features/support/components/market-data';
import styles from '@/features/support/support.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale, regenerated every minute from the market source.
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.marketData' });
  return {
    title: t('metaTitle', { site: SITES[site].ogSiteName }),
    description: t('intro'),
    ...seoMetadata(site, locale, '/crypto-market-data'),
  };
}

/** §2.1 /crypto-market-data (issue 15): market capitalisation, volume and dominance, in the server HTML. */
async function CryptoMarketDataPage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support.marketData' });
  const overview = await getMarketOverview(serverClient(site));
  return (
    <section className={styles.page} aria-labelledby="market-data-title">
      <h1 id="market-data-title">{t('heading')}</h1>
      <p className="field-hint">{t('intro')}</p>
      <MarketData overview={overview} locale={locale} />
      <p className="field-hint">{t('method')}</p>
    </section>
  );
}

export default withPageMessages(CryptoMarketDataPage);
