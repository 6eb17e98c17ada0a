import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import type { BuyMethod } from '@ex/domain';
import { notFound } from 'next/navigation';
import { SITES, resolveNavItems } from '@ex/sites';
import { BuyView } from '@/features/money/components/buy-view';
import styles from '@/features/money/components/money.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

/** Which buying page: the chooser's /crypto/buy, a fixed method, or the US site's /buy-sell-crypto. */
export type BuyPageKind = 'buy' | 'card' | 'bank' | 'us';
const PATHS: Record<BuyPageKind, string> = {
  buy: '/crypto/buy',
  card: '/crypto/buy/with-credit-card',
  bank: '/crypto/buy/with-bank-account',
  us: '/buy-sell-crypto',
};
const METHOD: Partial<Record<BuyPageKind, BuyMethod>> = { card: 'card', bank: 'bank', us: 'card' };

export async function buyMetadata(params: Promise<RouteParams>, kind: BuyPageKind): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'buy.meta' });
  const name = SITES[site].ogSiteName;
  return { title: t(kind, { site: name }), description: t('description', { site: name }), ...seoMetadata(site, locale, PATHS[kind]) };
}

/** The shared page of buying crypto: the h1 in the server HTML, the form in the browser. */
export async function BuyPage({ params, kind }: { params: Promise<RouteParams>; kind: BuyPageKind }) {
  const { site, locale } = await readRouteParams(params);
  // /buy-sell-crypto exists where the site's Buy Crypto item leads there (the US site, §2.1).
  if (kind === 'us' && resolveNavItems(site).find((item) => item.key === 'buyCrypto')?.path !== PATHS.us) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'buy.titles' });
  return (
    <section className={styles.page} aria-labelledby="buy-title">
      <h1 id="buy-title">{t(kind)}</h1>
      {/* ?method= and &fiat= are read in the browser, so the page stays static per site and locale. */}
      <Suspense fallback={null}>
        <BuyView method={METHOD[kind]} />
      </Suspense>
    </section>
  );
}
