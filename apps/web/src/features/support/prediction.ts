import type { MarketOverview } from '@ex/contracts';

/**
 * Coins with a price prediction page: every listed coin but the dollar stablecoins, whose price is
 * held at 1 USD by design (a growth model of it would mislead).
 */
const PEGGED = new Set(['USDT', 'USDC']);

export interface PredictionCoin {
  readonly currency: string;
  readonly name: string;
  readonly price: string;
  /** The path segment: the lower-case ticker, e.g. `btc`. */
  readonly slug: string;
}

/** @example predictionCoins(overview).find((c) => c.slug === 'btc')?.currency === 'BTC' */
export function predictionCoins(overview: MarketOverview): PredictionCoin[] {
  return overview.list
    .filter((c) => !PEGGED.has(c.currency))
    .map((c) => ({ currency: c.currency, name: c.name, price: c.price, slug: c.currency.toLowerCase() }));
}
