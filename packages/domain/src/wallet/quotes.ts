import {
  addDecimal,
  compareDecimal,
  decimal,
  divideDecimal,
  formatDecimal,
  multiplyDecimal,
  normaliseDecimal,
  subtractDecimal,
  type DecimalString,
} from '../decimal';
import { signOf } from '../ledger/money';
import { KYC, kycRankOf } from '../kyc';
import type { KycCodeValue } from '../brand';

/**
 * Firm quotes for convert and buying crypto (issue 13 "a firm quote for N seconds, then execute";
 * "a quote from the live market price plus a disclosed spread and fee, valid for a stated number
 * of seconds"). Pure: prices and the clock are arguments.
 *
 * Decisions: a quote is valid for {@link QUOTE_TTL_MS} (10 s); the convert spread is 0.2 %
 * (20 bp), the buy spread 1 % (100 bp) and the buy fee 1.5 % of the fiat paid (card) or 0.5 % (bank
 * transfer), never less than the minimum fee. Amounts received are rounded down to
 * {@link CRYPTO_SCALE} places, fees up to {@link FIAT_SCALE}, so the exchange never gives away a
 * rounding unit.
 */
export const QUOTE_TTL_MS = 10_000;
export const CONVERT_SPREAD_BPS = 20;
export const BUY_SPREAD_BPS = 100;
export const BUY_METHODS = ['card', 'bank'] as const;
export type BuyMethod = (typeof BUY_METHODS)[number];
export const BUY_FEE_BPS: Readonly<Record<BuyMethod, number>> = { card: 150, bank: 50 };
/** Minimum fee in USD, charged in the fiat at its rate. */
export const BUY_MIN_FEE_USD = decimal('1');
export const CRYPTO_SCALE = 8;
export const FIAT_SCALE = 2;
const RATE_SCALE = 12;
const BPS = decimal('10000');

const bps = (n: number) => divideDecimal(decimal(String(n)), BPS, 4, 'down');
const one = decimal('1');

/**
 * When a quote made at `nowMs` stops being valid.
 * @example quoteExpiresAt(1_000) === 11_000
 */
export function quoteExpiresAt(nowMs: number, ttlMs = QUOTE_TTL_MS): number {
  return nowMs + ttlMs;
}

/**
 * A quote can be executed strictly before its expiry instant; at or after it, it is refused.
 * @example isQuoteLive(11_000, 10_999) === true
 * @example isQuoteLive(11_000, 11_000) === false
 */
export function isQuoteLive(expiresAtMs: number, nowMs: number): boolean {
  return nowMs < expiresAtMs;
}

/**
 * Whole seconds left for the countdown (never negative; 0 means "refresh").
 * @example quoteSecondsLeft(11_000, 1_001) === 10
 */
export function quoteSecondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

export interface ConvertQuoteInput {
  readonly fromAmount: DecimalString;
  /** USD price of one unit of the currency given and of the currency received. */
  readonly fromUsd: DecimalString;
  readonly toUsd: DecimalString;
  readonly spreadBps?: number;
}

export interface ConvertQuote {
  /** Units of `to` per unit of `from`, spread included. */
  readonly rate: DecimalString;
  readonly toAmount: DecimalString;
  readonly spreadBps: number;
}

/**
 * The convert price: the market rate from/to less the spread, and what `fromAmount` buys.
 * Null when a price is missing or zero, or the amount received would round to zero.
 * @example quoteConvert({ fromAmount: decimal('100'), fromUsd: decimal('1'), toUsd: decimal('50000') })
 *   // { rate: '0.00001996', toAmount: '0.001996', spreadBps: 20 }
 */
export function quoteConvert(input: ConvertQuoteInput): ConvertQuote | null {
  const spreadBps = input.spreadBps ?? CONVERT_SPREAD_BPS;
  if (signOf(input.fromUsd) <= 0 || signOf(input.toUsd) <= 0 || signOf(input.fromAmount) <= 0) return null;
  const market = divideDecimal(input.fromUsd, input.toUsd, RATE_SCALE, 'down');
  const rate = formatDecimal(multiplyDecimal(market, subtractDecimal(one, bps(spreadBps))), RATE_SCALE, 'down');
  const toAmount = normaliseDecimal(formatDecimal(multiplyDecimal(input.fromAmount, rate), CRYPTO_SCALE, 'down'));
  if (signOf(toAmount) <= 0) return null;
  return { rate: normaliseDecimal(rate), toAmount, spreadBps };
}

