import { describe, expect, it, vi } from 'vitest';
import { STREAM_CLOSE_CODES } from '@ex/contracts';
import { FakeSocket, btcTicker, btcTickerFrame } from './testing';
import { BTC, ETH_DEPTH, TEST_STREAM_URL as URL, streamTestbed } from './stream-testbed';

const STREAM = 'issue 5 "Streaming"';
const ONE = `${STREAM}: one WebSocket per page`;
const SHARE = 'brief: two components subscribing to the same channel share one server subscription';
const RECONNECT = `${STREAM}: reconnect and resubscribe (1013 slow consumer, 1001 shutdown)`;
const VALIDATE = 'brief: incoming frames are validated with the contract; invalid ones are dropped and logged';

const bed = streamTestbed();
const { client, live } = bed;
const ticker = btcTicker;
const tickerUpdate = btcTickerFrame;

describe('connecting', () => {
  it(`${ONE}: nothing opens until the first subscription (lazy)`, () => {
    const c = client();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(c.getStatus()).toBe('idle');
    c.subscribe(BTC, {});
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe(URL);
    expect(c.getStatus()).toBe('connecting');
  });

  it(`${STREAM}: on open each subscription is asked with an id; "subscribed" makes it live`, () => {
    const c = client();
    c.subscribe({ channel: 'candles', market: 'spot', symbol: 'btc_usdt', resolution: '60' }, {});
    const socket = FakeSocket.latest();
    socket.open();
    expect(c.getStatus()).toBe('open');
    expect(socket.ops('subscribe')).toEqual([
      { op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '60', id: expect.any(String) },
    ]);
    expect(c.getChannelState({ channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '60' }).status).toBe('pending');
    socket.confirmAll();
    expect(c.getChannelState({ channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '60' })).toEqual({
      status: 'live',
      error: null,
    });
  });

  it(`${ONE}: subscriptions made later go over the same socket`, () => {
    const c = client();
    const { socket } = live(c);
    c.subscribe(ETH_DEPTH, {});
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.ops('subscribe').map((m) => m.channel)).toEqual(['ticker', 'depth']);
  });

  it('getChannelState returns the same object until the state changes (a stable React snapshot)', () => {
    const c = client();
    const { socket } = live(c);
    const first = c.getChannelState(BTC);
    socket.receive(tickerUpdate('100'));
    expect(c.getChannelState(BTC)).toBe(first);
  });
});

