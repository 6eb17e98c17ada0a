import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, STREAM_PATH, streamServerFrameSchema, tickerSchema, tradeSchema } from '@ex/contracts';
import { listedSymbols } from './services/market/symbols';
import { Browser, parseEnvelope, startTestApi, type TestApi } from './test/harness';
import {
  StreamClient,
  UpgradeRefused,
  eventually,
  settle,
  startStreamServer,
  type ClientOptions,
  type StreamTestServer,
} from './stream/testing';

// Issue 5 Tests: "Integration: the stream, including malformed and slow clients" (in-process bus:
// REDIS_URL unset). The Redis fan-out across two API processes is in stream-redis.int.test.ts.

const PASSWORD = 'Sup3r-secret-pw';
const { signup, logout, marketTicker, marketCandles, marketDepth, marketTrades } = ENDPOINTS;

let api: TestApi;
let srv: StreamTestServer;
const clients: StreamClient[] = [];

beforeAll(async () => {
  api = await startTestApi();
  srv = await startStreamServer(api);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  // Every test leaves the hub empty: no topic, no source subscription, no connection.
  await eventually(() => [srv.stream.connectionCount(), srv.stream.hub.keys(), srv.stream.hub.feedCount(), srv.ticks.size], [0, [], 0, 0]);
});
afterAll(async () => {
  await srv?.close();
  await api?.close();
});

async function connect(options: ClientOptions = {}, target: StreamTestServer = srv): Promise<StreamClient> {
  const client = await StreamClient.connect(target.url, options);
  clients.push(client);
  return client;
}

let ipSeq = 0;
/** Signs up through the API (a fresh client address each, clear of the sign-up limit); the stream needs only `sid`. */
async function signIn(name: string) {
  const browser = new Browser(api, 'localhost', `10.55.0.${++ipSeq}`);
  const res = await browser.postJson(signup.path, { email: `${name}@example.com`, password: PASSWORD });
  expect(res.status).toBe(200);
  const { uid } = parseEnvelope('signup', await res.json()).data;
  return { uid, browser, cookie: `sid=${browser.cookies.get('sid') ?? ''}` };
}

const rest = async <T>(path: string, query: Record<string, string | number>, pick: (data: never) => T): Promise<T> => {
  const res = await new Browser(api).get(
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );
  expect(res.status).toBe(200);
  return pick(((await res.json()) as { data: never }).data);
};
const restTicker = (symbol: string, market: string) => rest(marketTicker.path, { symbol, market }, (d: { ticker: unknown }) => d.ticker);
const restCandles = (query: Record<string, string | number>) => rest(marketCandles.path, query, (d: { candles: unknown[] }) => d.candles);

const updates = (frames: { event: string }[]) => frames.filter((f) => f.event === 'update');

