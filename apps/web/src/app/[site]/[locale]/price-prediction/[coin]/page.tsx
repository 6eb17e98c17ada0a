import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, localizedPath } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { getMarketOverview } from '@/features/support/api/market-overview';
import { PricePrediction } from '@/features/support/components/price-prediction';
import { predictionCoins } from '@/features/support/prediction';
import styles from '@/features/support/support.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

type Params = RouteParams & { coin: string };

// Static per sub-site, locale and coin: rendered on first request, refreshed every minute.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

async function load(params: Promise<Params>) {
  const { site, locale } = await readRouteParams(params);
  const { coin } = await params;
  const coins = predictionCoins(await getMarketOverview(serverClient(site)));
  return { site, locale, slug: coin, coins, found: coins.find((c) => c.slug === coin) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale, slug, found } = await load(params);
  const t = await getTranslations({ locale, namespace: 'support.prediction' });
  const coin = found?.currency ?? slug.toUpperCase();
  return {
    title: t('metaTitle', { coin, name: found?.name ?? coin, site: SITES[site].ogSiteName }),
    description: t('intro', { name: found?.name ?? coin }),
    ...seoMetadata(site, locale, `/price-prediction/${slug}`),
  };
}

/**
 * §2.1 /price-prediction/{coin} (issue 15): a user-adjustable growth model from the live price,
 * labelled as no advice. An unlisted coin is a 404; with the market source down, the page says so.
 */
async function PricePredictionPage({ params }: { params: Promise<Params> }) {
  const { site, locale, coins, found } = await load(params);
  setRequestLocale(locale);
  if (coins.length > 0 && !found) notFound();
  const t = await getTranslations({ locale, namespace: 'support.prediction' });
  return (
    <section className={styles.page} aria-labelledby="prediction-title">
      <h1 id="prediction-title">{found ? t('heading', { coin: found.currency, name: found.name }) : t('indexHeading')}</h1>
      <p className={styles.warning} role="note" data-testid="not-advice">
        <strong>{t('notAdviceTitle')}</strong> {t('notAdvice')}
      </p>
      {found ? (
        <>
          <p className="field-hint">{t('intro', { name: found.name })}</p>
          <PricePrediction currency={found.currency} price={found.price} />
        </>
      ) : (
        <p className="notice">{t('unavailable')}</p>
      )}
      <Link href={localizedPath(site, locale, '/price-prediction')}>{t('allCoins')}</Link>
    </section>
  );
}

export default withPageMessages(PricePredictionPage);
