import { describe, expect, it, vi } from 'vitest';
import { STREAM_CLOSE_CODES } from '@ex/contracts';
import { reconnectDelay } from './backoff';
import { FakeSocket, btcTicker, btcTickerFrame } from './testing';
import { BTC, ETH_DEPTH, streamTestbed } from './stream-testbed';

const STREAM = 'issue 5 "Streaming"';
const RECONNECT = `${STREAM}: reconnect and resubscribe (1013 slow consumer, 1001 shutdown)`;

const bed = streamTestbed();
const { client, live } = bed;
const ticker = btcTicker;
const tickerUpdate = btcTickerFrame;

describe('reconnecting', () => {
  it.each([
    { spec: 'the network drops (1006)', code: 1006 },
    { spec: 'a slow consumer is dropped (1013)', code: STREAM_CLOSE_CODES.slowConsumer },
    { spec: 'the server shuts down (1001)', code: STREAM_CLOSE_CODES.goingAway },
  ])(`${RECONNECT}: $spec → reconnect after a backoff and resubscribe everything`, ({ code }) => {
    const c = client();
    const a = live(c);
    const b = live(c, ETH_DEPTH);
    c.subscribe({ ...BTC, symbol: 'SOL_USDT' }, {})();
    a.socket.drop(code, 'bye');
    expect(c.getStatus()).toBe('reconnecting');
    expect(c.getChannelState(BTC).status).toBe('pending');
    expect(FakeSocket.instances).toHaveLength(1);
    bed.clock.advance(bed.clock.pending()[0] ?? 0);
    expect(FakeSocket.instances).toHaveLength(2);
    const next = FakeSocket.latest();
    next.open();
    // Only what is still wanted: the unsubscribed SOL ticker is not asked again.
    expect(
      next
        .ops('subscribe')
        .map((m) => `${m.channel}:${m.symbol}`)
        .sort(),
    ).toEqual(['depth:ETH_USDT', 'ticker:BTC_USDT']);
    next.confirmAll();
    expect(c.getStatus()).toBe('open');
    expect(c.getChannelState(ETH_DEPTH).status).toBe('live');
    next.receive(tickerUpdate('108'));
    expect(a.onData).toHaveBeenCalledWith(ticker('108'));
    expect(b.onData).not.toHaveBeenCalled();
  });

  it(`${RECONNECT}: the ticker replayed to a late listener is never one from before the drop`, () => {
    const c = client();
    const { socket } = live(c);
    socket.receive(tickerUpdate('109'));
    socket.drop();
    const late = vi.fn();
    c.subscribe(BTC, { onData: late });
    expect(late).not.toHaveBeenCalled();
  });

  it('brief: capped exponential backoff with jitter — every failed attempt waits longer, never beyond the cap', () => {
    const c = client({ random: () => 0.999_999 });
    c.subscribe(BTC, {});
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      FakeSocket.latest().drop();
      const wait = bed.clock.pending()[0] ?? -1;
      waits.push(wait);
      bed.clock.advance(wait);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('brief: jitter spreads the waits over the upper half of the backoff window', () => {
    expect(reconnectDelay(0, { baseMs: 1_000, maxMs: 30_000 }, () => 0)).toBe(500);
    expect(reconnectDelay(0, { baseMs: 1_000, maxMs: 30_000 }, () => 0.5)).toBe(750);
    expect(reconnectDelay(3, { baseMs: 1_000, maxMs: 30_000 }, () => 0.25)).toBe(5_000);
    expect(reconnectDelay(10, { baseMs: 1_000, maxMs: 30_000 }, () => 0)).toBe(15_000);
    expect(reconnectDelay(1_000, { baseMs: 1_000, maxMs: 30_000 }, () => 0.999_999)).toBe(30_000);
  });

  it('decision: a connection that stayed up 10 s resets the backoff; one that flaps does not', () => {
    const c = client({ random: () => 0.999_999 });
    c.subscribe(BTC, {});
    FakeSocket.latest().drop();
    bed.clock.advance(1_000);
    FakeSocket.latest().drop();
    expect(bed.clock.pending()).toEqual([2_000]);
    bed.clock.advance(2_000);
    FakeSocket.latest().open();
    bed.clock.advance(2_000);
    FakeSocket.latest().drop();
    expect(bed.clock.pending()).toEqual([4_000]);
    bed.clock.advance(4_000);
    FakeSocket.latest().open();
    bed.clock.advance(10_000);
    FakeSocket.latest().drop();
    expect(bed.clock.pending()[0]).toBe(1_000);
  });

  it('brief: no subscriptions left → no more reconnecting', () => {
    const c = client();
    const { off } = live(c);
    FakeSocket.latest().drop();
    off();
    expect(c.getStatus()).toBe('idle');
    bed.clock.advance(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('retryNow skips the wait (the browser came back online)', () => {
    const c = client();
    live(c);
    FakeSocket.latest().drop();
    c.retryNow();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('decision: a socket that cannot even be constructed is retried like a dropped one', () => {
    let fail = true;
    class Flaky extends FakeSocket {
      constructor(url: string) {
        if (fail) throw new Error('blocked');
        super(url);
      }
    }
    const c = client({ WebSocket: Flaky });
    c.subscribe(BTC, {});
    expect(c.getStatus()).toBe('reconnecting');
    fail = false;
    bed.clock.advance(bed.clock.pending()[0] ?? 0);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('heartbeat and idle close', () => {
  it(`${STREAM}: a ping every 25 s; no frame within 10 s of it → the socket is given up and replaced`, () => {
    const c = client();
    const { socket } = live(c);
    bed.clock.advance(25_000);
    expect(socket.ops('ping')).toHaveLength(1);
    socket.receive({ event: 'pong' });
    bed.clock.advance(25_000);
    expect(socket.ops('ping')).toHaveLength(2);
    bed.clock.advance(9_999);
    expect(socket.closedWith).toBeNull();
    bed.clock.advance(1);
    expect(socket.closedWith).toEqual({ code: 4000, reason: 'heartbeat timeout' });
    expect(c.getStatus()).toBe('reconnecting');
    bed.clock.advance(bed.clock.pending()[0] ?? 0);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('decision: any frame counts as an answer to the ping (market data flows every second)', () => {
    const c = client();
    const { socket } = live(c);
    bed.clock.advance(25_000);
    socket.receive(tickerUpdate('110'));
    bed.clock.advance(10_000);
    expect(socket.closedWith).toBeNull();
  });

  it('decision: the socket closes 5 s after the last unsubscribe; a resubscribe within that keeps it', () => {
    const c = client();
    const a = live(c);
    a.off();
    bed.clock.advance(4_000);
    c.subscribe(BTC, {});
    bed.clock.advance(10_000);
    expect(a.socket.closedWith).toBeNull();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(a.socket.ops('subscribe')).toHaveLength(2);
    const b = live(c, ETH_DEPTH);
    c.dispose();
    expect(b.socket.closedWith?.code).toBe(1000);
    expect(c.getStatus()).toBe('idle');
  });

  it('the idle socket is closed normally and the status goes back to idle', () => {
    const c = client();
    const a = live(c);
    const changes = vi.fn();
    c.onChange(changes);
    a.off();
    bed.clock.advance(5_000);
    expect(a.socket.closedWith).toEqual({ code: 1000, reason: 'no subscriptions' });
    expect(c.getStatus()).toBe('idle');
    expect(changes).toHaveBeenCalled();
    // And the next subscription opens a fresh one.
    c.subscribe(BTC, {});
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
