import { describe, it, expect } from 'vitest';
import { KYC, KYC_CODES, isKyc2Done, isKycAtLeast, isKycCode, kycRankOf } from './kyc';

const LEVELS = '§3 "KYC levels (numeric): 0 = level 0, 5 = level 0.5, 2 = level 1, 1 = level 2, 4 = level 3, 3 = company."';
const KYC2 =
  '§3 "The KYC2 flag is complete once the verified level passes a check (the fund-password and notice logic compares verified with level 1)."';

describe('KYC_CODES and kycRankOf', () => {
  const cases = [
    { spec: LEVELS, code: 0, label: 'level 0', rank: 0 },
    { spec: LEVELS, code: 5, label: 'level 0.5', rank: 1 },
    { spec: LEVELS, code: 2, label: 'level 1', rank: 2 },
    { spec: LEVELS, code: 1, label: 'level 2', rank: 3 },
    { spec: LEVELS, code: 4, label: 'level 3', rank: 4 },
    { spec: LEVELS, code: 3, label: 'company', rank: 5 },
  ] as const;
  it.each(cases)('$spec: code $code is $label', ({ code, label, rank }) => {
    expect(KYC_CODES[code].label).toBe(label);
    expect(kycRankOf(code)).toBe(rank);
    expect(isKycCode(code)).toBe(true);
  });

  const unknown = [
    { spec: `${LEVELS} — unknown codes rank as level 0 (decision)`, code: 6 },
    { spec: `${LEVELS} — unknown codes rank as level 0 (decision)`, code: -1 },
    { spec: `${LEVELS} — unknown codes rank as level 0 (decision)`, code: 2.5 },
    { spec: `${LEVELS} — unknown codes rank as level 0 (decision)`, code: Number.NaN },
    { spec: `${LEVELS} — a string is not a code`, code: '3' },
    { spec: '§3 "The KYC status defaults to 0." — missing value', code: undefined },
    { spec: '§3 "The KYC status defaults to 0." — null value', code: null },
  ];
  it.each(unknown)('$spec: $code', ({ code }) => {
    expect(kycRankOf(code)).toBe(0);
    expect(isKycCode(code)).toBe(false);
  });

  it(`${LEVELS} — the named codes match the table`, () => {
    expect([KYC.LEVEL_0, KYC.LEVEL_0_5, KYC.LEVEL_1, KYC.LEVEL_2, KYC.LEVEL_3, KYC.COMPANY]).toEqual([0, 5, 2, 1, 4, 3]);
  });
});

describe('isKycAtLeast compares by rank, not by number', () => {
  const cases = [
    { spec: LEVELS, code: 1, min: 2, expected: true, why: 'level 2 >= level 1 though 1 < 2' },
    { spec: LEVELS, code: 5, min: 2, expected: false, why: 'level 0.5 < level 1 though 5 > 2' },
    { spec: LEVELS, code: 3, min: 4, expected: true, why: 'company ranks above level 3 though 3 < 4' },
    { spec: LEVELS, code: 4, min: 3, expected: false, why: 'level 3 < company though 4 > 3' },
    { spec: LEVELS, code: 2, min: 2, expected: true, why: 'equal level' },
    { spec: LEVELS, code: 0, min: 5, expected: false, why: 'level 0 < level 0.5' },
    { spec: LEVELS, code: 5, min: 0, expected: true, why: 'level 0.5 >= level 0' },
    { spec: LEVELS, code: 99, min: 5, expected: false, why: 'unknown ranks as level 0' },
    { spec: LEVELS, code: 99, min: 0, expected: true, why: 'unknown still meets level 0' },
  ] as const;
  it.each(cases)('$spec: $why', ({ code, min, expected }) => {
    expect(isKycAtLeast(code, min)).toBe(expected);
  });
});

describe('isKyc2Done: rank >= rank of level 1 (code 2)', () => {
  const cases = [
    { spec: KYC2, verified: 0, expected: false },
    { spec: KYC2, verified: 5, expected: false },
    { spec: KYC2, verified: 2, expected: true },
    { spec: KYC2, verified: 1, expected: true },
    { spec: KYC2, verified: 4, expected: true },
    { spec: KYC2, verified: 3, expected: true },
    { spec: `${KYC2} — unknown verified is not done`, verified: 7, expected: false },
    { spec: `${KYC2} — missing verified is not done`, verified: undefined, expected: false },
  ];
  it.each(cases)('$spec: verified=$verified', ({ verified, expected }) => {
    expect(isKyc2Done(verified)).toBe(expected);
  });
});
