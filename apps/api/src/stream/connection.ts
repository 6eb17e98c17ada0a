import type { RawData, WebSocket } from 'ws';
import {
  STREAM_CLOSE_CODES,
  STREAM_USER_CHANNELS,
  streamKey,
  streamUserKey,
  type StreamChannel,
  type StreamClientMessage,
  type StreamError,
  type StreamSubscription,
  type StreamTarget,
  type StreamUserChannel,
} from '@ex/contracts';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { StreamFailure, type StreamHub, type StreamSubscriber } from './hub';
import { parseClientMessage } from './parse';

/** Per-connection limits (defaults in ./index.ts STREAM_SERVER_LIMITS). */
export interface ConnectionLimits {
  readonly maxMessageBytes: number;
  readonly maxSubscriptions: number;
  readonly rateBurst: number;
  readonly ratePerSecond: number;
  /** Outgoing bytes buffered for the socket (ws.bufferedAmount) beyond which the client is dropped (1013). */
  readonly maxBufferedBytes: number;
  /** Received messages waiting to be handled (e.g. behind a session lookup) beyond which → close 1008. */
  readonly maxQueuedMessages: number;
}

export interface ConnectionOptions {
  readonly ws: WebSocket;
  readonly hub: StreamHub;
  readonly limits: ConnectionLimits;
  /** The rate limiter's clock (deps.now). */
  readonly now: () => number;
  /** The uid of the upgrade request's `sid` session now, or null (no cookie, expired, logged out). */
  readonly authenticate: () => Promise<number | null>;
  readonly logger: Logger;
  /** Called once, when the connection is gone (closed by either side or dropped). */
  readonly onGone: (connection: StreamConnection) => void;
}

const isUserChannel = (channel: StreamChannel): channel is StreamUserChannel =>
  (STREAM_USER_CHANNELS as readonly string[]).includes(channel);

/**
 * One WebSocket client: parses its messages, holds its subscriptions (at most maxSubscriptions,
 * pending ones included), and bounds everything it can make the server hold:
 * - received messages: a token bucket (flood → close 1008); messages are handled one at a time, in
 *   order, and at most maxQueuedMessages may wait;
 * - sent frames: no queue of our own — a frame goes straight to the socket, and if the socket's
 *   buffer (ws.bufferedAmount) would pass maxBufferedBytes the client is dropped with 1013 and its
 *   subscriptions are released at once.
 * Message bodies are never logged.
 */
