import {
  addDecimal,
  compareDecimal,
  divideDecimal,
  formatDecimal,
  multiplyDecimal,
  normaliseDecimal,
  type DecimalString,
} from '../decimal';

export interface MarketCoinInput {
  readonly currency: string;
  readonly name: string;
  /** USD (USDT) price. */
  readonly price: DecimalString;
  readonly changePercentage: string;
  /** 24 h turnover in USDT on this exchange. */
  readonly volume24h: DecimalString;
  readonly circulatingSupply: DecimalString;
}

export interface MarketCoin extends MarketCoinInput {
  readonly marketCap: DecimalString;
  /** Share of the total market capitalisation in %, two decimals. */
  readonly dominance: DecimalString;
}

export interface MarketSummary {
  /** Largest market capitalisation first. */
  readonly coins: readonly MarketCoin[];
  readonly totalMarketCap: DecimalString;
  readonly totalVolume24h: DecimalString;
}

const ZERO = '0' as DecimalString;

/**
 * /crypto-market-data (issue 15 "market cap, volume and dominance from the market source"): each
 * coin's capitalisation (price × circulating supply, to the cent) and its share of the total.
 * Every coin's 24 h volume counts towards the total except the quote currency's own row, whose
 * turnover is the other side of the same trades (`quote`, default USDT).
 * @example summariseMarket([{ currency: 'BTC', name: 'Bitcoin', price: '100', changePercentage: '0', volume24h: '5', circulatingSupply: '3' }]).coins[0]?.dominance === '100.00'
 */
export function summariseMarket(input: readonly MarketCoinInput[], quote = 'USDT'): MarketSummary {
  const withCaps = input.map((coin) => ({
    ...coin,
    marketCap: normaliseDecimal(formatDecimal(multiplyDecimal(coin.price, coin.circulatingSupply), 2, 'half-up')),
  }));
  const totalMarketCap = withCaps.reduce((sum, c) => addDecimal(sum, c.marketCap), ZERO);
  const totalVolume24h = withCaps.filter((c) => c.currency !== quote).reduce((sum, c) => addDecimal(sum, c.volume24h), ZERO);
  const hasTotal = compareDecimal(totalMarketCap, ZERO) > 0;
  const coins = withCaps
    .map((c) => ({
      ...c,
      dominance: hasTotal
        ? divideDecimal(multiplyDecimal(c.marketCap, '100' as DecimalString), totalMarketCap, 2, 'half-up')
        : ('0.00' as DecimalString),
    }))
    .sort((a, b) => compareDecimal(b.marketCap, a.marketCap) || a.currency.localeCompare(b.currency));
  return { coins, totalMarketCap, totalVolume24h };
}
