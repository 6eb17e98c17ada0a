import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import {
  DAY_MS,
  blendedApr,
  dailyInterest,
  daysInYearOf,
  dueInterestDays,
  isLeapYear,
  maturityMs,
  tiersProblem,
  yearlyInterest,
  type EarnTier,
} from './interest';
import { redemptionRefusal, subscriptionRefusal, type SubscriptionFacts } from './rules';

const tiers = (...pairs: [string, string][]): EarnTier[] => pairs.map(([from, apr]) => ({ from: decimal(from), apr: decimal(apr) }));
const USDT = tiers(['0', '8'], ['500', '2']);
const FLAT = tiers(['0', '3.65']);

describe('isLeapYear / daysInYearOf (issue 14 "interest over leap days")', () => {
  it.each<[number, boolean]>([
    [2024, true],
    [2025, false],
    [2100, false],
    [2000, true],
  ])('%i leap: %s', (year, leap) => expect(isLeapYear(year)).toBe(leap));

  it('a day of a leap year counts 1/366 of the APR, including 29 February', () => {
    expect(daysInYearOf(Date.UTC(2024, 1, 29))).toBe(366);
    expect(daysInYearOf(Date.UTC(2025, 1, 28))).toBe(365);
  });
});

describe('yearlyInterest / blendedApr (issue 14 "APR tiers": marginal tiers)', () => {
  it.each<[string, string, EarnTier[], string, string]>([
    ['inside the first tier', '100', USDT, '8', '8.0000'],
    ['at the threshold', '500', USDT, '40', '8.0000'],
    ['across two tiers: 8% on 500 + 2% on 500', '1000', USDT, '50', '5.0000'],
    ['a flat rate', '1000', FLAT, '36.5', '3.6500'],
    ['three tiers', '3000', tiers(['0', '10'], ['1000', '5'], ['2000', '1']), '160', '5.3333'],
    ['zero principal shows the first tier', '0', USDT, '0', '8.0000'],
  ])('%s', (_name, principal, t, yearly, apr) => {
    expect(Number(yearlyInterest(decimal(principal), t))).toBe(Number(yearly));
    expect(blendedApr(decimal(principal), t)).toBe(apr);
  });
});

describe('dailyInterest (decimal strings, 8 decimals rounded down)', () => {
  it.each<[string, string, EarnTier[], number, string]>([
    ['365-day year', '1000', FLAT, Date.UTC(2025, 5, 1), '0.10000000'],
    ['leap day 2024-02-29: 3.66% / 366', '1000', tiers(['0', '3.66']), Date.UTC(2024, 1, 29), '0.10000000'],
    ['leap year, flat 3.65%: less per day than in 2025', '1000', FLAT, Date.UTC(2024, 5, 1), '0.09972677'],
    ['tiers: 50 a year / 365', '1000', USDT, Date.UTC(2025, 0, 1), '0.13698630'],
    ['a satoshi-sized principal earns 0, never a negative', '0.00000001', FLAT, Date.UTC(2025, 0, 1), '0.00000000'],
    ['BTC 1.5 at 1%', '1.5', tiers(['0', '1']), Date.UTC(2026, 0, 1), '0.00004109'],
  ])('%s', (_name, principal, t, day, expected) => {
    expect(dailyInterest(decimal(principal), t, day)).toBe(expected);
  });
});

describe('dueInterestDays (injected clock: day k is due once the k-th full day has passed)', () => {
  const T = Date.UTC(2024, 1, 27, 17, 30);
  it.each<[string, number | null, number, number, number[]]>([
    ['nothing before a full day', null, 0, T + DAY_MS - 1, []],
    ['day 1 exactly at 24 h', null, 0, T + DAY_MS, [1]],
    ['three days over the leap day', null, 0, T + 3.5 * DAY_MS, [1, 2, 3]],
    ['already accrued days are not due again (run twice: pays once)', null, 2, T + 3.5 * DAY_MS, [3]],
    ['a fixed term stops at its term', 7, 5, T + 30 * DAY_MS, [6, 7]],
    ['a clock before the subscription owes nothing', null, 0, T - DAY_MS, []],
  ])('%s', (_name, termDays, accruedDays, now, expected) => {
    expect(dueInterestDays({ subscribedAtMs: T, termDays, accruedDays }, now).map((d) => d.index)).toEqual(expected);
  });

  it('each day starts 24 h after the previous one (29 Feb 2024 is a day of its own)', () => {
    const days = dueInterestDays({ subscribedAtMs: T, termDays: null, accruedDays: 0 }, T + 3 * DAY_MS);
    expect(days.map((d) => new Date(d.startMs).toISOString().slice(0, 10))).toEqual(['2024-02-27', '2024-02-28', '2024-02-29']);
  });
});

describe('tiersProblem', () => {
  it.each<[string, EarnTier[], string | null]>([
    ['valid', USDT, null],
    ['empty', [], 'at least one tier is needed'],
    ['not from 0', tiers(['10', '5']), 'the first tier must start at 0'],
    ['not rising', tiers(['0', '5'], ['0', '2']), 'tier thresholds must rise'],
    ['negative APR', tiers(['0', '-1']), 'an APR cannot be negative'],
  ])('%s', (_name, t, expected) => expect(tiersProblem(t)).toBe(expected));
});

describe('subscriptionRefusal (issue 14 "amounts out of range … outside a product\'s window")', () => {
  const base: SubscriptionFacts = {
    status: 'active',
    minAmount: decimal('10'),
    maxAmount: decimal('1000'),
    cap: decimal('5000'),
    userPrincipal: decimal('0'),
    totalPrincipal: decimal('0'),
  };
  it.each<[string, Partial<SubscriptionFacts>, string, string | null]>([
    ['fits', {}, '100', null],
    ['paused product', { status: 'paused' }, '100', 'paused'],
    ['zero', {}, '0', 'not_positive'],
    ['below the minimum', {}, '9.99', 'below_min'],
    ['over the per-user maximum with what is held', { userPrincipal: decimal('950') }, '60', 'above_max'],
    ['exactly the maximum', { userPrincipal: decimal('900') }, '100', null],
    ['over the product cap', { totalPrincipal: decimal('4950') }, '100', 'sold_out'],
  ])('%s', (_name, facts, amount, expected) => {
    expect(subscriptionRefusal({ ...base, ...facts }, decimal(amount))).toBe(expected);
  });
});

describe('redemptionRefusal (issue 14 "fixed terms lock until maturity"; redeemed once)', () => {
  const T = Date.UTC(2026, 0, 1);
  it.each<[string, 'flexible' | 'fixed', 'active' | 'redeemed' | 'matured', number | null, number, string | null]>([
    ['flexible at any time', 'flexible', 'active', null, T + 1, null],
    ['flexible redeemed twice', 'flexible', 'redeemed', null, T + DAY_MS, 'closed'],
    ['fixed before maturity', 'fixed', 'active', 30, maturityMs(T, 30) - 1, 'locked'],
    ['fixed at maturity', 'fixed', 'active', 30, maturityMs(T, 30), null],
    ['fixed already paid out', 'fixed', 'matured', 30, maturityMs(T, 31), 'closed'],
  ])('%s', (_name, type, status, termDays, now, expected) => {
    expect(redemptionRefusal({ type, status, subscribedAtMs: T, termDays }, now)).toBe(expected);
  });
});
