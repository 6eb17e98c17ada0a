import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { summariseMarket, type MarketCoinInput } from './market-summary';

const coin = (currency: string, price: string, supply: string, volume = '0'): MarketCoinInput => ({
  currency,
  name: currency,
  price: decimal(price),
  changePercentage: '0',
  volume24h: decimal(volume),
  circulatingSupply: decimal(supply),
});

describe('summariseMarket (issue 15 "/crypto-market-data: market cap, volume and dominance")', () => {
  it('computes caps, shares of the total, and sorts by cap', () => {
    const s = summariseMarket([coin('ETH', '3000', '200', '50'), coin('BTC', '60000', '20', '150'), coin('USDT', '1', '600000', '999')]);
    expect(s.coins.map((c) => [c.currency, c.marketCap, c.dominance])).toEqual([
      ['BTC', '1200000', '50.00'],
      ['ETH', '600000', '25.00'],
      ['USDT', '600000', '25.00'],
    ]);
    expect(s.totalMarketCap).toBe('2400000');
    // USDT is the other side of every trade: its turnover is not counted again.
    expect(s.totalVolume24h).toBe('200');
  });

  it.each<[string, MarketCoinInput[], string[]]>([
    ['one coin holds the whole market', [coin('BTC', '1', '1')], ['100.00']],
    ['shares are rounded half up to 2 decimals', [coin('A', '1', '1'), coin('B', '1', '2')], ['66.67', '33.33']],
    ['caps are rounded to the cent', [coin('SHIB', '0.00001234', '589250000000000')], ['100.00']],
    ['no capitalisation at all: 0 % each', [coin('A', '0', '5'), coin('B', '0', '5')], ['0.00', '0.00']],
  ])('%s', (_name, input, dominance) => {
    expect(summariseMarket(input).coins.map((c) => c.dominance)).toEqual(dominance);
  });

  it('writes a sub-cent price times a large supply exactly', () => {
    expect(summariseMarket([coin('SHIB', '0.00001234', '589250000000000')]).coins[0]?.marketCap).toBe('7271345000');
  });
});
