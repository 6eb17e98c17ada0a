/** The fields a live ticker update is matched and ordered by (structural: the contract's `Ticker` fits). */
export interface TimedTicker {
  /** BASE_QUOTE, e.g. `BTC_USDT`. */
  readonly symbol: string;
  /** When the source produced the ticker (ms). */
  readonly time: number;
}

/**
 * A market list after stream ticker updates: each update replaces the row of its symbol in place
 * (the list's order is the API's; sorting is the table's job). An update older than the row it
 * would replace is dropped, and a symbol not in the list is ignored (the list decides which markets
 * are shown). When nothing changes the same object is returned, so React skips the render.
 * @example applyTickerUpdates({ market: 'spot', list: [btc1, eth1] }, [btc2]) // { market: 'spot', list: [btc2, eth1] }
 * @example applyTickerUpdates(list, []) === list
 */
export function applyTickerUpdates<L extends { readonly list: readonly TimedTicker[] }>(
  tickers: L,
  updates: readonly L['list'][number][],
): L {
  type T = L['list'][number];
  if (updates.length === 0) return tickers;
  const latest = new Map<string, T>();
  for (const update of updates) {
    const held = latest.get(update.symbol);
    if (held === undefined || update.time >= held.time) latest.set(update.symbol, update);
  }
  let changed = false;
  const list = tickers.list.map((row) => {
    const update = latest.get(row.symbol);
    if (update === undefined || update.time < row.time || update === row) return row;
    changed = true;
    return update;
  });
  return changed ? ({ ...tickers, list } as L) : tickers;
}

/**
 * The single ticker to keep after a refresh (GET market/ticker answers `{ ticker }`, the stream
 * sends the ticker itself): a ticker older than the one shown is dropped (a slow poll must not undo
 * a stream update), and the §8 fallback `{ ticker: null }` of one failed poll does not blank a
 * price already shown.
 * @example keepNewerTicker({ ticker: t2000 }, { ticker: t1000 }) // { ticker: t2000 }
 * @example keepNewerTicker({ ticker: t1000 }, { ticker: null }) // { ticker: t1000 }
 * @example keepNewerTicker(undefined, { ticker: null }) // { ticker: null }
 */
export function keepNewerTicker<T extends TimedTicker, R extends { readonly ticker: T | null }>(previous: R | undefined, next: R): R {
  const held = previous?.ticker;
  if (held === undefined || held === null) return next;
  if (next.ticker === null || next.ticker.time < held.time) return previous as R;
  return next;
}
