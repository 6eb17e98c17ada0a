import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@ex/sites';
import { FUTURES_SETTLE, FUTURES_TRADE_ROUTE, TradeRoutePage, tradeRouteMetadata } from '@/app/_screens/trade-route';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

type Params = RouteParams & { settle: string; contract: string };

// Static per sub-site, locale and contract (ISR, see the spot trade page).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return tradeRouteMetadata(FUTURES_TRADE_ROUTE, params, (await params).contract);
}

/** §2.1 /futures/USDT/{contract} (and /futures/{settle}/{contract}, canonicalised): the perpetual's page. */
async function FuturesPage({ params }: { params: Promise<Params> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const { settle, contract } = await params;
  if (settle.toUpperCase() !== FUTURES_SETTLE) notFound();
  // `/futures/usdt/…` is the same page: one canonical address.
  if (settle !== FUTURES_SETTLE) permanentRedirect(localizedPath(site, locale, FUTURES_TRADE_ROUTE.path(contract.toUpperCase())));
  return <TradeRoutePage route={FUTURES_TRADE_ROUTE} params={params} rawSymbol={contract} />;
}

export default withPageMessages(FuturesPage);
