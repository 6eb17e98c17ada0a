import { describe, expect, it } from 'vitest';
import { resolveMarketMovers } from './market-movers';
import type { TickerRow } from './ticker-row';

const HOME = 'issue 15 "The home page as an exchange\'s home: a live market list with gainers, losers and new listings"';

const row = (symbol: string, change: string, turnover: string): TickerRow => ({
  symbol,
  last: '1',
  change_percentage: change,
  high_24h: '1',
  low_24h: '1',
  volume_24h: '1',
  quote_volume_24h: turnover,
});

const tickers = [
  row('BTC_USDT', '1.20', '900000000'),
  row('ETH_USDT', '-2.50', '500000000'),
  row('SOL_USDT', '7.05', '300000000'),
  row('DOGE_USDT', '-7.00', '200000000'),
  row('USDC_USDT', '0.00', '100000000'),
  row('SUI_USDT', '0.01', '50000000'),
  row('PEPE_USDT', '-0.01', '80000000'),
];
const listing = ['BTC_USDT', 'ETH_USDT', 'USDC_USDT', 'SOL_USDT', 'DOGE_USDT', 'SUI_USDT', 'PEPE_USDT', 'DELISTED_USDT'];
const symbols = (list: readonly TickerRow[]) => list.map((t) => t.symbol);

describe('resolveMarketMovers', () => {
  const movers = resolveMarketMovers(tickers, listing, 3);
  it(`${HOME}: hot is the most traded first`, () => {
    expect(symbols(movers.hot)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
  });
  it(`${HOME}: gainers rose, largest rise first (0.00 is no gain)`, () => {
    expect(symbols(movers.gainers)).toEqual(['SOL_USDT', 'BTC_USDT', 'SUI_USDT']);
  });
  it(`${HOME}: losers fell, largest fall first`, () => {
    expect(symbols(movers.losers)).toEqual(['DOGE_USDT', 'ETH_USDT', 'PEPE_USDT']);
  });
  it(`${HOME}: new listings are the last listed, newest first; a symbol without a ticker is skipped`, () => {
    expect(symbols(movers.new)).toEqual(['PEPE_USDT', 'SUI_USDT', 'DOGE_USDT']);
  });
  it(`${HOME}: an empty market (the §8 fallback) gives empty lists, and a calm market no gainers or losers`, () => {
    expect(resolveMarketMovers([], listing, 5)).toEqual({ hot: [], gainers: [], losers: [], new: [] });
    const calm = resolveMarketMovers([row('BTC_USDT', '0', '1')], ['BTC_USDT'], 5);
    expect([calm.gainers, calm.losers]).toEqual([[], []]);
  });
});