describe('sharing', () => {
  it(`${SHARE}: one subscribe for two listeners, and both get every update`, () => {
    const c = client();
    const a = live(c);
    const b = vi.fn();
    c.subscribe({ ...BTC }, { onData: b });
    expect(a.socket.ops('subscribe')).toHaveLength(1);
    a.socket.receive(tickerUpdate('101'));
    expect(a.onData).toHaveBeenCalledWith(ticker('101'));
    expect(b).toHaveBeenCalledWith(ticker('101'));
  });

  it(`${SHARE} — decision: btc_usdt and BTC_USDT are the same subscription (the server upper-cases)`, () => {
    const c = client();
    const { socket } = live(c);
    c.subscribe({ ...BTC, symbol: 'btc_usdt' }, {});
    expect(socket.ops('subscribe')).toHaveLength(1);
  });

  it(`${SHARE}: a listener joining a live ticker at once gets the latest update (the server snapshots only the first)`, () => {
    const c = client();
    const { socket } = live(c);
    socket.receive(tickerUpdate('102'));
    const late = vi.fn();
    c.subscribe(BTC, { onData: late });
    expect(late).toHaveBeenCalledWith(ticker('102'));
  });

  it(`${SHARE}: different channels, markets or resolutions are separate subscriptions`, () => {
    const c = client();
    const { socket } = live(c);
    c.subscribe({ ...BTC, market: 'futures' }, {});
    c.subscribe({ channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '60' }, {});
    c.subscribe({ channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '1D' }, {});
    expect(socket.ops('subscribe')).toHaveLength(4);
  });

  it('brief: unsubscribe reaches the server only when the last listener leaves', () => {
    const c = client();
    const a = live(c);
    const offB = c.subscribe(BTC, {});
    a.off();
    expect(a.socket.ops('unsubscribe')).toHaveLength(0);
    expect(c.getChannelState(BTC).status).toBe('live');
    offB();
    expect(a.socket.ops('unsubscribe')).toEqual([
      { op: 'unsubscribe', channel: 'ticker', market: 'spot', symbol: 'BTC_USDT', id: expect.any(String) },
    ]);
    expect(c.getChannelState(BTC).status).toBe('idle');
  });

  it('decision: calling an unsubscribe twice does not take another listener with it', () => {
    const c = client();
    const a = live(c);
    const b = vi.fn();
    c.subscribe(BTC, { onData: b });
    a.off();
    a.off();
    a.socket.receive(tickerUpdate('103'));
    expect(b).toHaveBeenCalledWith(ticker('103'));
    expect(a.socket.ops('unsubscribe')).toHaveLength(0);
  });

  it('updates still in flight after the last listener left are dropped quietly', () => {
    const c = client();
    const a = live(c);
    a.off();
    a.socket.receive(tickerUpdate('104'));
    expect(a.onData).not.toHaveBeenCalled();
    expect(bed.logger.warn).not.toHaveBeenCalled();
  });

  it(`${STREAM}: a quick unsubscribe + subscribe is live only once its own "subscribed" arrives`, () => {
    const c = client();
    const a = live(c);
    a.off();
    c.subscribe(BTC, {});
    // The server answers in order: unsubscribed (old), then subscribed (new).
    const [, second] = a.socket.ops('subscribe');
    expect(second).toBeDefined();
    expect(c.getChannelState(BTC).status).toBe('pending');
    a.socket.receive({ event: 'unsubscribed', channel: 'ticker', key: 'ticker:spot:BTC_USDT' });
    expect(c.getChannelState(BTC).status).toBe('pending');
    a.socket.receive({ event: 'subscribed', channel: 'ticker', key: 'ticker:spot:BTC_USDT', id: second?.id });
    expect(c.getChannelState(BTC).status).toBe('live');
  });

  it('decision: a listener that throws does not starve the others', () => {
    const c = client();
    c.subscribe(BTC, {
      onData: () => {
        throw new Error('boom');
      },
    });
    const b = live(c);
    b.socket.receive(tickerUpdate('105'));
    expect(b.onData).toHaveBeenCalledOnce();
    expect(bed.logger.error).toHaveBeenCalled();
  });

  it(`${STREAM}: per-user channels are routed by channel (the server's key carries the uid)`, () => {
    const c = client();
    const onData = vi.fn();
    c.subscribe({ channel: 'orders' }, { onData });
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.ops('subscribe')).toEqual([{ op: 'subscribe', channel: 'orders', id: expect.any(String) }]);
    const id = socket.ops('subscribe')[0]?.id;
    socket.receive({ event: 'subscribed', channel: 'orders', key: 'orders:42', id });
    expect(c.getChannelState({ channel: 'orders' }).status).toBe('live');
    // Payload shape is the ledger's; an invalid one is dropped (see "validation").
    socket.receive({ event: 'update', channel: 'orders', key: 'orders:42', data: { nonsense: true } });
    expect(onData).not.toHaveBeenCalled();
  });
});

