/**
 * Input validation shared by every indicator (SPEC §5 "Indicator inputs").
 *
 * Parameters arrive from saved chart layouts and the inputs dialog, so they are checked as
 * `unknown` at run time: a bad value throws an {@link IndicatorInputError} naming the field and
 * the allowed range. No indicator ever turns a bad parameter into NaN output.
 */

/** Largest period any indicator accepts (§5: KDJ periods and MACD fast/slow run to 2000). */
export const MAX_PERIOD = 2000;

/** Largest MACD signal period (§5: "signal: 1 to 50"). */
export const MAX_MACD_SIGNAL = 50;

/**
 * Thrown for an indicator parameter (or a live bar) outside what the indicator accepts.
 *
 * @example
 * try {
 *   macd(series, { signal: 51 });
 * } catch (e) {
 *   if (e instanceof IndicatorInputError) console.warn(e.field, e.allowed); // 'macd.signal', 'an integer from 1 to 50'
 * }
 */
export class IndicatorInputError extends Error {
  override readonly name = 'IndicatorInputError';

  constructor(
    /** Dotted name of the offending input, e.g. `macd.signal` or `kdj.n`. */
    readonly field: string,
    /** What the field accepts, in words, e.g. `an integer from 1 to 50`. */
    readonly allowed: string,
    /** The value that was rejected. */
    readonly received: unknown,
  ) {
    super(`${field} must be ${allowed}; received ${describe(received)}`);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  return `a value of type ${Array.isArray(value) ? 'array' : typeof value}`;
}

/**
 * Returns `value` if it is an integer from `min` to `max` inclusive, else throws.
 *
 * @example
 * const n = integerInRange('kdj.n', 9, 1, MAX_PERIOD); // 9
 */
export function integerInRange(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new IndicatorInputError(field, `an integer from ${min} to ${max}`, value);
  }
  return value;
}

/**
 * Returns `value` if it is a finite number with `0 < value <= max`, else throws.
 *
 * @example
 * const m = positiveNumberAtMost('boll.multiplier', 2, 100); // 2
 */
export function positiveNumberAtMost(field: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) {
    throw new IndicatorInputError(field, `a number greater than 0 and at most ${max}`, value);
  }
  return value;
}

/**
 * Returns `value` if it is one of `allowed`, else throws.
 *
 * @example
 * const s = oneOf('macd.source', 'hl2', PRICE_SOURCES); // 'hl2'
 */
export function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new IndicatorInputError(field, `one of ${allowed.join(', ')}`, value);
  }
  return value as T;
}

/**
 * Returns `value` if it is a boolean, else throws.
 *
 * @example
 * const only = booleanFlag('td.onlyNineAndThirteen', true); // true
 */
export function booleanFlag(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new IndicatorInputError(field, 'true or false', value);
  return value;
}

/**
 * Throws if a live bar's field is not finite: one NaN would poison every later EMA value of the pane.
 *
 * @example
 * finiteBarField('bar.close', tick.close); // throws IndicatorInputError for NaN or ±Infinity
 */
export function finiteBarField(field: string, value: number): void {
  if (!Number.isFinite(value)) throw new IndicatorInputError(field, 'a finite number', value);
}

/**
 * `fallback` when `value` is undefined (the input was left out), else `value` itself, to be
 * validated. Unlike `??`, `null` is kept and then rejected: a saved layout with a null period is broken.
 *
 * @example
 * integerInRange('rsi.period', orDefault(params.period, 14), 1, MAX_PERIOD);
 */
export function orDefault(value: unknown, fallback: unknown): unknown {
  return value === undefined ? fallback : value;
}
