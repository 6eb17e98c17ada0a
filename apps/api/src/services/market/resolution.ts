import type { Resolution } from '@ex/contracts';

/**
 * Bar alignment, all in UTC:
 * - seconds, minutes and hours (1S … 720): multiples of the bar length since the Unix epoch, so
 *   every intraday bar starts on a UTC day boundary plus whole bars (all of them divide 24 h);
 * - 1D, 2D, 3D, 5D: whole multiples of n days since 1970-01-01 (a 3D bar starts on days whose
 *   epoch-day number is divisible by 3);
 * - 1W: Monday 00:00 UTC;
 * - 1M: the first day of the calendar month, 00:00 UTC.
 */
export type Bucketing = { readonly kind: 'fixed'; readonly ms: number } | { readonly kind: 'week' } | { readonly kind: 'month' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday: Monday 1969-12-29 is 3 days earlier. */
const MONDAY_OFFSET = 3 * DAY;

export const BUCKETS: Readonly<Record<Resolution, Bucketing>> = {
  '1S': { kind: 'fixed', ms: SECOND },
  '10S': { kind: 'fixed', ms: 10 * SECOND },
  '30S': { kind: 'fixed', ms: 30 * SECOND },
  '1': { kind: 'fixed', ms: MINUTE },
  '3': { kind: 'fixed', ms: 3 * MINUTE },
  '5': { kind: 'fixed', ms: 5 * MINUTE },
  '15': { kind: 'fixed', ms: 15 * MINUTE },
  '30': { kind: 'fixed', ms: 30 * MINUTE },
  '60': { kind: 'fixed', ms: 60 * MINUTE },
  '120': { kind: 'fixed', ms: 120 * MINUTE },
  '240': { kind: 'fixed', ms: 240 * MINUTE },
  '360': { kind: 'fixed', ms: 360 * MINUTE },
  '480': { kind: 'fixed', ms: 480 * MINUTE },
  '720': { kind: 'fixed', ms: 720 * MINUTE },
  '1D': { kind: 'fixed', ms: DAY },
  '2D': { kind: 'fixed', ms: 2 * DAY },
  '3D': { kind: 'fixed', ms: 3 * DAY },
  '5D': { kind: 'fixed', ms: 5 * DAY },
  '1W': { kind: 'week' },
  '1M': { kind: 'month' },
};

/**
 * Open time (ms) of the bar that contains `time`.
 * @example bucketStart('1W', Date.UTC(2026, 0, 15, 12)) === Date.UTC(2026, 0, 12) // Thursday → Monday
 * @example bucketStart('3D', Date.UTC(1970, 0, 5)) === Date.UTC(1970, 0, 4)
 */
export function bucketStart(resolution: Resolution, time: number): number {
  const bucket = BUCKETS[resolution];
  switch (bucket.kind) {
    case 'fixed':
      return Math.floor(time / bucket.ms) * bucket.ms;
    case 'week':
      return Math.floor((time + MONDAY_OFFSET) / WEEK) * WEEK - MONDAY_OFFSET;
    case 'month': {
      const date = new Date(time);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    }
  }
}

/**
 * Open time of the bar after the one that opens at `start` (= the end of that bar).
 * @example nextBucketStart('1M', Date.UTC(2026, 1, 1)) === Date.UTC(2026, 2, 1)
 */
export function nextBucketStart(resolution: Resolution, start: number): number {
  const bucket = BUCKETS[resolution];
  if (bucket.kind === 'fixed') return start + bucket.ms;
  if (bucket.kind === 'week') return start + WEEK;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/**
 * Open time of the bar before the one that opens at `start`.
 * @example previousBucketStart('1M', Date.UTC(2026, 0, 1)) === Date.UTC(2025, 11, 1)
 */
export function previousBucketStart(resolution: Resolution, start: number): number {
  const bucket = BUCKETS[resolution];
  if (bucket.kind === 'fixed') return start - bucket.ms;
  if (bucket.kind === 'week') return start - WEEK;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
}