export interface BuyQuoteInput {
  readonly method: BuyMethod;
  /** Fiat the buyer pays, fee included. */
  readonly fiatAmount: DecimalString;
  /** Units of the fiat per 1 USD (`curr_fiat_market_rates`). */
  readonly fiatPerUsd: DecimalString;
  /** USD price of one unit of the crypto. */
  readonly cryptoUsd: DecimalString;
}

export interface BuyQuote {
  /** Fiat per unit of crypto, spread included. */
  readonly price: DecimalString;
  readonly fee: DecimalString;
  readonly cryptoAmount: DecimalString;
  /** The amount paid, in USD, for the limit. */
  readonly usdValue: DecimalString;
  readonly spreadBps: number;
  readonly feeBps: number;
}

/**
 * What a fiat payment buys: fee (a share of the amount, at least the minimum fee) first, then the
 * rest at the market price plus the spread. Null when a price is missing or the fee takes it all.
 * @example quoteBuy({ method: 'card', fiatAmount: decimal('100'), fiatPerUsd: decimal('1'), cryptoUsd: decimal('50000') })
 *   // { price: '50500', fee: '1.5', cryptoAmount: '0.00195049', usdValue: '100', spreadBps: 100, feeBps: 150 }
 */
export function quoteBuy(input: BuyQuoteInput): BuyQuote | null {
  if (signOf(input.fiatPerUsd) <= 0 || signOf(input.cryptoUsd) <= 0 || signOf(input.fiatAmount) <= 0) return null;
  const feeBps = BUY_FEE_BPS[input.method];
  const share = formatDecimal(multiplyDecimal(input.fiatAmount, bps(feeBps)), FIAT_SCALE, 'half-up');
  const minimum = formatDecimal(multiplyDecimal(BUY_MIN_FEE_USD, input.fiatPerUsd), FIAT_SCALE, 'half-up');
  const fee = compareDecimal(share, minimum) >= 0 ? share : minimum;
  const net = subtractDecimal(input.fiatAmount, fee);
  if (signOf(net) <= 0) return null;
  const price = formatDecimal(
    multiplyDecimal(multiplyDecimal(input.cryptoUsd, input.fiatPerUsd), addDecimal(one, bps(BUY_SPREAD_BPS))),
    FIAT_SCALE,
    'half-up',
  );
  const cryptoAmount = normaliseDecimal(divideDecimal(net, price, CRYPTO_SCALE, 'down'));
  if (signOf(cryptoAmount) <= 0) return null;
  return {
    price: normaliseDecimal(price),
    fee: normaliseDecimal(fee),
    cryptoAmount,
    usdValue: normaliseDecimal(divideDecimal(input.fiatAmount, input.fiatPerUsd, FIAT_SCALE, 'half-up')),
    spreadBps: BUY_SPREAD_BPS,
    feeBps,
  };
}

/**
 * Daily buying limit in USD by KYC level (issue 13 "limits by KYC level"). Decision: level 0 cannot
 * buy (a card purchase needs an identity); level 0.5 500 USD, level 1 5 000, level 2 50 000, level 3
 * 200 000, company 1 000 000 per UTC day, purchases of the day counted.
 * @example buyDailyLimitUsd(0) === '0'
 * @example buyDailyLimitUsd(2) === '5000' // level 1
 */
export function buyDailyLimitUsd(verified: unknown): DecimalString {
  const rank = kycRankOf(verified);
  const row = BUY_LIMITS_USD.find(([code]) => rank >= kycRankOf(code));
  return decimal(row?.[1] ?? '0');
}

const BUY_LIMITS_USD: readonly [KycCodeValue, string][] = [
  [KYC.COMPANY as KycCodeValue, '1000000'],
  [KYC.LEVEL_3 as KycCodeValue, '200000'],
  [KYC.LEVEL_2 as KycCodeValue, '50000'],
  [KYC.LEVEL_1 as KycCodeValue, '5000'],
  [KYC.LEVEL_0_5 as KycCodeValue, '500'],
];
