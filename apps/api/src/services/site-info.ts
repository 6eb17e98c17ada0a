import { HOME_STATS_DEFAULT, type AssetPrices, type HomeStats, type SiteSettings } from '@ex/contracts';
import { asc, assets, count, eq, fiatRates, siteStats, users, type Database } from '@ex/db';
import { LOCALES, type SiteConfig } from '@ex/sites';
import { trimDecimal } from './decimal';

export interface SettingsInput {
  readonly site: SiteConfig;
  readonly isServiceHost: boolean;
  /** `fiat` query parameter (already shape-checked by the contract). */
  readonly queryFiat: string | undefined;
  /** `curr_fiat` cookie, unchecked. */
  readonly cookieFiat: string | undefined;
}

/** §3 Site settings / header common data for the request's sub-site. */
export async function siteSettings(db: Database, input: SettingsInput): Promise<SiteSettings> {
  const { site } = input;
  const rates = await db.select().from(fiatRates).orderBy(asc(fiatRates.sort), asc(fiatRates.code));
  const [assetCount] = await db.select({ n: count() }).from(assets);
  const codes = new Set(rates.map((r) => r.code));
  const chosen = [input.queryFiat, input.cookieFiat].find((f): f is string => f !== undefined && codes.has(f));
  return {
    lang_list: site.locales.map((lang) => ({ lang, name: LOCALES[lang].label })),
    fiat_list: rates.map((r) => ({ name: r.code, symbol: r.symbol })),
    is_service_host: input.isServiceHost,
    curr_fiat: chosen ?? site.defaultFiat,
    currency_count: assetCount?.n ?? 0,
    curr_fiat_market_rates: Object.fromEntries(rates.map((r) => [r.code, trimDecimal(r.perUsd)])),
    defaultBuyCryptoFiat: site.defaultFiat,
    defaultP2PFiat: site.defaultFiat,
    sub_site_id: site.id,
  };
}

/** §3 Home static stats: the site's stored figures plus live user and asset counts; all strings. */
export async function homeStats(db: Database, site: SiteConfig): Promise<HomeStats> {
  const [row] = await db.select().from(siteStats).where(eq(siteStats.siteKey, site.key)).limit(1);
  const [userCount] = await db.select({ n: count() }).from(users);
  const [assetCount] = await db.select({ n: count() }).from(assets);
  const stored = row
    ? {
        trading_volume: trimDecimal(row.tradingVolume),
        simple_earn_apr_usdt: trimDecimal(row.simpleEarnAprUsdt),
        max_profit_rate: trimDecimal(row.maxProfitRate),
        lend_earn_max_rate: trimDecimal(row.lendEarnMaxRate),
        total_reserve_rate: trimDecimal(row.totalReserveRate),
      }
    : {};
  return {
    ...HOME_STATS_DEFAULT,
    ...stored,
    user_register_count: String(userCount?.n ?? 0),
    curr_count: String(assetCount?.n ?? 0),
  };
}

/** Each listed asset's USD reference price (the one total_usd uses), for display-currency estimates. */
export async function assetPrices(db: Database): Promise<AssetPrices> {
  const rows = await db.select({ currency: assets.symbol, usdPrice: assets.usdPrice }).from(assets).orderBy(asc(assets.symbol));
  return { list: rows.map((r) => ({ currency: r.currency, usd_price: trimDecimal(r.usdPrice) })) };
}
