import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Candle, Depth, Market, MarketTick, Resolution, Ticker } from '@ex/contracts';
import { createLogger } from '../logger';
import {
  UnknownSymbolError,
  UnsupportedRequestError,
  UpstreamError,
  createManualScheduler,
  createSimulatedMarket,
  type MarketSource,
  type MarketSources,
} from '../services/market';
import { createMemoryBus, type StreamBus } from './bus';
import { createStreamHub, MAX_BARS_PER_TICK, StreamFailure, type StreamSubscriber } from './hub';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
  return { logger, lines };
}

/** A subscriber that keeps the parsed frames (and the raw strings, to check shared serialisation). */
function subscriber() {
  const raw: string[] = [];
  const sub: StreamSubscriber & { raw: string[]; frames: () => Array<Record<string, unknown>> } = {
    raw,
    send: (frame) => void raw.push(frame),
    frames: () => raw.map((f) => JSON.parse(f) as Record<string, unknown>),
  };
  return sub;
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A scripted source: counts live subscriptions per symbol and emits ticks on demand. */
function fakeMarket() {
  const listeners = new Map<string, Set<(tick: MarketTick) => void>>();
  const log: string[] = [];
  const calls = { ticker: 0, depth: 0, candles: [] as Array<[string, Resolution, number | undefined]> };
  let tickerImpl: (symbol: string) => Promise<Ticker> = async (symbol) => ({ symbol, last: String(calls.ticker) }) as unknown as Ticker;
  const make = (market: Market): MarketSource =>
    ({
      market,
      subscribe(symbol: string, onTick: (tick: MarketTick) => void) {
        if (symbol === 'NOPE_USDT') throw new UnknownSymbolError(market, symbol);
        const id = `${market}:${symbol}`;
        let set = listeners.get(id);
        if (!set) listeners.set(id, (set = new Set()));
        set.add(onTick);
        log.push(`+${id}`);
        return () => {
          set.delete(onTick);
          if (set.size === 0) listeners.delete(id);
          log.push(`-${id}`);
        };
      },
      async ticker(symbol: string) {
        calls.ticker += 1;
        return tickerImpl(symbol);
      },
      async depth(symbol: string, levels: number): Promise<Depth> {
        calls.depth += 1;
        if (symbol === 'DOWN_USDT') throw new UpstreamError('upstream down');
        return { symbol, market, time: calls.depth, bids: [['1', String(levels)]], asks: [] };
      },
      async candles(symbol: string, resolution: Resolution, from: number | undefined): Promise<Candle[]> {
        if (resolution === '1S' && market === 'futures') throw new UnsupportedRequestError('resolution', '1S candles are not available');
        calls.candles.push([symbol, resolution, from]);
        return [{ t: from ?? 0, o: '1', h: '1', l: '1', c: '1', v: '0' }];
      },
    }) as unknown as MarketSource;
  const sources: MarketSources = { spot: make('spot'), futures: make('futures') };
  return {
    sources,
    log,
    calls,
    live: () => [...listeners.keys()].sort(),
    setTicker: (impl: typeof tickerImpl) => void (tickerImpl = impl),
    tick(market: Market, symbol: string, trades: MarketTick['trades'] = []) {
      const tick: MarketTick = { symbol, market, time: 1_000_000, price: '1', trades };
      for (const listener of [...(listeners.get(`${market}:${symbol}`) ?? [])]) listener(tick);
    },
  };
}

const TRADE = { id: '1', time: 999_500, price: '1', amount: '2', side: 'buy' } as const;

describe('stream hub: reference counting', () => {
  it('one source subscription per market and symbol, taken by the first topic and released with the last', async () => {
    const market = fakeMarket();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger: capture().logger });
    const [a, b, c] = [subscriber(), subscriber(), subscriber()];

    await hub.join(a, { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    await hub.join(b, { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    await hub.join(b, { channel: 'depth', market: 'spot', symbol: 'BTC_USDT' });
    await hub.join(c, { channel: 'trades', market: 'futures', symbol: 'BTC_USDT' });
    expect(market.log).toEqual(['+spot:BTC_USDT', '+futures:BTC_USDT']);
    expect(hub.feedCount()).toBe(2);
    expect(hub.keys().sort()).toEqual(['depth:spot:BTC_USDT', 'ticker:spot:BTC_USDT', 'trades:futures:BTC_USDT']);
    expect(hub.listenerCount('ticker:spot:BTC_USDT')).toBe(2);

    hub.leave(a, 'ticker:spot:BTC_USDT');
    hub.leave(a, 'ticker:spot:BTC_USDT'); // twice: no effect
    expect(hub.listenerCount('ticker:spot:BTC_USDT')).toBe(1);
    hub.leave(b, 'ticker:spot:BTC_USDT');
    expect(market.live()).toEqual(['futures:BTC_USDT', 'spot:BTC_USDT']); // depth still holds spot
    hub.leave(b, 'depth:spot:BTC_USDT');
    expect(market.live()).toEqual(['futures:BTC_USDT']);
    hub.leave(c, 'trades:futures:BTC_USDT');
    expect(market.live()).toEqual([]);
    expect([hub.feedCount(), hub.keys()]).toEqual([0, []]);

    // A later listener subscribes afresh.
    await hub.join(a, { channel: 'trades', market: 'spot', symbol: 'BTC_USDT' });
    expect(market.log.at(-1)).toBe('+spot:BTC_USDT');
    await hub.close();
    expect(market.live()).toEqual([]);
  });

  it('candles of several resolutions share the feed; each resolution is its own key', async () => {
    const market = fakeMarket();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger: capture().logger });
    const a = subscriber();
    for (const resolution of ['1', '60', '1D'] as const)
      await hub.join(a, { channel: 'candles', market: 'spot', symbol: 'ETH_USDT', resolution });
    expect(market.log).toEqual(['+spot:ETH_USDT']);
    expect(hub.keys()).toEqual(['candles:spot:ETH_USDT:1', 'candles:spot:ETH_USDT:60', 'candles:spot:ETH_USDT:1D']);
    for (const key of hub.keys()) hub.leave(a, key);
    expect(market.live()).toEqual([]);
  });

  it('refusals leave nothing behind: unknown symbol, unsupported resolution, failing snapshot', async () => {
    const market = fakeMarket();
    const { logger, lines } = capture();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger });
    const a = subscriber();
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof StreamFailure ? error.error : error),
      );

    expect(await failure(hub.join(a, { channel: 'ticker', market: 'spot', symbol: 'NOPE_USDT' }))).toEqual({
      code: 'unknown_symbol',
      message: 'Unknown spot symbol "NOPE_USDT"',
      field: 'symbol',
    });
    expect(await failure(hub.join(a, { channel: 'candles', market: 'futures', symbol: 'BTC_USDT', resolution: '1S' }))).toEqual({
      code: 'unsupported',
      message: '1S candles are not available',
      field: 'resolution',
    });
    expect(await failure(hub.join(a, { channel: 'depth', market: 'spot', symbol: 'DOWN_USDT' }))).toEqual({
      code: 'unavailable',
      message: 'spot market data is temporarily unavailable',
    });
    expect(lines.some((line) => line.includes('stream snapshot failed') && line.includes('depth:spot:DOWN_USDT'))).toBe(true);
    expect([market.live(), hub.keys(), a.raw]).toEqual([[], [], []]);
  });
});

