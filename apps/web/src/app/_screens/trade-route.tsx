import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Market } from '@ex/contracts';
import { SITES } from '@ex/sites';
import { loadTradeInstrument } from '@/features/trade/server/trade-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { TradeScreen } from './trade-screen';

/** What differs between the spot and the futures trade routes; everything else is one page. */
export interface TradeRoute {
  readonly market: Market;
  /** The page's address for a symbol (the canonical spelling is redirected to). */
  readonly path: (symbol: string) => string;
  /** The `orders.meta` messages of the page and how they name the symbol. */
  readonly meta: {
    readonly title: string;
    readonly description: string;
    readonly param: 'pair' | 'contract';
    readonly label: (symbol: string) => string;
  };
}

/** The only settlement currency the ledger has (issue 5: USDT-settled contracts). */
export const FUTURES_SETTLE = 'USDT';

/** §2.1 /trade/{pair}: spot pairs and leveraged tokens; `?tab=isolated_margin` is isolated margin, in the browser. */
export const SPOT_TRADE_ROUTE: TradeRoute = {
  market: 'spot',
  path: (symbol) => `/trade/${symbol}`,
  meta: { title: 'spotTitle', description: 'spotDescription', param: 'pair', label: (symbol) => symbol.toUpperCase().replace('_', '/') },
};

/** §2.1 /futures/USDT/{contract}: the perpetual's page. */
export const FUTURES_TRADE_ROUTE: TradeRoute = {
  market: 'futures',
  path: (symbol) => `/futures/${FUTURES_SETTLE}/${symbol}`,
  meta: {
    title: 'futuresTitle',
    description: 'futuresDescription',
    param: 'contract',
    label: (symbol) => symbol.toUpperCase().replace('_', ''),
  },
};

/** The title, description and canonical links of a trade page (static per sub-site, locale and symbol). */
export async function tradeRouteMetadata(route: TradeRoute, params: Promise<RouteParams>, rawSymbol: string): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'orders.meta' });
  const label = route.meta.label(decodeURIComponent(rawSymbol));
  return {
    title: t(route.meta.title, { [route.meta.param]: label, site: SITES[site].ogSiteName }),
    description: t(route.meta.description, { [route.meta.param]: label }),
    ...seoMetadata(site, locale, route.path(rawSymbol)),
  };
}

/**
 * A trade page: the instrument of the address (its canonical spelling, or the 404), then the
 * trade screen. proxy.ts gates each request (the margin tab as the margin product).
 */
export async function TradeRoutePage({ route, params, rawSymbol }: { route: TradeRoute; params: Promise<RouteParams>; rawSymbol: string }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const instrument = await loadTradeInstrument({ site, locale, market: route.market, rawSymbol, canonicalPath: route.path });
  return <TradeScreen instrument={instrument} />;
}
