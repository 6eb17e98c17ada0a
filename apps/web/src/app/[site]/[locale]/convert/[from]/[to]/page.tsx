import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, localizedPath } from '@ex/sites';
import { ConvertView } from '@/features/money/components/convert-view';
import styles from '@/features/money/components/money.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

type Params = RouteParams & { from: string; to: string };
const CODE = /^[A-Za-z0-9]{2,10}$/;

// One shell per sub-site, locale and pair, rendered on first request; prices and quotes are the browser's.
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const { from, to } = await params;
  const t = await getTranslations({ locale, namespace: 'buy.meta' });
  const pair = { from: from.toUpperCase(), to: to.toUpperCase(), site: SITES[site].ogSiteName };
  return {
    title: t('convert', pair),
    description: t('convertDescription', pair),
    ...seoMetadata(site, locale, `/convert/${pair.from}/${pair.to}`),
  };
}

/** §2.1 /convert/{from}/{to} (e.g. /convert/USDT/BTC): any listed pair, executed at a firm quote. */
async function ConvertPage({ params }: { params: Promise<Params> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const raw = await params;
  if (!CODE.test(raw.from) || !CODE.test(raw.to)) notFound();
  const from = raw.from.toUpperCase();
  const to = raw.to.toUpperCase();
  if (raw.from !== from || raw.to !== to) redirect(localizedPath(site, locale, `/convert/${from}/${to}`));
  const t = await getTranslations({ locale, namespace: 'buy.convert' });
  return (
    <section className={styles.page} aria-labelledby="convert-title">
      <h1 id="convert-title">{t('title', { from, to })}</h1>
      <ConvertView from={from} to={to} />
    </section>
  );
}

export default withPageMessages(ConvertPage);
