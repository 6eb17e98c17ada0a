import { describe, expect, it } from 'vitest';
import { utcDayStart, withdrawalDailyLimitUsd } from './limits';

const KYC2 =
  'issue 13 "the daily limit by KYC level (KYC2 required, §4.12)"; §3 "0 = level 0, 5 = level 0.5, 2 = level 1, 1 = level 2, 4 = level 3, 3 = company"';

describe('withdrawal daily limit by KYC level', () => {
  it.each([
    [0, '0'],
    [5, '0'],
    [2, '100000'],
    [1, '1000000'],
    [4, '2000000'],
    [3, '5000000'],
    [99, '0'],
    ['2', '0'],
  ])(`${KYC2}: verified %j → %s USD`, (verified, limit) => {
    expect(withdrawalDailyLimitUsd(verified)).toBe(limit);
  });
  it('the window is the UTC day', () => {
    expect(utcDayStart(Date.UTC(2026, 0, 15, 23, 59, 59, 999))).toBe(Date.UTC(2026, 0, 15));
    expect(utcDayStart(Date.UTC(2026, 0, 16))).toBe(Date.UTC(2026, 0, 16));
  });
});
