import { describe, it, expect } from 'vitest';
import { ms, seconds, secondsToMs } from './brand';

describe('secondsToMs', () => {
  const cases = [
    { spec: '§9 "Referral cookie max age: 604800 s (7 days)."', s: 604800, expected: 604_800_000 },
    { spec: '§9 "Compliance skip marker: 7200 s."', s: 7200, expected: 7_200_000 },
    { spec: '§9 "Fingerprint cookie: 86400 s"', s: 86400, expected: 86_400_000 },
    { spec: '§9 "Gray-tax notice: once per 24 h (86400000 ms)." — 24 h in seconds', s: 86400, expected: 86_400_000 },
    { spec: 'zero is a valid duration', s: 0, expected: 0 },
  ];
  it.each(cases)('$spec', ({ s, expected }) => {
    expect(secondsToMs(seconds(s))).toBe(expected);
  });
});

describe('ms / seconds reject non-finite values', () => {
  const cases = [
    { spec: '§9 "Client timeouts: 20000 ms and 5000 ms." — a time must be a real number', make: () => ms(Number.NaN) },
    { spec: '§9 "Client timeouts: 20000 ms and 5000 ms." — a time must be a real number', make: () => ms(Number.POSITIVE_INFINITY) },
    { spec: '§9 "Compliance skip marker: 7200 s." — a time must be a real number', make: () => seconds(Number.NaN) },
  ];
  it.each(cases)('$spec', ({ make }) => {
    expect(make).toThrow(RangeError);
  });

  it('§9 "Client timeouts: 20000 ms" — a finite value passes through unchanged', () => {
    expect(ms(20000)).toBe(20000);
    expect(seconds(7200)).toBe(7200);
  });
});
