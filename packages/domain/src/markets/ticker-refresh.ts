/**
 * The list to show after a refresh of a live market list. A failed fetch arrives as the §8
 * fallback, an empty list, which cannot be told apart from a real one; decision: once a list has
 * been shown, an empty refresh keeps it (one failed poll must not blank a live table) and the next
 * non-empty answer replaces it. Before any data, empty stays empty, so the table shows
 * "Market data is unavailable right now".
 * @example keepLastTickers({ list: [btc] }, { list: [] }) // { list: [btc] }
 * @example keepLastTickers({ list: [btc] }, { list: [eth] }) // { list: [eth] }
 * @example keepLastTickers(undefined, { list: [] }) // { list: [] }
 */
export function keepLastTickers<D extends { readonly list: readonly unknown[] }>(previous: D | undefined, next: D): D {
  return next.list.length === 0 && previous !== undefined && previous.list.length > 0 ? previous : next;
}