describe('stream hub: frames', () => {
  it('subscribed, then the snapshot, before any update; a subscriber that left meanwhile gets nothing', async () => {
    const market = fakeMarket();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger: capture().logger });
    const slow = deferred<Ticker>();
    market.setTicker(() => slow.promise);
    const [a, b] = [subscriber(), subscriber()];
    const joinA = hub.join(a, { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' }, { id: 'r1' });
    const joinB = hub.join(b, { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    // A tick while both are pending reaches neither.
    market.tick('spot', 'BTC_USDT');
    hub.leave(b, 'ticker:spot:BTC_USDT');
    slow.resolve({ symbol: 'BTC_USDT', last: 'snap' } as unknown as Ticker);
    expect(await joinA).toBe('ticker:spot:BTC_USDT');
    expect(await joinB).toBe('ticker:spot:BTC_USDT');
    await flush();
    expect(a.frames().slice(0, 2)).toEqual([
      { event: 'subscribed', channel: 'ticker', key: 'ticker:spot:BTC_USDT', id: 'r1' },
      { event: 'update', channel: 'ticker', key: 'ticker:spot:BTC_USDT', data: { symbol: 'BTC_USDT', last: 'snap' } },
    ]);
    expect(b.raw).toEqual([]);
    hub.leave(a, 'ticker:spot:BTC_USDT');
    expect(market.live()).toEqual([]);
  });

  it('trades: the tick trades when there are any, serialised once for every subscriber; no snapshot', async () => {
    const market = fakeMarket();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger: capture().logger });
    const [a, b] = [subscriber(), subscriber()];
    await hub.join(a, { channel: 'trades', market: 'spot', symbol: 'BTC_USDT' });
    await hub.join(b, { channel: 'trades', market: 'spot', symbol: 'BTC_USDT' });
    market.tick('spot', 'BTC_USDT', []);
    market.tick('spot', 'BTC_USDT', [TRADE]);
    expect(a.frames()).toEqual([
      { event: 'subscribed', channel: 'trades', key: 'trades:spot:BTC_USDT' },
      { event: 'update', channel: 'trades', key: 'trades:spot:BTC_USDT', data: [TRADE] },
    ]);
    expect(a.raw[1]).toBe(b.raw[1]);
  });

  it('ticks coalesce while a refresh runs: one more refresh afterwards, not one per tick', async () => {
    const market = fakeMarket();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger: capture().logger });
    const a = subscriber();
    await hub.join(a, { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    const gates = [deferred<Ticker>(), deferred<Ticker>()];
    let n = 0;
    market.setTicker(() => (gates[n++] as ReturnType<typeof deferred<Ticker>>).promise);
    for (let i = 0; i < 5; i++) market.tick('spot', 'BTC_USDT');
    expect(n).toBe(1);
    gates[0]?.resolve({ last: 'one' } as unknown as Ticker);
    await flush();
    expect(n).toBe(2);
    gates[1]?.resolve({ last: 'two' } as unknown as Ticker);
    await flush();
    expect(n).toBe(2);
    expect(
      a
        .frames()
        .slice(2)
        .map((f) => (f.data as { last: string }).last),
    ).toEqual(['one', 'two']);
  });

  it('a failing refresh is logged (throttled) and the feed goes on', async () => {
    const market = fakeMarket();
    const { logger, lines } = capture();
    const hub = createStreamHub({ market: market.sources, bus: createMemoryBus(), logger });
    const a = subscriber();
    await hub.join(a, { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    market.setTicker(async () => {
      throw new UpstreamError('down');
    });
    market.tick('spot', 'BTC_USDT');
    await flush();
    market.tick('spot', 'BTC_USDT');
    await flush();
    expect(lines.filter((line) => line.includes('stream update failed'))).toHaveLength(1);
    market.setTicker(async () => ({ last: 'back' }) as unknown as Ticker);
    market.tick('spot', 'BTC_USDT');
    await flush();
    expect(a.frames().at(-1)).toMatchObject({ event: 'update', data: { last: 'back' } });
  });
});

describe('stream hub: candles on the simulated market', () => {
  it('each tick sends the current bar; a tick across a bucket boundary sends the completed bar first', async () => {
    let now = Date.UTC(2026, 0, 15, 12, 0, 5);
    const ticks = createManualScheduler();
    const sources = createSimulatedMarket({ now: () => now, scheduler: ticks });
    const hub = createStreamHub({ market: sources, bus: createMemoryBus(), logger: capture().logger });
    const a = subscriber();
    const rest = (from?: number) => sources.spot.candles('BTC_USDT', '10S', from, undefined, MAX_BARS_PER_TICK);
    await hub.join(a, { channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '10S' });
    // Snapshot: the bar holding 12:00:04, the last completed second.
    expect(a.frames()[1]).toEqual({ event: 'update', channel: 'candles', key: 'candles:spot:BTC_USDT:10S', data: (await rest()).at(-1) });
    const updates = async (ms: number) => {
      a.raw.length = 0;
      now += ms;
      await ticks.run();
      await flush();
      return a.frames().map((f) => f.data as Candle);
    };
    const first = await updates(1000); // second 12:00:05
    expect(first).toEqual([(await rest()).at(-1)]);
    expect(first[0]?.t).toBe(Date.UTC(2026, 0, 15, 12, 0, 0));
    const crossing = await updates(7000); // seconds 06–12: closes 12:00:00, opens 12:00:10
    expect(crossing.map((c) => c.t)).toEqual([Date.UTC(2026, 0, 15, 12, 0, 0), Date.UTC(2026, 0, 15, 12, 0, 10)]);
    expect(crossing).toEqual(await rest(Date.UTC(2026, 0, 15, 12, 0, 0)));
    expect(Number(crossing[0]?.v)).toBeGreaterThan(Number(first[0]?.v));
    await hub.close();
    expect(ticks.size).toBe(0);
  });
});

describe('stream hub: user events', () => {
  it("publishUserEvent reaches that user's subscribers of that channel only", async () => {
    const hub = createStreamHub({ market: fakeMarket().sources, bus: createMemoryBus(), logger: capture().logger });
    const [a, a2, b] = [subscriber(), subscriber(), subscriber()];
    expect(await hub.join(a, { channel: 'orders' }, { uid: 7, id: 'o' })).toBe('orders:7');
    await hub.join(a2, { channel: 'orders' }, { uid: 7 });
    await hub.join(a2, { channel: 'positions' }, { uid: 7 });
    await hub.join(b, { channel: 'orders' }, { uid: 8 });
    expect(await hub.publishUserEvent(7, 'orders', { id: 'ord-1', status: 'open' })).toBe(true);
    await hub.publishUserEvent(7, 'positions', { symbol: 'BTC_USDT' });
    expect(a.frames()).toEqual([
      { event: 'subscribed', channel: 'orders', key: 'orders:7', id: 'o' },
      { event: 'update', channel: 'orders', key: 'orders:7', data: { id: 'ord-1', status: 'open' } },
    ]);
    expect(
      a2
        .frames()
        .filter((f) => f.event === 'update')
        .map((f) => f.key),
    ).toEqual(['orders:7', 'positions:7']);
    expect(b.frames().filter((f) => f.event === 'update')).toEqual([]);
  });

  it('one bus subscription per key, pending until the bus confirms, released with the last subscriber', async () => {
    const inner = createMemoryBus();
    const gate = deferred<void>();
    const events: string[] = [];
    const bus: StreamBus = {
      kind: 'memory',
      publish: (topic, message) => inner.publish(topic, message),
      async subscribe(topic, onMessage) {
        events.push(`sub ${topic}`);
        await gate.promise;
        const release = await inner.subscribe(topic, onMessage);
        return async () => {
          events.push(`unsub ${topic}`);
          await release();
        };
      },
      close: async () => void events.push('close'),
    };
    const hub = createStreamHub({ market: fakeMarket().sources, bus, logger: capture().logger });
    const [a, b] = [subscriber(), subscriber()];
    const joins = [hub.join(a, { channel: 'orders' }, { uid: 7 }), hub.join(b, { channel: 'orders' }, { uid: 7 })];
    await flush();
    expect(events).toEqual(['sub orders:7']);
    expect([a.raw, hub.listenerCount('orders:7')]).toEqual([[], 2]);
    gate.resolve();
    await Promise.all(joins);
    expect(a.frames()).toEqual([{ event: 'subscribed', channel: 'orders', key: 'orders:7' }]);
    hub.leave(a, 'orders:7');
    hub.leave(b, 'orders:7');
    await flush();
    expect(events).toEqual(['sub orders:7', 'unsub orders:7']);
    await hub.close();
    expect(events.at(-1)).toBe('close');
  });

  it('a bus that cannot subscribe → unavailable, and the next subscribe tries again; a failed publish resolves false', async () => {
    let fail = true;
    const inner = createMemoryBus();
    const { logger, lines } = capture();
    const bus: StreamBus = {
      kind: 'redis',
      async publish(topic, message) {
        if (fail) throw new Error('connection refused');
        await inner.publish(topic, message);
      },
      async subscribe(topic, onMessage) {
        if (fail) throw new Error('connection refused');
        return inner.subscribe(topic, onMessage);
      },
      close: () => inner.close(),
    };
    const hub = createStreamHub({ market: fakeMarket().sources, bus, logger });
    const a = subscriber();
    await expect(hub.join(a, { channel: 'positions' }, { uid: 9 })).rejects.toMatchObject({ error: { code: 'unavailable' } });
    expect(hub.keys()).toEqual([]);
    expect(await hub.publishUserEvent(9, 'positions', { secret: 'do-not-log' })).toBe(false);
    expect(lines.some((line) => line.includes('stream user event not published'))).toBe(true);
    expect(lines.join('')).not.toContain('do-not-log');
    fail = false;
    await hub.join(a, { channel: 'positions' }, { uid: 9 });
    expect(await hub.publishUserEvent(9, 'positions', { n: 1 })).toBe(true);
    expect(a.frames().at(-1)).toEqual({ event: 'update', channel: 'positions', key: 'positions:9', data: { n: 1 } });
  });

  it('refuses a bad uid, a market channel or unserialisable data', async () => {
    const hub = createStreamHub({ market: fakeMarket().sources, bus: createMemoryBus(), logger: capture().logger });
    await expect(hub.publishUserEvent(0, 'orders', {})).rejects.toThrow(/uid/);
    await expect(hub.publishUserEvent(1.5, 'orders', {})).rejects.toThrow(/uid/);
    await expect(hub.publishUserEvent(1, 'ticker' as 'orders', {})).rejects.toThrow(/user channel/);
    await expect(hub.publishUserEvent(1, 'orders', undefined)).rejects.toThrow(/JSON/);
  });
});
