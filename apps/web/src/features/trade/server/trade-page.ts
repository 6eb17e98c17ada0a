import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { marketSymbolSchema, type Market, type MarketSymbolInfo } from '@ex/contracts';
import { localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { serverClient } from '@/core/api/server-client';
import { getMarketSymbols } from '../api/get-market-symbols';

/**
 * The instrument of a trade page (issue 5), rendered statically per sub-site, locale and symbol
 * (ISR): the symbol in its canonical spelling (`btc_usdt` → permanent redirect to `BTC_USDT`), or
 * the localized 404 when it is not listed on that market. The compliance gate is not here: proxy.ts
 * gates every request to these paths (the margin tab as the margin product), and the API refuses
 * orders for a product the visitor may not use (docs/spec-decisions.md "Pages and gates").
 */
export async function loadTradeInstrument(input: {
  site: SiteKey;
  locale: Locale;
  market: Market;
  rawSymbol: string;
  /** The canonical path for a symbol, to redirect odd spellings to. */
  canonicalPath: (symbol: string) => string;
}): Promise<MarketSymbolInfo> {
  const parsed = marketSymbolSchema.safeParse(decodeURIComponent(input.rawSymbol));
  if (!parsed.success) notFound();
  if (parsed.data !== input.rawSymbol) permanentRedirect(localizedPath(input.site, input.locale, input.canonicalPath(parsed.data)));
  const { list } = await getMarketSymbols(serverClient(input.site), input.market);
  // An empty list is the fallback of a failed call, not "nothing listed": the error page, not a 404.
  if (list.length === 0) throw new Error('market symbols unavailable');
  const info = list.find((s) => s.symbol === parsed.data && s.market === input.market);
  if (!info) notFound();
  return info;
}