describe('market channels', () => {
  it('ticker: subscribed, the snapshot, one update per tick; unsubscribe stops them and releases the source', async () => {
    const client = await connect();
    const key = 'ticker:spot:BTC_USDT';
    expect(srv.ticks.size).toBe(0);
    expect(await client.subscribe({ channel: 'ticker', market: 'spot', symbol: 'btc_usdt' })).toEqual({
      event: 'subscribed',
      channel: 'ticker',
      key,
      id: 'req-1',
    });
    expect((await client.nextUpdate(key)).data).toEqual(await restTicker('BTC_USDT', 'spot'));
    expect(srv.ticks.size).toBe(1);

    await srv.tick();
    const update = await client.nextUpdate(key);
    expect(tickerSchema.parse(update.data).time).toBe(api.clock.now());
    expect(update.data).toEqual(await restTicker('BTC_USDT', 'spot'));

    expect(await client.unsubscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' })).toEqual({
      event: 'unsubscribed',
      channel: 'ticker',
      key,
      id: 'req-2',
    });
    expect([srv.ticks.size, srv.stream.hub.keys()]).toEqual([0, []]);
    await srv.tick();
    expect(updates(await client.sync())).toEqual([]);
    // Unsubscribing again is harmless.
    expect((await client.unsubscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' })).event).toBe('unsubscribed');
  });

  it('candles per resolution: the current bar on subscribe and on every tick; a tick across a bucket sends the completed bar first', async () => {
    const client = await connect();
    const [k1, k10] = ['candles:futures:ETH_USDT:1', 'candles:futures:ETH_USDT:10S'];
    await client.subscribe({ channel: 'candles', market: 'futures', symbol: 'ETH_USDT', resolution: '1' });
    await client.subscribe({ channel: 'candles', market: 'futures', symbol: 'ETH_USDT', resolution: '10S' });
    expect(srv.ticks.size).toBe(1); // one source subscription for both resolutions
    const query = (resolution: string, extra: Record<string, number> = {}) => ({
      symbol: 'ETH_USDT',
      market: 'futures',
      resolution,
      limit: 1,
      ...extra,
    });
    expect((await client.nextUpdate(k1)).data).toEqual((await restCandles(query('1')))[0]);
    expect((await client.nextUpdate(k10)).data).toEqual((await restCandles(query('10S')))[0]);

    await srv.tick();
    const frames = await client.sync();
    expect(frames.map((f) => 'key' in f && f.key)).toEqual([k1, k10]);
    expect(frames.map((f) => 'data' in f && f.data)).toEqual([(await restCandles(query('1')))[0], (await restCandles(query('10S')))[0]]);
    const before = frames[1] && 'data' in frames[1] ? (frames[1].data as { t: number }) : { t: 0 };

    // Ten seconds in one tick cross exactly one 10S boundary.
    await srv.tick(10_000);
    const crossing = (await client.sync()).filter((f) => 'key' in f && f.key === k10).map((f) => ('data' in f ? f.data : null));
    expect(crossing).toEqual(await restCandles({ ...query('10S'), from: before.t, limit: 10 }));
    expect(crossing.map((c) => (c as { t: number }).t)).toEqual([before.t, before.t + 10_000]);
  });

  it('depth: a 20-level book on subscribe, then a fresh one every tick', async () => {
    const client = await connect();
    const key = 'depth:spot:SOL_USDT';
    await client.subscribe({ channel: 'depth', market: 'spot', symbol: 'SOL_USDT' });
    const snapshot = (await client.nextUpdate(key)).data;
    expect(snapshot).toEqual(await rest(marketDepth.path, { symbol: 'SOL_USDT', limit: 20 }, (d) => d));
    expect(snapshot).toMatchObject({ bids: expect.any(Array), asks: expect.any(Array) });
    expect((snapshot as { bids: unknown[] }).bids).toHaveLength(20);
    await srv.tick();
    const update = (await client.nextUpdate(key)).data as { time: number };
    expect(update.time).toBe(api.clock.now());
    expect(update).toEqual(await rest(marketDepth.path, { symbol: 'SOL_USDT', limit: 20 }, (d) => d));
  });

  it('trades: no snapshot; each tick sends its trades, oldest first', async () => {
    const client = await connect();
    const key = 'trades:futures:SOL_USDT';
    await client.subscribe({ channel: 'trades', market: 'futures', symbol: 'SOL_USDT' });
    expect(updates(await client.sync())).toEqual([]);
    await srv.tick();
    const data = tradeSchema.array().parse((await client.nextUpdate(key)).data);
    expect(data.length).toBeGreaterThan(0);
    // The second that just completed, as GET market/trades lists it (newest first).
    expect(data).toEqual(
      (
        await rest(marketTrades.path, { symbol: 'SOL_USDT', market: 'futures', limit: data.length }, (d: { list: unknown[] }) => d.list)
      ).reverse(),
    );
    expect(data.every((t) => t.time >= api.clock.now() - 1000 && t.time < api.clock.now())).toBe(true);
  });

  it('connections share source subscriptions, reference counted down to the last listener', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.subscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    await a.subscribe({ channel: 'depth', market: 'spot', symbol: 'BTC_USDT' });
    await b.subscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    await b.subscribe({ channel: 'trades', market: 'futures', symbol: 'BTC_USDT' });
    const hub = srv.stream.hub;
    expect([hub.feedCount(), srv.ticks.size, hub.listenerCount('ticker:spot:BTC_USDT')]).toEqual([2, 2, 2]);

    await srv.tick();
    const [fromA, fromB] = [await a.sync(), await b.sync()];
    // The same update, built once.
    expect(
      fromA.find(
        (f) =>
          'key' in f && f.key === 'ticker:spot:BTC_USDT' && f.event === 'update' && (f.data as { time: number }).time === api.clock.now(),
      ),
    ).toEqual(
      fromB.find(
        (f) =>
          'key' in f && f.key === 'ticker:spot:BTC_USDT' && f.event === 'update' && (f.data as { time: number }).time === api.clock.now(),
      ),
    );

    await a.close();
    await eventually(
      () => [hub.listenerCount('ticker:spot:BTC_USDT'), hub.listenerCount('depth:spot:BTC_USDT'), hub.feedCount()],
      [1, 0, 2],
    );
    await b.unsubscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    expect([hub.feedCount(), srv.ticks.size, hub.keys()]).toEqual([1, 1, ['trades:futures:BTC_USDT']]);
    await b.unsubscribe({ channel: 'trades', market: 'futures', symbol: 'BTC_USDT' });
    expect([hub.feedCount(), srv.ticks.size]).toEqual([0, 0]);
  });
});

