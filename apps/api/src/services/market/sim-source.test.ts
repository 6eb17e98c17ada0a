import { describe, expect, it, vi } from 'vitest';
import { candleSchema, depthSchema, tickerSchema, tradeSchema, type MarketTick } from '@ex/contracts';
import { parseDecimal } from '../decimal';
import { aggregateCandles } from './aggregate';
import { UnknownSymbolError } from './errors';
import { createManualScheduler } from './scheduler';
import { createSimulatedMarket } from './sim-source';
import { SYMBOLS } from './symbols';

/** 2026-01-15T12:00:00Z: on a minute boundary, so the 24 h window is exactly 1440 whole minutes. */
const NOW = Date.UTC(2026, 0, 15, 12);
const dec = (text: string | null | undefined) => parseDecimal(text ?? 'x');

describe('simulated market: determinism', () => {
  it('two instances (two processes) serve identical data for the same symbol and time', async () => {
    const a = createSimulatedMarket({ now: () => NOW });
    const b = createSimulatedMarket({ now: () => NOW });
    // b warms up on other data first; nothing may depend on that.
    await b.futures.candles('BTC_USDT', '1D', undefined, undefined, 2000);
    await b.spot.trades('BTC_USDT', 1000);
    for (const market of ['spot', 'futures'] as const) {
      for (const resolution of ['1S', '5', '240', '1D', '1W', '1M'] as const) {
        expect(await a[market].candles('BTC_USDT', resolution, undefined, undefined, 500)).toEqual(
          await b[market].candles('BTC_USDT', resolution, undefined, undefined, 500),
        );
      }
      expect(await a[market].tickers()).toEqual(await b[market].tickers());
      expect(await a[market].depth('ETH_USDT', 50)).toEqual(await b[market].depth('ETH_USDT', 50));
      expect(await a[market].trades('ETH_USDT', 200)).toEqual(await b[market].trades('ETH_USDT', 200));
    }
  });

  it('unknown symbols are refused; stablecoins have no futures', async () => {
    const market = createSimulatedMarket({ now: () => NOW });
    await expect(market.spot.candles('FOO_USDT', '60', undefined, undefined, 10)).rejects.toBeInstanceOf(UnknownSymbolError);
    await expect(market.futures.ticker('USDC_USDT')).rejects.toThrow('Unknown futures symbol "USDC_USDT"');
    expect(() => market.spot.subscribe('BTC_USD', () => {})).toThrow(UnknownSymbolError);
    expect((await market.spot.symbols()).map((s) => s.symbol)).toContain('USDC_USDT');
    expect((await market.futures.symbols()).map((s) => s.symbol)).not.toContain('USDC_USDT');
  });
});

