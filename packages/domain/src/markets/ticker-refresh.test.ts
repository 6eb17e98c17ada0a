import { describe, it, expect } from 'vitest';
import { keepLastTickers } from './ticker-refresh';

const LIVE = 'issue 5 "/price: the market list, sortable and live"';

describe('keepLastTickers', () => {
  const UNAVAILABLE = `${LIVE} — decision: one failed poll (the §8 empty fallback) does not blank a list already shown`;
  const a = { list: ['BTC_USDT'] };
  const b = { list: ['ETH_USDT'] };
  const empty = { list: [] as string[] };
  const cases: { spec: string; prev: { list: string[] } | undefined; next: { list: string[] }; out: { list: string[] } }[] = [
    { spec: UNAVAILABLE, prev: a, next: empty, out: a },
    { spec: `${LIVE}: a new list replaces the old one`, prev: a, next: b, out: b },
    {
      spec: `${LIVE} — brief: before any data, empty shows "Market data is unavailable right now"`,
      prev: undefined,
      next: empty,
      out: empty,
    },
    { spec: `${LIVE}: empty after empty stays empty`, prev: empty, next: empty, out: empty },
  ];
  it.each(cases)('$spec', ({ prev, next, out }) => {
    expect(keepLastTickers(prev, next)).toBe(out);
  });
});
