import { describe, expect, it } from 'vitest';
import { RESOLUTIONS } from './market';
import {
  STREAM_CHANNELS,
  STREAM_PATH,
  STREAM_UPDATE_DATA,
  streamClientMessageSchema,
  streamKey,
  streamServerFrameSchema,
  streamUserKey,
} from './stream';

const issue = (value: unknown) => {
  const result = streamClientMessageSchema.safeParse(value);
  const first = result.error?.issues[0];
  return first ? [first.path.join('.'), first.message] : null;
};

describe('stream client messages', () => {
  it('issue 5: channels ticker, candles, depth, trades, orders, positions (+ issue 17 chat); path under /api/', () => {
    expect(STREAM_CHANNELS).toEqual(['ticker', 'candles', 'depth', 'trades', 'orders', 'positions', 'chat']);
    expect(STREAM_PATH).toBe('/api/ws/v1/stream');
  });

  const VALID: [unknown, unknown][] = [
    [{ op: 'ping' }, { op: 'ping' }],
    [
      { op: 'ping', id: 'p1' },
      { op: 'ping', id: 'p1' },
    ],
    [
      { op: 'subscribe', channel: 'ticker', market: 'spot', symbol: ' btc_usdt ', id: '1' },
      { op: 'subscribe', channel: 'ticker', market: 'spot', symbol: 'BTC_USDT', id: '1' },
    ],
    [
      { op: 'unsubscribe', channel: 'depth', market: 'futures', symbol: 'ETH_USDT' },
      { op: 'unsubscribe', channel: 'depth', market: 'futures', symbol: 'ETH_USDT' },
    ],
    [
      { op: 'subscribe', channel: 'candles', market: 'futures', symbol: 'SOL_USDT', resolution: '1S' },
      { op: 'subscribe', channel: 'candles', market: 'futures', symbol: 'SOL_USDT', resolution: '1S' },
    ],
    // A resolution outside candles and unknown fields are dropped; user channels ignore market/symbol.
    [
      { op: 'subscribe', channel: 'trades', market: 'spot', symbol: 'BTC_USDT', resolution: '60', extra: true },
      { op: 'subscribe', channel: 'trades', market: 'spot', symbol: 'BTC_USDT' },
    ],
    [
      { op: 'subscribe', channel: 'orders', market: 'spot', symbol: 'BTC_USDT' },
      { op: 'subscribe', channel: 'orders' },
    ],
    [
      { op: 'unsubscribe', channel: 'positions', id: 'x' },
      { op: 'unsubscribe', channel: 'positions', id: 'x' },
    ],
  ];
  it.each(VALID)('accepts %j', (raw, parsed) => {
    expect(streamClientMessageSchema.parse(raw)).toEqual(parsed);
  });

  it('accepts every §9 resolution for candles', () => {
    for (const resolution of RESOLUTIONS) {
      expect(
        streamClientMessageSchema.safeParse({ op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution })
          .success,
      ).toBe(true);
    }
  });

  const INVALID: [string, unknown, string, string][] = [
    ['an array', [1], '', 'message must be a JSON object'],
    ['null', null, '', 'message must be a JSON object'],
    ['no op', {}, 'op', 'op must be one of subscribe, unsubscribe, ping'],
    ['an unknown op', { op: 'publish' }, 'op', 'op must be one of subscribe, unsubscribe, ping'],
    ['no channel', { op: 'subscribe' }, 'channel', 'channel must be one of ticker, candles, depth, trades, orders, positions, chat'],
    [
      'an unknown channel',
      { op: 'unsubscribe', channel: 'klines' },
      'channel',
      'channel must be one of ticker, candles, depth, trades, orders, positions, chat',
    ],
    [
      'candles without a resolution',
      { op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'BTC_USDT' },
      'resolution',
      `resolution must be one of ${RESOLUTIONS.join(', ')}`,
    ],
    [
      'a resolution outside §9',
      { op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '2H' },
      'resolution',
      `resolution must be one of ${RESOLUTIONS.join(', ')}`,
    ],
    [
      'lower-case 1d',
      { op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '1d' },
      'resolution',
      `resolution must be one of ${RESOLUTIONS.join(', ')}`,
    ],
    ['no market', { op: 'subscribe', channel: 'ticker', symbol: 'BTC_USDT' }, 'market', 'market must be spot or futures'],
    [
      'an unknown market',
      { op: 'subscribe', channel: 'ticker', market: 'margin', symbol: 'BTC_USDT' },
      'market',
      'market must be spot or futures',
    ],
    ['no symbol', { op: 'subscribe', channel: 'depth', market: 'spot' }, 'symbol', 'symbol must look like BTC_USDT'],
    [
      'a malformed symbol',
      { op: 'subscribe', channel: 'trades', market: 'spot', symbol: 'BTC-USDT' },
      'symbol',
      'symbol must look like BTC_USDT',
    ],
    ['a numeric symbol', { op: 'subscribe', channel: 'trades', market: 'spot', symbol: 42 }, 'symbol', 'symbol must look like BTC_USDT'],
    ['a numeric id', { op: 'ping', id: 7 }, 'id', 'id must be a string of at most 64 characters'],
    ['a long id', { op: 'ping', id: 'x'.repeat(65) }, 'id', 'id must be a string of at most 64 characters'],
  ];
  it.each(INVALID)('refuses %s', (_name, raw, field, message) => {
    expect(issue(raw)).toEqual([field, message]);
  });
});

describe('stream keys', () => {
  it('market keys name channel, market, symbol (and resolution); user keys the uid', () => {
    expect(streamKey({ channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' })).toBe('ticker:spot:BTC_USDT');
    expect(streamKey({ channel: 'depth', market: 'futures', symbol: 'ETH_USDT' })).toBe('depth:futures:ETH_USDT');
    expect(streamKey({ channel: 'trades', market: 'spot', symbol: 'SOL_USDT' })).toBe('trades:spot:SOL_USDT');
    expect(streamKey({ channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '1D' })).toBe('candles:spot:BTC_USDT:1D');
    expect(streamKey({ channel: 'orders' }, 10000001)).toBe('orders:10000001');
    expect(streamUserKey('positions', 7)).toBe('positions:7');
    expect(streamKey({ channel: 'chat' }, 7)).toBe('chat:7');
    expect(() => streamKey({ channel: 'positions' })).toThrow(/uid/);
  });
});

describe('stream server frames', () => {
  it('parses every event', () => {
    const frames = [
      { event: 'subscribed', channel: 'ticker', key: 'ticker:spot:BTC_USDT', id: '1' },
      { event: 'unsubscribed', channel: 'orders', key: 'orders:7' },
      {
        event: 'update',
        channel: 'trades',
        key: 'trades:spot:BTC_USDT',
        data: [{ id: '1', time: 1, price: '1.5', amount: '2', side: 'buy' }],
      },
      { event: 'error', data: { code: 'invalid_json', message: 'Message is not valid JSON' } },
      { event: 'error', channel: 'orders', key: 'orders:7', data: { code: 'unauthenticated', message: 'x' }, id: 'a' },
      { event: 'pong', id: 'p' },
    ];
    for (const frame of frames) expect(streamServerFrameSchema.parse(frame)).toEqual(frame);
    expect(streamServerFrameSchema.safeParse({ event: 'error', data: { code: 'oops', message: 'x' } }).success).toBe(false);
    expect(STREAM_UPDATE_DATA.trades.safeParse([]).success).toBe(false);
    expect(STREAM_UPDATE_DATA.candles.safeParse({ t: 0, o: '1', h: '1', l: '1', c: '1', v: '0' }).success).toBe(true);
  });
});
