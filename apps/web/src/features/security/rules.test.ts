import { describe, expect, it } from 'vitest';
import { VALIDITY_OPTIONS, acceptsSubmit, activeLockEnd, validityKey } from './rules';

describe('§5/§9 submit debounce 1500 ms', () => {
  it.each([
    { name: 'first press', last: null, now: 1_000, out: true },
    { name: 'second press 1 ms later', last: 1_000, now: 1_001, out: false },
    { name: 'second press at 1499 ms', last: 1_000, now: 2_499, out: false },
    { name: 'press at exactly 1500 ms', last: 1_000, now: 2_500, out: true },
  ])('$name → $out', ({ last, now, out }) => expect(acceptsSubmit(last, now)).toBe(out));
});

describe('§4.10 validity options', () => {
  it('lists one hour (1), every time (2), never (0)', () => expect(VALIDITY_OPTIONS).toEqual([1, 2, 0]));
  it.each([
    [1, 'oneHour'],
    [2, 'everyTime'],
    [0, 'never'],
    [7, 'oneHour'],
  ] as const)('%i → %s', (n, key) => expect(validityKey(n)).toBe(key));
});

describe('lock end', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  it('is the end time while the lock holds', () =>
    expect(activeLockEnd('2030-01-01T12:30:00Z', now)?.toISOString()).toBe('2030-01-01T12:30:00.000Z'));
  it.each([null, undefined, '', 'not a date', '2030-01-01T11:59:59Z', '2030-01-01T12:00:00Z'])('none for %s', (v) =>
    expect(activeLockEnd(v, now)).toBeNull(),
  );
});
