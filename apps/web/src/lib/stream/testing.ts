import type { StreamClock, StreamSocket } from './stream-client';
import type { StreamSpec } from './stream-spec';

/**
 * Test doubles for the stream client: a WebSocket whose server side the test plays, and a clock
 * whose time only moves when the test says so. Shared so features built on the stream can test
 * their own wiring the same way.
 */

/** A hand-driven clock: timers fire only inside advance(), in due order. */
export class ManualClock implements StreamClock {
  private time = 0;
  private seq = 0;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    this.seq += 1;
    this.timers.set(this.seq, { at: this.time + Math.max(0, ms), callback });
    return this.seq;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time forward by `ms`, firing every timer due on the way (timers set by timers included). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let next: [number, { at: number; callback: () => void }] | undefined;
      for (const timer of this.timers) if (timer[1].at <= end && (next === undefined || timer[1].at < next[1].at)) next = timer;
      if (next === undefined) break;
      this.timers.delete(next[0]);
      this.time = next[1].at;
      next[1].callback();
    }
    this.time = end;
  }

  /** Delays of the timers waiting now, soonest first (to read a backoff without firing it). */
  pending(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.time).sort((a, b) => a - b);
  }
}

/** A fake WebSocket: records what the client sends; the test opens, answers and closes it. */
export class FakeSocket implements StreamSocket {
  /** Every socket constructed, oldest first. */
  static readonly instances: FakeSocket[] = [];
  static reset(): void {
    FakeSocket.instances.length = 0;
  }
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  /** How many subscribes confirmAll() has answered. */
  private confirmed = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  // Server side.
  open(): void {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }

  /** Delivers a frame: an object is sent as JSON text, a string as is. */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) closes the connection. */
  drop(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason } as CloseEvent);
  }

  /** The messages with this op sent so far. */
  ops(op: string): Record<string, unknown>[] {
    return this.sent.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && (m as { op?: unknown }).op === op);
  }

  /** Answers `subscribed` to every subscribe not answered yet, as the server would. */
  confirmAll(): void {
    const subscribes = this.ops('subscribe');
    const fresh = subscribes.slice(this.confirmed);
    this.confirmed = subscribes.length;
    for (const m of fresh) this.receive({ event: 'subscribed', channel: m.channel, key: keyOf(m), id: m.id });
  }
}

/** The server's key of a subscribe message (market channels only; tests of user channels pass theirs). */
export function keyOf(message: Record<string, unknown>): string {
  const { channel, market, symbol, resolution } = message as Record<string, string | undefined>;
  if (channel === 'orders' || channel === 'positions') return `${channel}:1`;
  return [channel, market, symbol, resolution].filter((part) => part !== undefined).join(':');
}

/** A valid BTC_USDT spot ticker (the contract's shape) with this last price. */
export function btcTicker(last: string, time = 1_000) {
  return {
    symbol: 'BTC_USDT',
    market: 'spot',
    last,
    bid: last,
    ask: last,
    change_percentage: '1.25',
    high_24h: last,
    low_24h: last,
    volume_24h: '10',
    quote_volume_24h: '1000',
    time,
  };
}

/** The server's update frame carrying btcTicker(last). */
export function btcTickerFrame(last: string, time?: number) {
  return { event: 'update', channel: 'ticker', key: 'ticker:spot:BTC_USDT', data: btcTicker(last, time) };
}

/** Subscribes, opens the (latest) socket if needed and confirms: what a page sees on a healthy connection. */
export function subscribeLive<L extends { onData?: (data: never) => void }>(
  client: { subscribe(spec: StreamSpec, listener: L): () => void },
  spec: StreamSpec,
  listener: L,
) {
  const off = client.subscribe(spec, listener);
  const socket = FakeSocket.latest();
  if (socket.readyState === 0) socket.open();
  socket.confirmAll();
  return { off, socket };
}