describe('malformed messages get an error frame; the connection stays open', () => {
  const RESOLUTION_LIST = '1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M';
  const CASES: [string, string, Record<string, unknown>][] = [
    ['not JSON', '{"op":"subscribe",', { data: { code: 'invalid_json', message: 'Message is not valid JSON' } }],
    ['a JSON array', '[1,2]', { data: { code: 'invalid_message', message: 'message must be a JSON object' } }],
    [
      'an unknown op',
      '{"op":"publish","id":"e1"}',
      { id: 'e1', data: { code: 'invalid_message', field: 'op', message: 'op must be one of subscribe, unsubscribe, ping' } },
    ],
    [
      'an unknown channel',
      '{"op":"subscribe","channel":"klines","market":"spot","symbol":"BTC_USDT"}',
      { data: { code: 'invalid_message', field: 'channel' } },
    ],
    [
      'an unknown resolution',
      '{"op":"subscribe","channel":"candles","market":"spot","symbol":"BTC_USDT","resolution":"2H"}',
      { data: { code: 'invalid_message', field: 'resolution', message: `resolution must be one of ${RESOLUTION_LIST}` } },
    ],
    [
      'candles without a resolution',
      '{"op":"subscribe","channel":"candles","market":"spot","symbol":"BTC_USDT"}',
      { data: { code: 'invalid_message', field: 'resolution' } },
    ],
    [
      'a malformed symbol',
      '{"op":"subscribe","channel":"ticker","market":"spot","symbol":"BTC-USDT"}',
      { data: { code: 'invalid_message', field: 'symbol', message: 'symbol must look like BTC_USDT' } },
    ],
    [
      'an unknown market',
      '{"op":"subscribe","channel":"ticker","market":"margin","symbol":"BTC_USDT"}',
      { data: { code: 'invalid_message', field: 'market' } },
    ],
    ['an over-long id', JSON.stringify({ op: 'ping', id: 'x'.repeat(65) }), { data: { code: 'invalid_message', field: 'id' } }],
    [
      'an unknown symbol',
      '{"op":"subscribe","channel":"ticker","market":"spot","symbol":"FOO_USDT","id":"e2"}',
      {
        channel: 'ticker',
        key: 'ticker:spot:FOO_USDT',
        id: 'e2',
        data: { code: 'unknown_symbol', field: 'symbol', message: 'Unknown spot symbol "FOO_USDT"' },
      },
    ],
    [
      'a symbol the market does not list (no USDC futures)',
      '{"op":"subscribe","channel":"candles","market":"futures","symbol":"USDC_USDT","resolution":"60"}',
      {
        channel: 'candles',
        key: 'candles:futures:USDC_USDT:60',
        data: { code: 'unknown_symbol', message: 'Unknown futures symbol "USDC_USDT"' },
      },
    ],
    [
      'a message over 4 KiB',
      JSON.stringify({ op: 'ping', pad: 'x'.repeat(5000) }),
      { data: { code: 'message_too_large', message: 'Messages are limited to 4096 bytes' } },
    ],
  ];
  it.each(CASES)('%s', async (_name, raw, expected) => {
    const client = await connect();
    client.send(raw);
    const frame = await client.next((f) => f.event === 'error');
    expect(frame).toMatchObject({ event: 'error', ...expected });
    expect(streamServerFrameSchema.parse(frame)).toEqual(frame);
    await client.sync(); // still served
    expect([srv.stream.hub.keys(), srv.ticks.size]).toEqual([[], 0]);
  });

  it('a binary frame', async () => {
    const client = await connect();
    client.ws.send(Buffer.from('{"op":"ping"}'), { binary: true });
    expect(await client.next()).toEqual({ event: 'error', data: { code: 'invalid_message', message: 'Send JSON text frames' } });
    await client.sync();
  });

  it('a frame over 64 KiB is not even read: close 1009', async () => {
    const client = await connect();
    client.send('x'.repeat(64 * 1024 + 1));
    expect((await client.closed).code).toBe(1009);
  });
});

