/**
 * §5 "Frequency store value must look like count/timestamp with two numeric parts, else it is
 * ignored." The value counts popup shows in a window (§4.15 "the daily count is below maxCount",
 * §9 "at most 4 shows per day").
 */

export interface FrequencyStoreValue {
  /** Shows in the current window. */
  readonly count: number;
  /** Start of the current window, ms since the epoch. */
  readonly timestamp: number;
}

/** One day, the default window of {@link resolveDailyCount}. */
export const FREQUENCY_DAY_MS = 24 * 60 * 60 * 1000;

const VALUE = /^([0-9]+)\/([0-9]+)$/;

function isCountOrStamp(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/**
 * Parses `count/timestamp`: exactly two parts of ASCII digits joined by one `/`, each a safe
 * integer. Whitespace, signs, decimals, exponents, empty parts and extra parts give null, as do
 * null, undefined and non-strings. Never throws.
 * @example parseFrequencyStoreValue('2/1700000000000') // { count: 2, timestamp: 1700000000000 }
 * @example parseFrequencyStoreValue('2/1.5') === null
 */
export function parseFrequencyStoreValue(raw: string | null | undefined): FrequencyStoreValue | null {
  if (typeof raw !== 'string') return null;
  const m = VALUE.exec(raw);
  if (m === null || m[1] === undefined || m[2] === undefined) return null;
  const count = Number(m[1]);
  const timestamp = Number(m[2]);
  return isCountOrStamp(count) && isCountOrStamp(timestamp) ? { count, timestamp } : null;
}

/**
 * Formats a value {@link parseFrequencyStoreValue} reads back unchanged.
 * @throws RangeError when a part is not a non-negative safe integer.
 * @example formatFrequencyStoreValue({ count: 1, timestamp: 1700000000000 }) === '1/1700000000000'
 */
export function formatFrequencyStoreValue(value: FrequencyStoreValue): string {
  if (!isCountOrStamp(value.count) || !isCountOrStamp(value.timestamp)) {
    throw new RangeError(`frequency store parts must be non-negative safe integers, got ${String(value.count)}/${String(value.timestamp)}`);
  }
  return `${value.count}/${value.timestamp}`;
}

export interface DailyCount {
  /** Shows so far in the current window (0 when none, expired or the stored value is ignored). */
  readonly count: number;
  /** Start of the current window: the stored timestamp while it lasts, else `now`. */
  readonly windowStart: number;
  /** The value to store after showing once more: `count + 1` in this window. */
  readonly next: string;
}

/**
 * Count of shows in the current window, for "at most N per day" popups. A window is the `dayMs`
 * (default 24 h) starting at the stored timestamp — a rolling day, not a calendar day. The count
 * resets (0, window starting at `now`) when:
 * - the stored value is missing or ignored (§5: not `count/timestamp` of two numeric parts);
 * - `now - timestamp >= dayMs` (the window has run out);
 * - the timestamp is later than `now` (clock moved back, or a tampered value).
 * The caller compares `count` with its limit and, after showing, stores `next`.
 * @throws RangeError when `now` is not a non-negative safe integer or `dayMs` not a positive one.
 * @example resolveDailyCount({ raw: '3/1000', now: 2000 }) // { count: 3, windowStart: 1000, next: '4/1000' }
 * @example resolveDailyCount({ raw: '3/1000', now: 1000 + 86_400_000 }).count === 0
 */
export function resolveDailyCount(input: { raw: string | null | undefined; now: number; dayMs?: number }): DailyCount {
  const { raw, now, dayMs = FREQUENCY_DAY_MS } = input;
  if (!isCountOrStamp(now)) throw new RangeError(`now must be a non-negative safe integer, got ${String(now)}`);
  if (!Number.isSafeInteger(dayMs) || dayMs <= 0) throw new RangeError(`dayMs must be a positive safe integer, got ${String(dayMs)}`);
  const stored = parseFrequencyStoreValue(raw);
  const current = stored !== null && stored.timestamp <= now && now - stored.timestamp < dayMs;
  const count = current ? stored.count : 0;
  const windowStart = current ? stored.timestamp : now;
  // A stored count at MAX_SAFE_INTEGER cannot grow; keep it (still "over any limit").
  const nextCount = Math.min(count + 1, Number.MAX_SAFE_INTEGER);
  return { count, windowStart, next: formatFrequencyStoreValue({ count: nextCount, timestamp: windowStart }) };
}
