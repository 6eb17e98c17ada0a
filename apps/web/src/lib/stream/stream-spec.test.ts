import { describe, expect, it } from 'vitest';
import { frameKey, specFromKey, specKey, streamUrl, subscriptionMessage, type StreamSpec } from './stream-spec';

const STREAM = 'issue 5 "Streaming"';

describe('specKey / specFromKey', () => {
  const cases: { spec: StreamSpec; key: string }[] = [
    { spec: { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' }, key: 'ticker:spot:BTC_USDT' },
    { spec: { channel: 'depth', market: 'futures', symbol: 'ETH_USDT' }, key: 'depth:futures:ETH_USDT' },
    { spec: { channel: 'trades', market: 'spot', symbol: 'PEPE_USDT' }, key: 'trades:spot:PEPE_USDT' },
    { spec: { channel: 'candles', market: 'futures', symbol: 'ETH_USDT', resolution: '60' }, key: 'candles:futures:ETH_USDT:60' },
    { spec: { channel: 'orders' }, key: 'orders' },
    { spec: { channel: 'positions' }, key: 'positions' },
  ];
  it.each(cases)(`${STREAM}: $key (the server's key for market channels) and back`, ({ spec, key }) => {
    expect(specKey(spec)).toBe(key);
    expect(specFromKey(key)).toEqual(spec);
  });

  it(`${STREAM}: a lower-case symbol (trade URLs) has the server's upper-case key`, () => {
    expect(specKey({ channel: 'ticker', market: 'spot', symbol: 'btc_usdt' })).toBe('ticker:spot:BTC_USDT');
  });

  it.each([
    '',
    'ticker',
    'ticker:spot',
    'ticker:moon:BTC_USDT',
    'candles:spot:BTC_USDT',
    'candles:spot:BTC_USDT:7',
    'ticker:spot:BTC_USDT:60',
    'orders:1',
  ])('specFromKey(%j) is null', (key) => {
    expect(specFromKey(key)).toBeNull();
  });
});

describe('frameKey', () => {
  it(`${STREAM}: user frames route by channel, market frames by key`, () => {
    expect(frameKey({ event: 'update', channel: 'orders', key: 'orders:42', data: {} })).toBe('orders');
    expect(frameKey({ event: 'update', channel: 'ticker', key: 'ticker:spot:BTC_USDT', data: {} })).toBe('ticker:spot:BTC_USDT');
    expect(frameKey({ event: 'error', data: { code: 'invalid_json', message: 'x' } })).toBeNull();
    expect(frameKey({ event: 'pong' })).toBeNull();
  });
});

describe('subscriptionMessage', () => {
  it(`${STREAM}: resolution only for candles, no market/symbol for user channels`, () => {
    expect(subscriptionMessage('subscribe', { channel: 'ticker', market: 'spot', symbol: 'eth_usdt' }, 'r1')).toEqual({
      op: 'subscribe',
      id: 'r1',
      channel: 'ticker',
      market: 'spot',
      symbol: 'ETH_USDT',
    });
    expect(subscriptionMessage('unsubscribe', { channel: 'positions' }, 'r2')).toEqual({
      op: 'unsubscribe',
      id: 'r2',
      channel: 'positions',
    });
  });
});

describe('streamUrl', () => {
  it.each([
    [{ protocol: 'http:', host: 'localhost:3000' }, 'ws://localhost:3000/api/ws/v1/stream'],
    [{ protocol: 'https:', host: 'tr.example.com' }, 'wss://tr.example.com/api/ws/v1/stream'],
  ])(`${STREAM}: the page's own origin, %o → %s`, (location, url) => {
    expect(streamUrl(location)).toBe(url);
  });
});
