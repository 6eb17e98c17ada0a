import type { KycCode, KycCodeValue, KycRank } from './brand';

/**
 * §3 "KYC levels (numeric): 0 = level 0, 5 = level 0.5, 2 = level 1, 1 = level 2, 4 = level 3,
 * 3 = company". The numbers are not in level order, so every comparison goes through `rank`.
 */
export const KYC_CODES: Readonly<Record<KycCodeValue, { readonly label: string; readonly rank: KycRank }>> = {
  0: { label: 'level 0', rank: 0 as KycRank },
  5: { label: 'level 0.5', rank: 1 as KycRank },
  2: { label: 'level 1', rank: 2 as KycRank },
  1: { label: 'level 2', rank: 3 as KycRank },
  4: { label: 'level 3', rank: 4 as KycRank },
  3: { label: 'company', rank: 5 as KycRank },
};

/** Named codes, so callers never write the confusing raw numbers. */
export const KYC = {
  LEVEL_0: 0 as KycCode,
  LEVEL_0_5: 5 as KycCode,
  LEVEL_1: 2 as KycCode,
  LEVEL_2: 1 as KycCode,
  LEVEL_3: 4 as KycCode,
  COMPANY: 3 as KycCode,
} as const;

/**
 * Narrows a raw server value to a known KYC code.
 * @example isKycCode(5) === true
 * @example isKycCode(6) === false
 */
export function isKycCode(code: unknown): code is KycCode {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(KYC_CODES, code);
}

/**
 * Rank of a raw `verified` value. Unknown codes (including NaN, strings, null) rank as level 0,
 * so a malformed server value never unlocks anything.
 * @example kycRankOf(3) === 5 // company ranks highest
 * @example kycRankOf(99) === 0
 */
export function kycRankOf(code: unknown): KycRank {
  return isKycCode(code) ? KYC_CODES[code as KycCodeValue].rank : (0 as KycRank);
}

/**
 * True when `code` is at or above `minCode` in level order (company highest), never by raw number.
 * @example isKycAtLeast(1, 2) === true  // level 2 >= level 1, although 1 < 2
 * @example isKycAtLeast(5, 2) === false // level 0.5 < level 1, although 5 > 2
 */
export function isKycAtLeast(code: unknown, minCode: KycCodeValue): boolean {
  return kycRankOf(code) >= kycRankOf(minCode);
}

/** The code the §3 KYC2 check compares `verified` with ("compares verified with level 1"). */
export const KYC2_THRESHOLD: KycCode = KYC.LEVEL_1;

/**
 * §3 "The KYC2 flag is complete once the verified level passes a check (the fund-password and
 * notice logic compares verified with level 1)".
 *
 * Decision: KYC2 is done when the rank of `verified` is at least the rank of level 1 (code 2),
 * i.e. codes 2, 1, 4 and 3 (level 1, level 2, level 3, company); codes 0 and 5 and unknown
 * values are not done. The threshold lives in {@link KYC2_THRESHOLD}.
 * @example isKyc2Done(2) === true
 * @example isKyc2Done(5) === false
 */
export function isKyc2Done(verified: unknown): boolean {
  return isKycAtLeast(verified, KYC2_THRESHOLD);
}
