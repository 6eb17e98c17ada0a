import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, isMenuPermitted, type MenuCode } from '@ex/sites';
import { HomeHeroCta } from '@/features/home/components/home-hero-cta';
import { HomeStats } from '@/features/home/components/home-stats';
import { getHomeStats } from '@/features/home/api/get-home-stats';
import { LazyEmbeddedPriceChart, LazyHomeComplianceGate } from '@/app/_shell/lazy-prompts';
import { getSiteSettings } from '@/core/site/api/get-site-settings';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { createDisplayFormat } from '@/lib/format/display-format';
import { seoMetadata } from '@/lib/seo';
import { serverClient } from '@/core/api/server-client';

// Static per sub-site and locale; public numbers are refreshed in the background every minute.
export const revalidate = 60;

const PRODUCTS = [
  'spot',
  'margin',
  'futures',
  'options',
  'convert',
  'buy_crypto_card',
  'buy_crypto_bank',
  'c2c',
  'earn',
  'copy_trading',
  'deposit_onchain',
  'deposit_fiat',
] as const satisfies readonly MenuCode[];

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const settings = await getSiteSettings(serverClient(site));
  const name = SITES[site].ogSiteName;
  return {
    title: t('homeTitle', { site: name }),
    description: t('homeDescription', { site: name, count: createDisplayFormat(locale, 'UTC').count(settings.currency_count) }),
    ...seoMetadata(site, locale, '/'),
  };
}

export default async function HomePage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const client = serverClient(site);
  const [stats, settings] = await Promise.all([getHomeStats(client), getSiteSettings(client)]);
  // §8: settings fall back silently; failed stats show the GET failure text rather than zeros.
  const name = SITES[site].ogSiteName;
  return (
    <>
      <section className="hero">
        <h1>{t('heroTitle', { site: name })}</h1>
        <p className="hero-subtitle">{t('heroSubtitle', { count: createDisplayFormat(locale, 'UTC').count(settings.currency_count) })}</p>
        <HomeHeroCta />
      </section>
      <HomeStats initial={isEndpointFallback('homeStats', stats) ? null : stats} />
      <LazyEmbeddedPriceChart />
      <LazyHomeComplianceGate />
      <section aria-labelledby="products-title" className="products">
        <h2 id="products-title">{t('productsTitle')}</h2>
        <ul className="product-grid">
          {PRODUCTS.filter((code) => isMenuPermitted(site, code)).map((code) => (
            <li key={code} className="product-card" data-menu={code}>
              {t(`products.${code}`)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
