import 'server-only';
import { headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { marketSymbolSchema, type Market, type MarketSymbolInfo } from '@ex/contracts';
import { localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { decideFeatureGate } from '@/lib/compliance-gate';
import { fetchEndpoint } from '@/lib/fetch-endpoint';
import { serverClient } from '@/lib/server-client';

/**
 * What every trade page does on the server before rendering (issue 5; §5 compliance gate):
 * 1. the same compliance gate as proxy.ts, for the path the visitor asked for (`gatePath` names the
 *    product: the isolated-margin tab is the margin product), so a request that skipped the proxy
 *    is still sent to /state_compliance_tips;
 * 2. the symbol in its canonical spelling (`btc_usdt` → `BTC_USDT`, permanent redirect);
 * 3. the instrument, or the localized 404 when it is not listed on that market.
 */
export async function loadTradePage(input: {
  site: SiteKey;
  locale: Locale;
  market: Market;
  rawSymbol: string;
  /** The public path without the locale prefix, e.g. `/trade/BTC_USDT`. */
  gatePath: string;
  /** The canonical path for a symbol, to redirect odd spellings to. */
  canonicalPath: (symbol: string) => string;
  search?: string;
}): Promise<MarketSymbolInfo> {
  const gate = await decideFeatureGate({ site: input.site, locale: input.locale, path: input.gatePath, headers: await headers() });
  if (gate.kind === 'redirect') redirect(gate.location);
  const parsed = marketSymbolSchema.safeParse(decodeURIComponent(input.rawSymbol));
  if (!parsed.success) notFound();
  if (parsed.data !== input.rawSymbol) permanentRedirect(localizedPath(input.site, input.locale, `${input.canonicalPath(parsed.data)}${input.search ?? ''}`));
  const { list } = await fetchEndpoint(serverClient(input.site), 'marketSymbols', { market: input.market });
  // An empty list is the fallback of a failed call, not "nothing listed": the error page, not a 404.
  if (list.length === 0) throw new Error('market symbols unavailable');
  const info = list.find((s) => s.symbol === parsed.data && s.market === input.market);
  if (!info) notFound();
  return info;
}
