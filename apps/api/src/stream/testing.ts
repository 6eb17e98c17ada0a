/**
 * Test helpers for the stream (integration tests only): an HTTP server built from createApp with the
 * stream attached, driven by manual schedulers, and a `ws` client that collects frames.
 */
import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { WebSocket } from 'ws';
import { STREAM_PATH, streamServerFrameSchema, type StreamServerFrame } from '@ex/contracts';
import { resolveSiteHosts } from '@ex/sites';
import { createManualScheduler, createSimulatedMarket, type MarketSources } from '../services/market';
import type { ManualScheduler } from '../services/market/scheduler';
import type { AppDeps } from '../deps';
import type { TestApi } from '../test/harness';
import { attachStream, createMemoryBus, createStreamHub, type AttachedStream, type StreamServerLimits } from './index';
import type { StreamBus } from './bus';

export type StreamUpdateFrame = Extract<StreamServerFrame, { event: 'update' }>;

export interface StreamTestServer {
  /** ws://127.0.0.1:<port>/api/ws/v1/stream */
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  readonly stream: AttachedStream;
  /** The app served (with `appDeps`, its `stream` is this server's hub: routes publish to these sockets). */
  readonly app: ReturnType<TestApi['createApp']>;
  readonly market: MarketSources;
  /** Drives the market ticks (the simulated market's timers). */
  readonly ticks: ManualScheduler;
  /** Drives the stream's heartbeat. */
  readonly heartbeat: ManualScheduler;
  /** Advances the shared clock by a second (or `ms`), runs one tick and lets its updates go out. */
  tick(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** One "API process": createApp over the test database plus the stream, on an ephemeral port. */
export async function startStreamServer(
  api: TestApi,
  options: { bus?: StreamBus; limits?: Partial<StreamServerLimits>; appDeps?: Partial<AppDeps> } = {},
): Promise<StreamTestServer> {
  const ticks = createManualScheduler();
  const heartbeat = createManualScheduler();
  const market = createSimulatedMarket({ now: api.clock.now, scheduler: ticks });
  // With appDeps the app publishes user events through the stream's own hub, as server.ts wires it.
  const hub = options.appDeps ? createStreamHub({ market, bus: options.bus ?? createMemoryBus(), logger: api.logger }) : undefined;
  const app = api.createApp({ market, ...options.appDeps, ...(hub ? { stream: hub } : {}) });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stream = attachStream(server, {
    db: api.handle.db,
    now: api.clock.now,
    logger: api.logger,
    hosts: resolveSiteHosts({}),
    market,
    bus: options.bus,
    ...(hub ? { hub } : {}),
    scheduler: heartbeat,
    limits: options.limits,
  });
  return {
    url: `ws://127.0.0.1:${port}${STREAM_PATH}`,
    port,
    server,
    stream,
    app,
    market,
    ticks,
    heartbeat,
    async tick(ms = 1000) {
      api.clock.advance(ms);
      await ticks.run();
      await settle();
    },
    async close() {
      await stream.close();
      await hub?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Lets pending promise chains and I/O callbacks run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ClientOptions {
  /** The `sid` cookie (and any others) as a Cookie header. */
  readonly cookie?: string;
  readonly origin?: string;
  /** false: never answer the server's pings (a dead peer). */
  readonly autoPong?: boolean;
}

/** A `ws` client that parses every frame with the contract and queues it. */
export class StreamClient {
  readonly frames: StreamServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  private seq = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(streamServerFrameSchema.parse(JSON.parse(data.toString('utf8'))));
      this.wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    void this.closed.then(() => this.wake());
  }

  static connect(url: string, options: ClientOptions = {}): Promise<StreamClient> {
    const ws = new WebSocket(url, {
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.origin ? { origin: options.origin } : {}),
      autoPong: options.autoPong ?? true,
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new StreamClient(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new UpgradeRefused(res.statusCode ?? 0)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Removes and returns the first queued frame matching `match`, waiting up to `timeoutMs` for it. */
  async next(match: (frame: StreamServerFrame) => boolean = () => true, timeoutMs = 5_000): Promise<StreamServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0] as StreamServerFrame;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`connection closed; frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; frames: ${JSON.stringify(this.frames).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next update frame of `key`. */
  async nextUpdate(key: string, timeoutMs?: number): Promise<StreamUpdateFrame> {
    return (await this.next((f) => f.event === 'update' && f.key === key, timeoutMs)) as StreamUpdateFrame;
  }

  /**
   * A barrier: ping and wait for the pong. The server handles a connection's messages in order and
   * sends synchronously, so every frame sent before the ping was handled is in `frames` afterwards.
   * Returns (and removes) every frame queued before the pong.
   */
  async sync(): Promise<StreamServerFrame[]> {
    const id = `sync-${++this.seq}`;
    this.send({ op: 'ping', id });
    await this.next((f) => f.event === 'pong' && f.id === id);
    return this.frames.splice(0);
  }

  /** Sends a subscribe and returns its `subscribed` (or error) frame. */
  async subscribe(message: Record<string, unknown>): Promise<StreamServerFrame> {
    const id = `req-${++this.seq}`;
    this.send({ op: 'subscribe', ...message, id });
    return this.next((f) => (f.event === 'subscribed' || f.event === 'error') && f.id === id);
  }

  async unsubscribe(message: Record<string, unknown>): Promise<StreamServerFrame> {
    const id = `req-${++this.seq}`;
    this.send({ op: 'unsubscribe', ...message, id });
    return this.next((f) => (f.event === 'unsubscribed' || f.event === 'error') && f.id === id);
  }

  close(): Promise<{ code: number; reason: string }> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    return this.closed;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`);
  }
}

/** Polls `read` until it deep-equals `expected` (server-side clean-up follows the socket's close). */
export async function eventually<T>(read: () => T, expected: T, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      expect(read()).toEqual(expected);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
