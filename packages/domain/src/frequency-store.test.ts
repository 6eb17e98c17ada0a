import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  FREQUENCY_DAY_MS,
  formatFrequencyStoreValue,
  parseFrequencyStoreValue,
  resolveDailyCount,
  type FrequencyStoreValue,
} from './frequency-store';

const SHAPE = '§5 "Frequency store value must look like count/timestamp with two numeric parts, else it is ignored."';
const DAILY =
  '§4.15 "the daily count is below maxCount" / §9 "at most 4 shows per day" (decision: a day is the 24 h from the stored timestamp)';

const T = 1_700_000_000_000;
const DAY = 86_400_000;

describe('parseFrequencyStoreValue', () => {
  const cases: { spec: string; raw: string | null | undefined; expected: FrequencyStoreValue | null }[] = [
    { spec: SHAPE, raw: '1/1700000000000', expected: { count: 1, timestamp: 1_700_000_000_000 } },
    { spec: SHAPE, raw: '0/0', expected: { count: 0, timestamp: 0 } },
    { spec: SHAPE, raw: '4/1', expected: { count: 4, timestamp: 1 } },
    { spec: `${SHAPE} — leading zeros are still numeric`, raw: '007/0010', expected: { count: 7, timestamp: 10 } },
    { spec: SHAPE, raw: null, expected: null },
    { spec: SHAPE, raw: undefined, expected: null },
    { spec: SHAPE, raw: '', expected: null },
    { spec: `${SHAPE} — one part`, raw: '3', expected: null },
    { spec: `${SHAPE} — one part`, raw: '3/', expected: null },
    { spec: `${SHAPE} — one part`, raw: '/1700000000000', expected: null },
    { spec: `${SHAPE} — three parts`, raw: '1/2/3', expected: null },
    { spec: `${SHAPE} — doubled separator`, raw: '1//2', expected: null },
    { spec: `${SHAPE} — not numeric`, raw: 'a/b', expected: null },
    { spec: `${SHAPE} — not numeric`, raw: '1/abc', expected: null },
    { spec: `${SHAPE} — whitespace`, raw: ' 1/2', expected: null },
    { spec: `${SHAPE} — whitespace`, raw: '1 /2', expected: null },
    { spec: `${SHAPE} — whitespace`, raw: '1/2\n', expected: null },
    { spec: `${SHAPE} — sign`, raw: '-1/2', expected: null },
    { spec: `${SHAPE} — sign`, raw: '+1/2', expected: null },
    { spec: `${SHAPE} — decimal`, raw: '1.5/2', expected: null },
    { spec: `${SHAPE} — decimal`, raw: '1/2.0', expected: null },
    { spec: `${SHAPE} — exponent`, raw: '1/1e12', expected: null },
    { spec: `${SHAPE} — hex`, raw: '0x1/2', expected: null },
    { spec: `${SHAPE} — Infinity`, raw: '1/Infinity', expected: null },
    { spec: `${SHAPE} — other separator`, raw: '1-2', expected: null },
    { spec: `${SHAPE} — JSON`, raw: '{"count":1}', expected: null },
    { spec: `${SHAPE} — beyond safe integers`, raw: '1/9007199254740993', expected: null },
    { spec: `${SHAPE} — the largest safe integer`, raw: '9007199254740991/1', expected: { count: 9007199254740991, timestamp: 1 } },
    { spec: `${SHAPE} — non-ASCII digits`, raw: '１/２', expected: null },
  ];
  it.each(cases)('$spec: $raw', ({ raw, expected }) => {
    expect(parseFrequencyStoreValue(raw)).toEqual(expected);
  });

  it(`${SHAPE} — never throws on any input, and a result always has two safe non-negative integers`, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom(...'0123456789/.-+e '.split('')) }),
          fc.constant(null),
          fc.constant(undefined),
        ),
        (raw) => {
          const r = parseFrequencyStoreValue(raw);
          if (r !== null) {
            expect(Number.isSafeInteger(r.count) && r.count >= 0).toBe(true);
            expect(Number.isSafeInteger(r.timestamp) && r.timestamp >= 0).toBe(true);
          }
        },
      ),
    );
  });

  it(`${SHAPE} — tolerates non-string values at run time`, () => {
    for (const raw of [42, {}, [], true] as unknown[]) expect(parseFrequencyStoreValue(raw as string)).toBeNull();
  });
});

describe('formatFrequencyStoreValue', () => {
  it(`${SHAPE}: formats count/timestamp`, () => {
    expect(formatFrequencyStoreValue({ count: 2, timestamp: T })).toBe('2/1700000000000');
  });

  const bad: { spec: string; value: FrequencyStoreValue }[] = [
    { spec: `${SHAPE} — a negative count cannot be stored`, value: { count: -1, timestamp: T } },
    { spec: `${SHAPE} — a fractional count cannot be stored`, value: { count: 1.5, timestamp: T } },
    { spec: `${SHAPE} — NaN cannot be stored`, value: { count: 1, timestamp: Number.NaN } },
    { spec: `${SHAPE} — a huge timestamp would print as 1e+21`, value: { count: 1, timestamp: 1e21 } },
  ];
  it.each(bad)('$spec', ({ value }) => {
    expect(() => formatFrequencyStoreValue(value)).toThrow(RangeError);
  });

  it(`${SHAPE} — round trip: parse(format(v)) equals v`, () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.maxSafeNat(), (count, timestamp) => {
        expect(parseFrequencyStoreValue(formatFrequencyStoreValue({ count, timestamp }))).toEqual({ count, timestamp });
      }),
    );
  });

  it(`${SHAPE} — round trip: format(parse(s)) equals s for canonical strings`, () => {
    const canonical = fc.tuple(fc.maxSafeNat(), fc.maxSafeNat()).map(([c, t]) => `${c}/${t}`);
    fc.assert(
      fc.property(canonical, (s) => {
        const v = parseFrequencyStoreValue(s);
        expect(v).not.toBeNull();
        if (v !== null) expect(formatFrequencyStoreValue(v)).toBe(s);
      }),
    );
  });
});

