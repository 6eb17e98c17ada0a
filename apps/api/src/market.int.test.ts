import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, RESOLUTIONS, apiErrorSchema, type Resolution } from '@ex/contracts';
import { aggregateCandles } from './services/market/aggregate';
import { createGateMarket } from './services/market';
import { nextBucketStart } from './services/market/resolution';
import { Browser, T0, parseEnvelope, startTestApi, type TestApi } from './test/harness';

const { marketCandles, marketTickers, marketTicker, marketDepth, marketTrades, marketSymbols } = ENDPOINTS;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string, query: Record<string, string | number>) =>
  new Browser(api).get(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);

async function candles(query: Record<string, string | number>) {
  const res = await get(marketCandles.path, query);
  expect(res.status).toBe(200);
  return parseEnvelope('marketCandles', await res.json()).data;
}

async function expectInvalid(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = apiErrorSchema.parse(await res.json());
  expect(body).toMatchObject({ code: 40000, field });
  return body;
}

describe('GET /api/web/v1/market/candles (simulated source)', () => {
  it('defaults: spot, §9 "default resolution 60", 500 bars, the newest one unfinished at now', async () => {
    const data = await candles({ symbol: 'btc_usdt' });
    expect(data).toMatchObject({ symbol: 'BTC_USDT', market: 'spot', resolution: '60' });
    expect(data.candles).toHaveLength(500);
    // At 12:00:00.000 the newest completed second is 11:59:59, in the 11:00 bar.
    expect(data.candles.at(-1)?.t).toBe(T0 - 3_600_000);
    expect(data.candles[0]?.o).toMatch(/^\d+\.\d$/); // BTC: one price decimal
    expect(data.candles[0]?.v).toMatch(/^\d+\.\d{6}$/); // and six quantity decimals
  });

  it.each(RESOLUTIONS.map((r) => [r]))('%s serves bars ending now', async (resolution) => {
    const data = await candles({ symbol: 'ETH_USDT', market: 'futures', resolution, limit: 3 });
    expect(data.candles.length).toBeGreaterThan(0);
    expect(data.candles.at(-1)?.t).toBeLessThan(T0);
  });

  // Issue 5 Tests: "Integration: candles consistent across resolutions".
  const PAIRS: [Resolution, Resolution, number][] = [
    ['1S', '1', 20],
    ['1', '5', 100],
    ['1', '60', 24],
    ['60', '1D', 30],
    ['1D', '1W', 52],
    ['1D', '1M', 24],
    ['60', '240', 60],
    ['1D', '3D', 100],
  ];
  it.each(PAIRS)('%s bars aggregate to the %s bars (spot and futures)', async (lower, higher, count) => {
    for (const market of ['spot', 'futures']) {
      const direct = (await candles({ symbol: 'SOL_USDT', market, resolution: higher, limit: count })).candles;
      const first = direct[0]?.t ?? 0;
      const last = direct.at(-1)?.t ?? 0;
      const parts = (
        await candles({ symbol: 'SOL_USDT', market, resolution: lower, from: first, to: nextBucketStart(higher, last) - 1, limit: 2000 })
      ).candles;
      expect(parts.length).toBeLessThan(2000);
      expect(aggregateCandles(parts, higher)).toEqual(direct);
    }
  });

  it('the unfinished bar follows the clock (deps.now), and another app on the same clock agrees', async () => {
    const before = await candles({ symbol: 'DOGE_USDT', resolution: '1', limit: 2 });
    api.clock.advance(45_000);
    try {
      const after = await candles({ symbol: 'DOGE_USDT', resolution: '1', limit: 2 });
      expect(after.candles[0]).toEqual(before.candles[1]);
      expect(after.candles[1]?.t).toBe(T0);
      const other = new Browser({ app: api.createApp() });
      const res = await other.get(`${marketCandles.path}?symbol=DOGE_USDT&resolution=1&limit=2`);
      expect(parseEnvelope('marketCandles', await res.json()).data).toEqual(after);
    } finally {
      api.clock.advance(-45_000);
    }
  });

  it('from/to filter on the bar open time and limit keeps the latest bars', async () => {
    const data = await candles({ symbol: 'BTC_USDT', resolution: '1D', from: Date.UTC(2025, 0, 1), to: Date.UTC(2025, 0, 31), limit: 10 });
    expect(data.candles.map((c) => new Date(c.t).toISOString().slice(0, 10))).toEqual(
      Array.from({ length: 10 }, (_, i) => `2025-01-${String(22 + i).padStart(2, '0')}`),
    );
    expect((await candles({ symbol: 'BTC_USDT', resolution: '1D', to: Date.UTC(2019, 5, 1) })).candles).toEqual([]);
  });

  const INVALID: [string, Record<string, string | number>, string][] = [
    ['a resolution outside §9', { symbol: 'BTC_USDT', resolution: '2H' }, 'resolution'],
    ['limit above 2000', { symbol: 'BTC_USDT', limit: 2001 }, 'limit'],
    ['an unknown market', { symbol: 'BTC_USDT', market: 'margin' }, 'market'],
    ['from after to', { symbol: 'BTC_USDT', from: T0, to: T0 - 1 }, 'from'],
    ['a malformed symbol', { symbol: 'BTC-USDT' }, 'symbol'],
    ['a non-numeric time', { symbol: 'BTC_USDT', to: 'yesterday' }, 'to'],
  ];
  it.each(INVALID)('%s → 400 naming %s', async (_name, query, field) => {
    const body = await expectInvalid(await get(marketCandles.path, query), field);
    if (field === 'resolution')
      expect(body.message).toContain('1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M');
  });
});

