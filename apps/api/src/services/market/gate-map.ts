import { z } from 'zod';
import type { Candle, Market, Ticker, Trade } from '@ex/contracts';
import { divDecimal, formatDecimal, mulDecimal, parseDecimal } from '../decimal';

/**
 * Gate.io API v4 response shapes (as documented for /spot/* and /futures/usdt/*) and their mapping
 * to our contracts. Gate prices are decimal strings already and pass through unchanged.
 */

const DECIMAL = /^\d+(\.\d+)?$/;
const decimal = z.string().regex(DECIMAL);
const signed = z.string().regex(/^-?\d+(\.\d+)?$/);
/** Gate sends some numbers as JSON numbers and others as numeric strings. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
/** Sizes stay text so they multiply exactly. */
const sizeText = z.union([z.number().int(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(String);

/** [t (s), quote volume, close, high, low, open, base volume, window closed] */
export const spotCandlesSchema = z.array(z.array(z.string()).min(7));
export const futuresCandlesSchema = z.array(
  z.object({ t: numeric, v: sizeText.optional(), c: decimal, h: decimal, l: decimal, o: decimal, sum: decimal.optional() }),
);

const spotTickerSchema = z.object({
  currency_pair: z.string(),
  last: decimal,
  lowest_ask: z.string().optional(),
  highest_bid: z.string().optional(),
  change_percentage: signed,
  base_volume: decimal,
  quote_volume: decimal,
  high_24h: decimal,
  low_24h: decimal,
});
const futuresTickerSchema = z.object({
  contract: z.string(),
  last: decimal,
  lowest_ask: z.string().optional(),
  highest_bid: z.string().optional(),
  change_percentage: signed,
  volume_24h_base: decimal,
  volume_24h_quote: decimal,
  high_24h: decimal,
  low_24h: decimal,
  mark_price: decimal,
  index_price: decimal,
  funding_rate: signed,
});
/** Items are validated one by one so one odd listing does not hide the others. */
export const tickerListSchema = z.array(z.record(z.string(), z.unknown()));

export const spotBookSchema = z.object({
  current: numeric,
  asks: z.array(z.tuple([decimal, decimal])),
  bids: z.array(z.tuple([decimal, decimal])),
});
export const futuresBookSchema = z.object({
  current: numeric,
  asks: z.array(z.object({ p: decimal, s: sizeText })),
  bids: z.array(z.object({ p: decimal, s: sizeText })),
});

export const spotTradesSchema = z.array(
  z.object({
    id: z.string(),
    create_time: numeric,
    create_time_ms: numeric.optional(),
    side: z.enum(['buy', 'sell']),
    amount: decimal,
    price: decimal,
  }),
);
export const futuresTradesSchema = z.array(
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    create_time: numeric,
    create_time_ms: numeric.optional(),
    size: sizeText,
    price: decimal,
  }),
);

export const currencyPairsSchema = z.array(
  z.object({
    id: z.string(),
    precision: z.number().int().nonnegative(),
    amount_precision: z.number().int().nonnegative(),
    trade_status: z.string().optional(),
  }),
);
export const contractsSchema = z.array(
  z.object({ name: z.string(), quanto_multiplier: decimal, order_price_round: decimal, in_delisting: z.boolean().optional() }),
);

/** Gate's error body, e.g. `{ "label": "INVALID_CURRENCY_PAIR", "message": "…" }`. */
export const gateErrorSchema = z.object({ label: z.string(), message: z.string().optional() });
/** Labels that mean "no such pair/contract". */
export const UNKNOWN_SYMBOL_LABELS = new Set([
  'INVALID_CURRENCY_PAIR',
  'CURRENCY_PAIR_NOT_FOUND',
  'CONTRACT_NOT_FOUND',
  'INVALID_CONTRACT',
]);

/**
 * Gate times come in seconds (possibly fractional) or milliseconds depending on the endpoint.
 * @example toMs(1623898993.123) === 1623898993123
 * @example toMs(1623898993123) === 1623898993123
 */
export function toMs(time: number): number {
  return time > 1e11 ? Math.floor(time) : Math.round(time * 1000);
}

/**
 * Decimals of a decimal string.
 * @example placesOf('0.0001') === 4
 */
export function placesOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * Base-asset amount of |size| futures contracts of `multiplier` base each, exact.
 * @example contractsToBase('-120', '0.0001') === '0.0120'
 */
export function contractsToBase(size: string, multiplier: string): string {
  const contracts = parseDecimal(size.replace(/^-/, ''));
  return formatDecimal(mulDecimal(contracts, parseDecimal(multiplier)), placesOf(multiplier) + placesOf(size));
}

/**
 * A documented spot candle row as our candle; null when a field is not a decimal.
 * @example spotCandle(['1768478580', '9725.1', '97231.4', '97231.4', '97207.7', '97210.0', '0.1', 'false'])
 * // { t: 1768478580000, o: '97210.0', h: '97231.4', l: '97207.7', c: '97231.4', v: '0.1' }
 */
export function spotCandle(row: readonly string[]): Candle | null {
  const [t, quote = '', close = '', high = '', low = '', open = '', base = ''] = row;
  if (![quote, close, high, low, open].every((s) => DECIMAL.test(s)) || !/^\d+$/.test(t ?? '')) return null;
  // The documented 8-field row has the base volume; a 7-field row has only the quote volume.
  const volume = row.length >= 8 && DECIMAL.test(base) ? base : formatDecimal(divDecimal(parseDecimal(quote), parseDecimal(close)), 8);
  return { t: Number(t) * 1000, o: open, h: high, l: low, c: close, v: volume };
}

export function futuresCandle(row: z.infer<typeof futuresCandlesSchema>[number], multiplier: string): Candle {
  return { t: toMs(row.t), o: row.o, h: row.h, l: row.l, c: row.c, v: contractsToBase(row.v ?? '0', multiplier) };
}

const orNull = (text: string | undefined) => (text !== undefined && DECIMAL.test(text) ? text : null);

/** A Gate ticker as ours, or null when it does not have the documented shape. */
export function mapTicker(market: Market, raw: unknown, time: number): Ticker | null {
  if (market === 'spot') {
    const parsed = spotTickerSchema.safeParse(raw);
    if (!parsed.success) return null;
    const t = parsed.data;
    return {
      symbol: t.currency_pair,
      market,
      last: t.last,
      bid: orNull(t.highest_bid),
      ask: orNull(t.lowest_ask),
      change_percentage: t.change_percentage,
      high_24h: t.high_24h,
      low_24h: t.low_24h,
      volume_24h: t.base_volume,
      quote_volume_24h: t.quote_volume,
      time,
    };
  }
  const parsed = futuresTickerSchema.safeParse(raw);
  if (!parsed.success) return null;
  const t = parsed.data;
  return {
    symbol: t.contract,
    market,
    last: t.last,
    bid: orNull(t.highest_bid),
    ask: orNull(t.lowest_ask),
    change_percentage: t.change_percentage,
    high_24h: t.high_24h,
    low_24h: t.low_24h,
    volume_24h: t.volume_24h_base,
    quote_volume_24h: t.volume_24h_quote,
    time,
    mark_price: t.mark_price,
    index_price: t.index_price,
    funding_rate: t.funding_rate,
  };
}

export function spotTrade(t: z.infer<typeof spotTradesSchema>[number]): Trade {
  return { id: t.id, time: toMs(t.create_time_ms ?? t.create_time), price: t.price, amount: t.amount, side: t.side };
}

/** Gate futures trades carry a signed size: negative is a sell. */
export function futuresTrade(t: z.infer<typeof futuresTradesSchema>[number], multiplier: string): Trade {
  return {
    id: t.id,
    time: toMs(t.create_time_ms ?? t.create_time),
    price: t.price,
    amount: contractsToBase(t.size, multiplier),
    side: t.size.startsWith('-') ? 'sell' : 'buy',
  };
}