export class StreamConnection implements StreamSubscriber {
  /** Keys held (pending and live) → channel. */
  readonly keys = new Map<string, StreamChannel>();
  /** Set by a pong or any message; the heartbeat clears it and drops the client that stays silent. */
  alive = true;
  private gone = false;
  /** The session's uid at the last user-channel subscribe. */
  private uid: number | undefined;
  private tokens: number;
  private refilledAt: number;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(private readonly options: ConnectionOptions) {
    this.tokens = options.limits.rateBurst;
    this.refilledAt = options.now();
    const { ws } = options;
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.release());
    ws.on('error', (error) => options.logger.debug({ error: describeError(error) }, 'stream socket error'));
  }

  get closed(): boolean {
    return this.gone;
  }

  /** StreamSubscriber: one frame to the socket, or a drop when the client cannot keep up. */
  send(frame: string): void {
    const { ws, limits } = this.options;
    if (this.gone || ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount + Buffer.byteLength(frame) > limits.maxBufferedBytes) {
      this.drop(STREAM_CLOSE_CODES.slowConsumer, 'slow consumer');
      return;
    }
    ws.send(frame);
  }

  /** Calls `done` once the socket is closed (at once if it is). */
  onceClosed(done: () => void): void {
    const { ws } = this.options;
    if (ws.readyState === ws.CLOSED) done();
    else ws.once('close', () => done());
  }

  /** Frees the subscriptions now and closes with `code` (the close frame follows whatever is buffered). */
  drop(code: number, reason: string): void {
    if (this.gone) return;
    const subscriptions = this.keys.size;
    this.release();
    this.options.logger.info({ code, reason, subscriptions }, 'stream connection dropped');
    try {
      this.options.ws.close(code, reason);
    } catch {
      this.options.ws.terminate();
    }
  }

  /** Heartbeat: ping, or drop the client that did not answer the previous ping. */
  heartbeat(): void {
    if (this.gone) return;
    if (!this.alive) {
      this.options.logger.debug({ subscriptions: this.keys.size }, 'stream client missed its heartbeat');
      this.release();
      this.options.ws.terminate();
      return;
    }
    this.alive = false;
    try {
      this.options.ws.ping();
    } catch {
      // The close event follows.
    }
  }

  /** Heartbeat: user subscriptions end (with an error frame each) once the session has. */
  async recheckSession(): Promise<void> {
    const userKeys = [...this.keys].filter(([, channel]) => isUserChannel(channel));
    if (userKeys.length === 0) return;
    const uid = await this.options.authenticate();
    for (const [key, channel] of userKeys) {
      if (this.gone || (uid !== null && key === streamUserKey(channel as StreamUserChannel, uid))) continue;
      if (this.keys.get(key) !== channel) continue;
      this.keys.delete(key);
      this.options.hub.leave(this, key);
      this.sendError({ code: 'unauthenticated', message: 'The session ended; sign in again' }, { channel, key });
    }
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.gone) return;
    if (!this.take()) return this.drop(STREAM_CLOSE_CODES.policyViolation, 'rate limit exceeded');
    if (this.queued >= this.options.limits.maxQueuedMessages)
      return this.drop(STREAM_CLOSE_CODES.policyViolation, 'too many pending requests');
    const raw = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.gone ? undefined : this.handle(raw, isBinary)))
      .catch((error: unknown) => this.options.logger.error({ error: describeError(error) }, 'stream message handling failed'))
      .finally(() => {
        this.queued -= 1;
      });
  }

  private async handle(raw: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) return this.sendError({ code: 'invalid_message', message: 'Send JSON text frames' });
    const parsed = parseClientMessage(raw, this.options.limits.maxMessageBytes);
    if (!parsed.ok) return this.sendError(parsed.error, { id: parsed.id });
    const message: StreamClientMessage = parsed.message;
    if (message.op === 'ping') return this.sendFrame({ event: 'pong', ...(message.id === undefined ? {} : { id: message.id }) });
    if (message.op === 'subscribe') return this.subscribe(message);
    return this.unsubscribe(message);
  }

  private async subscribe(message: StreamSubscription): Promise<void> {
    const target = targetOf(message);
    const { channel } = target;
    const id = message.id;
    let uid: number | undefined;
    if (isUserChannel(channel)) {
      uid = (await this.options.authenticate()) ?? undefined;
      if (this.gone) return;
      this.uid = uid;
      if (uid === undefined)
        return this.sendError({ code: 'unauthenticated', message: `Sign in to subscribe to ${channel}` }, { channel, id });
    }
    const key = streamKey(target, uid);
    if (this.keys.has(key)) return this.sendFrame({ event: 'subscribed', channel, key, ...(id === undefined ? {} : { id }) });
    if (this.keys.size >= this.options.limits.maxSubscriptions) {
      return this.sendError(
        { code: 'subscription_limit', message: `At most ${this.options.limits.maxSubscriptions} subscriptions per connection` },
        { channel, key, id },
      );
    }
    this.keys.set(key, channel);
    try {
      await this.options.hub.join(this, target, { uid, id });
    } catch (error) {
      if (this.keys.get(key) === channel) this.keys.delete(key);
      if (!(error instanceof StreamFailure)) throw error;
      this.sendError(error.error, { channel, key, id });
    }
  }

  /** Idempotent: unsubscribing what is not held still answers `unsubscribed`. */
  private unsubscribe(message: StreamSubscription): void {
    const target = targetOf(message);
    const { channel } = target;
    const id = message.id;
    let key: string;
    if (isUserChannel(channel)) {
      // The key this connection holds, else the last signed-in user's (no session lookup needed).
      const held = [...this.keys].find(([, c]) => c === channel)?.[0];
      if (held === undefined && this.uid === undefined)
        return this.sendError({ code: 'unauthenticated', message: `Sign in to use ${channel}` }, { channel, id });
      key = held ?? streamUserKey(channel, this.uid as number);
    } else {
      key = streamKey(target);
    }
    if (this.keys.delete(key)) this.options.hub.leave(this, key);
    this.sendFrame({ event: 'unsubscribed', channel, key, ...(id === undefined ? {} : { id }) });
  }

  private sendError(error: StreamError, about: { channel?: StreamChannel; key?: string; id?: string } = {}): void {
    this.sendFrame({
      event: 'error',
      ...(about.channel === undefined ? {} : { channel: about.channel }),
      ...(about.key === undefined ? {} : { key: about.key }),
      data: error,
      ...(about.id === undefined ? {} : { id: about.id }),
    });
  }

  private sendFrame(frame: Record<string, unknown>): void {
    this.send(JSON.stringify(frame));
  }

  /** Token bucket on the injected clock. */
  private take(): boolean {
    const now = this.options.now();
    const { rateBurst, ratePerSecond } = this.options.limits;
    this.tokens = Math.min(rateBurst, this.tokens + (Math.max(0, now - this.refilledAt) / 1000) * ratePerSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Leaves every topic (once). */
  private release(): void {
    if (this.gone) return;
    this.gone = true;
    for (const key of this.keys.keys()) this.options.hub.leave(this, key);
    this.keys.clear();
    this.options.onGone(this);
  }
}

function targetOf(message: StreamSubscription): StreamTarget {
  switch (message.channel) {
    case 'candles':
      return { channel: 'candles', market: message.market, symbol: message.symbol, resolution: message.resolution };
    case 'orders':
    case 'positions':
    case 'chat':
      return { channel: message.channel };
    default:
      return { channel: message.channel, market: message.market, symbol: message.symbol };
  }
}
