import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { filterTickers } from './ticker-filter';
import { splitMarketSymbol } from './ticker-row';

const SEARCH = 'brief: "filterTickers(list, query) (case-insensitive match on base/quote symbol)"';
const PAIR = `${SEARCH} — decision: text with a separator (/ - _ space) matches the whole BASE_QUOTE symbol`;
const EMPTY = `${SEARCH} — decision: an empty or blank search keeps every ticker`;

const LIST = ['BTC_USDT', 'ETH_USDT', 'ETHFI_USDT', 'ETH_BTC', 'SOL_USDT', 'USDC_USDT', 'WBTC_USDT'].map((symbol) => ({ symbol }));
const found = (query: string) => filterTickers(LIST, query).map((t) => t.symbol);

describe('filterTickers', () => {
  const cases: { spec: string; query: string; out: string[] }[] = [
    { spec: EMPTY, query: '', out: LIST.map((t) => t.symbol) },
    { spec: EMPTY, query: '   ', out: LIST.map((t) => t.symbol) },
    { spec: `${SEARCH}: lower case finds upper case`, query: 'sol', out: ['SOL_USDT'] },
    { spec: `${SEARCH}: mixed case`, query: 'eTh', out: ['ETH_USDT', 'ETHFI_USDT', 'ETH_BTC'] },
    { spec: `${SEARCH}: inside the base (WBTC) and the quote (ETH_BTC)`, query: 'btc', out: ['BTC_USDT', 'ETH_BTC', 'WBTC_USDT'] },
    { spec: `${SEARCH}: the quote`, query: 'usdt', out: ['BTC_USDT', 'ETH_USDT', 'ETHFI_USDT', 'SOL_USDT', 'USDC_USDT', 'WBTC_USDT'] },
    { spec: `${SEARCH}: part of the base`, query: 'usdc', out: ['USDC_USDT'] },
    { spec: `${SEARCH} — decision: surrounding spaces are ignored`, query: '  sol ', out: ['SOL_USDT'] },
    { spec: `${SEARCH} — decision: no match across the two halves without a separator`, query: 'ethus', out: [] },
    { spec: `${SEARCH}: no match`, query: 'doge', out: [] },
    { spec: `${PAIR}: BTC/USDT`, query: 'btc/usdt', out: ['BTC_USDT', 'WBTC_USDT'] },
    { spec: `${PAIR}: BTC-USDT`, query: 'BTC-USDT', out: ['BTC_USDT', 'WBTC_USDT'] },
    { spec: `${PAIR}: BTC USDT (space)`, query: 'BTC USDT', out: ['BTC_USDT', 'WBTC_USDT'] },
    { spec: `${PAIR}: BTC_USDT`, query: 'btc_usdt', out: ['BTC_USDT', 'WBTC_USDT'] },
    { spec: `${PAIR}: a partial quote`, query: 'eth/u', out: ['ETH_USDT'] },
    { spec: `${PAIR}: a trailing separator anchors the base`, query: 'eth/', out: ['ETH_USDT', 'ETH_BTC'] },
    { spec: `${PAIR}: a leading separator anchors the quote`, query: '/btc', out: ['ETH_BTC'] },
    { spec: `${PAIR}: repeated separators count as one`, query: 'eth // btc', out: ['ETH_BTC'] },
  ];
  it.each(cases)('$spec ($query)', ({ query, out }) => {
    expect(found(query)).toEqual(out);
  });

  it(`${SEARCH}: returns a new array in input order and keeps the row type`, () => {
    const rows = [
      { symbol: 'B_USDT', n: 1 },
      { symbol: 'A_USDT', n: 2 },
    ];
    const out = filterTickers(rows, '');
    expect(out).not.toBe(rows);
    expect(out).toEqual(rows);
    expect(filterTickers(rows, 'usdt')[1]?.n).toBe(2);
  });

  const arbSymbol = fc
    .tuple(fc.stringMatching(/^[A-Z0-9]{1,6}$/), fc.stringMatching(/^[A-Z0-9]{1,5}$/))
    .map(([base, quote]) => ({ symbol: `${base}_${quote}` }));

  it(`${SEARCH}: the result is an ordered subset, and case does not matter`, () => {
    fc.assert(
      fc.property(fc.array(arbSymbol, { maxLength: 30 }), fc.stringMatching(/^[A-Za-z0-9/ _-]{0,6}$/), (list, query) => {
        const out = filterTickers(list, query);
        let at = -1;
        const ordered = out.every((t) => (at = list.indexOf(t, at + 1)) >= 0);
        const sameUpper = filterTickers(list, query.toUpperCase()).length === out.length;
        const sameLower = filterTickers(list, query.toLowerCase()).length === out.length;
        return ordered && sameUpper && sameLower;
      }),
    );
  });

  it(`${SEARCH}: searching a ticker's own base or quote always finds it`, () => {
    fc.assert(
      fc.property(fc.array(arbSymbol, { minLength: 1, maxLength: 30 }), fc.nat(), fc.boolean(), (list, pick, useQuote) => {
        const target = list[pick % list.length];
        if (target === undefined) return true;
        const { base, quote } = splitMarketSymbol(target.symbol);
        return filterTickers(list, (useQuote ? quote : base).toLowerCase()).includes(target);
      }),
    );
  });
});
