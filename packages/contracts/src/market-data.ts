import { z } from 'zod';

/** GET /api/web/v1/market/overview — /crypto-market-data (issue 15): caps, volume and dominance. */
export const MARKET_OVERVIEW_PATH = '/api/web/v1/market/overview';

const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');
const signedDecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'signed decimal string');

export const marketOverviewCoinSchema = z.object({
  currency: z.string(),
  name: z.string(),
  /** Live USDT price (the spot pair's last trade; 1 for USDT itself). */
  price: decimalString,
  change_percentage: signedDecimalString,
  /** 24 h turnover in USDT on this exchange. */
  volume_24h: decimalString,
  circulating_supply: decimalString,
  market_cap: decimalString,
  /** Share of the total market cap in %, two decimals. */
  dominance: decimalString,
});
export const marketOverviewSchema = z.object({
  list: z.array(marketOverviewCoinSchema),
  total_market_cap: decimalString,
  total_volume_24h: decimalString,
  /** Milliseconds since the epoch when it was computed. */
  time: z.number().int().nonnegative(),
});
export type MarketOverview = z.infer<typeof marketOverviewSchema>;
/** Fallback: nothing to show (the page shows its empty state, never made-up figures). */
export const MARKET_OVERVIEW_DEFAULT: MarketOverview = { list: [], total_market_cap: '0', total_volume_24h: '0', time: 0 };
