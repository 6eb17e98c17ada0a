import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { Converter } from '@/features/support/components/converter';
import { buildConverterUnits } from '@/features/support/converter-units';
import styles from '@/features/support/support.module.css';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale, regenerated every minute; the browser then follows live prices.
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.converter' });
  const name = SITES[site].ogSiteName;
  return { title: t('metaTitle', { site: name }), description: t('intro'), ...seoMetadata(site, locale, '/converter') };
}

/** §2.1 /converter (issue 15): any listed crypto or fiat into any other at the live rate. */
async function ConverterPage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support.converter' });
  const client = serverClient(site);
  const [prices, spot, settings] = await Promise.all([
    fetchEndpoint(client, 'assetPrices'),
    fetchEndpoint(client, 'marketTickers', { market: 'spot' }),
    fetchEndpoint(client, 'siteSettings', {}),
  ]);
  const units = buildConverterUnits(prices, spot.list, settings);
  return (
    <section className={styles.page} aria-labelledby="converter-title">
      <h1 id="converter-title">{t('heading')}</h1>
      <p className="field-hint">{t('intro')}</p>
      {units.cryptos.length === 0 || units.fiats.length === 0 ? (
        <p className="notice" data-testid="converter-empty">
          {t('unavailable')}
        </p>
      ) : (
        <Converter initial={units} defaultFrom="BTC" defaultTo={SITES[site].defaultFiat} />
      )}
      <p className="field-hint">{t('disclaimer')}</p>
    </section>
  );
}

export default withPageMessages(ConverterPage);
