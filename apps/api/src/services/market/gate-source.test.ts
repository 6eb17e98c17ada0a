import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { candleSchema, depthSchema, tickerSchema, tradeSchema, type MarketTick } from '@ex/contracts';
import { UnknownSymbolError, UnsupportedRequestError, UpstreamError } from './errors';
import { createGateMarket, type FetchLike } from './gate-source';
import { createManualScheduler } from './scheduler';

/** 2026-01-15T12:03:30Z, the moment the fixtures were "recorded". */
const NOW = Date.UTC(2026, 0, 15, 12, 3, 30);
const BASE = 'https://api.gateio.ws/api/v4';
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/gate/${name}.json`, import.meta.url), 'utf8'));

type Reply = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/** A fetch that answers from recorded responses by path (and pair/contract), and logs every URL. */
function fakeGate(routes: Record<string, Reply>) {
  const requests: URL[] = [];
  const fetch: FetchLike = async (raw) => {
    const url = new URL(raw);
    requests.push(url);
    const path = url.pathname.replace('/api/v4', '');
    const name = url.searchParams.get('currency_pair') ?? url.searchParams.get('contract');
    const route = routes[name ? `${path}?${name}` : path] ?? routes[path];
    if (!route) return new Response(JSON.stringify({ label: 'NOT_FOUND' }), { status: 404 });
    const { status = 200, body } = typeof route === 'function' ? route(url) : route;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests, market: createGateMarket({ baseUrl: BASE, fetch, now: () => NOW }) };
}

const RECORDED = {
  '/spot/currency_pairs': { body: fixture('spot-currency-pairs') },
  '/spot/tickers': { body: fixture('spot-tickers') },
  '/spot/tickers?BTC_USDT': { body: fixture('spot-ticker-btc') },
  '/spot/tickers?GT_USDT': { status: 400, body: fixture('error-invalid-currency-pair') },
  '/spot/candlesticks': (url: URL) => ({
    body: fixture(url.searchParams.get('interval') === '1d' ? 'spot-candlesticks-1d' : 'spot-candlesticks-1m'),
  }),
  '/spot/order_book': { body: fixture('spot-order-book') },
  '/spot/trades': { body: fixture('spot-trades') },
  '/futures/usdt/contracts': { body: fixture('futures-contracts') },
  '/futures/usdt/tickers': { body: fixture('futures-tickers') },
  '/futures/usdt/candlesticks': { body: fixture('futures-candlesticks-1m') },
  '/futures/usdt/order_book': { body: fixture('futures-order-book') },
  '/futures/usdt/trades': { body: fixture('futures-trades') },
};

describe('gate adapter: candles', () => {
  it('1 → /spot/candlesticks interval 1m, [t, quote vol, close, high, low, open, base vol, closed] mapped to {t,o,h,l,c,v}', async () => {
    const gate = fakeGate(RECORDED);
    const candles = await gate.market.spot.candles('BTC_USDT', '1', undefined, undefined, 6);
    expect(candles).toHaveLength(6);
    expect(candles[0]).toEqual({ t: Date.UTC(2026, 0, 15, 11, 58), o: '97201.8', h: '97230.0', l: '97190.1', c: '97215.3', v: '0.49953' });
    for (const candle of candles) expect(candleSchema.parse(candle)).toEqual(candle);
    const url = gate.requests[0];
    expect(url?.pathname).toBe('/api/v4/spot/candlesticks');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      currency_pair: 'BTC_USDT',
      interval: '1m',
      from: String(Date.UTC(2026, 0, 15, 11, 58) / 1000),
      to: String(Date.UTC(2026, 0, 15, 12, 4) / 1000 - 1),
    });
  });

  it('3 has no Gate interval: built from 1m bars (open first, close last, max high, min low, summed volume)', async () => {
    const gate = fakeGate(RECORDED);
    expect(await gate.market.spot.candles('BTC_USDT', '3', undefined, undefined, 2)).toEqual([
      { t: Date.UTC(2026, 0, 15, 12, 0), o: '97240.2', h: '97260.4', l: '97188.2', c: '97210.0', v: '1.513996' },
      { t: Date.UTC(2026, 0, 15, 12, 3), o: '97210.0', h: '97231.4', l: '97207.7', c: '97231.4', v: '0.1' },
    ]);
    expect(gate.requests[0]?.searchParams.get('interval')).toBe('1m');
  });

  it('1W is built from 1d into Monday weeks (not Gate 7d, which is aligned on the epoch Thursday)', async () => {
    const gate = fakeGate(RECORDED);
    expect(await gate.market.spot.candles('BTC_USDT', '1W', undefined, undefined, 2)).toEqual([
      { t: Date.UTC(2026, 0, 5), o: '94010.2', h: '95333.3', l: '92877.1', c: '95101.2', v: '34045.348' },
      { t: Date.UTC(2026, 0, 12), o: '95101.2', h: '97644.0', l: '94800.0', c: '97231.4', v: '39464.175' },
    ]);
    expect(gate.requests[0]?.searchParams.get('interval')).toBe('1d');
  });

  it('pages long ranges at 1000 points per request (documented cap)', async () => {
    const gate = fakeGate({
      '/spot/candlesticks': (url) => {
        const from = Number(url.searchParams.get('from'));
        const to = Number(url.searchParams.get('to'));
        const rows = [];
        for (let t = from; t <= to; t += 60) rows.push([String(t), '10', '2', '3', '1', '2', '5', 'true']);
        return { body: rows };
      },
    });
    const candles = await gate.market.spot.candles('ETH_USDT', '1', undefined, undefined, 2000);
    expect(candles).toHaveLength(2000);
    candles.slice(1).forEach((c, i) => expect(c.t - (candles[i]?.t ?? 0)).toBe(60_000));
    expect(candles.at(-1)?.t).toBe(Date.UTC(2026, 0, 15, 12, 3));
    expect(gate.requests).toHaveLength(2);
    for (const url of gate.requests) {
      const points = (Number(url.searchParams.get('to')) - Number(url.searchParams.get('from')) + 1) / 60;
      expect(points).toBeLessThanOrEqual(1000);
    }
  });

  it('futures: contract sizes × quanto_multiplier as base volume; 1M from 1d; no 1S', async () => {
    const gate = fakeGate(RECORDED);
    const candles = await gate.market.futures.candles('BTC_USDT', '1', undefined, undefined, 2);
    expect(candles).toEqual([
      { t: Date.UTC(2026, 0, 15, 12, 2), o: '97210.3', h: '97241.9', l: '97204.5', c: '97230.1', v: '0.1534' },
      { t: Date.UTC(2026, 0, 15, 12, 3), o: '97230.1', h: '97245.1', l: '97222.0', c: '97245.1', v: '0.0097' },
    ]);
    const candleUrl = gate.requests.find((u) => u.pathname.endsWith('/futures/usdt/candlesticks'));
    expect(candleUrl?.searchParams.get('contract')).toBe('BTC_USDT');
    await gate.market.futures.candles('BTC_USDT', '1M', undefined, undefined, 1);
    expect(gate.requests.at(-1)?.searchParams.get('interval')).toBe('1d');
    await expect(gate.market.futures.candles('BTC_USDT', '1S', undefined, undefined, 10)).rejects.toBeInstanceOf(UnsupportedRequestError);
  });
});

describe('gate adapter: tickers, depth, trades, symbols', () => {
  it('tickers: our symbols only, in our order; an empty best bid is null', async () => {
    const gate = fakeGate(RECORDED);
    const tickers = await gate.market.spot.tickers();
    expect(tickers.map((t) => t.symbol)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']); // BTC3L is not ours; XRP's row is malformed
    expect(tickers[0]).toEqual({
      symbol: 'BTC_USDT',
      market: 'spot',
      last: '97231.4',
      bid: '97231.4',
      ask: '97231.5',
      change_percentage: '1.27',
      high_24h: '97644',
      low_24h: '95802.3',
      volume_24h: '10234.558812',
      quote_volume_24h: '991234567.8812',
      time: NOW,
    });
    expect(tickers[2]?.bid).toBeNull();
    for (const ticker of tickers) expect(tickerSchema.parse(ticker)).toEqual(ticker);
  });

  it('futures tickers carry mark, index and funding', async () => {
    const gate = fakeGate(RECORDED);
    const [btc, eth, ...rest] = await gate.market.futures.tickers();
    expect(rest).toEqual([]);
    expect(btc).toMatchObject({
      symbol: 'BTC_USDT',
      market: 'futures',
      last: '97245.1',
      mark_price: '97244.6',
      index_price: '97231.2',
      funding_rate: '0.0001',
      volume_24h: '18404.0233',
    });
    expect(eth?.funding_rate).toBe('-0.000012');
  });

  it('one ticker; a pair Gate does not know is an unknown symbol; ours-unknown never reaches Gate', async () => {
    const gate = fakeGate(RECORDED);
    expect((await gate.market.spot.ticker('BTC_USDT')).last).toBe('97231.4');
    expect(gate.requests[0]?.searchParams.get('currency_pair')).toBe('BTC_USDT');
    await expect(gate.market.spot.ticker('GT_USDT')).rejects.toBeInstanceOf(UnknownSymbolError);
    const before = gate.requests.length;
    await expect(gate.market.spot.ticker('FOO_USDT')).rejects.toBeInstanceOf(UnknownSymbolError);
    expect(gate.requests).toHaveLength(before);
  });

  it('depth: spot [price, amount] pairs; futures {p, s} with s in contracts', async () => {
    const gate = fakeGate(RECORDED);
    const spot = await gate.market.spot.depth('BTC_USDT', 2);
    expect(spot).toEqual({
      symbol: 'BTC_USDT',
      market: 'spot',
      time: 1768478609998,
      bids: [
        ['97231.4', '1.208'],
        ['97230.8', '0.05'],
      ],
      asks: [
        ['97231.5', '0.3117'],
        ['97231.6', '0.0021'],
      ],
    });
    expect(gate.requests[0]?.searchParams.get('limit')).toBe('2');
    const futures = await gate.market.futures.depth('BTC_USDT', 20);
    expect(depthSchema.parse(futures)).toEqual(futures);
    // Futures depth time is in seconds with a fraction.
    expect(futures).toEqual({
      symbol: 'BTC_USDT',
      market: 'futures',
      time: 1768478609998,
      bids: [
        ['97245', '0.0100'],
        ['97244.2', '0.1200'],
      ],
      asks: [
        ['97245.1', '0.1000'],
        ['97245.4', '0.0040'],
      ],
    });
  });

  it('trades: newest first; futures side from the size sign, amount from contracts', async () => {
    const gate = fakeGate(RECORDED);
    const spot = await gate.market.spot.trades('BTC_USDT', 10);
    expect(spot.map((t) => t.id)).toEqual(['9012345683', '9012345682', '9012345681']);
    expect(spot[0]).toEqual({ id: '9012345683', time: 1768478609512, price: '97231.4', amount: '0.0125', side: 'sell' });
    const futures = await gate.market.futures.trades('BTC_USDT', 10);
    expect(futures).toEqual([
      { id: '121234233', time: 1768478609512, price: '97245.1', amount: '0.0100', side: 'sell' },
      { id: '121234232', time: 1768478608004, price: '97245.3', amount: '0.0025', side: 'buy' },
    ]);
    for (const trade of [...spot, ...futures]) expect(tradeSchema.parse(trade)).toEqual(trade);
  });

  it('symbols: ours that Gate lists as tradable, with Gate precision; metadata is cached', async () => {
    const gate = fakeGate(RECORDED);
    expect(await gate.market.spot.symbols()).toEqual([
      { symbol: 'BTC_USDT', market: 'spot', base: 'BTC', quote: 'USDT', name: 'Bitcoin', price_precision: 1, quantity_precision: 6 },
      { symbol: 'ETH_USDT', market: 'spot', base: 'ETH', quote: 'USDT', name: 'Ethereum', price_precision: 2, quantity_precision: 4 },
      { symbol: 'SOL_USDT', market: 'spot', base: 'SOL', quote: 'USDT', name: 'Solana', price_precision: 2, quantity_precision: 3 },
    ]);
    expect((await gate.market.futures.symbols()).map((s) => [s.symbol, s.price_precision, s.quantity_precision])).toEqual([
      ['BTC_USDT', 1, 4],
      ['ETH_USDT', 2, 2],
    ]);
    await gate.market.spot.symbols();
    await gate.market.futures.trades('ETH_USDT', 5);
    expect(gate.requests.filter((u) => u.pathname.endsWith('/currency_pairs'))).toHaveLength(1);
    expect(gate.requests.filter((u) => u.pathname.endsWith('/contracts'))).toHaveLength(1);
  });

  it('failures: HTTP 5xx, a body off the documented shape and a network error are upstream errors', async () => {
    const failing = fakeGate({
      '/spot/tickers': { status: 502, body: '<html>bad gateway</html>' },
      '/spot/order_book': { body: { asks: 'nope' } },
    });
    await expect(failing.market.spot.tickers()).rejects.toBeInstanceOf(UpstreamError);
    await expect(failing.market.spot.depth('BTC_USDT', 5)).rejects.toThrow(/unexpected response/);
    const offline = createGateMarket({ baseUrl: BASE, now: () => NOW, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(offline.spot.trades('BTC_USDT', 5)).rejects.toBeInstanceOf(UpstreamError);
    const noContract = fakeGate({ ...RECORDED, '/futures/usdt/contracts': { body: [] } });
    await expect(noContract.market.futures.depth('SOL_USDT', 5)).rejects.toBeInstanceOf(UnknownSymbolError);
  });
});

describe('gate adapter: live ticks by polling recent trades', () => {
  it('first poll gives the price, later polls only the new trades (oldest first); no change, no tick', async () => {
    let trades = fixture('spot-trades');
    const scheduler = createManualScheduler();
    const fetch = fakeGate({ '/spot/trades': () => ({ body: trades }) }).fetch;
    const market = createGateMarket({ baseUrl: BASE, fetch, now: () => NOW, scheduler });
    const ticks: MarketTick[] = [];
    const stop = market.spot.subscribe('BTC_USDT', (tick) => ticks.push(tick));
    await scheduler.run();
    expect(ticks).toEqual([{ symbol: 'BTC_USDT', market: 'spot', time: NOW, price: '97231.4', trades: [] }]);
    trades = fixture('spot-trades-later');
    await scheduler.run();
    expect(ticks[1]?.price).toBe('97233.0');
    expect(ticks[1]?.trades.map((t) => t.id)).toEqual(['9012345684', '9012345685']);
    await scheduler.run();
    expect(ticks).toHaveLength(2);
    stop();
    expect(scheduler.size).toBe(0);
    expect(() => market.futures.subscribe('USDC_USDT', () => {})).toThrow(UnknownSymbolError);
  });
});
