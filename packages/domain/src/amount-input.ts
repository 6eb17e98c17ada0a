/**
 * §5 "Amount input": the rules of the shared decimal amount field, as pure functions of text.
 *
 * While typing or pasting ({@link resolveAmountInput}), in this order:
 * 1. Full-width digits, `．`, `。` and `－` (a Chinese IME) are read as `0-9`, `.` and `-`.
 * 2. Every character other than `0-9`, `.` and `-` is dropped: letters, spaces, currency signs,
 *    grouping commas (`1,234.5` → `1234.5`) and other digit scripts.
 * 3. A minus is kept only when it is the first remaining character and negatives are allowed;
 *    every other minus is dropped (`5-3` → `53`).
 * 4. With precision 0 no dot is kept (§5 "dots are stripped"); text after the first dot is dropped
 *    with it, so a pasted `1.5` is `1`, never ten times the amount (`15`).
 * 5. Only the first dot counts; later dots are dropped (`1.2.3` → `1.23`).
 * 6. Fraction digits beyond the precision are cut off, never rounded (`1.239` → `1.23`).
 * 7. A leading dot becomes `0.` (`.5` → `0.5`, `-.5` → `-0.5`); leading zeros before another digit
 *    collapse (`05` → `5`, `007` → `7`, `00.5` → `0.5`).
 * 8. A value above the max (compared exactly, never through Number) is replaced by the max, written
 *    in its shortest form and cut to the precision (max `1.239`, precision 2 → `1.23`). There is no
 *    lower bound: §5 gives none, so negative values are never clamped.
 * Intermediate states stay editable: the empty text (§5 "Empty is allowed"), `-`, `0.`, `12.`, `-0`.
 *
 * On blur ({@link resolveAmountBlur}) the same rules apply, then a trailing dot is removed and an
 * integer value is normalised: `5.` → `5`, `1.00` → `1`, `-0` → `0`, `-` → empty. A value with a
 * non-zero fraction keeps the digits the user typed, trailing zeros included (`1.50` stays `1.50`).
 */
import type { DecimalString } from './decimal';
import { MAX_DECIMAL_SCALE, compareDecimal, formatDecimal, normaliseDecimal, parseDecimal } from './decimal';

/** §5 "up to a configurable precision (default 2)". */
export const AMOUNT_DEFAULT_PRECISION = 2;
/** §5 "A value above the max (default 999999999999)". */
export const AMOUNT_DEFAULT_MAX = '999999999999' as DecimalString;

/** Options of the amount input; every field is optional. */
export interface AmountInputOptions {
  /** Digits allowed after the point, an integer from 0 to 100 (default 2). */
  readonly precision?: number | undefined;
  /** Largest value, a non-negative decimal string (default 999999999999). */
  readonly max?: string | undefined;
  /** Keep a leading minus (default false). */
  readonly allowNegative?: boolean | undefined;
}

interface ResolvedOptions {
  readonly precision: number;
  readonly max: DecimalString;
  /** The text that replaces a value above the max. */
  readonly maxText: string;
  readonly allowNegative: boolean;
}

function resolveOptions(options: AmountInputOptions | undefined): ResolvedOptions {
  const precision = options?.precision ?? AMOUNT_DEFAULT_PRECISION;
  if (!Number.isSafeInteger(precision) || precision < 0 || precision > MAX_DECIMAL_SCALE) {
    throw new RangeError(`amount precision must be an integer from 0 to ${MAX_DECIMAL_SCALE}, got ${String(precision)}`);
  }
  const rawMax = options?.max ?? AMOUNT_DEFAULT_MAX;
  const max = parseDecimal(rawMax);
  if (max === null || max.startsWith('-')) {
    throw new RangeError(`amount max must be a non-negative decimal, got ${JSON.stringify(rawMax)}`);
  }
  // Cut towards zero so the replacement never exceeds the max; a non-negative max stays non-negative.
  const maxText = normaliseDecimal(formatDecimal(max, precision, 'down'));
  return { precision, max, maxText, allowNegative: options?.allowNegative ?? false };
}

const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0D]/g;

