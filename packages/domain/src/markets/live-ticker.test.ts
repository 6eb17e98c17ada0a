import { describe, it, expect } from 'vitest';
import { applyTickerUpdates, keepNewerTicker } from './live-ticker';

const STREAM = 'issue 5 "Streaming": ticker = the full ticker (snapshot on subscribe, then each tick)';
const LIVE = 'issue 5 "/price: the market list, sortable and live"';

const tk = (symbol: string, time: number, last = '1') => ({ symbol, time, last });

describe('applyTickerUpdates', () => {
  const btc = tk('BTC_USDT', 1000, '100');
  const eth = tk('ETH_USDT', 1000, '10');
  const list = { market: 'spot' as const, list: [btc, eth] };

  it(`${STREAM}: an update replaces its symbol's row in place, the list order kept`, () => {
    const next = applyTickerUpdates(list, [tk('ETH_USDT', 2000, '11')]);
    expect(next.list.map((t) => [t.symbol, t.last])).toEqual([
      ['BTC_USDT', '100'],
      ['ETH_USDT', '11'],
    ]);
    expect(next.market).toBe('spot');
  });

  it(`${STREAM} — decision: of several updates of one symbol in a batch, the newest wins`, () => {
    const next = applyTickerUpdates(list, [tk('BTC_USDT', 3000, '103'), tk('BTC_USDT', 2000, '102')]);
    expect(next.list[0]?.last).toBe('103');
  });

  it(`${STREAM} — decision: an update older than the row is dropped`, () => {
    expect(applyTickerUpdates(list, [tk('BTC_USDT', 500, '99')])).toBe(list);
  });

  it(`${LIVE} — decision: a symbol not in the list is not added (the list decides what is shown)`, () => {
    expect(applyTickerUpdates(list, [tk('DOGE_USDT', 2000)])).toBe(list);
  });

  it('no updates: the same object (no re-render)', () => {
    expect(applyTickerUpdates(list, [])).toBe(list);
  });
});

describe('keepNewerTicker', () => {
  const t1 = { ticker: tk('BTC_USDT', 1000) };
  const t2 = { ticker: tk('BTC_USDT', 2000) };
  const none = { ticker: null };
  it.each([
    { spec: `${STREAM}: the first answer is shown`, prev: undefined, next: t1, out: t1 },
    { spec: `${STREAM}: a newer ticker replaces`, prev: t1, next: t2, out: t2 },
    { spec: `${STREAM} — decision: a slow poll older than the stream's ticker is dropped`, prev: t2, next: t1, out: t2 },
    { spec: `${STREAM} — decision: one failed poll ({ ticker: null }, §8) keeps the price shown`, prev: t1, next: none, out: t1 },
    { spec: '§8: before any price, the fallback shows "--"', prev: undefined, next: none, out: none },
    { spec: '§8: null after null stays null', prev: none, next: none, out: none },
  ])('$spec', ({ prev, next, out }) => {
    expect(
      keepNewerTicker<{ symbol: string; time: number; last: string }, { ticker: { symbol: string; time: number; last: string } | null }>(
        prev,
        next,
      ),
    ).toBe(out);
  });
});
