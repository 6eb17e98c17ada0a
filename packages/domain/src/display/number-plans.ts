/**
 * How every number on screen is written (issue 12 "Locale-aware display everywhere … one formatting
 * module, no hand-rolled separators; prices keep their instrument's precision").
 *
 * A rule here decides WHAT is shown (which digits, which rounding, which notation) and returns a
 * {@link NumberPlan}: an exact decimal string plus `Intl.NumberFormat` options. The web app's
 * formatting module hands the plan to next-intl's formatter in the user's locale, which decides HOW it
 * is written (separators, digits, sign and percent placement, short unit words). Intl formats a
 * decimal string exactly (ECMA-402 "Intl.NumberFormat v3"), so no value ever passes through a binary
 * float on its way to the screen.
 */
import { decimal, formatDecimal, multiplyDecimal, parseDecimal, type DecimalString } from '../decimal';

/** An exact value and the Intl options it is written with. */
export interface NumberPlan {
  readonly value: DecimalString;
  readonly options: Intl.NumberFormatOptions;
}

/** What is shown for a number that cannot be read (as for a missing price, see TICKER_DEFAULT). */
export const MISSING_NUMBER = '--';

/** The most fraction digits Intl writes in every engine we run in (Node 20 stops at 20). */
export const MAX_DISPLAY_FRACTION_DIGITS = 20;

/** Negative zero never shows: a value cut or rounded to zero is written `0`, not `-0`. */
const NO_NEGATIVE_ZERO = { signDisplay: 'negative' } as const satisfies Intl.NumberFormatOptions;
const ONE_HUNDREDTH = decimal('0.01');

function clampDigits(digits: number): number {
  return Number.isFinite(digits) ? Math.min(MAX_DISPLAY_FRACTION_DIGITS, Math.max(0, Math.trunc(digits))) : 0;
}

/** Digits after the point of a canonical decimal. @example fractionDigitsOf('1.50') === 2 */
export function fractionDigitsOf(value: DecimalString): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

