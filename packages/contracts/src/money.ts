import { z } from 'zod';
import { BUY_METHODS } from '@ex/domain';
import { canonicalDecimal } from './decimal-input';
import { def, none } from './endpoint-def';
import { requestIdSchema } from './wallet';

/**
 * Convert and buying crypto (issue 13): firm quotes priced from the live market with a disclosed
 * spread (and, for buying, a fee), valid for `valid_seconds`, then executed once per quote and per
 * client request id. Every POST carries the user's identity in the session only.
 */

/** Money error codes (HTTP status × 100 + detail). */
export const MONEY_ERROR_CODES = {
  /** The quote's validity ended before it was executed: ask for a new quote. Nothing was written. */
  quoteExpired: 40910,
  /** The quote was executed already by another request. */
  quoteUsed: 40911,
  /** The request id was used already for another quote. */
  requestIdReused: 40912,
  /** The payment provider declined the payment. Nothing was credited. */
  paymentDeclined: 40210,
} as const;

const amount = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');
const currency = (field: string) => z.string(`${field} is required`).regex(/^[A-Z0-9]{2,10}$/, `${field} is not a currency code`);

export const moneyOptionsSchema = z.object({
  /** Crypto currencies that can be converted and bought, with their USD price now. */
  cryptos: z.array(z.object({ currency: z.string(), name: z.string(), usd_price: amount })),
  /** Fiat currencies a purchase is paid in, with units per 1 USD. */
  fiats: z.array(z.object({ code: z.string(), symbol: z.string(), per_usd: amount })),
  /** §3 site settings `defaultBuyCryptoFiat`. */
  default_fiat: z.string(),
  valid_seconds: z.number().int(),
  convert_spread_bps: z.number().int(),
  buy_spread_bps: z.number().int(),
  buy_fee_bps: z.object({ card: z.number().int(), bank: z.number().int() }),
  /** Minimum buy fee, in USD. */
  buy_min_fee_usd: amount,
  /** The payment provider's name; 'sandbox' means payments are simulated. */
  provider: z.string(),
  simulated: z.boolean(),
});
export type MoneyOptions = z.infer<typeof moneyOptionsSchema>;

export const quoteSchema = z.object({
  id: z.string(),
  kind: z.enum(['convert', 'buy']),
  pay_currency: z.string(),
  pay_amount: amount,
  get_currency: z.string(),
  get_amount: amount,
  price: amount,
  spread_bps: z.number().int(),
  fee: amount,
  method: z.enum(BUY_METHODS).nullable(),
  expires_at: z.string(),
  valid_seconds: z.number().int(),
  executed: z.boolean(),
});
export type MoneyQuote = z.infer<typeof quoteSchema>;

export const convertQuoteBodySchema = z
  .object({ from: currency('from'), to: currency('to'), amount: canonicalDecimal('amount') })
  .strict()
  .refine((b) => b.from !== b.to, { message: 'to must differ from from', path: ['to'] });
export const executeBodySchema = z
  .object({
    quote_id: z.string('quote_id is required').min(8, 'quote_id is invalid').max(64, 'quote_id is invalid'),
    request_id: requestIdSchema,
  })
  .strict();
export const quoteResultSchema = z.object({ quote: quoteSchema });

export const buyQuoteBodySchema = z
  .object({
    method: z.enum(BUY_METHODS, `method must be one of ${BUY_METHODS.join(', ')}`),
    fiat: currency('fiat'),
    crypto: currency('crypto'),
    amount: canonicalDecimal('amount'),
  })
  .strict();
export const buyLimitsSchema = z.object({
  verified: z.number().int(),
  daily_limit_usd: amount,
  used_today_usd: amount,
});
export type BuyLimits = z.infer<typeof buyLimitsSchema>;
export const buyConfirmResultSchema = z.object({ quote: quoteSchema, payment_ref: z.string(), provider: z.string() });

const get = <D extends z.ZodType>(path: string, data: D, fallback: z.infer<D> | null, auth: boolean) =>
  def({ method: 'GET', path, query: none, body: none, data, fallback, auth });
const post = <B extends z.ZodType, D extends z.ZodType>(path: string, body: B, data: D) =>
  def({ method: 'POST', path, query: none, body, data, fallback: null, auth: true });

/** The calls of convert and buying crypto. Options and limits fail visibly (no made-up prices). */
export const MONEY_ENDPOINTS = {
  options: get('/api/web/v1/money/options', moneyOptionsSchema, null, false),
  buyLimits: get('/api/web/v1/buy/limits', buyLimitsSchema, null, true),
  convertQuote: post('/api/web/v1/convert/quote', convertQuoteBodySchema, quoteResultSchema),
  convertExecute: post('/api/web/v1/convert/execute', executeBodySchema, quoteResultSchema),
  buyQuote: post('/api/web/v1/buy/quote', buyQuoteBodySchema, quoteResultSchema),
  buyConfirm: post('/api/web/v1/buy/confirm', executeBodySchema, buyConfirmResultSchema),
} as const;
