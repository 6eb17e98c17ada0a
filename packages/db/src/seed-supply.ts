/**
 * Circulating supply of each listed coin (DEMO_ASSETS), in coins, as published by the projects
 * and aggregators in late 2025. /crypto-market-data multiplies it by the live price for the market
 * capitalisation and dominance; it changes slowly (issuance, burns), so it is reference data.
 */
export const CIRCULATING_SUPPLY: Readonly<Record<string, string>> = {
  BTC: '19950000',
  ETH: '120700000',
  USDT: '183000000000',
  USDC: '75000000000',
  BNB: '139200000',
  SOL: '545000000',
  XRP: '60000000000',
  DOGE: '151000000000',
  ADA: '36500000000',
  TRX: '94700000000',
  TON: '2520000000',
  GT: '113000000',
  AVAX: '422000000',
  LINK: '677000000',
  DOT: '1620000000',
  POL: '10500000000',
  LTC: '76300000',
  BCH: '19950000',
  SHIB: '589250000000000',
  UNI: '630000000',
  ATOM: '475000000',
  XLM: '32100000000',
  ETC: '153700000',
  FIL: '700000000',
  APT: '700000000',
  ARB: '5400000000',
  OP: '1700000000',
  NEAR: '1250000000',
  SUI: '3500000000',
  PEPE: '420690000000000',
};
