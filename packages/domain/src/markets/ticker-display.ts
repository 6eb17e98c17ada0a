import { compareDecimal, decimal, parseDecimal } from '../decimal';

/** Which colour a change gets: the rise colour, the fall colour, or neither (§9 "Rise colour per cookie"). */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** What the table shows for a number it cannot read (as for a missing price, see TICKER_DEFAULT). */
export const MISSING_NUMBER = '--';

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

export interface GroupingSymbols {
  /** Between groups of three integer digits; default `,`. */
  readonly group?: string;
  /** Between the integer and the fraction; default `.`. */
  readonly decimal?: string;
}

/**
 * A decimal string with its integer digits grouped in threes, working on the text only (no
 * `Number`, so no rounding and no exponent): every fraction digit the API sent is kept. Leading
 * zeros go and `-0` is `0` (as {@link parseDecimal}); anything else unreadable is {@link MISSING_NUMBER}.
 * @example formatGroupedDecimal('1234567.8900') === '1,234,567.8900'
 * @example formatGroupedDecimal('0.00000123') === '0.00000123'
 * @example formatGroupedDecimal('-98765') === '-98,765'
 * @example formatGroupedDecimal('12345678901234567890.5') === '12,345,678,901,234,567,890.5'
 * @example formatGroupedDecimal('1234.5', { group: '.', decimal: ',' }) === '1.234,5'
 * @example formatGroupedDecimal('n/a') === '--'
 */
export function formatGroupedDecimal(value: string, symbols: GroupingSymbols = {}): string {
  const canonical = parseDecimal(value);
  if (canonical === null) return MISSING_NUMBER;
  const negative = canonical.startsWith('-');
  const body = negative ? canonical.slice(1) : canonical;
  const dot = body.indexOf('.');
  const int = dot < 0 ? body : body.slice(0, dot);
  const fraction = dot < 0 ? '' : body.slice(dot + 1);
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, symbols.group ?? ',');
  return `${negative ? '-' : ''}${grouped}${fraction === '' ? '' : (symbols.decimal ?? '.') + fraction}`;
}

/**
 * A 24 h change as shown in the table: an explicit `+` when up, the API's digits kept, a `%` sign;
 * zero is unsigned; unreadable text is {@link MISSING_NUMBER}.
 * @example formatChangePercent('1.25') === '+1.25%'
 * @example formatChangePercent('-0.50') === '-0.50%'
 * @example formatChangePercent('-0.00') === '0.00%'
 */
export function formatChangePercent(changePct: string, symbols: GroupingSymbols = {}): string {
  const text = formatGroupedDecimal(changePct, symbols);
  if (text === MISSING_NUMBER) return text;
  return `${resolveChangeDirection(changePct) === 'up' ? '+' : ''}${text}%`;
}