describe('limits', () => {
  it('100 subscriptions per connection; the 101st gets subscription_limit and the others keep working', async () => {
    const client = await connect();
    const spot = listedSymbols('spot').map((d) => d.symbol);
    const futures = listedSymbols('futures').map((d) => d.symbol);
    const wanted = [
      ...spot.map((symbol) => ({ channel: 'trades', market: 'spot', symbol })),
      ...futures.map((symbol) => ({ channel: 'trades', market: 'futures', symbol })),
      ...spot.map((symbol) => ({ channel: 'ticker', market: 'spot', symbol })),
      ...futures.map((symbol) => ({ channel: 'ticker', market: 'futures', symbol })),
    ].slice(0, 101);
    expect(wanted).toHaveLength(101);
    const acks = await Promise.all(wanted.map((message) => client.subscribe(message)));
    expect(acks.slice(0, 100).every((f) => f.event === 'subscribed')).toBe(true);
    const refused = acks[100];
    expect(refused).toMatchObject({
      event: 'error',
      channel: 'ticker',
      data: { code: 'subscription_limit', message: 'At most 100 subscriptions per connection' },
    });
    expect(srv.stream.hub.keys()).toHaveLength(100);
    // Freeing one makes room; a duplicate subscribe is acknowledged without counting twice.
    await client.unsubscribe(wanted[0] as Record<string, unknown>);
    expect((await client.subscribe(wanted[100] as Record<string, unknown>)).event).toBe('subscribed');
    expect((await client.subscribe(wanted[100] as Record<string, unknown>)).event).toBe('subscribed');
    expect(srv.stream.hub.keys()).toHaveLength(100);
  });

  it('a flood of messages closes the connection with 1008 and frees its subscriptions', async () => {
    const client = await connect();
    await client.subscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    // The clock stands still, so the bucket (120) never refills.
    for (let i = 0; i < 200; i++) client.send({ op: 'ping' });
    expect(await client.closed).toEqual({ code: 1008, reason: 'rate limit exceeded' });
    expect(client.frames.filter((f) => f.event === 'pong').length).toBeLessThanOrEqual(119);
    await eventually(() => [srv.stream.connectionCount(), srv.stream.hub.keys()], [0, []]);
    expect(api.logLines.some((line) => line.includes('stream connection dropped') && line.includes('"code":1008'))).toBe(true);
  });
});