describe('unknown symbols → 404 JSON', () => {
  const CASES: [string, string, Record<string, string>, string][] = [
    ['candles', marketCandles.path, { symbol: 'FOO_USDT' }, 'Unknown spot symbol "FOO_USDT"'],
    ['ticker', marketTicker.path, { symbol: 'FOO_USDT', market: 'futures' }, 'Unknown futures symbol "FOO_USDT"'],
    ['depth', marketDepth.path, { symbol: 'BTC_EUR' }, 'Unknown spot symbol "BTC_EUR"'],
    ['trades', marketTrades.path, { symbol: 'USDC_USDT', market: 'futures' }, 'Unknown futures symbol "USDC_USDT"'],
  ];
  it.each(CASES)('%s', async (_name, path, query, message) => {
    const res = await get(path, query);
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json())).toEqual({ code: 40400, message, field: 'symbol' });
  });
});

describe('tickers, ticker, depth, trades, symbols', () => {
  it('tickers: every spot pair (29 demo assets + 4 leveraged tokens) and futures contract', async () => {
    const spot = parseEnvelope('marketTickers', await (await get(marketTickers.path, {})).json()).data;
    const futures = parseEnvelope('marketTickers', await (await get(marketTickers.path, { market: 'futures' })).json()).data;
    expect(spot.market).toBe('spot');
    expect(spot.list).toHaveLength(29 + 4);
    expect(spot.list.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH5L_USDT', 'ETH5S_USDT', 'BTC5L_USDT', 'BTC5S_USDT']));
    expect(futures.list).toHaveLength(28);
    expect(futures.list.every((t) => t.mark_price !== undefined && t.index_price !== undefined)).toBe(true);
    const btc = spot.list.find((t) => t.symbol === 'BTC_USDT');
    const single = parseEnvelope('marketTicker', await (await get(marketTicker.path, { symbol: 'BTC_USDT' })).json()).data;
    expect(single.ticker).toEqual(btc);
    expect(btc?.time).toBe(T0);
  });

  it('depth: decimal strings, bids descending, asks ascending, limit respected', async () => {
    const data = parseEnvelope('marketDepth', await (await get(marketDepth.path, { symbol: 'PEPE_USDT', limit: 7 })).json()).data;
    expect(data.bids).toHaveLength(7);
    expect(data.asks).toHaveLength(7);
    expect(data.bids[0]?.[0]).toMatch(/^0\.\d{10}$/);
    const bids = data.bids.map(([p]) => Number(p));
    expect([...bids].sort((a, b) => b - a)).toEqual(bids);
    await expectInvalid(await get(marketDepth.path, { symbol: 'PEPE_USDT', limit: 101 }), 'limit');
  });

  it('trades: newest first, deterministic', async () => {
    const first = parseEnvelope('marketTrades', await (await get(marketTrades.path, { symbol: 'XRP_USDT', limit: 30 })).json()).data;
    const again = parseEnvelope('marketTrades', await (await get(marketTrades.path, { symbol: 'XRP_USDT', limit: 30 })).json()).data;
    expect(first.list).toHaveLength(30);
    expect(again).toEqual(first);
    expect(first.list.map((t) => t.time)).toEqual([...first.list.map((t) => t.time)].sort((a, b) => b - a));
    await expectInvalid(await get(marketTrades.path, { symbol: 'XRP_USDT', limit: 0 }), 'limit');
  });

  it('symbols: both markets with price and quantity precision; filter by market', async () => {
    const all = parseEnvelope('marketSymbols', await (await get(marketSymbols.path, {})).json()).data.list;
    expect(all).toHaveLength(29 + 4 + 28);
    // §2.1 /trade/ETH5L_USDT: a spot pair of its own (the ETF product), five price decimals at 2.45.
    expect(all).toContainEqual({
      symbol: 'ETH5L_USDT',
      market: 'spot',
      base: 'ETH5L',
      quote: 'USDT',
      name: 'ETH 5x Long',
      price_precision: 5,
      quantity_precision: 2,
    });
    expect((await candles({ symbol: 'eth5l_usdt', limit: 3 })).candles).toHaveLength(3);
    expect((await get(marketCandles.path, { symbol: 'ETH5L_USDT', market: 'futures' })).status, 'no leveraged-token futures').toBe(404);
    expect(all).toContainEqual({
      symbol: 'BTC_USDT',
      market: 'spot',
      base: 'BTC',
      quote: 'USDT',
      name: 'Bitcoin',
      price_precision: 1,
      quantity_precision: 6,
    });
    expect(all).toContainEqual({
      symbol: 'SHIB_USDT',
      market: 'futures',
      base: 'SHIB',
      quote: 'USDT',
      name: 'Shiba Inu',
      price_precision: 10,
      quantity_precision: 0,
    });
    const futures = parseEnvelope('marketSymbols', await (await get(marketSymbols.path, { market: 'futures' })).json()).data.list;
    expect(futures.every((s) => s.market === 'futures')).toBe(true);
  });
});

describe('MARKET_DATA=gate through the app (recorded responses, no network)', () => {
  const fixture = (name: string): unknown =>
    JSON.parse(readFileSync(new URL(`./services/market/fixtures/gate/${name}.json`, import.meta.url), 'utf8'));
  const gateApp = (respond: (path: string) => Response) =>
    new Browser({
      app: api.createApp({
        market: createGateMarket({
          baseUrl: 'https://api.gateio.ws/api/v4',
          now: () => api.clock.now(),
          fetch: async (url) => respond(new URL(url).pathname.replace('/api/v4', '')),
        }),
      }),
    });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('serves Gate data in our contract', async () => {
    const browser = gateApp((path) => (path === '/spot/tickers' ? json(fixture('spot-tickers')) : json(fixture('spot-candlesticks-1m'))));
    const tickers = parseEnvelope('marketTickers', await (await browser.get(marketTickers.path)).json()).data;
    expect(tickers.list.map((t) => t.symbol)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
    const res = await browser.get(`${marketCandles.path}?symbol=BTC_USDT&resolution=1&limit=10`);
    const data = parseEnvelope('marketCandles', await res.json()).data;
    // The recorded bars end at 12:03; at 12:00 only those up to 12:00 are in range.
    expect(data.candles.map((c) => c.t)).toEqual([T0 - 120_000, T0 - 60_000, T0]);
  });

  it('an upstream failure is a 502 without details; futures 1S is a 400 naming resolution', async () => {
    const browser = gateApp(() => json({ label: 'SERVER_ERROR', message: 'internal' }, 500));
    const res = await browser.get(`${marketTicker.path}?symbol=BTC_USDT`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: 50200, message: 'Market data is temporarily unavailable' });
    await expectInvalid(await browser.get(`${marketCandles.path}?symbol=BTC_USDT&market=futures&resolution=1S`), 'resolution');
  });
});
