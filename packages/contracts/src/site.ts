import { z } from 'zod';
import { LOCALE_PREFIXES } from '@ex/sites';

const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');

export const fiatSchema = z.object({ name: z.string().regex(/^[A-Z]{3}$/), symbol: z.string().min(1) });

/** §3 "Site settings / header common data", GET /api/web/v1/site/settings. */
export const siteSettingsSchema = z.object({
  lang_list: z.array(z.object({ lang: z.enum(LOCALE_PREFIXES), name: z.string() })),
  fiat_list: z.array(fiatSchema),
  is_service_host: z.boolean(),
  curr_fiat: z.string().regex(/^[A-Z]{3}$/),
  currency_count: z.number().int().nonnegative(),
  /** Units of each fiat per 1 USD. */
  curr_fiat_market_rates: z.record(z.string(), decimalString),
  defaultBuyCryptoFiat: z.string(),
  defaultP2PFiat: z.string(),
  sub_site_id: z.number().int(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** §8: settings lang_list empty, USD, 2700. */
export const SITE_SETTINGS_DEFAULT: SiteSettings = {
  lang_list: [],
  fiat_list: [{ name: 'USD', symbol: '$' }],
  is_service_host: false,
  curr_fiat: 'USD',
  currency_count: 2700,
  curr_fiat_market_rates: { USD: '1' },
  defaultBuyCryptoFiat: 'USD',
  defaultP2PFiat: 'USD',
  sub_site_id: 0,
};

/**
 * GET /api/web/v1/site/asset_prices (ours; §7 shows no call for it): each listed asset's USD reference
 * price, the one `total_usd` is computed with, so the browser can show any crypto amount's estimate in
 * the display currency (issue 12 "converts every estimated value … order cost estimates").
 */
export const assetPricesSchema = z.object({
  list: z.array(z.object({ currency: z.string().min(1), usd_price: decimalString })),
});
export type AssetPrices = z.infer<typeof assetPricesSchema>;
/** Fallback: no prices, so no estimate is shown (never a wrong one). */
export const ASSET_PRICES_DEFAULT: AssetPrices = { list: [] };

/** Query of GET /api/web/v1/site/settings: the fiat the visitor chose (cookie `curr_fiat` otherwise). */
export const siteSettingsQuerySchema = z.object({
  fiat: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

/** §3 "Home static stats (all strings, default 0)", GET /api/web/v1/site/homeStaticTradeData. */
export const homeStatsSchema = z.object({
  trading_volume: decimalString,
  curr_count: decimalString,
  user_register_count: decimalString,
  simple_earn_apr_usdt: decimalString,
  max_profit_rate: decimalString,
  lend_earn_max_rate: decimalString,
  total_reserve_rate: decimalString,
});
export type HomeStats = z.infer<typeof homeStatsSchema>;
export const HOME_STATS_DEFAULT: HomeStats = {
  trading_volume: '0',
  curr_count: '0',
  user_register_count: '0',
  simple_earn_apr_usdt: '0',
  max_profit_rate: '0',
  lend_earn_max_rate: '0',
  total_reserve_rate: '0',
};
