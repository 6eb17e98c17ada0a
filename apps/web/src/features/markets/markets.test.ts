import { describe, expect, it } from 'vitest';
import { MARKETS } from '@ex/contracts';
import { GET_ERROR_TEXT, TICKER_SORT_KEYS } from '@ex/domain';
import en from '../../../messages/en.markets.json';

// The fetcher and hook import '@/…' paths, which the unit project does not resolve; their rules
// (sorting, search, formatting, keepLastTickers) are tested in packages/domain/src/markets.
const PRICE = 'issue 5 "/price: the market list, sortable and live"';
// Issue 10 §4 "Every page renders with the §8 defaults": the empty list is the fallback of a failed GET.
const EMPTY =
  '§8 "GET request failure | User-facing text "request data error, please retry later"": an empty list (the §8 fallback) says so in its row';

describe('markets messages', () => {
  const m = en.markets;
  it(`${PRICE}: every column and market has a label`, () => {
    for (const key of TICKER_SORT_KEYS) expect(m.columns[key].trim()).not.toBe('');
    for (const market of MARKETS) expect(m.tabs[market].trim()).not.toBe('');
    expect(m.direction.asc && m.direction.desc).toBeTruthy();
  });

  it(`${EMPTY}: the wording`, () => {
    expect(m.unavailable).toBe(GET_ERROR_TEXT);
  });

  it('brief: the title names the site ("Cryptocurrency prices" style)', () => {
    expect(m.meta.title).toContain('{site}');
    expect(m.title).toBe('Cryptocurrency prices');
  });
});
