import type { Market, MarketSymbolInfo } from '@ex/contracts';
import { DEMO_ASSETS } from '@ex/db';
import { pricePrecisionOf, quantityPrecisionOf } from './format';

/** Every pair and contract is quoted (and futures settled) in USDT. */
export const QUOTE = 'USDT';
/** Stablecoins trade spot only: a USDC perpetual would be a flat line. */
const SPOT_ONLY = new Set(['USDC']);

/** Parameters of an asset's simulated price process. */
export interface SimParams {
  /** Annualised volatility of log returns (0.5 = 50 %). */
  readonly annualVol: number;
  /** Half-life, in days, of the pull back to the reference price. */
  readonly halfLifeDays: number;
  /** Typical daily spot turnover in USD at the reference price. */
  readonly dailyUsdVolume: number;
}

const DEFAULT_PARAMS: SimParams = { annualVol: 0.9, halfLifeDays: 120, dailyUsdVolume: 3e7 };
/** Rough real-world volatility and turnover tiers; the rest use DEFAULT_PARAMS. */
const PARAMS: Readonly<Record<string, Partial<SimParams>>> = {
  BTC: { annualVol: 0.5, dailyUsdVolume: 1.5e9 },
  ETH: { annualVol: 0.65, dailyUsdVolume: 8e8 },
  USDC: { annualVol: 0.004, halfLifeDays: 0.5, dailyUsdVolume: 3e8 },
  BNB: { annualVol: 0.55, dailyUsdVolume: 1.2e8 },
  SOL: { annualVol: 0.85, dailyUsdVolume: 4e8 },
  XRP: { annualVol: 0.8, dailyUsdVolume: 3e8 },
  DOGE: { annualVol: 1, dailyUsdVolume: 2e8 },
  TRX: { annualVol: 0.55, dailyUsdVolume: 5e7 },
  GT: { annualVol: 0.6, dailyUsdVolume: 2e7 },
  LTC: { annualVol: 0.7, dailyUsdVolume: 5e7 },
  SHIB: { annualVol: 1.1, dailyUsdVolume: 6e7 },
  SUI: { annualVol: 1.1, dailyUsdVolume: 8e7 },
  PEPE: { annualVol: 1.3, dailyUsdVolume: 1e8 },
};

export interface SymbolDef {
  readonly symbol: string;
  readonly base: string;
  readonly name: string;
  /** The DEMO_ASSETS USD price the simulation lives around. */
  readonly reference: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly sim: SimParams;
  readonly markets: readonly Market[];
  /** A leveraged token (ETF, §2.1 /trade/ETH5L_USDT): spot only, and not marginable. */
  readonly leveragedToken: boolean;
}

/**
 * Leveraged tokens (§2.1 "/trade/ETH5L_USDT", the ETF product): [base, underlying, leverage
 * direction, name, reference USD price]. They are not DEMO_ASSETS (no balances or USD totals are
 * seeded for them) and trade spot only, under the names Gate.io lists them by (ETH5L_USDT, …), so
 * the Gate adapter maps them unchanged.
 */
const LEVERAGED_TOKENS: readonly (readonly [string, string, string, string])[] = [
  ['ETH5L', 'ETH', 'ETH 5x Long', '2.45'],
  ['ETH5S', 'ETH', 'ETH 5x Short', '0.8124'],
  ['BTC5L', 'BTC', 'BTC 5x Long', '11.62'],
  ['BTC5S', 'BTC', 'BTC 5x Short', '0.3517'],
];
/**
 * A 5x token moves about five times its underlying, so its volatility is 5 × the underlying's,
 * capped at 250 %: the simulation is a walk around a fixed reference price, and beyond that its
 * normal range would span more than ten times the reference, which the tokens' rebalancing prevents.
 */
const LEVERAGED_VOL_CAP = 2.5;
const LEVERAGED_DAILY_USD_VOLUME = 5e6;

const spotPair = (
  base: string,
  name: string,
  reference: string,
  sim: SimParams,
  markets: readonly Market[],
  leveragedToken: boolean,
): SymbolDef => ({
  symbol: `${base}_${QUOTE}`,
  base,
  name,
  reference,
  pricePrecision: pricePrecisionOf(reference),
  quantityPrecision: quantityPrecisionOf(reference),
  sim,
  markets,
  leveragedToken,
});

/** Every DEMO_ASSETS asset against USDT (futures for all but the stablecoins), then the leveraged tokens (spot). */
export const SYMBOLS: readonly SymbolDef[] = [
  ...DEMO_ASSETS.filter(([base]) => base !== QUOTE).map(([base, name, reference]) =>
    spotPair(base, name, reference, { ...DEFAULT_PARAMS, ...PARAMS[base] }, SPOT_ONLY.has(base) ? ['spot'] : ['spot', 'futures'], false),
  ),
  ...LEVERAGED_TOKENS.map(([base, underlying, name, reference]) => {
    const underlyingVol = PARAMS[underlying]?.annualVol ?? DEFAULT_PARAMS.annualVol;
    const sim = {
      ...DEFAULT_PARAMS,
      annualVol: Math.min(5 * underlyingVol, LEVERAGED_VOL_CAP),
      dailyUsdVolume: LEVERAGED_DAILY_USD_VOLUME,
    };
    return spotPair(base, name, reference, sim, ['spot'], true);
  }),
];

const BY_SYMBOL = new Map(SYMBOLS.map((def) => [def.symbol, def]));

/**
 * The definition of `symbol` when it is listed on `market`.
 * @example findSymbol('futures', 'USDC_USDT') === undefined
 */
export function findSymbol(market: Market, symbol: string): SymbolDef | undefined {
  const def = BY_SYMBOL.get(symbol);
  return def?.markets.includes(market) ? def : undefined;
}

/**
 * Whether the spot pair can be traded on isolated margin: listed, and not a leveraged token (a
 * leveraged position on a leveraged token is a product no exchange offers).
 * @example isMarginable('BTC_USDT') === true
 * @example isMarginable('ETH5L_USDT') === false
 */
export function isMarginable(symbol: string): boolean {
  const def = findSymbol('spot', symbol);
  return def !== undefined && !def.leveragedToken;
}

export function listedSymbols(market: Market): readonly SymbolDef[] {
  return SYMBOLS.filter((def) => def.markets.includes(market));
}

export function symbolInfo(def: SymbolDef, market: Market, precision?: { price: number; quantity: number }): MarketSymbolInfo {
  return {
    symbol: def.symbol,
    market,
    base: def.base,
    quote: QUOTE,
    name: def.name,
    price_precision: precision?.price ?? def.pricePrecision,
    quantity_precision: precision?.quantity ?? def.quantityPrecision,
  };
}
