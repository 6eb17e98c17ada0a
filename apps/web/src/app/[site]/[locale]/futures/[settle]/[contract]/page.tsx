import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, localizedPath } from '@ex/sites';
import { TradeScreen } from '@/features/trade/components/trade-screen';
import { loadTradeInstrument } from '@/features/trade/server/trade-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

type Params = RouteParams & { settle: string; contract: string };

/** The only settlement currency the ledger has (issue 5: USDT-settled contracts). */
const SETTLE = 'USDT';

// Static per sub-site, locale and contract (ISR, see the spot trade page).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const { contract } = await params;
  const t = await getTranslations({ locale, namespace: 'orders.meta' });
  const label = decodeURIComponent(contract).toUpperCase().replace('_', '');
  return { title: t('futuresTitle', { contract: label, site: SITES[site].ogSiteName }), description: t('futuresDescription', { contract: label }), ...seoMetadata(site, locale, `/futures/${SETTLE}/${contract}`) };
}

/** §2.1 /futures/USDT/{contract} (and /futures/{settle}/{contract}, canonicalised): the perpetual's page. */
export default async function FuturesPage({ params }: { params: Promise<Params> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const { settle, contract } = await params;
  if (settle.toUpperCase() !== SETTLE) notFound();
  // `/futures/usdt/…` is the same page: one canonical address.
  if (settle !== SETTLE) permanentRedirect(localizedPath(site, locale, `/futures/${SETTLE}/${contract.toUpperCase()}`));
  const instrument = await loadTradeInstrument({ site, locale, market: 'futures', rawSymbol: contract, canonicalPath: (symbol) => `/futures/${SETTLE}/${symbol}` });
  return <TradeScreen instrument={instrument} />;
}
