import { addDecimal, compareDecimal, divideDecimal, multiplyDecimal, subtractDecimal, type DecimalString } from '../decimal';
import { ZERO, isPositive } from '../ledger/money';

/** Issue 14 simple-earn: a flexible product is redeemable at any time; a fixed one locks for its term. */
export const EARN_PRODUCT_TYPES = ['flexible', 'fixed'] as const;
export type EarnProductType = (typeof EARN_PRODUCT_TYPES)[number];

export const EARN_PRODUCT_STATUSES = ['active', 'paused'] as const;
export type EarnProductStatus = (typeof EARN_PRODUCT_STATUSES)[number];

export const EARN_POSITION_STATUSES = ['active', 'redeemed', 'matured'] as const;
export type EarnPositionStatus = (typeof EARN_POSITION_STATUSES)[number];

/**
 * One APR tier: the part of a position's principal from `from` up to the next tier's `from` earns
 * `apr` percent a year (marginal tiers, like income-tax brackets: 8% on the first 500 USDT and 2% on
 * the rest). The first tier starts at 0.
 */
export interface EarnTier {
  readonly from: DecimalString;
  /** Percent per year, e.g. '8' for 8%. */
  readonly apr: DecimalString;
}

export const DAY_MS = 86_400_000;
/** Interest is kept to 8 decimals and rounded down: the exchange never pays a fraction it does not owe. */
export const EARN_INTEREST_SCALE = 8;

/**
 * A Gregorian leap year.
 * @example isLeapYear(2024) === true
 * @example isLeapYear(1900) === false
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day count of the year a day falls in (actual/actual: a day of a leap year is 1/366 of its APR).
 * @example daysInYearOf(Date.UTC(2024, 1, 29)) === 366
 */
export function daysInYearOf(dayStartMs: number): 365 | 366 {
  return isLeapYear(new Date(dayStartMs).getUTCFullYear()) ? 366 : 365;
}

/**
 * Why a tier list is not usable, or null: it must start at 0, rise strictly, and have APRs of 0 or more.
 * @example tiersProblem([{ from: decimal('0'), apr: decimal('5') }]) === null
 */
export function tiersProblem(tiers: readonly EarnTier[]): string | null {
  if (tiers.length === 0) return 'at least one tier is needed';
  if (compareDecimal(tiers[0]!.from, ZERO) !== 0) return 'the first tier must start at 0';
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i]!;
    if (tier.apr.startsWith('-')) return 'an APR cannot be negative';
    if (compareDecimal(tier.apr, '1000' as DecimalString) > 0) return 'an APR above 1000% is not plausible';
    if (i > 0 && compareDecimal(tier.from, tiers[i - 1]!.from) <= 0) return 'tier thresholds must rise';
  }
  return null;
}

/**
 * The interest a principal earns in one year, as a sum over the marginal tiers (unrounded).
 * @example yearlyInterest(decimal('1000'), [{ from: decimal('0'), apr: decimal('8') }, { from: decimal('500'), apr: decimal('2') }]) // '50' (40 + 10)
 */
export function yearlyInterest(principal: DecimalString, tiers: readonly EarnTier[]): DecimalString {
  let total = ZERO;
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i]!;
    if (compareDecimal(principal, tier.from) <= 0) break;
    const next = tiers[i + 1]?.from;
    const top = next !== undefined && compareDecimal(principal, next) > 0 ? next : principal;
    total = addDecimal(total, multiplyDecimal(subtractDecimal(top, tier.from), tier.apr));
  }
  return divideDecimal(total, '100' as DecimalString, 18, 'down');
}

/**
 * The blended APR (percent, 4 decimals, down) of a principal across the tiers: what the page shows
 * for "your rate". For a zero principal it is the first tier's APR.
 * @example blendedApr(decimal('1000'), tiers8and2) === '5.0000'
 */
export function blendedApr(principal: DecimalString, tiers: readonly EarnTier[]): DecimalString {
  if (!isPositive(principal)) return divideDecimal(tiers[0]?.apr ?? ZERO, '1' as DecimalString, 4, 'down');
  return divideDecimal(multiplyDecimal(yearlyInterest(principal, tiers), '100' as DecimalString), principal, 4, 'down');
}

/**
 * One day's interest of a principal: yearly interest ÷ the days of the year the day falls in,
 * rounded down to {@link EARN_INTEREST_SCALE} decimals.
 * @example dailyInterest(decimal('1000'), [{ from: decimal('0'), apr: decimal('3.66') }], Date.UTC(2024, 1, 29)) === '0.10000000'
 */
export function dailyInterest(principal: DecimalString, tiers: readonly EarnTier[], dayStartMs: number): DecimalString {
  const yearly = yearlyInterest(principal, tiers);
  return divideDecimal(yearly, String(daysInYearOf(dayStartMs)) as DecimalString, EARN_INTEREST_SCALE, 'down');
}

/** What the accrual needs to know of a position. */
export interface AccrualPosition {
  readonly subscribedAtMs: number;
  /** Null for flexible; the number of interest days for fixed. */
  readonly termDays: number | null;
  /** Interest days already accrued (1-based days 1..accruedDays are done). */
  readonly accruedDays: number;
}

/** One interest day: day `index` covers [startMs, startMs + 1 day) and is due at its end. */
export interface InterestDay {
  readonly index: number;
  readonly startMs: number;
}

/**
 * The interest days that are due at `nowMs` and not accrued yet. Day k of a position covers the k-th
 * full 24 hours after the subscription and is due once it has passed; a fixed position earns at most
 * `termDays` days; a part day earns nothing (a flexible redemption forfeits it).
 * @example dueInterestDays({ subscribedAtMs: 0, termDays: null, accruedDays: 0 }, 2.5 * DAY_MS) // days 1 and 2
 */
export function dueInterestDays(position: AccrualPosition, nowMs: number): InterestDay[] {
  const elapsed = Math.floor((nowMs - position.subscribedAtMs) / DAY_MS);
  const last = position.termDays === null ? elapsed : Math.min(elapsed, position.termDays);
  const days: InterestDay[] = [];
  for (let k = position.accruedDays + 1; k <= last; k++) days.push({ index: k, startMs: position.subscribedAtMs + (k - 1) * DAY_MS });
  return days;
}

/**
 * When a fixed position unlocks (principal and interest paid): its term after the subscription.
 * @example maturityMs(0, 30) === 30 * DAY_MS
 */
export function maturityMs(subscribedAtMs: number, termDays: number): number {
  return subscribedAtMs + termDays * DAY_MS;
}
