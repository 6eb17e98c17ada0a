import { decimal, type DecimalString } from '../decimal';
import { KYC, isKyc2Done, kycRankOf } from '../kyc';
import type { KycCodeValue } from '../brand';

/**
 * Daily withdrawal limit in USD by KYC level (issue 13 "the daily limit by KYC level (KYC2
 * required, §4.12)"). Below KYC2 nothing can be withdrawn. Decision: level 1 100 000 USD, level 2
 * 1 000 000, level 3 2 000 000, company 5 000 000 per UTC day, requests still pending included.
 */
const DAILY_LIMITS_USD: readonly [KycCodeValue, string][] = [
  [KYC.COMPANY as KycCodeValue, '5000000'],
  [KYC.LEVEL_3 as KycCodeValue, '2000000'],
  [KYC.LEVEL_2 as KycCodeValue, '1000000'],
  [KYC.LEVEL_1 as KycCodeValue, '100000'],
];

/**
 * @example withdrawalDailyLimitUsd(2) === '100000' // level 1 (KYC2 done)
 * @example withdrawalDailyLimitUsd(5) === '0'      // level 0.5: KYC2 not done
 */
export function withdrawalDailyLimitUsd(verified: unknown): DecimalString {
  if (!isKyc2Done(verified)) return decimal('0');
  const rank = kycRankOf(verified);
  const row = DAILY_LIMITS_USD.find(([code]) => rank >= kycRankOf(code));
  return decimal(row?.[1] ?? '0');
}

/**
 * Start of the UTC day `nowMs` falls in: the daily limit's window.
 * @example utcDayStart(Date.UTC(2026, 0, 15, 12)) === Date.UTC(2026, 0, 15)
 */
export function utcDayStart(nowMs: number): number {
  return nowMs - (((nowMs % 86_400_000) + 86_400_000) % 86_400_000);
}
