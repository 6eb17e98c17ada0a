import type { MarketSources } from '../market';
import { assets, type Database } from '@ex/db';
import { decimal, isDecimalString, type DecimalString } from '@ex/domain';

/**
 * USD price per currency: the spot market's last `X_USDT` price where the market answers (USDT
 * counts as 1 USD), else the assets table's reference price. A failing market never fails the
 * caller: it falls back to the reference prices (§8 "total funds 0" is for a failed call, not for
 * a slow ticker).
 */
export async function usdPrices(db: Database, market: MarketSources | undefined): Promise<Map<string, DecimalString>> {
  const prices = new Map<string, DecimalString>();
  for (const row of await db.select({ symbol: assets.symbol, usdPrice: assets.usdPrice }).from(assets)) {
    prices.set(row.symbol, decimal(row.usdPrice));
  }
  if (market) {
    try {
      for (const ticker of await market.spot.tickers()) {
        if (ticker.symbol.endsWith('_USDT') && isDecimalString(ticker.last)) prices.set(ticker.symbol.slice(0, -5), ticker.last);
      }
    } catch {
      // Reference prices stand in.
    }
  }
  prices.set('USDT', decimal('1'));
  return prices;
}
