import type { MarketOverview, Ticker } from '@ex/contracts';
import { CIRCULATING_SUPPLY, DEMO_ASSETS } from '@ex/db';
import { decimal, summariseMarket, type MarketCoinInput } from '@ex/domain';
import { QUOTE } from './symbols';

/**
 * /crypto-market-data from the market source: every listed coin with a published circulating
 * supply, at its spot pair's live last price (the quote currency at 1), with its 24 h turnover here.
 * A coin whose pair has no ticker is left out rather than shown at a stale price.
 */
export function marketOverview(spotTickers: readonly Ticker[], nowMs: number): MarketOverview {
  const bySymbol = new Map(spotTickers.map((t) => [t.symbol, t]));
  const input: MarketCoinInput[] = [];
  for (const [currency, name] of DEMO_ASSETS) {
    const supply = CIRCULATING_SUPPLY[currency];
    if (supply === undefined) continue;
    if (currency === QUOTE) {
      input.push({
        currency,
        name,
        price: decimal('1'),
        changePercentage: '0.00',
        volume24h: decimal('0'),
        circulatingSupply: decimal(supply),
      });
      continue;
    }
    const ticker = bySymbol.get(`${currency}_${QUOTE}`);
    if (!ticker) continue;
    input.push({
      currency,
      name,
      price: decimal(ticker.last),
      changePercentage: ticker.change_percentage,
      volume24h: decimal(ticker.quote_volume_24h),
      circulatingSupply: decimal(supply),
    });
  }
  const summary = summariseMarket(input, QUOTE);
  return {
    list: summary.coins.map((c) => ({
      currency: c.currency,
      name: c.name,
      price: c.price,
      change_percentage: c.changePercentage,
      volume_24h: c.volume24h,
      circulating_supply: c.circulatingSupply,
      market_cap: c.marketCap,
      dominance: c.dominance,
    })),
    total_market_cap: summary.totalMarketCap,
    total_volume_24h: summary.totalVolume24h,
    time: nowMs,
  };
}
