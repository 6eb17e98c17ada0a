import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, isLeveragedTokenSymbol, localizedPath, resolveHomeProducts, resolveHomeStatKeys } from '@ex/sites';
import { HomeHeroCta } from '@/features/home/components/home-hero-cta';
import { HomeStats } from '@/features/home/components/home-stats';
import { getHomeStats } from '@/features/home/api/get-home-stats';
import { getTickers } from '@/features/markets/api/get-tickers';
import { MarketMovers } from '@/features/markets/components/market-movers';
import { getMarketSymbols } from '@/features/trade/api/get-market-symbols';
import { SignupGuide } from '@/features/auth/components/signup-guide';
import { AppDownloadPromo } from '@/app/_shell/app-download-promo';
import { LazyEmbeddedPriceChart, LazyHomeComplianceGate } from '@/app/_shell/lazy-prompts';
import { getSiteSettings } from '@/core/site/api/get-site-settings';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { createDisplayFormat } from '@/lib/format/display-format';
import { seoMetadata } from '@/lib/seo';
import { serverClient } from '@/core/api/server-client';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale; public numbers are refreshed in the background every minute.
export const revalidate = 60;

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

/**
 * The home page of a sub-site (issue 15 "as an exchange's home"): hero, the live market list
 * (hot, gainers, losers, new listings), the embedded chart, the statistics the site shows, the
 * products it offers (linked where their pages exist) and the promo cards.
 */
async function HomePage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const tc = await getTranslations({ locale, namespace: 'chrome.home' });
  const client = serverClient(site);
  const [stats, settings, tickers, symbols] = await Promise.all([
    getHomeStats(client),
    getSiteSettings(client),
    getTickers(client, 'spot'),
    getMarketSymbols(client, 'spot'),
  ]);
  // §8: settings fall back silently; failed stats show the GET failure text rather than zeros.
  const name = SITES[site].ogSiteName;
  // Leveraged tokens are the ETF product: their 5x moves would crowd every list.
  const listingOrder = symbols.list.map((s) => s.symbol).filter((symbol) => !isLeveragedTokenSymbol(symbol));
  return (
    <>
      <section className="hero">
        <h1>{t('heroTitle', { site: name })}</h1>
        <p className="hero-subtitle">{t('heroSubtitle', { count: createDisplayFormat(locale, 'UTC').count(settings.currency_count) })}</p>
        <HomeHeroCta />
      </section>
      <MarketMovers initial={tickers} listingOrder={listingOrder} />
      <HomeStats initial={isEndpointFallback('homeStats', stats) ? null : stats} keys={resolveHomeStatKeys(site)} />
      <LazyEmbeddedPriceChart />
      <LazyHomeComplianceGate />
      <section aria-labelledby="products-title" className="products">
        <h2 id="products-title">{t('productsTitle')}</h2>
        <ul className="product-grid">
          {resolveHomeProducts(site).map(({ code, path }) => (
            <li key={code} className="product-card" data-menu={code}>
              {path === null ? (
                <p className="product-name">{tc(`products.${code}.name`)}</p>
              ) : (
                <Link href={localizedPath(site, locale, path)} prefetch={false} className="product-name">
                  {tc(`products.${code}.name`)}
                </Link>
              )}
              <p className="product-body">{tc(`products.${code}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="promo-title" className="home-promos">
        <h2 id="promo-title" className="visually-hidden">
          {tc('promoTitle')}
        </h2>
        <SignupGuide testId="home-signup-guide" />
        <AppDownloadPromo site={site} locale={locale} variant="shadow" testId="home-app-guide" />
      </section>
    </>
  );
}

export default withPageMessages(HomePage);
