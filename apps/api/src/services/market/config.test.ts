import { describe, expect, it } from 'vitest';
import { readMarketConfig } from './config';

describe('market data configuration', () => {
  const CASES: [Record<string, string>, { source: string; gateApiBase: string }][] = [
    [{}, { source: 'simulated', gateApiBase: 'https://api.gateio.ws/api/v4' }],
    [{ MARKET_DATA: 'gate' }, { source: 'gate', gateApiBase: 'https://api.gateio.ws/api/v4' }],
    [
      { MARKET_DATA: ' Gate ', GATE_API_BASE: 'http://127.0.0.1:9999/api/v4/' },
      { source: 'gate', gateApiBase: 'http://127.0.0.1:9999/api/v4' },
    ],
    [{ MARKET_DATA: '' }, { source: 'simulated', gateApiBase: 'https://api.gateio.ws/api/v4' }],
  ];
  it.each(CASES)('%j → %j', (env, expected) => {
    expect(readMarketConfig(env)).toEqual(expected);
  });

  it('names the variable on a bad value', () => {
    expect(() => readMarketConfig({ MARKET_DATA: 'binance' })).toThrow(/MARKET_DATA/);
    expect(() => readMarketConfig({ GATE_API_BASE: 'not a url' })).toThrow(/GATE_API_BASE/);
    expect(() => readMarketConfig({ GATE_API_BASE: 'ftp://example.com' })).toThrow(/GATE_API_BASE/);
  });
});