function fixedDigits(digits: number): Intl.NumberFormatOptions {
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/**
 * A price or amount at its instrument's precision: cut towards zero (a price is never shown better
 * than it is) and padded to the precision so a column lines up; unreadable text is null.
 * @example fixedPlan('65432', 1) // { value: '65432.0', options: { minimumFractionDigits: 1, maximumFractionDigits: 1, … } }
 * @example fixedPlan('0.123456', 4)?.value === '0.1234'
 * @example fixedPlan('-0.001', 2)?.value === '0.00'
 * @example fixedPlan('n/a', 2) === null
 */
export function fixedPlan(value: string, precision: number): NumberPlan | null {
  const parsed = parseDecimal(value);
  if (parsed === null) return null;
  const digits = clampDigits(precision);
  return { value: formatDecimal(parsed, digits, 'down'), options: { ...fixedDigits(digits), ...NO_NEGATIVE_ZERO } };
}

/**
 * A value with every fraction digit it was sent with (market lists, ledger amounts: the API already
 * wrote them at their precision), up to {@link MAX_DISPLAY_FRACTION_DIGITS}, beyond which it is cut.
 * @example exactPlan('1234567.8900')?.value === '1234567.8900' // written 1,234,567.8900 in en
 * @example exactPlan('0.00000123')?.options.minimumFractionDigits === 8
 * @example exactPlan('') === null
 */
export function exactPlan(value: string): NumberPlan | null {
  const parsed = parseDecimal(value);
  if (parsed === null) return null;
  return fixedPlan(parsed, fractionDigitsOf(parsed));
}

/**
 * A profit or loss with every digit it was sent with and an explicit `+` above zero (zero unsigned),
 * so its sign is text and colour is never the only cue.
 * @example signedPlan('12.5') // → "+12.5" in en
 * @example signedPlan('-3') // → "-3"
 */
export function signedPlan(value: string): NumberPlan | null {
  const plan = exactPlan(value);
  return plan === null ? null : { value: plan.value, options: { ...plan.options, signDisplay: 'exceptZero' } };
}

export interface PercentOptions {
  /** Fraction digits of the percentage; default: as many as the value was sent with. */
  readonly digits?: number;
  /** `change`: an explicit `+` above zero, zero unsigned (24 h change, funding, PnL %). */
  readonly sign?: 'change' | 'plain';
}

/**
 * A percentage given in percent units (the API's `1.25` means 1.25 %), written by Intl's percent
 * style so the sign and the `%` sit where the language puts them (`%1,25` in Turkish). Rounded half
 * away from zero when `digits` is fewer than the value has.
 * @example percentPlan('1.25', { sign: 'change' }) // { value: '0.0125', options: { style: 'percent', signDisplay: 'exceptZero', … } }
 * @example percentPlan('5.256', { digits: 2 })?.value === '0.05256'
 */
export function percentPlan(percentUnits: string, { digits, sign = 'plain' }: PercentOptions = {}): NumberPlan | null {
  const parsed = parseDecimal(percentUnits);
  if (parsed === null) return null;
  const shown = clampDigits(digits ?? fractionDigitsOf(parsed));
  return {
    value: multiplyDecimal(parsed, ONE_HUNDREDTH),
    options: {
      style: 'percent',
      ...fixedDigits(shown),
      roundingMode: 'halfExpand',
      signDisplay: sign === 'change' ? 'exceptZero' : 'negative',
    },
  };
}

/**
 * A rate sent as a fraction (a funding rate of `0.000100` per 8 h), as a signed percentage with
 * `digits` decimals (funding: 4, so every step of the rate shows).
 * @example ratePlan('0.000100', 4) // percent style, 4 digits, explicit + → "+0.0100%" in en
 */
export function ratePlan(fraction: string, digits: number): NumberPlan | null {
  const parsed = parseDecimal(fraction);
  if (parsed === null) return null;
  // Intl's percent style multiplies by 100 itself.
  return {
    value: parsed,
    options: { style: 'percent', ...fixedDigits(clampDigits(digits)), roundingMode: 'halfExpand', signDisplay: 'exceptZero' },
  };
}

/**
 * Removes every character that is not 0-9 (§5 "Number formatting strips non-digits").
 * @example stripNonDigits('+1 (555) 123-4567') === '15551234567'
 */
export function stripNonDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * §5 "Number formatting strips non-digits" for the loose stat strings of §3 (all strings, default 0):
 * keeps the digits and the first point, drops separators, signs, currency and later points; nothing
 * numeric left gives `0`.
 * @example looseDecimal('1,234,567.5') === '1234567.5'
 * @example looseDecimal('$ 45,600') === '45600'
 * @example looseDecimal('N/A') === '0'
 */
export function looseDecimal(value: string): DecimalString {
  const dot = value.indexOf('.');
  const int = stripNonDigits(dot < 0 ? value : value.slice(0, dot));
  const fraction = dot < 0 ? '' : stripNonDigits(value.slice(dot + 1));
  return parseDecimal(`${int || '0'}${fraction ? `.${fraction}` : ''}`) ?? decimal('0');
}

/** §9 short units: at most two decimals. */
export const SHORT_UNIT_FRACTION_DIGITS = 2;

/**
 * §9 "Home stats use a short unit format": the language's own short units (CLDR compact short: K, M,
 * B, T in English; Mio., Mrd. in German; 万, 億 in Japanese), at most two decimals rounded half away
 * from zero, no trailing zeros; a value that rounds up to 1000 of a unit moves to the next (999 999 is
 * 1M). The stat's text is read loosely ({@link looseDecimal}), so garbage shows `0`.
 * @example shortUnitPlan('1843256789012.35') // compact plan → "1.84T" in en, "1,84 Bio." in de
 * @example shortUnitPlan('N/A').value === '0'
 */
export function shortUnitPlan(value: string): NumberPlan {
  return {
    value: looseDecimal(value),
    options: {
      notation: 'compact',
      compactDisplay: 'short',
      maximumFractionDigits: SHORT_UNIT_FRACTION_DIGITS,
      roundingMode: 'halfExpand',
      ...NO_NEGATIVE_ZERO,
    },
  };
}

/**
 * A stat in percent units (§3 `simple_earn_apr_usdt` `5.2` → 5.2 %), read loosely like
 * {@link shortUnitPlan}: at most two decimals, no trailing zeros.
 * @example statPercentPlan('5.256') // → "5.26%" in en
 * @example statPercentPlan('abc').value === '0'
 */
export function statPercentPlan(value: string): NumberPlan {
  return {
    value: multiplyDecimal(looseDecimal(value), ONE_HUNDREDTH),
    options: { style: 'percent', maximumFractionDigits: SHORT_UNIT_FRACTION_DIGITS, roundingMode: 'halfExpand', ...NO_NEGATIVE_ZERO },
  };
}

/**
 * An amount of fiat money in its ISO 4217 currency: Intl's currency style decides the digits (2 for
 * EUR, 0 for JPY and VND) and rounds half away from zero; the symbol is replaced by the site's own
 * (`fiat_list`, see withFiatSymbol) when written.
 * @example fiatPlan('57899.59', 'EUR') // { value: '57899.59', options: { style: 'currency', currency: 'EUR', … } }
 */
export function fiatPlan(value: string, currency: string): NumberPlan | null {
  const parsed = parseDecimal(value);
  if (parsed === null) return null;
  return {
    value: parsed,
    options: { style: 'currency', currency, currencyDisplay: 'symbol', roundingMode: 'halfExpand', ...NO_NEGATIVE_ZERO },
  };
}

/**
 * A whole count (users, pairs, leverage): no fraction digits, grouped.
 * @example countPlan(2700) // → "2,700" in en, "2.700" in de
 */
export function countPlan(count: number): NumberPlan {
  const whole = Number.isFinite(count) ? Math.trunc(count) : 0;
  return { value: decimal(BigInt(whole).toString()), options: { maximumFractionDigits: 0, ...NO_NEGATIVE_ZERO } };
}
