/**
 * Chart resolutions (SPEC §9 "Chart default resolution 60 (kept in local storage). Supported
 * resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M").
 *
 * Bar alignment mirrors the API's candle aggregation (apps/api `services/market/resolution.ts`),
 * all in UTC, so a live tick lands in the same bar the server would put it in:
 * - 1S … 720: multiples of the bar length since the Unix epoch;
 * - 1D, 2D, 3D, 5D: multiples of n days since 1970-01-01;
 * - 1W: Monday 00:00 UTC;
 * - 1M: the first day of the calendar month, 00:00 UTC.
 *
 * Times here are milliseconds (the API's unit); the chart's own time axis is seconds
 * (see `series-data.ts`).
 */

/** The §9 list, in the order the resolution picker shows it. */
export const RESOLUTIONS = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '2D',
  '3D',
  '5D',
  '1W',
  '1M',
] as const;

/** One of {@link RESOLUTIONS}: a number of minutes, or a count of S(econds), D(ays), W(eeks), M(onths). */
export type Resolution = (typeof RESOLUTIONS)[number];

/** §9 "Chart default resolution 60". */
export const DEFAULT_RESOLUTION: Resolution = '60';

/** Local-storage key of the last resolution (§9 "kept in local storage"). */
export const RESOLUTION_STORAGE_KEY = 'ex.chart.resolution';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday: Monday 1969-12-29 is 3 days earlier. */
const MONDAY_OFFSET = 3 * DAY;

/**
 * True for a member of {@link RESOLUTIONS} (exact spelling: `'1d'` and `60` are not).
 *
 * @example
 * isResolution('1D'); // true
 * isResolution('1d'); // false
 */
export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/**
 * Reads a resolution from untrusted input (local storage, a URL, a saved layout). A number of
 * minutes is accepted (`60` → `'60'`); anything outside the §9 list gives `fallback`.
 *
 * @example
 * parseResolution('240');      // '240'
 * parseResolution(15);         // '15'
 * parseResolution('2H');       // '60' (the default)
 * parseResolution(null, '1D'); // '1D'
 */
export function parseResolution(value: unknown, fallback: Resolution = DEFAULT_RESOLUTION): Resolution {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return isResolution(text) ? text : fallback;
}

type Bucketing = { readonly kind: 'fixed'; readonly ms: number } | { readonly kind: 'week' } | { readonly kind: 'month' };

function bucketing(resolution: Resolution): Bucketing {
  if (resolution === '1W') return { kind: 'week' };
  if (resolution === '1M') return { kind: 'month' };
  const unit = resolution.at(-1);
  if (unit === 'S') return { kind: 'fixed', ms: Number(resolution.slice(0, -1)) * SECOND };
  if (unit === 'D') return { kind: 'fixed', ms: Number(resolution.slice(0, -1)) * DAY };
  return { kind: 'fixed', ms: Number(resolution) * MINUTE };
}

/**
 * Nominal bar length in milliseconds. Exact for every resolution but 1M, where it is 30 days
 * (use {@link bucketStart}/{@link nextBucketStart} for real month boundaries).
 *
 * @example
 * barDurationMs('15'); // 900000
 * barDurationMs('1W'); // 604800000
 */
export function barDurationMs(resolution: Resolution): number {
  const b = bucketing(resolution);
  if (b.kind === 'fixed') return b.ms;
  return b.kind === 'week' ? WEEK : 30 * DAY;
}

/**
 * Open time (ms) of the bar that contains `timeMs`, aligned as the API aligns candles.
 *
 * @example
 * bucketStart('1W', Date.UTC(2026, 0, 15, 12)); // Date.UTC(2026, 0, 12), the Monday
 * bucketStart('60', Date.UTC(2026, 0, 15, 12, 34)); // Date.UTC(2026, 0, 15, 12)
 */
export function bucketStart(resolution: Resolution, timeMs: number): number {
  const b = bucketing(resolution);
  switch (b.kind) {
    case 'fixed':
      return Math.floor(timeMs / b.ms) * b.ms;
    case 'week':
      return Math.floor((timeMs + MONDAY_OFFSET) / WEEK) * WEEK - MONDAY_OFFSET;
    case 'month': {
      const date = new Date(timeMs);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    }
  }
}

/**
 * Open time (ms) of the bar after the one opening at `startMs`.
 *
 * @example
 * nextBucketStart('1M', Date.UTC(2026, 1, 1)); // Date.UTC(2026, 2, 1)
 */
export function nextBucketStart(resolution: Resolution, startMs: number): number {
  const b = bucketing(resolution);
  if (b.kind === 'fixed') return startMs + b.ms;
  if (b.kind === 'week') return startMs + WEEK;
  const date = new Date(startMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** Minimal `localStorage` surface, so tests and server rendering can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The stored resolution, or the default when nothing (or something invalid) is stored, or when
 * storage throws (Safari private mode, disabled cookies).
 *
 * @example
 * readStoredResolution(window.localStorage); // '60' on a first visit
 */
export function readStoredResolution(storage: KeyValueStorage | undefined): Resolution {
  try {
    return parseResolution(storage?.getItem(RESOLUTION_STORAGE_KEY));
  } catch {
    return DEFAULT_RESOLUTION;
  }
}

/**
 * Stores the resolution; a storage failure is swallowed (the chart keeps working, only the
 * preference is not remembered). Returns whether it was stored.
 *
 * @example
 * writeStoredResolution(window.localStorage, '240'); // true
 */
export function writeStoredResolution(storage: KeyValueStorage | undefined, resolution: Resolution): boolean {
  try {
    if (!storage) return false;
    storage.setItem(RESOLUTION_STORAGE_KEY, resolution);
    return true;
  } catch {
    return false;
  }
}