describe('orders and positions (per user)', () => {
  it('an anonymous subscribe is refused, and a uid cookie without a session does not help', async () => {
    for (const cookie of [undefined, 'uid=10000001; nickname=alice', 'sid=not-a-session-token']) {
      const client = await connect({ cookie });
      expect(await client.subscribe({ channel: 'orders' })).toMatchObject({
        event: 'error',
        channel: 'orders',
        data: { code: 'unauthenticated', message: 'Sign in to subscribe to orders' },
      });
      expect((await client.subscribe({ channel: 'positions' })).event).toBe('error');
    }
    expect(srv.stream.hub.keys()).toEqual([]);
  });

  it('a signed-in user gets orders:<uid> and positions:<uid>, and only their own events', async () => {
    const [alice, bob] = [await signIn('alice'), await signIn('bob')];
    const [a1, a2, b] = [
      await connect({ cookie: alice.cookie }),
      await connect({ cookie: alice.cookie }),
      await connect({ cookie: bob.cookie }),
    ];
    const ordersA = `orders:${alice.uid}`;
    expect(await a1.subscribe({ channel: 'orders', market: 'spot', symbol: 'BTC_USDT' })).toEqual({
      event: 'subscribed',
      channel: 'orders',
      key: ordersA,
      id: 'req-1',
    });
    await a1.subscribe({ channel: 'positions' });
    await a2.subscribe({ channel: 'orders' });
    await b.subscribe({ channel: 'orders' });
    expect(srv.stream.hub.listenerCount(ordersA)).toBe(2);

    // What the ledger will call.
    const order = { id: 'o-1', symbol: 'BTC_USDT', side: 'buy', price: '97000.5', amount: '0.01', status: 'open' };
    expect(await srv.stream.hub.publishUserEvent(alice.uid, 'orders', order)).toBe(true);
    await srv.stream.hub.publishUserEvent(alice.uid, 'positions', { symbol: 'BTC_USDT', size: '0.01' });
    expect(await a1.nextUpdate(ordersA)).toEqual({ event: 'update', channel: 'orders', key: ordersA, data: order });
    expect(await a1.nextUpdate(`positions:${alice.uid}`)).toMatchObject({ data: { size: '0.01' } });
    expect(await a2.nextUpdate(ordersA)).toMatchObject({ data: order });
    expect(updates(await b.sync())).toEqual([]);

    expect(await a1.unsubscribe({ channel: 'orders' })).toMatchObject({ event: 'unsubscribed', key: ordersA });
    await srv.stream.hub.publishUserEvent(alice.uid, 'orders', { id: 'o-2' });
    expect(updates(await a1.sync())).toEqual([]);
    expect(await a2.nextUpdate(ordersA)).toMatchObject({ data: { id: 'o-2' } });
  });

  it('logging out ends the user subscriptions at the next heartbeat (error frame), the market ones stay', async () => {
    const carol = await signIn('carol');
    const client = await connect({ cookie: carol.cookie });
    await client.subscribe({ channel: 'orders' });
    await client.subscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    expect((await carol.browser.postJson(logout.path, {})).status).toBe(200);
    await srv.heartbeat.run();
    expect(await client.next((f) => f.event === 'error')).toEqual({
      event: 'error',
      channel: 'orders',
      key: `orders:${carol.uid}`,
      data: { code: 'unauthenticated', message: 'The session ended; sign in again' },
    });
    expect(srv.stream.hub.keys()).toEqual(['ticker:spot:BTC_USDT']);
    expect((await client.subscribe({ channel: 'orders' })).event).toBe('error');
  });

  it('without REDIS_URL fan-out is in-process: another API process does not see the events', async () => {
    const dave = await signIn('dave');
    const other = await startStreamServer(api);
    try {
      const here = await connect({ cookie: dave.cookie });
      const there = await connect({ cookie: dave.cookie }, other);
      await here.subscribe({ channel: 'orders' });
      await there.subscribe({ channel: 'orders' });
      await srv.stream.hub.publishUserEvent(dave.uid, 'orders', { id: 'local' });
      expect(await here.nextUpdate(`orders:${dave.uid}`)).toMatchObject({ data: { id: 'local' } });
      expect(updates(await there.sync())).toEqual([]);
      await there.close();
    } finally {
      await other.close();
    }
  });
});

