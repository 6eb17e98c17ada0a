import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './parse';

describe('parseClientMessage', () => {
  it('parses a subscribe (Buffer or string) and normalises the symbol', () => {
    const text = JSON.stringify({ op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'btc_usdt', resolution: '60', id: 'a' });
    const expected = {
      ok: true,
      message: { op: 'subscribe', channel: 'candles', market: 'spot', symbol: 'BTC_USDT', resolution: '60', id: 'a' },
    };
    expect(parseClientMessage(text)).toEqual(expected);
    expect(parseClientMessage(Buffer.from(text))).toEqual(expected);
  });

  it('not JSON → invalid_json (no id: none could be read)', () => {
    expect(parseClientMessage('{"op":')).toEqual({ ok: false, error: { code: 'invalid_json', message: 'Message is not valid JSON' } });
    expect(parseClientMessage('')).toMatchObject({ ok: false, error: { code: 'invalid_json' } });
  });

  it('a schema failure names the field and echoes a readable id', () => {
    expect(
      parseClientMessage(JSON.stringify({ op: 'subscribe', channel: 'ticker', market: 'spot', symbol: 'BTC/USDT', id: 'r1' })),
    ).toEqual({
      ok: false,
      error: { code: 'invalid_message', message: 'symbol must look like BTC_USDT', field: 'symbol' },
      id: 'r1',
    });
    expect(parseClientMessage('{"op":"nope","id":7}')).toEqual({
      ok: false,
      error: { code: 'invalid_message', message: 'op must be one of subscribe, unsubscribe, ping', field: 'op' },
    });
    expect(parseClientMessage('[]')).toEqual({ ok: false, error: { code: 'invalid_message', message: 'message must be a JSON object' } });
    expect(parseClientMessage('"ping"')).toEqual({
      ok: false,
      error: { code: 'invalid_message', message: 'message must be a JSON object' },
    });
  });

  it('counts bytes, not characters, against the cap (checked before parsing)', () => {
    const within = JSON.stringify({ op: 'ping', id: 'x' }).padEnd(4096, ' ');
    expect(parseClientMessage(within)).toMatchObject({ ok: true });
    expect(parseClientMessage(`${within} `)).toEqual({
      ok: false,
      error: { code: 'message_too_large', message: 'Messages are limited to 4096 bytes' },
    });
    // 2,000 three-byte characters are 6,000 bytes.
    expect(parseClientMessage(`"${'€'.repeat(2000)}"`)).toMatchObject({ ok: false, error: { code: 'message_too_large' } });
    expect(parseClientMessage('{"op":"ping"}', 5)).toMatchObject({
      ok: false,
      error: { code: 'message_too_large', message: 'Messages are limited to 5 bytes' },
    });
  });
});
