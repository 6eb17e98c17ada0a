import type { Metadata } from 'next';
import { SPOT_TRADE_ROUTE, TradeRoutePage, tradeRouteMetadata } from '@/app/_screens/trade-route';
import type { RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

type Params = RouteParams & { pair: string };

// Static per sub-site, locale and pair, rendered on first request and refreshed every minute; the
// market data, the session's ledger and the isolated-margin tab (`?tab=`) are the browser's.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return tradeRouteMetadata(SPOT_TRADE_ROUTE, params, (await params).pair);
}

/**
 * §2.1 /trade/{pair}: spot pairs and leveraged tokens (/trade/ETH5L_USDT); `?tab=isolated_margin`
 * switches the page to isolated margin in the browser. proxy.ts gates each request (the margin tab
 * as the margin product).
 */
async function TradePage({ params }: { params: Promise<Params> }) {
  return <TradeRoutePage route={SPOT_TRADE_ROUTE} params={params} rawSymbol={(await params).pair} />;
}

export default withPageMessages(TradePage);
