import { addDecimal, compareDecimal, subtractDecimal, type DecimalString } from '../decimal';
import { notionalOf, tradingFee } from './fees';
import { negateDecimal } from './money';

/** §3 "Side: Buy 1, Sell -1". */
export type OrderSide = 1 | -1;

/** How one spot fill moves the two balances of a pair (fees are paid in the quote currency). */
export interface SpotFill {
  /** price × quantity, exact. */
  readonly notional: DecimalString;
  readonly fee: DecimalString;
  /** Change of the quote (USDT) balance: −(notional + fee) on a buy, notional − fee on a sell. */
  readonly quoteDelta: DecimalString;
  /** Change of the base balance: +quantity on a buy, −quantity on a sell. */
  readonly baseDelta: DecimalString;
}

/**
 * The balance changes of a spot fill. The fee is always taken in the quote currency: a buyer pays
 * notional + fee, a seller receives notional − fee (never negative, as the rate is below 1).
 * @example spotFill(1, decimal('0.1'), decimal('0.2'), decimal('0.001'))
 *   // { notional: '0.02', fee: '0.00002', quoteDelta: '-0.02002', baseDelta: '0.2' }
 */
export function spotFill(side: OrderSide, price: DecimalString, quantity: DecimalString, feeRate: DecimalString): SpotFill {
  const notional = notionalOf(price, quantity);
  const fee = tradingFee(price, quantity, feeRate);
  return side === 1
    ? { notional, fee, quoteDelta: negateDecimal(addDecimal(notional, fee)), baseDelta: quantity }
    : { notional, fee, quoteDelta: subtractDecimal(notional, fee), baseDelta: negateDecimal(quantity) };
}

/** What a spot order needs: quote (notional + fee) to buy, base (the quantity) to sell. */
export interface SpotRequirement {
  readonly asset: 'quote' | 'base';
  readonly amount: DecimalString;
}

/**
 * The funds a spot order at `price` needs (and what a resting limit order locks).
 * @example spotRequirement(1, decimal('100'), decimal('2'), decimal('0.001')) // { asset: 'quote', amount: '200.2' }
 * @example spotRequirement(-1, decimal('100'), decimal('2'), decimal('0.001')) // { asset: 'base', amount: '2' }
 */
export function spotRequirement(side: OrderSide, price: DecimalString, quantity: DecimalString, feeRate: DecimalString): SpotRequirement {
  if (side === -1) return { asset: 'base', amount: quantity };
  return { asset: 'quote', amount: addDecimal(notionalOf(price, quantity), tradingFee(price, quantity, feeRate)) };
}

/** A balance check that failed: how much was needed and how much there is. */
export interface Shortfall {
  readonly required: DecimalString;
  readonly available: DecimalString;
}

/**
 * Null when `available` covers `required`, else the shortfall (balances never go below zero).
 * @example checkFunds(decimal('0.3'), addDecimal(decimal('0.1'), decimal('0.2'))) === null
 * @example checkFunds(decimal('0.30000001'), decimal('0.3')) // { required: '0.30000001', available: '0.3' }
 */
export function checkFunds(required: DecimalString, available: DecimalString): Shortfall | null {
  return compareDecimal(available, required) >= 0 ? null : { required, available };
}
