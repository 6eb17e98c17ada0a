import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { marketSymbolSchema, type Market } from '@ex/contracts';
import { localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { fetchEndpoint, isEndpointFallback } from '@/lib/fetch-endpoint';
import { serverClient } from '@/lib/server-client';
import { provisionalInstrument, type TradeInstrument } from '../trade-instrument';

/**
 * The instrument of a trade page (issue 5), rendered statically per sub-site, locale and symbol
 * (ISR): the symbol in its canonical spelling (`btc_usdt` → permanent redirect to `BTC_USDT`), or
 * the localized 404 when it is not listed on that market. The compliance gate is not here: proxy.ts
 * gates every request to these paths (the margin tab as the margin product), and the API refuses
 * orders for a product the visitor may not use (docs/spec-decisions.md "Pages and gates").
 *
 * When the symbol list cannot be read (the API is down: its §8 fallback), the page still renders,
 * never a 500: with a provisional instrument and the §8 failure text, cached only briefly
 * (serverClient), while the browser keeps asking for the list (useTradeInstrument).
 */
export async function loadTradeInstrument(input: {
  site: SiteKey;
  locale: Locale;
  market: Market;
  rawSymbol: string;
  /** The canonical path for a symbol, to redirect odd spellings to. */
  canonicalPath: (symbol: string) => string;
}): Promise<TradeInstrument> {
  const parsed = marketSymbolSchema.safeParse(decodeURIComponent(input.rawSymbol));
  if (!parsed.success) notFound();
  if (parsed.data !== input.rawSymbol) permanentRedirect(localizedPath(input.site, input.locale, input.canonicalPath(parsed.data)));
  const symbols = await fetchEndpoint(serverClient(input.site), 'marketSymbols', { market: input.market });
  if (isEndpointFallback('marketSymbols', symbols)) return { info: provisionalInstrument(input.market, parsed.data), unavailable: true };
  const info = symbols.list.find((s) => s.symbol === parsed.data && s.market === input.market);
  if (!info) notFound();
  return { info, unavailable: false };
}
