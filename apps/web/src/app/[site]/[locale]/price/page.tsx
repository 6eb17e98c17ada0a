import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, isMenuPermitted } from '@ex/sites';
import { getTickers } from '@/features/markets/api/get-tickers';
import { LazyEmbeddedPriceChart } from '@/app/_shell/lazy-prompts';
import { MarketTable } from '@/features/markets/components/market-table';
import styles from '@/features/markets/markets.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { serverClient } from '@/core/api/server-client';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale; the spot list is re-fetched in the background every minute and
// the client table refreshes it live (every 5 s while visible).
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'markets' });
  const name = SITES[site].ogSiteName;
  return {
    title: t('meta.title', { site: name }),
    description: t('meta.description', { site: name }),
    ...seoMetadata(site, locale, '/price'),
  };
}

/** §2.1 /price: the market list, sortable and live (issue 5). */
async function PricePage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'markets' });
  const spot = await getTickers(serverClient(site), 'spot');
  return (
    <section className={styles.page} aria-labelledby="price-title">
      <h1 id="price-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.subtitle}>{t('subtitle', { site: SITES[site].ogSiteName })}</p>
      <LazyEmbeddedPriceChart />
      <MarketTable initialSpot={spot} showFutures={isMenuPermitted(site, 'futures')} />
    </section>
  );
}

export default withPageMessages(PricePage);
