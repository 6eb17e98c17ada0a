import { decimal, multiplyDecimal, type DecimalString } from '../decimal';
import { QUOTE_SCALE, ceilDecimal } from './money';

/** The ledger's two markets: spot pairs and USDT-margined futures (issue 5). */
export type LedgerMarket = 'spot' | 'futures';

/**
 * Taker fee rates, charged on every paper fill (the ledger has no maker rebates: resting orders pay
 * the same rate when they fill): 0.1 % on spot, 0.05 % on futures. Fees are always paid in USDT.
 */
export const TAKER_FEE_RATES: Readonly<Record<LedgerMarket, DecimalString>> = {
  spot: decimal('0.001'),
  futures: decimal('0.0005'),
};

/**
 * The notional price × quantity, exact.
 * @example notionalOf(decimal('0.1'), decimal('0.2')) === '0.02'
 */
export function notionalOf(price: DecimalString, quantity: DecimalString): DecimalString {
  return multiplyDecimal(price, quantity);
}

/**
 * The fee of a fill: price × quantity × rate, rounded up to 8 decimals (never less than the exact fee).
 * @example tradingFee(decimal('97250.1'), decimal('0.01'), decimal('0.001')) === '0.972501'
 * @example tradingFee(decimal('1'), decimal('0.00000001'), decimal('0.001')) === '0.00000001'
 */
export function tradingFee(price: DecimalString, quantity: DecimalString, rate: DecimalString): DecimalString {
  return ceilDecimal(multiplyDecimal(notionalOf(price, quantity), rate), QUOTE_SCALE);
}