describe('resolveDailyCount', () => {
  it(`${DAILY}: the default day is 24 h`, () => {
    expect(FREQUENCY_DAY_MS).toBe(DAY);
  });

  const cases: {
    spec: string;
    raw: string | null | undefined;
    now: number;
    dayMs?: number;
    count: number;
    windowStart: number;
    next: string;
  }[] = [
    { spec: `${DAILY} — nothing stored`, raw: null, now: T, count: 0, windowStart: T, next: `1/${T}` },
    { spec: `${DAILY} — nothing stored`, raw: undefined, now: T, count: 0, windowStart: T, next: `1/${T}` },
    { spec: `${DAILY} — within the day, the count stands`, raw: `3/${T}`, now: T + 1000, count: 3, windowStart: T, next: `4/${T}` },
    { spec: `${DAILY} — at the stored instant`, raw: `1/${T}`, now: T, count: 1, windowStart: T, next: `2/${T}` },
    { spec: `${DAILY} — 1 ms before the day ends`, raw: `4/${T}`, now: T + DAY - 1, count: 4, windowStart: T, next: `5/${T}` },
    { spec: `${DAILY} — the day has ended: reset`, raw: `4/${T}`, now: T + DAY, count: 0, windowStart: T + DAY, next: `1/${T + DAY}` },
    {
      spec: `${DAILY} — long ago: reset`,
      raw: `9/${T}`,
      now: T + 10 * DAY,
      count: 0,
      windowStart: T + 10 * DAY,
      next: `1/${T + 10 * DAY}`,
    },
    { spec: `${DAILY} — stamp in the future (decision: reset)`, raw: `4/${T + 1000}`, now: T, count: 0, windowStart: T, next: `1/${T}` },
    { spec: `${SHAPE} — an ignored value resets`, raw: `4/${T}.5`, now: T + 1, count: 0, windowStart: T + 1, next: `1/${T + 1}` },
    { spec: `${SHAPE} — an ignored value resets`, raw: 'garbage', now: T, count: 0, windowStart: T, next: `1/${T}` },
    {
      spec: `${DAILY} — a custom window (1 h)`,
      raw: `2/${T}`,
      now: T + 3_600_000,
      dayMs: 3_600_000,
      count: 0,
      windowStart: T + 3_600_000,
      next: `1/${T + 3_600_000}`,
    },
    {
      spec: `${DAILY} — a custom window (1 h), within`,
      raw: `2/${T}`,
      now: T + 3_599_999,
      dayMs: 3_600_000,
      count: 2,
      windowStart: T,
      next: `3/${T}`,
    },
    {
      spec: `${DAILY} — a saturated count does not overflow`,
      raw: `9007199254740991/${T}`,
      now: T,
      count: 9007199254740991,
      windowStart: T,
      next: `9007199254740991/${T}`,
    },
  ];
  it.each(cases)('$spec: $raw at $now', ({ raw, now, dayMs, count, windowStart, next }) => {
    expect(resolveDailyCount(dayMs === undefined ? { raw, now } : { raw, now, dayMs })).toEqual({ count, windowStart, next });
  });

  const bad: { spec: string; now: number; dayMs?: number }[] = [
    { spec: `${DAILY} — the clock must be a real instant`, now: Number.NaN },
    { spec: `${DAILY} — the clock must be a real instant`, now: -1 },
    { spec: `${DAILY} — the window must be positive`, now: T, dayMs: 0 },
    { spec: `${DAILY} — the window must be positive`, now: T, dayMs: -DAY },
    { spec: `${DAILY} — the window must be an integer`, now: T, dayMs: Number.POSITIVE_INFINITY },
  ];
  it.each(bad)('$spec: now=$now dayMs=$dayMs throws RangeError', ({ now, dayMs }) => {
    expect(() => resolveDailyCount({ raw: null, now, ...(dayMs === undefined ? {} : { dayMs }) })).toThrow(RangeError);
  });

  it(`${DAILY} — showing N times in a day then storing next counts N; a day later it resets`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: DAY - 1 }), (shows, spread) => {
        let raw: string | null = null;
        for (let i = 0; i < shows; i++) raw = resolveDailyCount({ raw, now: T + Math.floor((spread * i) / shows) }).next;
        expect(resolveDailyCount({ raw, now: T + spread }).count).toBe(shows);
        expect(resolveDailyCount({ raw, now: T + DAY }).count).toBe(0);
      }),
    );
  });
});
