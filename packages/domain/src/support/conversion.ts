import { divideDecimal, multiplyDecimal, normaliseDecimal, type DecimalString } from '../decimal';

/**
 * A unit of the converter (issue 15 "/converter: live rates between any listed crypto and fiat"):
 * a crypto priced in USD (`asset_prices`), or a fiat quoted as units per USD (`curr_fiat_market_rates`).
 */
export type ConversionUnit =
  | { readonly kind: 'crypto'; readonly code: string; readonly usdPrice: DecimalString }
  | { readonly kind: 'fiat'; readonly code: string; readonly perUsd: DecimalString };

/** Digits kept by a conversion before display rounding: enough for 1 satoshi of a 1e-8 USD token. */
export const CONVERSION_SCALE = 18;

/** USD per unit as a fraction [numerator, denominator], so no intermediate rounding happens. */
function usdPerUnit(unit: ConversionUnit): readonly [DecimalString, DecimalString] {
  return unit.kind === 'crypto' ? [unit.usdPrice, '1' as DecimalString] : ['1' as DecimalString, unit.perUsd];
}

/**
 * `amount` of `from` expressed in `to`, with one rounding at {@link CONVERSION_SCALE} digits (half
 * up), normalised; null when a price or rate is zero (no quote is better than a wrong one).
 * @example convertAmount('2', { kind: 'crypto', code: 'BTC', usdPrice: '60000' }, { kind: 'fiat', code: 'EUR', perUsd: '0.9' }) === '108000'
 * @example convertAmount('90', { kind: 'fiat', code: 'EUR', perUsd: '0.9' }, { kind: 'crypto', code: 'USDT', usdPrice: '1' }) === '100'
 */
export function convertAmount(amount: DecimalString, from: ConversionUnit, to: ConversionUnit): DecimalString | null {
  const [fromNum, fromDen] = usdPerUnit(from);
  const [toNum, toDen] = usdPerUnit(to);
  const denominator = multiplyDecimal(fromDen, toNum);
  if (/^-?0(\.0*)?$/.test(denominator) || /^-?0(\.0*)?$/.test(fromNum)) return null;
  const numerator = multiplyDecimal(multiplyDecimal(amount, fromNum), toDen);
  return normaliseDecimal(divideDecimal(numerator, denominator, CONVERSION_SCALE, 'half-up'));
}

/**
 * Fraction digits an amount of `unit` is shown and typed with: 2 for a fiat; for a crypto about a
 * hundredth of a US cent, from 2 (below 1 cent a coin) to 8 (a satoshi).
 * @example conversionPrecision({ kind: 'crypto', code: 'BTC', usdPrice: '97250.12' }) === 8
 * @example conversionPrecision({ kind: 'crypto', code: 'DOGE', usdPrice: '0.3215' }) === 3
 */
export function conversionPrecision(unit: ConversionUnit): number {
  if (unit.kind === 'fiat') return 2;
  const price = Number(unit.usdPrice);
  if (!(price > 0)) return 8;
  return Math.min(8, Math.max(2, Math.floor(Math.log10(price)) + 4));
}
