import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESOLUTION,
  RESOLUTIONS,
  RESOLUTION_STORAGE_KEY,
  barDurationMs,
  bucketStart,
  isResolution,
  nextBucketStart,
  parseResolution,
  readStoredResolution,
  writeStoredResolution,
} from './resolutions';

const MIN = 60_000;
const DAY = 86_400_000;

describe('resolutions (§9 "Supported resolutions: 1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M")', () => {
  it('lists exactly the §9 set, in order', () => {
    expect(RESOLUTIONS.join(', ')).toBe('1S, 10S, 30S, 1, 3, 5, 15, 30, 60, 120, 240, 360, 480, 720, 1D, 2D, 3D, 5D, 1W, 1M');
  });

  it('defaults to 60 (§9 "Chart default resolution 60")', () => {
    expect(DEFAULT_RESOLUTION).toBe('60');
  });

  it.each([
    ['60', true],
    ['1D', true],
    ['1M', true],
    ['1d', false],
    ['2H', false],
    ['', false],
    [60, false],
    [null, false],
  ])('isResolution(%j) is %s', (value, expected) => {
    expect(isResolution(value)).toBe(expected);
  });

  it.each([
    ['240', undefined, '240'],
    [15, undefined, '15'],
    [15.5, undefined, '60'],
    ['2H', undefined, '60'],
    [undefined, undefined, '60'],
    [null, '1D', '1D'],
    [{}, '5', '5'],
  ] as const)('parseResolution(%j, %j) is %s', (value, fallback, expected) => {
    expect(parseResolution(value, fallback)).toBe(expected);
  });

  it.each([
    ['1S', 1000],
    ['10S', 10_000],
    ['30S', 30_000],
    ['1', MIN],
    ['15', 15 * MIN],
    ['720', 720 * MIN],
    ['1D', DAY],
    ['5D', 5 * DAY],
    ['1W', 7 * DAY],
    ['1M', 30 * DAY],
  ] as const)('barDurationMs(%s) = %d', (resolution, ms) => {
    expect(barDurationMs(resolution)).toBe(ms);
  });

  it.each([
    ['1S', Date.UTC(2026, 0, 15, 12, 34, 56, 789), Date.UTC(2026, 0, 15, 12, 34, 56)],
    ['10S', Date.UTC(2026, 0, 15, 12, 34, 56), Date.UTC(2026, 0, 15, 12, 34, 50)],
    ['5', Date.UTC(2026, 0, 15, 12, 34), Date.UTC(2026, 0, 15, 12, 30)],
    ['60', Date.UTC(2026, 0, 15, 12, 34), Date.UTC(2026, 0, 15, 12)],
    ['240', Date.UTC(2026, 0, 15, 13), Date.UTC(2026, 0, 15, 12)],
    ['1D', Date.UTC(2026, 0, 15, 23, 59), Date.UTC(2026, 0, 15)],
    ['3D', Date.UTC(1970, 0, 5), Date.UTC(1970, 0, 4)],
    ['1W', Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 0, 12)], // Thursday → Monday
    ['1W', Date.UTC(2026, 0, 12), Date.UTC(2026, 0, 12)], // a Monday is its own start
    ['1M', Date.UTC(2026, 1, 28, 23), Date.UTC(2026, 1, 1)],
  ] as const)('bucketStart(%s) aligns like the API (UTC)', (resolution, time, start) => {
    expect(bucketStart(resolution, time)).toBe(start);
  });

  it('every bucket contains its time and the next bucket starts after it', () => {
    const t = Date.UTC(2024, 1, 29, 7, 13, 2);
    for (const r of RESOLUTIONS) {
      const start = bucketStart(r, t);
      expect(start).toBeLessThanOrEqual(t);
      expect(nextBucketStart(r, start)).toBeGreaterThan(t);
      expect(bucketStart(r, start)).toBe(start);
    }
  });

  it('nextBucketStart follows calendar months for 1M', () => {
    expect(nextBucketStart('1M', Date.UTC(2026, 1, 1))).toBe(Date.UTC(2026, 2, 1));
    expect(nextBucketStart('1M', Date.UTC(2025, 11, 1))).toBe(Date.UTC(2026, 0, 1));
  });
});

describe('stored resolution (§9 "kept in local storage")', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const data = new Map(Object.entries(initial));
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it('reads the default on a first visit and after a bad value', () => {
    expect(readStoredResolution(memory())).toBe('60');
    expect(readStoredResolution(memory({ [RESOLUTION_STORAGE_KEY]: 'weekly' }))).toBe('60');
    expect(readStoredResolution(undefined)).toBe('60');
  });

  it('round-trips a stored resolution under ex.chart.resolution', () => {
    const storage = memory();
    expect(writeStoredResolution(storage, '1W')).toBe(true);
    expect(storage.data.get('ex.chart.resolution')).toBe('1W');
    expect(readStoredResolution(storage)).toBe('1W');
  });

  it('survives a throwing storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredResolution(broken)).toBe('60');
    expect(writeStoredResolution(broken, '5')).toBe(false);
  });
});
