import { describe, expect, it } from 'vitest';
import { RESOLUTIONS, candlesQuerySchema, depthQuerySchema, marketSymbolSchema, symbolsQuerySchema, tradesQuerySchema } from './market';

/** The first invalid field of a query, as the API's 400 names it. */
const field = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('market queries', () => {
  it('§9: "Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M"; "default resolution 60"', () => {
    expect(RESOLUTIONS.join(', ')).toBe('1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M');
    expect(candlesQuerySchema.parse({ symbol: 'BTC_USDT' })).toEqual({ symbol: 'BTC_USDT', market: 'spot', resolution: '60', limit: 500 });
    for (const resolution of RESOLUTIONS) expect(candlesQuerySchema.parse({ symbol: 'BTC_USDT', resolution }).resolution).toBe(resolution);
  });

  const VALID: [Record<string, string>, Record<string, unknown>][] = [
    [
      { symbol: 'eth_usdt', market: 'futures', resolution: '1W', from: '0', to: '1768478400000', limit: '2000' },
      { symbol: 'ETH_USDT', market: 'futures', resolution: '1W', from: 0, to: 1768478400000, limit: 2000 },
    ],
    [
      { symbol: ' SOL_USDT ', from: '5', to: '5', _: '123' },
      { symbol: 'SOL_USDT', market: 'spot', resolution: '60', from: 5, to: 5, limit: 500 },
    ],
  ];
  it.each(VALID)('accepts %j', (raw, expected) => {
    expect(candlesQuerySchema.parse(raw)).toEqual(expected);
  });

  const INVALID: [string, Record<string, string>, string][] = [
    ['a resolution outside §9', { symbol: 'BTC_USDT', resolution: '2' }, 'resolution'],
    ['lower-case 1d', { symbol: 'BTC_USDT', resolution: '1d' }, 'resolution'],
    ['limit above 2000', { symbol: 'BTC_USDT', limit: '2001' }, 'limit'],
    ['limit 0', { symbol: 'BTC_USDT', limit: '0' }, 'limit'],
    ['fractional limit', { symbol: 'BTC_USDT', limit: '1.5' }, 'limit'],
    ['unknown market', { symbol: 'BTC_USDT', market: 'options' }, 'market'],
    ['missing symbol', {}, 'symbol'],
    ['symbol without a quote', { symbol: 'BTCUSDT' }, 'symbol'],
    ['from in seconds with a fraction', { symbol: 'BTC_USDT', from: '1.5' }, 'from'],
    ['negative to', { symbol: 'BTC_USDT', to: '-1' }, 'to'],
    ['from after to', { symbol: 'BTC_USDT', from: '10', to: '5' }, 'from'],
  ];
  it.each(INVALID)('%s → names %s', (_name, raw, expected) => {
    expect(field(candlesQuerySchema.safeParse(raw))).toBe(expected);
  });

  it('depth ≤ 100 levels (default 20), trades ≤ 1000 (default 50), symbols filter optional', () => {
    expect(depthQuerySchema.parse({ symbol: 'BTC_USDT' })).toEqual({ symbol: 'BTC_USDT', market: 'spot', limit: 20 });
    expect(field(depthQuerySchema.safeParse({ symbol: 'BTC_USDT', limit: '101' }))).toBe('limit');
    expect(tradesQuerySchema.parse({ symbol: 'BTC_USDT', limit: '1000' }).limit).toBe(1000);
    expect(field(tradesQuerySchema.safeParse({ symbol: 'BTC_USDT', limit: '1001' }))).toBe('limit');
    expect(symbolsQuerySchema.parse({})).toEqual({});
    expect(marketSymbolSchema.parse('pepe_usdt')).toBe('PEPE_USDT');
  });
});
