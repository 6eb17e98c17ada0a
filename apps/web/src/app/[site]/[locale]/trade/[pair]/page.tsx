import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ISOLATED_MARGIN_TAB, SITES, isLeveragedTokenSymbol, localizedPath, resolveGatedPath } from '@ex/sites';
import { TradeScreen } from '@/features/trade/components/trade-screen';
import { loadTradePage } from '@/features/trade/server/trade-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

type Params = RouteParams & { pair: string };
type Search = Promise<Record<string, string | string[] | undefined>>;

/** `tab=isolated_margin` (also among repeated `tab`s) opens the isolated-margin form. */
const isMarginTab = (search: Record<string, string | string[] | undefined>) => [search['tab']].flat().includes(ISOLATED_MARGIN_TAB);

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const { pair } = await params;
  const t = await getTranslations({ locale, namespace: 'orders.meta' });
  const label = decodeURIComponent(pair).toUpperCase().replace('_', '/');
  return { title: t('spotTitle', { pair: label, site: SITES[site].ogSiteName }), description: t('spotDescription', { pair: label }), ...seoMetadata(site, locale, `/trade/${pair}`) };
}

/**
 * §2.1 /trade/{pair} (also leveraged tokens such as /trade/ETH5L_USDT, and `?tab=isolated_margin`).
 * Dynamic: the compliance gate runs per request, on the server as well as in proxy.ts.
 */
export default async function TradePage({ params, searchParams }: { params: Promise<Params>; searchParams: Search }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const { pair } = await params;
  const search = await searchParams;
  const margin = isMarginTab(search);
  const info = await loadTradePage({
    site,
    locale,
    market: 'spot',
    rawSymbol: pair,
    gatePath: resolveGatedPath(`/trade/${pair}`, margin ? `?tab=${ISOLATED_MARGIN_TAB}` : ''),
    canonicalPath: (symbol) => `/trade/${symbol}`,
    search: margin ? `?tab=${ISOLATED_MARGIN_TAB}` : '',
  });
  // Leveraged tokens trade spot only: their margin tab is the spot page.
  if (margin && isLeveragedTokenSymbol(info.symbol)) redirect(localizedPath(site, locale, `/trade/${info.symbol}`));
  return <TradeScreen info={info} ledgerMarket={margin ? 'margin' : 'spot'} path={`/trade/${info.symbol}${margin ? `?tab=${ISOLATED_MARGIN_TAB}` : ''}`} />;
}