describe('slow consumers', () => {
  it('a client that stops reading is dropped with 1013 once 1 MiB is buffered, and its subscriptions are freed', async () => {
    const erin = await signIn('erin');
    const client = await connect({ cookie: erin.cookie });
    const key = `orders:${erin.uid}`;
    await client.subscribe({ channel: 'orders' });
    await client.subscribe({ channel: 'depth', market: 'spot', symbol: 'BTC_USDT' });
    client.ws.pause(); // stop reading: the kernel buffers fill, then the server's socket buffer grows

    const blob = 'z'.repeat(64 * 1024);
    let published = 0;
    while (srv.stream.connectionCount() > 0 && published < 5_000) {
      await srv.stream.hub.publishUserEvent(erin.uid, 'orders', { blob, n: published++ });
      await settle();
    }
    expect(srv.stream.connectionCount()).toBe(0);
    expect([srv.stream.hub.listenerCount(key), srv.stream.hub.keys(), srv.ticks.size]).toEqual([0, [], 0]);
    // Publishing on is harmless: nobody listens.
    await srv.stream.hub.publishUserEvent(erin.uid, 'orders', { blob, n: published });
    const dropped = api.logLines.filter((line) => line.includes('stream connection dropped'));
    expect(dropped.at(-1)).toContain('"code":1013');
    // Never the message bodies in the log.
    expect(api.logLines.join('')).not.toContain('zzzz');

    client.ws.resume();
    expect(await client.closed).toEqual({ code: 1013, reason: 'slow consumer' });
    // It gets every event buffered before the close frame, in order, and none from the one that hit the cap on.
    const received = client.frames.flatMap((f) => (f.event === 'update' && f.key === key ? [(f.data as { n: number }).n] : []));
    expect(received).toEqual(Array.from({ length: published - 1 }, (_, n) => n));
  });
});

describe('heartbeat', () => {
  it('a client that answers pings stays; one that does not is dropped at the next heartbeat and freed', async () => {
    const live = await connect();
    const dead = await connect({ autoPong: false });
    await dead.subscribe({ channel: 'trades', market: 'spot', symbol: 'ETH_USDT' });
    const pinged = [once(live.ws, 'ping'), once(dead.ws, 'ping')];
    await srv.heartbeat.run();
    await Promise.all(pinged);
    // The pong went out before this ping op, and the server reads in order.
    await live.sync();
    expect(srv.stream.connectionCount()).toBe(2);
    await srv.heartbeat.run();
    expect((await dead.closed).code).toBe(1006);
    expect([srv.stream.connectionCount(), srv.stream.hub.keys()]).toEqual([1, []]);
    await live.sync();
  });
});

describe('the upgrade', () => {
  it('other paths get 404, foreign origins 403; our origins and non-browser clients are served; HTTP still works', async () => {
    const refused = (url: string, options: ClientOptions = {}) =>
      StreamClient.connect(url, options).then(
        (client) => (client.close(), 101),
        (error: unknown) => (error instanceof UpgradeRefused ? error.status : error),
      );
    const base = `ws://127.0.0.1:${srv.port}`;
    expect(await refused(`${base}/api/ws/v1/other`)).toBe(404);
    expect(await refused(`${base}${ENDPOINTS.marketTicker.path}`)).toBe(404);
    expect(await refused(`${base}/`)).toBe(404);
    expect(await refused(srv.url, { origin: 'https://evil.example' })).toBe(403);
    expect(await refused(srv.url, { origin: 'null' })).toBe(403);
    // issue 10 finding 6 "The CSRF Origin check must compare the port as well": another port or scheme
    // on one of our hosts is another site.
    expect(await refused(srv.url, { origin: 'http://localhost:9999' })).toBe(403);
    expect(await refused(srv.url, { origin: `https://localhost:${srv.port}` })).toBe(403);
    // The page's own host (as the proxy forwards it), a sub-site host on the same port, or no Origin at all.
    for (const origin of [`http://127.0.0.1:${srv.port}`, `http://tr.localhost:${srv.port}`, undefined]) {
      const client = await connect({ origin });
      await client.sync();
    }
    expect(await refused(`${srv.url}?x=1`)).toBe(101);
    const health = await fetch(`http://127.0.0.1:${srv.port}/api/health`);
    expect(health.status).toBe(200);
    expect(STREAM_PATH).toBe('/api/ws/v1/stream');
  });

  it('close(): every client gets 1001 and later upgrades are refused', async () => {
    const other = await startStreamServer(api);
    const client = await StreamClient.connect(other.url);
    await client.subscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' });
    const closing = other.stream.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    await closing;
    expect([other.stream.hub.keys(), other.ticks.size]).toEqual([[], 0]);
    await other.close();
  });
});
