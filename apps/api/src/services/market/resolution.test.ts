import { describe, expect, it } from 'vitest';
import { RESOLUTIONS, type Resolution } from '@ex/contracts';
import { BUCKETS, bucketStart, nextBucketStart, previousBucketStart } from './resolution';

const at = (iso: string) => Date.parse(iso);

describe('bar alignment (UTC)', () => {
  // A Thursday afternoon, mid-month.
  const t = at('2026-01-15T13:47:29.500Z');
  const CASES: [Resolution, string, string][] = [
    ['1S', '2026-01-15T13:47:29.000Z', 'whole seconds'],
    ['10S', '2026-01-15T13:47:20.000Z', 'multiples of 10 s since the epoch'],
    ['30S', '2026-01-15T13:47:00.000Z', 'multiples of 30 s'],
    ['1', '2026-01-15T13:47:00.000Z', 'whole minutes'],
    ['3', '2026-01-15T13:45:00.000Z', '3-minute bars from midnight'],
    ['5', '2026-01-15T13:45:00.000Z', '5-minute bars'],
    ['15', '2026-01-15T13:45:00.000Z', 'quarter hours'],
    ['30', '2026-01-15T13:30:00.000Z', 'half hours'],
    ['60', '2026-01-15T13:00:00.000Z', 'whole hours'],
    ['120', '2026-01-15T12:00:00.000Z', 'even hours'],
    ['240', '2026-01-15T12:00:00.000Z', '00/04/08/12/16/20 UTC'],
    ['360', '2026-01-15T12:00:00.000Z', '00/06/12/18 UTC'],
    ['480', '2026-01-15T08:00:00.000Z', '00/08/16 UTC'],
    ['720', '2026-01-15T12:00:00.000Z', '00/12 UTC'],
    ['1D', '2026-01-15T00:00:00.000Z', 'UTC midnight'],
    // Epoch day of 2026-01-15 is 20468: 20468 = 2·10234 = 3·6822 + 2 = 5·4093 + 3.
    ['2D', '2026-01-15T00:00:00.000Z', 'epoch day divisible by 2'],
    ['3D', '2026-01-13T00:00:00.000Z', 'epoch day divisible by 3'],
    ['5D', '2026-01-12T00:00:00.000Z', 'epoch day divisible by 5'],
    ['1W', '2026-01-12T00:00:00.000Z', 'Monday 00:00 UTC'],
    ['1M', '2026-01-01T00:00:00.000Z', 'first of the calendar month'],
  ];

  it('covers every §9 resolution ("1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M")', () => {
    expect(CASES.map(([r]) => r)).toEqual([...RESOLUTIONS]);
    expect(Object.keys(BUCKETS).sort()).toEqual([...RESOLUTIONS].sort());
  });

  it.each(CASES)('%s starts at %s (%s)', (resolution, expected) => {
    expect(new Date(bucketStart(resolution, t)).toISOString()).toBe(expected);
  });

  it.each(RESOLUTIONS.map((r) => [r]))('%s: a bar start is its own start, and next/previous walk whole bars', (resolution) => {
    const start = bucketStart(resolution, t);
    expect(bucketStart(resolution, start)).toBe(start);
    const next = nextBucketStart(resolution, start);
    expect(next).toBeGreaterThan(t);
    expect(bucketStart(resolution, next)).toBe(next);
    expect(bucketStart(resolution, next - 1)).toBe(start);
    expect(previousBucketStart(resolution, next)).toBe(start);
    expect(nextBucketStart(resolution, previousBucketStart(resolution, start))).toBe(start);
  });

  const WEEKS: [string, string][] = [
    ['2026-01-12T00:00:00.000Z', '2026-01-12T00:00:00.000Z'], // Monday midnight is its own week
    ['2026-01-11T23:59:59.999Z', '2026-01-05T00:00:00.000Z'], // Sunday night belongs to the week before
    ['1970-01-01T00:00:00.000Z', '1969-12-29T00:00:00.000Z'], // the epoch was a Thursday
    ['2024-12-31T12:00:00.000Z', '2024-12-30T00:00:00.000Z'], // weeks cross years
  ];
  it.each(WEEKS)('1W: %s is in the week of %s', (time, monday) => {
    expect(new Date(bucketStart('1W', at(time))).toISOString()).toBe(monday);
    expect(new Date(bucketStart('1W', at(time))).getUTCDay()).toBe(1);
  });

  const MONTHS: [string, string, string][] = [
    ['2024-02-29T23:59:59.999Z', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'], // leap February
    ['2025-12-31T23:59:59.999Z', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'], // year end
    ['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'],
  ];
  it.each(MONTHS)('1M: %s is in the month %s … %s', (time, start, end) => {
    const s = bucketStart('1M', at(time));
    expect(new Date(s).toISOString()).toBe(start);
    expect(new Date(nextBucketStart('1M', s)).toISOString()).toBe(end);
  });
});
