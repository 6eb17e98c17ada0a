import { splitMarketSymbol, type TickerRow } from './ticker-row';

// What people type between the two halves of a pair: BTC/USDT, BTC-USDT, BTC USDT, BTC_USDT.
const SEPARATORS = /[\s/_-]+/g;
const HAS_SEPARATOR = /[\s/_-]/;

/**
 * The tickers whose base or quote symbol contains the search text, case-insensitively, in their
 * input order. Decisions:
 * - Surrounding spaces are ignored; an empty search keeps every ticker.
 * - Text with a separator (`/`, `-`, `_` or a space between letters) is a pair search: it is
 *   matched against the whole `BASE_QUOTE` symbol, so `btc/us` finds BTC_USDT but not ETH_BTC.
 * - Text without one matches inside either half: `usd` finds every USDT pair, `eth` finds ETH_USDT.
 * @example filterTickers(list, 'eth').map((t) => t.symbol) // ['ETH_USDT', 'ETHFI_USDT']
 * @example filterTickers(list, ' BTC/usdt ').map((t) => t.symbol) // ['BTC_USDT']
 * @example filterTickers(list, '') // every ticker
 */
export function filterTickers<T extends Pick<TickerRow, 'symbol'>>(list: readonly T[], query: string): T[] {
  const text = query.trim().toUpperCase();
  if (text === '') return [...list];
  if (HAS_SEPARATOR.test(text)) {
    const pair = text.replace(SEPARATORS, '_');
    return list.filter((t) => t.symbol.toUpperCase().includes(pair));
  }
  return list.filter((t) => {
    const { base, quote } = splitMarketSymbol(t.symbol.toUpperCase());
    return base.includes(text) || quote.includes(text);
  });
}
