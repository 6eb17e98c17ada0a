import { z } from 'zod';

/** §9 "Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M". */
export const RESOLUTIONS = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '2D',
  '3D',
  '5D',
  '1W',
  '1M',
] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
/** §9 "Chart default resolution 60". */
export const DEFAULT_RESOLUTION: Resolution = '60';

/** Spot pairs and USDT-settled futures contracts (issue 5); both are named BASE_USDT. */
export const MARKETS = ['spot', 'futures'] as const;
export type Market = (typeof MARKETS)[number];

export const MAX_CANDLES = 2000;
export const DEFAULT_CANDLES = 500;
export const MAX_DEPTH_LEVELS = 100;
export const DEFAULT_DEPTH_LEVELS = 20;
export const MAX_TRADES = 1000;
export const DEFAULT_TRADES = 50;

/** Prices and amounts travel as decimal strings, never binary floats. */
const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');
const signedDecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'signed decimal string');
/** Milliseconds since the epoch. */
const msTime = z.number().int().nonnegative();

export const marketSchema = z.enum(MARKETS, 'market must be spot or futures');
export const resolutionSchema = z.enum(RESOLUTIONS, `resolution must be one of ${RESOLUTIONS.join(', ')}`);
/** BTC_USDT; lower case is accepted and normalised (trade URLs carry `btc_usdt` too). */
export const marketSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/, 'symbol must look like BTC_USDT');

const countParam = (max: number, fallback: number, name: string) =>
  z.coerce
    .number()
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);
const msParam = (name: string) =>
  z.coerce.number().int(`${name} must be a time in milliseconds`).nonnegative(`${name} must be a time in milliseconds`).optional();

/** GET /api/web/v1/market/candles. `from`/`to` filter on the bar's open time (both inclusive); the latest `limit` bars win. */
export const candlesQuerySchema = z
  .object({
    symbol: marketSymbolSchema,
    market: marketSchema.default('spot'),
    resolution: resolutionSchema.default(DEFAULT_RESOLUTION),
    from: msParam('from'),
    to: msParam('to'),
    limit: countParam(MAX_CANDLES, DEFAULT_CANDLES, 'limit'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type CandlesQuery = z.infer<typeof candlesQuerySchema>;

export const marketQuerySchema = z.object({ market: marketSchema.default('spot') });
export const symbolQuerySchema = z.object({ symbol: marketSymbolSchema, market: marketSchema.default('spot') });
export const depthQuerySchema = symbolQuerySchema.extend({ limit: countParam(MAX_DEPTH_LEVELS, DEFAULT_DEPTH_LEVELS, 'limit') });
export const tradesQuerySchema = symbolQuerySchema.extend({ limit: countParam(MAX_TRADES, DEFAULT_TRADES, 'limit') });
export const symbolsQuerySchema = z.object({ market: marketSchema.optional() });

/** One bar: open time `t` (ms) and decimal-string OHLC; `v` is the base-asset volume. */
export const candleSchema = z.object({
  t: msTime,
  o: decimalString,
  h: decimalString,
  l: decimalString,
  c: decimalString,
  v: decimalString,
});
export type Candle = z.infer<typeof candleSchema>;

export const candlesSchema = z.object({
  symbol: z.string(),
  market: marketSchema,
  resolution: resolutionSchema,
  /** Oldest first; the last bar may be unfinished (it covers time up to now). */
  candles: z.array(candleSchema),
});
export type Candles = z.infer<typeof candlesSchema>;
/** Decision: a failed candle fetch draws no bars (the chart shows its empty state). */
export const CANDLES_DEFAULT: Candles = { symbol: '', market: 'spot', resolution: DEFAULT_RESOLUTION, candles: [] };

export const tickerSchema = z.object({
  symbol: z.string(),
  market: marketSchema,
  last: decimalString,
  /** Best bid and ask; null when the book side is empty. */
  bid: decimalString.nullable(),
  ask: decimalString.nullable(),
  /** Over the last 24 h, two decimals, e.g. "-1.25". */
  change_percentage: signedDecimalString,
  high_24h: decimalString,
  low_24h: decimalString,
  /** Base-asset volume over the last 24 h. */
  volume_24h: decimalString,
  /** Quote (USDT) volume over the last 24 h. */
  quote_volume_24h: decimalString,
  time: msTime,
  /** Futures only. */
  mark_price: decimalString.optional(),
  index_price: decimalString.optional(),
  funding_rate: signedDecimalString.optional(),
});
export type Ticker = z.infer<typeof tickerSchema>;

export const tickersSchema = z.object({ market: marketSchema, list: z.array(tickerSchema) });
export type Tickers = z.infer<typeof tickersSchema>;
/** Decision: a failed market list is empty (the /price table shows its empty state). */
export const TICKERS_DEFAULT: Tickers = { market: 'spot', list: [] };

export const tickerResultSchema = z.object({ ticker: tickerSchema.nullable() });
export type TickerResult = z.infer<typeof tickerResultSchema>;
/**
 * Decision: a failed ticker has no price, which the UI shows as "--"; §5 "quick-order and alert
 * entries appear only when the price starts with a digit" then hides them.
 */
export const TICKER_DEFAULT: TickerResult = { ticker: null };

/** [price, amount] */
export const depthLevelSchema = z.tuple([decimalString, decimalString]);
export const depthSchema = z.object({
  symbol: z.string(),
  market: marketSchema,
  time: msTime,
  /** Highest price first. */
  bids: z.array(depthLevelSchema),
  /** Lowest price first. */
  asks: z.array(depthLevelSchema),
});
export type Depth = z.infer<typeof depthSchema>;
/** Decision: a failed order book is empty. */
export const DEPTH_DEFAULT: Depth = { symbol: '', market: 'spot', time: 0, bids: [], asks: [] };

export const tradeSchema = z.object({
  id: z.string().min(1),
  time: msTime,
  price: decimalString,
  /** Base-asset amount. */
  amount: decimalString,
  /** The taker's side. */
  side: z.enum(['buy', 'sell']),
});
export type Trade = z.infer<typeof tradeSchema>;
/** Newest first. */
export const tradesSchema = z.object({ symbol: z.string(), market: marketSchema, list: z.array(tradeSchema) });
export type Trades = z.infer<typeof tradesSchema>;
/** Decision: failed recent trades are an empty list. */
export const TRADES_DEFAULT: Trades = { symbol: '', market: 'spot', list: [] };

export const marketSymbolInfoSchema = z.object({
  symbol: z.string(),
  market: marketSchema,
  base: z.string(),
  quote: z.string(),
  /** Display name of the base asset. */
  name: z.string(),
  /** Decimal places of prices and of base-asset amounts. */
  price_precision: z.number().int().nonnegative(),
  quantity_precision: z.number().int().nonnegative(),
});
export type MarketSymbolInfo = z.infer<typeof marketSymbolInfoSchema>;
export const marketSymbolsSchema = z.object({ list: z.array(marketSymbolInfoSchema) });
export type MarketSymbols = z.infer<typeof marketSymbolsSchema>;
/** Decision: a failed symbol list is empty (symbol search finds nothing). */
export const MARKET_SYMBOLS_DEFAULT: MarketSymbols = { list: [] };

/** A live update from a market source: the last price and the trades since the previous tick. */
export interface MarketTick {
  readonly symbol: string;
  readonly market: Market;
  /** When the tick was produced (ms). */
  readonly time: number;
  readonly price: string;
  /** Oldest first, so a consumer can apply them to the open bars in order. */
  readonly trades: readonly Trade[];
}
