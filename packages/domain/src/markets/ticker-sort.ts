import { compareDecimal, parseDecimal, type DecimalString } from '../decimal';
import { splitMarketSymbol, type TickerRow } from './ticker-row';

/** The sortable columns of the /price table. */
export const TICKER_SORT_KEYS = ['pair', 'last', 'change', 'high', 'low', 'volume', 'turnover'] as const;
export type TickerSortKey = (typeof TICKER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface TickerSort {
  readonly key: TickerSortKey;
  readonly direction: SortDirection;
}

/** The ticker field behind each numeric column. */
export const TICKER_SORT_FIELDS = {
  last: 'last',
  change: 'change_percentage',
  high: 'high_24h',
  low: 'low_24h',
  volume: 'volume_24h',
  turnover: 'quote_volume_24h',
} as const satisfies Record<Exclude<TickerSortKey, 'pair'>, keyof TickerRow>;

/** Decision: the list opens with the most traded markets first — 24 h quote volume (turnover), descending. */
export const DEFAULT_TICKER_SORT: TickerSort = { key: 'turnover', direction: 'desc' };

/** @example isTickerSortKey('turnover') === true; isTickerSortKey('name') === false */
export function isTickerSortKey(value: unknown): value is TickerSortKey {
  return typeof value === 'string' && (TICKER_SORT_KEYS as readonly string[]).includes(value);
}

type Decorated<T> = { readonly item: T; readonly index: number; readonly value: DecimalString | SymbolPair | null };
type SymbolPair = readonly [string, string];

function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts tickers by one column, exactly and stably.
 *
 * - Numbers compare as exact decimals ({@link compareDecimal}); never through `Number`, so
 *   `0.00000001` and `0.00000002`, or two 20-digit volumes, keep their true order.
 * - The pair sorts by base, then quote, in code-unit order (`BTC` before `BTC2` before `ETH`).
 * - Stable: equal values keep their input order, in both directions.
 * - Decision: a value that is not a decimal numeral (the contract never lets one through) sorts
 *   after every valid one, in both directions.
 *
 * Returns a new array; the input is left as it is.
 * @example sortTickers(list, { key: 'turnover', direction: 'desc' }) // most traded first
 * @example sortTickers([{ symbol: 'B_USDT', last: '0.2', … }, { symbol: 'A_USDT', last: '0.10', … }], { key: 'last', direction: 'asc' })
 *   // A_USDT (0.10) before B_USDT (0.2)
 */
export function sortTickers<T extends TickerRow>(list: readonly T[], sort: TickerSort = DEFAULT_TICKER_SORT): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const decorated: Decorated<T>[] = list.map((item, index) => {
    if (sort.key === 'pair') {
      const { base, quote } = splitMarketSymbol(item.symbol);
      return { item, index, value: [base, quote] as const };
    }
    return { item, index, value: parseDecimal(item[TICKER_SORT_FIELDS[sort.key]]) };
  });
  decorated.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return a.index - b.index;
    }
    let order: number;
    if (typeof a.value === 'string' && typeof b.value === 'string') {
      order = compareDecimal(a.value, b.value);
    } else {
      const [aBase, aQuote] = a.value as SymbolPair;
      const [bBase, bQuote] = b.value as SymbolPair;
      order = codeUnitOrder(aBase, bBase) || codeUnitOrder(aQuote, bQuote);
    }
    return order === 0 ? a.index - b.index : sign * order;
  });
  return decorated.map((d) => d.item);
}

/**
 * The sort after a click on a column header: the same column flips its direction; another column
 * starts descending (largest numbers first), except the pair, which starts A→Z.
 * @example nextTickerSort({ key: 'turnover', direction: 'desc' }, 'turnover') // { key: 'turnover', direction: 'asc' }
 * @example nextTickerSort({ key: 'turnover', direction: 'desc' }, 'pair') // { key: 'pair', direction: 'asc' }
 * @example nextTickerSort({ key: 'pair', direction: 'asc' }, 'change') // { key: 'change', direction: 'desc' }
 */
export function nextTickerSort(current: TickerSort, key: TickerSortKey): TickerSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'pair' ? 'asc' : 'desc' };
}
