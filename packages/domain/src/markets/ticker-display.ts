import { compareDecimal, decimal, parseDecimal } from '../decimal';

/** Which colour a change gets: the rise colour, the fall colour, or neither (§9 "Rise colour per cookie"). */
export type ChangeDirection = 'up' | 'down' | 'flat';

const ZERO = decimal('0');

/**
 * The direction of a 24 h change in percent, read exactly: above zero is up, below is down;
 * zero in any spelling (`0`, `0.00`, `-0.00`) and unreadable text are flat.
 * @example resolveChangeDirection('1.25') === 'up'
 * @example resolveChangeDirection('-0.01') === 'down'
 * @example resolveChangeDirection('-0.00') === 'flat'
 */
export function resolveChangeDirection(changePct: string): ChangeDirection {
  const value = parseDecimal(changePct);
  if (value === null) return 'flat';
  const sign = compareDecimal(value, ZERO);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

/**
 * Which way a price moved between two updates (for the last-price flash): up, down, or flat when
 * equal in value (`1.50` and `1.5`) or when either side is unreadable.
 * @example resolvePriceTick('100.1', '100.2') === 'up'
 * @example resolvePriceTick('1.50', '1.5') === 'flat'
 */
export function resolvePriceTick(previous: string, next: string): ChangeDirection {
  const a = parseDecimal(previous);
  const b = parseDecimal(next);
  if (a === null || b === null) return 'flat';
  const sign = compareDecimal(b, a);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}
