import { describe, expect, it } from 'vitest';
import { MARKETS } from '@ex/contracts';
import { TICKER_SORT_KEYS } from '@ex/domain';
import en from '../../../messages/en.markets.json';

// The fetcher and hook import '@/…' paths, which the unit project does not resolve; their rules
// (sorting, search, formatting, keepLastTickers) are tested in packages/domain/src/markets.
const PRICE = 'issue 5 "/price: the market list, sortable and live"';
const EMPTY = 'brief: an empty list (the §8 fallback) shows a clear "Market data is unavailable right now" row';

describe('markets messages', () => {
  const m = en.markets;
  it(`${PRICE}: every column and market has a label`, () => {
    for (const key of TICKER_SORT_KEYS) expect(m.columns[key].trim()).not.toBe('');
    for (const market of MARKETS) expect(m.tabs[market].trim()).not.toBe('');
    expect(m.direction.asc && m.direction.desc).toBeTruthy();
  });

  it(`${EMPTY}: the wording`, () => {
    expect(m.unavailable.startsWith('Market data is unavailable right now')).toBe(true);
  });

  it('brief: the title names the site ("Cryptocurrency prices" style)', () => {
    expect(m.meta.title).toContain('{site}');
    expect(m.title).toBe('Cryptocurrency prices');
  });
});
