import type { AssetPrices, SiteSettings, Ticker } from '@ex/contracts';
import { parseDecimal, type ConversionUnit } from '@ex/domain';

export type CryptoUnit = Extract<ConversionUnit, { kind: 'crypto' }>;

/** A fiat of the converter, with the symbol its amounts are written with. */
export type FiatUnit = Extract<ConversionUnit, { kind: 'fiat' }> & { readonly symbol: string };

/** What the converter needs from the page: its units and the fiat symbols for display. */
export interface ConverterData {
  readonly cryptos: readonly CryptoUnit[];
  readonly fiats: readonly FiatUnit[];
}

/**
 * The converter's units: every listed asset at its live spot price (the BASE_USDT last trade; the
 * reference price of asset_prices when it has no pair, e.g. USDT itself) and every fiat of the
 * header's list at its `curr_fiat_market_rates` rate. Assets and fiats without a usable price are left out.
 * @example buildConverterUnits({ list: [{ currency: 'USDT', usd_price: '1' }] }, [], settings).cryptos[0]?.code === 'USDT'
 */
export function buildConverterUnits(
  prices: AssetPrices,
  spot: readonly Pick<Ticker, 'symbol' | 'last'>[],
  settings: Pick<SiteSettings, 'fiat_list' | 'curr_fiat_market_rates'>,
): ConverterData {
  const last = new Map(spot.map((t) => [t.symbol, t.last]));
  const cryptos: CryptoUnit[] = [];
  for (const asset of prices.list) {
    const usdPrice = parseDecimal(last.get(`${asset.currency}_USDT`) ?? asset.usd_price);
    if (usdPrice !== null && Number(usdPrice) > 0) cryptos.push({ kind: 'crypto', code: asset.currency, usdPrice });
  }
  const fiats: FiatUnit[] = [];
  for (const fiat of settings.fiat_list) {
    const perUsd = parseDecimal(settings.curr_fiat_market_rates[fiat.name] ?? '');
    if (perUsd !== null && Number(perUsd) > 0) fiats.push({ kind: 'fiat', code: fiat.name, perUsd, symbol: fiat.symbol });
  }
  return { cryptos, fiats };
}

/**
 * The same units at newer spot prices (a coin without a ticker keeps its price).
 * @example withLivePrices(data, [{ symbol: 'BTC_USDT', last: '99000' }])
 */
export function withLivePrices(data: ConverterData, spot: readonly Pick<Ticker, 'symbol' | 'last'>[]): ConverterData {
  const last = new Map(spot.map((t) => [t.symbol, t.last]));
  return {
    fiats: data.fiats,
    cryptos: data.cryptos.map((unit) => {
      const price = parseDecimal(last.get(`${unit.code}_USDT`) ?? '');
      return price !== null && Number(price) > 0 ? { ...unit, usdPrice: price } : unit;
    }),
  };
}