function sanitise(raw: string, o: ResolvedOptions): string {
  let s = raw.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3002/g, '.');
  s = s.replace(/[^0-9.-]/g, '');
  const negative = o.allowNegative && s.startsWith('-');
  s = s.replace(/-/g, '');
  if (o.precision === 0 && s.includes('.')) s = s.slice(0, s.indexOf('.'));
  const dot = s.indexOf('.');
  let int = dot < 0 ? s : s.slice(0, dot);
  const frac =
    dot < 0
      ? null
      : s
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, o.precision);
  if (frac !== null && int === '') int = '0';
  int = int.replace(/^0+(?=\d)/, '');
  const out = (negative ? '-' : '') + int + (frac === null ? '' : `.${frac}`);
  if (int === '') return out; // '' or '-': nothing to compare yet
  const value = parseDecimal(out);
  if (value !== null && compareDecimal(value, o.max) > 0) return o.maxText;
  return out;
}

/**
 * Applies the §5 typing rules to the whole text of the field after a keystroke or paste. The result
 * matches `/^-?\d*(\.\d*)?$/` (minus only when negatives are allowed), has at most `precision`
 * fraction digits, is never above the max, and is a fixed point: resolving it again changes nothing.
 * @throws RangeError when `precision` is not an integer from 0 to 100 or `max` is not a non-negative decimal.
 * @example resolveAmountInput('.5') === '0.5'
 * @example resolveAmountInput('05') === '5'
 * @example resolveAmountInput('1,234.567') === '1234.56'
 * @example resolveAmountInput('-3') === '3'
 * @example resolveAmountInput('-3', { allowNegative: true }) === '-3'
 * @example resolveAmountInput('1.5', { precision: 0 }) === '1'
 * @example resolveAmountInput('1000000000000') === '999999999999'
 */
export function resolveAmountInput(raw: string, options?: AmountInputOptions): string {
  return sanitise(raw, resolveOptions(options));
}

/**
 * Applies the §5 rules for leaving the field: the typing rules, then a trailing dot is removed and
 * an integer value is normalised to integer form. The result is empty or a canonical decimal.
 * @throws RangeError on invalid options, as {@link resolveAmountInput}.
 * @example resolveAmountBlur('5.') === '5'
 * @example resolveAmountBlur('007') === '7'
 * @example resolveAmountBlur('1.00') === '1'
 * @example resolveAmountBlur('1.50') === '1.50'
 * @example resolveAmountBlur('-', { allowNegative: true }) === ''
 * @example resolveAmountBlur('') === ''
 */
export function resolveAmountBlur(value: string, options?: AmountInputOptions): DecimalString | '' {
  const typed = resolveAmountInput(value, options);
  const d = parseDecimal(typed); // drops a bare trailing point and turns -0 into 0
  if (d === null) return '';
  const dot = d.indexOf('.');
  if (dot >= 0 && /^0+$/.test(d.slice(dot + 1))) return normaliseDecimal(d);
  return d;
}

/** The field text and caret position after an edit. */
export interface AmountEdit {
  readonly value: string;
  readonly caret: number;
}

/** One edit of the field as the browser reports it. */
export interface AmountEditEvent {
  /** The field's whole text after the edit. */
  readonly raw: string;
  /** The caret position in `raw` (selectionStart); out-of-range values are clamped. */
  readonly caret: number;
  /** The text the keyboard inserted, when it was a typed insertion (InputEvent.data for insertText). */
  readonly typed?: string | null | undefined;
}

/**
 * Resolves one edit of the field: its text through {@link resolveAmountInput}, and where the caret
 * goes so it stays after the same characters the user had before it (the caret lands at
 * the length of the resolved text left of it, capped by the new text's length).
 * A single comma typed from the keyboard (the decimal key of some locales' keypads) is taken as
 * the decimal point; commas arriving in pasted text are grouping separators and are dropped.
 * @example resolveAmountEdit({ raw: '12a3', caret: 3 }) // { value: '123', caret: 2 }
 * @example resolveAmountEdit({ raw: '.', caret: 1 }) // { value: '0.', caret: 2 }
 * @example resolveAmountEdit({ raw: '1,', caret: 2, typed: ',' }) // { value: '1.', caret: 2 }
 */
export function resolveAmountEdit(edit: AmountEditEvent, options?: AmountInputOptions): AmountEdit {
  const o = resolveOptions(options);
  let raw = edit.raw;
  const caret = Math.min(raw.length, Math.max(0, Math.trunc(Number.isFinite(edit.caret) ? edit.caret : raw.length)));
  if (edit.typed === ',' && caret > 0 && raw[caret - 1] === ',') raw = `${raw.slice(0, caret - 1)}.${raw.slice(caret)}`;
  const value = sanitise(raw, o);
  return { value, caret: Math.min(value.length, sanitise(raw.slice(0, caret), o).length) };
}
