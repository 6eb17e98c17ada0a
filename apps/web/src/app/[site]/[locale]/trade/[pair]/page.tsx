import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { TradeScreen } from '@/features/trade/components/trade-screen';
import { loadTradeInstrument } from '@/features/trade/server/trade-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

type Params = RouteParams & { pair: string };

// Static per sub-site, locale and pair, rendered on first request and refreshed every minute; the
// market data, the session's ledger and the isolated-margin tab (`?tab=`) are the browser's.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const { pair } = await params;
  const t = await getTranslations({ locale, namespace: 'orders.meta' });
  const label = decodeURIComponent(pair).toUpperCase().replace('_', '/');
  return { title: t('spotTitle', { pair: label, site: SITES[site].ogSiteName }), description: t('spotDescription', { pair: label }), ...seoMetadata(site, locale, `/trade/${pair}`) };
}

/**
 * §2.1 /trade/{pair}: spot pairs and leveraged tokens (/trade/ETH5L_USDT); `?tab=isolated_margin`
 * switches the page to isolated margin in the browser. proxy.ts gates each request (the margin tab
 * as the margin product).
 */
export default async function TradePage({ params }: { params: Promise<Params> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const { pair } = await params;
  const instrument = await loadTradeInstrument({ site, locale, market: 'spot', rawSymbol: pair, canonicalPath: (symbol) => `/trade/${symbol}` });
  return <TradeScreen instrument={instrument} />;
}
