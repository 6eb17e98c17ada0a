import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { MarketSources } from '../services/market';
import { createLogger } from '../logger';
import { createMemoryBus } from './bus';
import { StreamConnection } from './connection';
import { createStreamHub } from './hub';
import { STREAM_SERVER_LIMITS } from './index';

/** The parts of a ws WebSocket the connection uses. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: [number, string] | null = null;
  terminated = false;
  pings = 0;
  send(frame: string) {
    this.sent.push(frame);
  }
  close(code: number, reason: string) {
    this.closedWith = [code, reason];
    this.readyState = 2;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  ping() {
    this.pings += 1;
  }
  message(value: unknown) {
    this.emit('message', Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)), false);
  }
  frames() {
    return this.sent.map((f) => JSON.parse(f) as Record<string, unknown>);
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(options: { uid?: number | null; authenticate?: () => Promise<number | null> } = {}) {
  let now = 0;
  const lines: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }),
  });
  const hub = createStreamHub({ market: {} as MarketSources, bus: createMemoryBus(), logger });
  const ws = new FakeSocket();
  let gone = 0;
  const connection = new StreamConnection({
    ws: ws as unknown as WebSocket,
    hub,
    limits: STREAM_SERVER_LIMITS,
    now: () => now,
    authenticate: options.authenticate ?? (async () => options.uid ?? null),
    logger,
    onGone: () => void (gone += 1),
  });
  return { ws, hub, connection, lines, advance: (ms: number) => void (now += ms), gone: () => gone };
}

describe('stream connection', () => {
  it('a burst of 120 messages is fine; the 121st within the same instant closes with 1008', async () => {
    const { ws, connection, gone } = setup();
    for (let i = 0; i < 120; i++) ws.message({ op: 'ping' });
    await flush();
    expect(ws.closedWith).toBeNull();
    expect(ws.frames().filter((f) => f.event === 'pong')).toHaveLength(120);
    ws.message({ op: 'ping' });
    expect(ws.closedWith).toEqual([1008, 'rate limit exceeded']);
    expect([connection.closed, gone()]).toEqual([true, 1]);
  });

  it('20 messages a second forever are fine (the bucket refills on the injected clock)', async () => {
    const { ws, advance } = setup();
    for (let i = 0; i < 1000; i++) {
      ws.message({ op: 'ping' });
      advance(50);
      await flush();
    }
    expect(ws.closedWith).toBeNull();
  });

  it('drops the client whose socket buffer would pass the cap (1013) and frees its subscriptions', async () => {
    const { ws, hub, connection } = setup({ uid: 7 });
    ws.message({ op: 'subscribe', channel: 'orders' });
    await flush();
    expect(hub.listenerCount('orders:7')).toBe(1);
    ws.bufferedAmount = STREAM_SERVER_LIMITS.maxBufferedBytes - 10;
    await hub.publishUserEvent(7, 'orders', { blob: 'x'.repeat(100) });
    expect(ws.closedWith).toEqual([1013, 'slow consumer']);
    expect(ws.sent).toHaveLength(1); // only `subscribed`: the update was not written
    expect([hub.listenerCount('orders:7'), connection.keys.size]).toEqual([0, 0]);
  });

  it('heartbeat: a pong or any message keeps the client; silence through one period terminates it', async () => {
    const { ws, connection, hub } = setup({ uid: 7 });
    ws.message({ op: 'subscribe', channel: 'positions' });
    await flush();
    connection.heartbeat();
    ws.emit('pong');
    connection.heartbeat();
    ws.message({ op: 'ping' });
    connection.heartbeat();
    expect([ws.pings, ws.terminated]).toEqual([3, false]);
    connection.heartbeat();
    expect(ws.terminated).toBe(true);
    expect(hub.listenerCount('positions:7')).toBe(0);
  });

  it('at most 128 messages wait behind a slow one; more close with 1008', async () => {
    const { ws, advance } = setup({ authenticate: () => new Promise(() => {}) });
    for (let i = 0; i < 128; i++) {
      ws.message({ op: 'subscribe', channel: 'orders' });
      advance(1000);
    }
    expect(ws.closedWith).toBeNull();
    ws.message({ op: 'ping' });
    expect(ws.closedWith).toEqual([1008, 'too many pending requests']);
  });

  it('user subscriptions end with an error frame when the session has', async () => {
    let uid: number | null = 7;
    const { ws, hub, connection } = setup({ authenticate: async () => uid });
    ws.message({ op: 'subscribe', channel: 'orders' });
    await flush();
    await connection.recheckSession();
    expect(hub.listenerCount('orders:7')).toBe(1);
    uid = null;
    await connection.recheckSession();
    expect(hub.listenerCount('orders:7')).toBe(0);
    expect(ws.frames().at(-1)).toEqual({
      event: 'error',
      channel: 'orders',
      key: 'orders:7',
      data: { code: 'unauthenticated', message: 'The session ended; sign in again' },
    });
    expect(ws.closedWith).toBeNull();
  });

  it('binary frames get an error frame; the connection stays', async () => {
    const { ws } = setup();
    ws.emit('message', Buffer.from('{"op":"ping"}'), true);
    await flush();
    expect(ws.frames()).toEqual([{ event: 'error', data: { code: 'invalid_message', message: 'Send JSON text frames' } }]);
    expect(ws.closedWith).toBeNull();
  });
});
