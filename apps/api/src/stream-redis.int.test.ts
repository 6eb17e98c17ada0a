import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ex/contracts';
import { Browser, parseEnvelope, startTestApi, type TestApi } from './test/harness';
import { createRedisBus, createStreamBus, type StreamBus } from './stream';
import { StreamClient, startStreamServer, type StreamTestServer } from './stream/testing';

// Issue 5 Tests: "Redis fan-out with two API processes when REDIS_URL is set". Two app instances
// (two HTTP servers on ephemeral ports, each with its own Redis connections, as two processes would
// have) over one database. CI provides Redis; these tests fail (never skip) when it is not there.
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const PASSWORD = 'Sup3r-secret-pw';

let api: TestApi;
let a: StreamTestServer;
let b: StreamTestServer;
/** A unique channel prefix: concurrent runs (and a dev API on the same Redis) never cross. */
const prefix = `stream-it-${randomUUID()}`;
const admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
admin.on('error', () => {}); // Surfaces as the failing commands below.
const clients: StreamClient[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const bus = (): StreamBus => createRedisBus({ url: REDIS_URL, logger: api.logger, prefix });
  a = await startStreamServer(api, { bus: bus() });
  b = await startStreamServer(api, { bus: bus() });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await api?.close();
  admin.disconnect();
});

async function connect(target: StreamTestServer, cookie?: string): Promise<StreamClient> {
  const client = await StreamClient.connect(target.url, { cookie });
  clients.push(client);
  return client;
}

let ipSeq = 0;
async function signIn(name: string) {
  const browser = new Browser(api, 'localhost', `10.66.0.${++ipSeq}`);
  const res = await browser.postJson(ENDPOINTS.signup.path, { email: `${name}@example.com`, password: PASSWORD });
  expect(res.status).toBe(200);
  return { uid: parseEnvelope('signup', await res.json()).data.uid, cookie: `sid=${browser.cookies.get('sid') ?? ''}` };
}

/** Subscribers Redis counts on a channel of ours. */
async function redisSubscribers(topic: string): Promise<number> {
  const [, count] = (await admin.pubsub('NUMSUB', `${prefix}:${topic}`)) as [string, number];
  return Number(count);
}

const updates = (frames: { event: string }[]) => frames.filter((f) => f.event === 'update');

describe('Redis fan-out between two API processes', () => {
  it('reaches Redis (REDIS_URL, default redis://127.0.0.1:6379)', async () => {
    expect(await admin.ping()).toBe('PONG');
    expect(createStreamBus({ redisUrl: undefined, logger: api.logger }).kind).toBe('memory');
    const redisBus = createStreamBus({ redisUrl: REDIS_URL, logger: api.logger, prefix });
    expect(redisBus.kind).toBe('redis');
    await redisBus.close();
  });

  it("a user event published on process A reaches the user's subscribers on B (and A), nobody else", async () => {
    const [alice, bob] = [await signIn('alice'), await signIn('bob')];
    const onB = await connect(b, alice.cookie);
    const onA = await connect(a, alice.cookie);
    const bobOnB = await connect(b, bob.cookie);
    const key = `orders:${alice.uid}`;
    // `subscribed` comes once Redis confirmed the SUBSCRIBE, so nothing published after it is missed.
    expect(await onB.subscribe({ channel: 'orders' })).toMatchObject({ event: 'subscribed', key });
    await onA.subscribe({ channel: 'orders' });
    await bobOnB.subscribe({ channel: 'orders' });
    expect(await redisSubscribers(key)).toBe(2); // one SUBSCRIBE per process, however many connections

    const order = { id: 'o-1', symbol: 'BTC_USDT', side: 'sell', price: '97250.1', amount: '0.5', status: 'filled' };
    expect(await a.stream.hub.publishUserEvent(alice.uid, 'orders', order)).toBe(true);
    expect(await onB.nextUpdate(key)).toEqual({ event: 'update', channel: 'orders', key, data: order });
    expect(await onA.nextUpdate(key)).toEqual({ event: 'update', channel: 'orders', key, data: order });

    // And the other way round, on the positions channel.
    await onA.subscribe({ channel: 'positions' });
    await b.stream.hub.publishUserEvent(alice.uid, 'positions', { symbol: 'ETH_USDT', size: '-2' });
    expect(await onA.nextUpdate(`positions:${alice.uid}`)).toMatchObject({ data: { symbol: 'ETH_USDT', size: '-2' } });
    expect(updates(await onB.sync())).toEqual([]); // B's connection holds orders only
    expect(updates(await bobOnB.sync())).toEqual([]);
  });

  it('a process unsubscribes from Redis when its last local listener leaves', async () => {
    const carol = await signIn('carol');
    const key = `positions:${carol.uid}`;
    const [one, two] = [await connect(b, carol.cookie), await connect(b, carol.cookie)];
    await one.subscribe({ channel: 'positions' });
    await two.subscribe({ channel: 'positions' });
    expect(await redisSubscribers(key)).toBe(1);
    await one.unsubscribe({ channel: 'positions' });
    expect(await redisSubscribers(key)).toBe(1);
    await two.close();
    await expect.poll(() => redisSubscribers(key)).toBe(0);
    expect(b.stream.hub.keys()).toEqual([]);
  });

  it('market ticks need no bus: each process ticks its own deterministic source and sends the same update', async () => {
    const [onA, onB] = [await connect(a), await connect(b)];
    const key = 'ticker:futures:BTC_USDT';
    await onA.subscribe({ channel: 'ticker', market: 'futures', symbol: 'BTC_USDT' });
    await onB.subscribe({ channel: 'ticker', market: 'futures', symbol: 'BTC_USDT' });
    await onA.nextUpdate(key);
    await onB.nextUpdate(key);
    api.clock.advance(1000);
    await Promise.all([a.ticks.run(), b.ticks.run()]);
    const [fromA, fromB] = [await onA.nextUpdate(key), await onB.nextUpdate(key)];
    expect(fromA).toEqual(fromB);
    expect((fromA as { data: { time: number } }).data.time).toBe(api.clock.now());
  });

  it('Redis unreachable: a user subscribe answers `unavailable`, publish resolves false; the connection and market channels stay', async () => {
    const dave = await signIn('dave');
    const down = await startStreamServer(api, { bus: createRedisBus({ url: 'redis://127.0.0.1:1', logger: api.logger, prefix }) });
    try {
      const client = await connect(down, dave.cookie);
      expect(await client.subscribe({ channel: 'orders' })).toMatchObject({
        event: 'error',
        channel: 'orders',
        key: `orders:${dave.uid}`,
        data: { code: 'unavailable', message: 'Live account updates are unavailable; try again later' },
      });
      expect(await down.stream.hub.publishUserEvent(dave.uid, 'orders', { id: 'lost' })).toBe(false);
      expect((await client.subscribe({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' })).event).toBe('subscribed');
      expect(down.stream.hub.keys()).toEqual(['ticker:spot:BTC_USDT']);
      await client.close();
    } finally {
      await down.close();
    }
  });
});
