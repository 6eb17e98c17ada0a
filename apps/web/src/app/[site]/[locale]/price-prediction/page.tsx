import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, localizedPath } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { getMarketOverview } from '@/features/support/api/market-overview';
import { predictionCoins } from '@/features/support/prediction';
import styles from '@/features/support/support.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.prediction' });
  return {
    title: t('indexMetaTitle', { site: SITES[site].ogSiteName }),
    description: t('indexIntro'),
    ...seoMetadata(site, locale, '/price-prediction'),
  };
}

/** §2.1 /price-prediction: the coins with a growth model, each linking to its page. */
async function PricePredictionIndexPage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support.prediction' });
  const coins = predictionCoins(await getMarketOverview(serverClient(site)));
  return (
    <section className={styles.page} aria-labelledby="prediction-index-title">
      <h1 id="prediction-index-title">{t('indexHeading')}</h1>
      <p className="field-hint">{t('indexIntro')}</p>
      <p className={styles.warning} role="note">
        <strong>{t('notAdviceTitle')}</strong> {t('notAdvice')}
      </p>
      {coins.length === 0 ? (
        <p className="notice">{t('unavailable')}</p>
      ) : (
        <ul className={styles.coinGrid} data-testid="prediction-coins">
          {coins.map((c) => (
            <li key={c.slug}>
              <Link className={styles.card} href={localizedPath(site, locale, `/price-prediction/${c.slug}`)}>
                <span className={styles.subject} translate="no">
                  {c.name}
                </span>
                <span className={styles.meta}>{c.currency}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default withPageMessages(PricePredictionIndexPage);