describe('errors from the server', () => {
  it(`${STREAM}: a refused subscription (unknown_symbol) reaches its listeners and marks the channel`, () => {
    const c = client();
    const onError = vi.fn();
    c.subscribe({ ...BTC, symbol: 'NOPE_USDT' }, { onError });
    const socket = FakeSocket.latest();
    socket.open();
    const id = socket.ops('subscribe')[0]?.id;
    const error = { code: 'unknown_symbol', message: 'NOPE_USDT is not listed on spot' };
    socket.receive({ event: 'error', channel: 'ticker', key: 'ticker:spot:NOPE_USDT', data: error, id });
    expect(onError).toHaveBeenCalledWith(error);
    expect(c.getChannelState({ ...BTC, symbol: 'NOPE_USDT' })).toEqual({ status: 'error', error });
    // A component mounting later learns it too.
    const late = vi.fn();
    c.subscribe({ ...BTC, symbol: 'NOPE_USDT' }, { onError: late });
    expect(late).toHaveBeenCalledWith(error);
  });

  it(`${STREAM}: an error naming only the key (the session ended) reaches the subscription`, () => {
    const c = client();
    const onError = vi.fn();
    c.subscribe({ channel: 'positions' }, { onError });
    const socket = FakeSocket.latest();
    socket.open();
    socket.confirmAll();
    const error = { code: 'unauthenticated', message: 'The session ended; sign in again' };
    socket.receive({ event: 'error', channel: 'positions', key: 'positions:1', data: error });
    expect(onError).toHaveBeenCalledWith(error);
    expect(c.getChannelState({ channel: 'positions' }).status).toBe('error');
  });

  it(`${STREAM}: an error about no subscription (invalid_json) is logged and the connection kept`, () => {
    const c = client();
    const { socket, onData } = live(c);
    socket.receive({ event: 'error', data: { code: 'invalid_json', message: 'Send JSON' } });
    expect(bed.logger.warn).toHaveBeenCalledWith('stream: server error invalid_json', expect.anything());
    socket.receive(tickerUpdate('106'));
    expect(onData).toHaveBeenCalledOnce();
    expect(c.getChannelState(BTC).status).toBe('live');
  });

  it(`${RECONNECT}: a refused subscription is asked again after a reconnect`, () => {
    const c = client();
    c.subscribe(BTC, {});
    const first = FakeSocket.latest();
    first.open();
    first.receive({
      event: 'error',
      channel: 'ticker',
      key: 'ticker:spot:BTC_USDT',
      data: { code: 'unavailable', message: 'try later' },
      id: first.ops('subscribe')[0]?.id,
    });
    first.drop(STREAM_CLOSE_CODES.goingAway, 'shutdown');
    bed.clock.advance(30_000);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().ops('subscribe')).toHaveLength(1);
    expect(c.getChannelState(BTC).status).toBe('pending');
  });
});

describe('validation', () => {
  it.each([
    { spec: 'not JSON', frame: '{"event":' },
    { spec: 'an unknown event', frame: { event: 'hello', channel: 'ticker', key: 'ticker:spot:BTC_USDT' } },
    { spec: 'an update without a key', frame: { event: 'update', channel: 'ticker', data: ticker('1') } },
    {
      spec: 'a ticker whose price is a float, not a decimal string',
      frame: { ...tickerUpdate('1'), data: { ...ticker('1'), last: 101.5 } },
    },
    {
      spec: 'a depth update shaped like a ticker',
      frame: { event: 'update', channel: 'depth', key: 'depth:futures:ETH_USDT', data: ticker('1') },
    },
    {
      spec: 'an empty trades batch (the contract says never empty)',
      frame: { event: 'update', channel: 'trades', key: 'trades:spot:BTC_USDT', data: [] },
    },
  ])(`${VALIDATE}: $spec`, ({ frame }) => {
    const c = client();
    const onData = vi.fn();
    const { socket } = live(c, BTC, onData);
    c.subscribe(ETH_DEPTH, { onData });
    c.subscribe({ channel: 'trades', market: 'spot', symbol: 'BTC_USDT' }, { onData });
    socket.confirmAll();
    socket.receive(frame);
    expect(onData).not.toHaveBeenCalled();
    expect(bed.logger.warn).toHaveBeenCalledOnce();
    // The connection and the subscriptions survive a bad frame.
    socket.receive(tickerUpdate('107'));
    expect(onData).toHaveBeenCalledWith(ticker('107'));
    expect(c.getStatus()).toBe('open');
  });
});
