import type { StreamChannel, StreamError } from '@ex/contracts';
import type { BackoffPolicy } from './backoff';
import type { StreamData, StreamSpec } from './stream-spec';

/** The stream client's public types (see createStreamClient in ./stream-client). */

/** idle: no socket and none needed · connecting: first attempt · open · reconnecting: dropped, waiting or retrying. */
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/**
 * One subscription as the page sees it. idle: nobody subscribes · pending: asked, not confirmed (or
 * the socket is down) · live: the server confirmed it on the open socket · error: the server refused
 * or ended it (see `error`); it is asked again after the next reconnect.
 */
export type ChannelStatus = 'idle' | 'pending' | 'live' | 'error';
export interface ChannelState {
  readonly status: ChannelStatus;
  readonly error: StreamError | null;
}
export const IDLE_CHANNEL: ChannelState = Object.freeze({ status: 'idle', error: null });
export const PENDING_CHANNEL: ChannelState = Object.freeze({ status: 'pending', error: null });
export const LIVE_CHANNEL: ChannelState = Object.freeze({ status: 'live', error: null });

export interface StreamListener<C extends StreamChannel = StreamChannel> {
  /** A validated update of the channel. */
  readonly onData?: (data: StreamData<C>) => void;
  /** The server refused the subscription or ended it (e.g. `unknown_symbol`, `unauthenticated`). */
  readonly onError?: (error: StreamError) => void;
}

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export interface StreamSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}
export type StreamSocketConstructor = new (url: string) => StreamSocket;

/** Time and timers, injected so tests drive them by hand. */
export interface StreamClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface StreamLogger {
  warn(message: string, meta?: unknown): void;
  error(message: string, meta?: unknown): void;
}

export interface StreamClientOptions {
  /** ws(s)://host/api/ws/v1/stream; a function is read at each connect. */
  readonly url: string | (() => string);
  readonly WebSocket: StreamSocketConstructor;
  readonly clock: StreamClock;
  /** [0, 1), for the reconnect jitter; default Math.random. */
  readonly random?: () => number;
  readonly logger?: StreamLogger;
  readonly backoff?: BackoffPolicy;
  /** A `ping` every this many ms while open; default 25 s (the server's own heartbeat is 30 s). */
  readonly heartbeatMs?: number;
  /** No frame at all this long after a ping: the connection is dead, reconnect. Default 10 s. */
  readonly pongTimeoutMs?: number;
  /** The socket stays open this long after the last unsubscribe, so a remount does not reconnect. Default 5 s. */
  readonly idleCloseMs?: number;
  /** A connection that stayed open this long resets the backoff; default 10 s. */
  readonly stableAfterMs?: number;
}

export interface StreamClient {
  /**
   * Adds a listener to the subscription of `spec` and returns its unsubscribe (idempotent). The
   * first listener of a key subscribes on the server (connecting if needed); the last one leaving
   * unsubscribes. A listener joining a live ticker/depth/candles subscription at once gets the
   * latest update (the server sends its snapshot only to the first), and one joining a refused
   * subscription gets the error — both synchronously, inside this call.
   */
  subscribe<S extends StreamSpec>(spec: S, listener: StreamListener<S['channel']>): () => void;
  getStatus(): StreamStatus;
  /** The same object until the state changes (safe as a useSyncExternalStore snapshot). */
  getChannelState(spec: StreamSpec): ChannelState;
  /** Called after any change of getStatus() or of a getChannelState(); returns the remover. */
  onChange(listener: () => void): () => void;
  /** Skips the rest of a reconnect wait (e.g. the browser came back online). */
  retryNow(): void;
  /** Closes the socket and forgets every subscription and timer. */
  dispose(): void;
}