describe('simulated market: tickers, depth, trades', () => {
  const market = createSimulatedMarket({ now: () => NOW });

  it('every DEMO_ASSETS pair has a ticker matching the contract, priced with its precision', async () => {
    const tickers = await market.spot.tickers();
    expect(tickers.map((t) => t.symbol)).toEqual(SYMBOLS.map((s) => s.symbol));
    for (const ticker of tickers) {
      expect(tickerSchema.parse(ticker)).toEqual(ticker);
      const def = SYMBOLS.find((s) => s.symbol === ticker.symbol);
      const places = (text: string) => text.split('.')[1]?.length ?? 0;
      expect(places(ticker.last), ticker.symbol).toBe(def?.pricePrecision);
      expect(places(ticker.volume_24h), ticker.symbol).toBe(def?.quantityPrecision);
      expect(places(ticker.quote_volume_24h)).toBe(2);
    }
  });

  it('the 24 h ticker is the aggregate of the last 1440 one-minute bars', async () => {
    const ticker = await market.spot.ticker('BTC_USDT');
    const minutes = await market.spot.candles('BTC_USDT', '1', NOW - 86_400_000, undefined, 2000);
    expect(minutes).toHaveLength(1440);
    // The window lies inside January, so grouping by month gives the single 24 h bar.
    const grouped = aggregateCandles(minutes, '1M');
    expect(grouped).toHaveLength(1);
    const [day] = grouped;
    const open = dec(minutes[0]?.o);
    expect(ticker).toMatchObject({ last: minutes.at(-1)?.c, high_24h: day?.h, low_24h: day?.l, volume_24h: day?.v, time: NOW });
    // change % = (last − open) / open, two decimals.
    const change = Number(((dec(ticker.last) - open) * 1_000_000n) / open) / 10_000;
    expect(Math.abs(Number(ticker.change_percentage) - change)).toBeLessThanOrEqual(0.005 + 1e-9);
    // Quote volume is an estimate (typical price × volume per block): within 0.5 % of the per-minute one.
    const quote = minutes.reduce((s, m) => s + ((Number(m.o) + Number(m.h) + Number(m.l) + Number(m.c)) / 4) * Number(m.v), 0);
    expect(Number(ticker.quote_volume_24h) / quote).toBeCloseTo(1, 2);
  });

  it('depth: bids descending below the last price, asks ascending above it; a shorter book is a prefix', async () => {
    const ticker = await market.spot.ticker('SOL_USDT');
    const book = await market.spot.depth('SOL_USDT', 20);
    expect(depthSchema.parse(book)).toEqual(book);
    expect(book.bids).toHaveLength(20);
    expect(book.asks).toHaveLength(20);
    const bids = book.bids.map(([p]) => dec(p));
    const asks = book.asks.map(([p]) => dec(p));
    bids.slice(1).forEach((p, i) => expect(p < (bids[i] ?? 0n)).toBe(true));
    asks.slice(1).forEach((p, i) => expect(p > (asks[i] ?? 0n)).toBe(true));
    expect((bids[0] ?? 0n) < dec(ticker.last) && dec(ticker.last) < (asks[0] ?? 0n)).toBe(true);
    expect([ticker.bid, ticker.ask]).toEqual([book.bids[0]?.[0], book.asks[0]?.[0]]);
    expect(book.bids[0]?.[0]).toMatch(/^\d+\.\d{3}$/); // SOL: 3 price decimals
    const short = await market.spot.depth('SOL_USDT', 5);
    expect(short.bids).toEqual(book.bids.slice(0, 5));
    expect(short.asks).toEqual(book.asks.slice(0, 5));
  });

  it('trades: newest first, and a minute of trades is that minute bar (prices and amounts)', async () => {
    const trades = await market.spot.trades('ETH_USDT', 1000);
    for (const trade of trades) expect(tradeSchema.parse(trade)).toEqual(trade);
    trades.slice(1).forEach((t, i) => expect(t.time).toBeLessThan(trades[i]?.time ?? 0));
    expect(trades[0]?.time).toBeLessThan(NOW);
    const minuteStart = NOW - 60_000;
    const inMinute = trades.filter((t) => t.time >= minuteStart);
    const [bar] = await market.spot.candles('ETH_USDT', '1', minuteStart, minuteStart, 1);
    const prices = inMinute.map((t) => dec(t.price));
    expect(prices.reduce((m, p) => (p > m ? p : m))).toBe(dec(bar?.h));
    expect(prices.reduce((m, p) => (p < m ? p : m))).toBe(dec(bar?.l));
    expect(inMinute.at(-1)?.price).toBe(bar?.o);
    expect(inMinute[0]?.price).toBe(bar?.c);
    expect(inMinute.reduce((s, t) => s + dec(t.amount), 0n)).toBe(dec(bar?.v));
  });

  it('futures: last = index + a small premium, mark = index ± a few bp, and candles stay valid', async () => {
    const spot = await market.spot.ticker('BTC_USDT');
    const futures = await market.futures.ticker('BTC_USDT');
    expect(futures.index_price).toBe(spot.last);
    const bp = (a: string | undefined, b: string | undefined) => Math.abs(Number(a) / Number(b) - 1) * 10_000;
    expect(bp(futures.last, futures.index_price)).toBeLessThanOrEqual(7);
    expect(bp(futures.mark_price, futures.index_price)).toBeLessThanOrEqual(7);
    expect(futures.funding_rate).toMatch(/^-?0\.\d{6}$/);
    expect(spot.mark_price).toBeUndefined();
    for (const candle of await market.futures.candles('BTC_USDT', '60', undefined, undefined, 100)) {
      expect(candleSchema.parse(candle)).toEqual(candle);
      expect(dec(candle.l) <= dec(candle.o) && dec(candle.o) <= dec(candle.h)).toBe(true);
    }
  });

  it('before the listing there is nothing (2020-01-01 00:00 UTC)', async () => {
    expect(await market.spot.candles('BTC_USDT', '1D', undefined, Date.UTC(2019, 11, 31), 10)).toEqual([]);
    const [first] = await market.spot.candles('BTC_USDT', '1W', undefined, Date.UTC(2020, 0, 1), 10);
    // The listing week opens on Monday 2019-12-30 and holds 2020-01-01 onwards, at the reference price.
    expect(first).toMatchObject({ t: Date.UTC(2019, 11, 30), o: '97250.1' });
  });
});

describe('simulated market: live ticks (injected scheduler, no wall time)', () => {
  it('emits the trades of the seconds that completed since the previous tick, then unsubscribes', async () => {
    let now = NOW + 400;
    const scheduler = createManualScheduler();
    const market = createSimulatedMarket({ now: () => now, scheduler });
    const ticks: MarketTick[] = [];
    const stop = market.spot.subscribe('BTC_USDT', (tick) => ticks.push(tick));
    expect(scheduler.size).toBe(1);
    await scheduler.run();
    expect(ticks).toEqual([]); // no second completed yet
    now += 3_000;
    await scheduler.run();
    expect(ticks).toHaveLength(1);
    const tick = ticks[0];
    const recent = await market.spot.trades('BTC_USDT', 1000);
    const expected = recent.filter((t) => t.time >= NOW).reverse(); // oldest first
    expect(tick?.trades).toEqual(expected);
    expect(tick).toMatchObject({ symbol: 'BTC_USDT', market: 'spot', time: now, price: recent[0]?.price });
    expect((await market.spot.ticker('BTC_USDT')).last).toBe(tick?.price);
    stop();
    expect(scheduler.size).toBe(0);
  });

  it('shares one timer per symbol; a throwing listener does not stop the others', async () => {
    let now = NOW;
    const scheduler = createManualScheduler();
    const onError = vi.fn();
    const market = createSimulatedMarket({ now: () => now, scheduler, onError });
    const seen: string[] = [];
    const stopA = market.futures.subscribe('ETH_USDT', () => {
      throw new Error('listener bug');
    });
    const stopB = market.futures.subscribe('ETH_USDT', (tick) => seen.push(tick.price));
    expect(scheduler.size).toBe(1);
    now += 1_000;
    await scheduler.run();
    expect(seen).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener bug' }), 'ETH_USDT');
    stopA();
    expect(scheduler.size).toBe(1);
    stopB();
    expect(scheduler.size).toBe(0);
  });
});
