import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  IMAGE_SHARE_MIN_BUILD,
  IOS_NEW_KYC_PAGE_BUILD,
  NATIVE_KYC_PAGE,
  NATIVE_KYC_PAGE_OLD,
  canShareImage,
  parseAppBuild,
  resolveNativeKycPage,
  type NativeKycPage,
  type NativePlatform,
} from './native-app';

const KYC_PAGE = '§5 "An Apple-app build below 202306151200 uses the old native page name for KYC."';
const BRIDGE = '§7 "Native-app bridges: closeWebview, openNative (kyc), openWebUrl."';
const SHARE = '§5 "The image share needs Android build 653000 or iOS 202503100001 at minimum."';
const PARSE = '§5 "Native app versions" (decision: builds are digits only; anything else is unparsable and counts as the oldest)';

describe('parseAppBuild', () => {
  const cases: { spec: string; build: number | string; expected: number | null }[] = [
    { spec: PARSE, build: '202306151200', expected: 202306151200 },
    { spec: PARSE, build: 202306151200, expected: 202306151200 },
    { spec: PARSE, build: '653000', expected: 653000 },
    { spec: `${PARSE} — leading zeros allowed`, build: '0653000', expected: 653000 },
    { spec: PARSE, build: '0', expected: 0 },
    { spec: PARSE, build: '', expected: null },
    { spec: `${PARSE} — whitespace`, build: ' 653000', expected: null },
    { spec: `${PARSE} — whitespace`, build: '653000\n', expected: null },
    { spec: `${PARSE} — sign`, build: '+653000', expected: null },
    { spec: `${PARSE} — sign`, build: '-1', expected: null },
    { spec: `${PARSE} — dotted version`, build: '6.53.0', expected: null },
    { spec: `${PARSE} — decimal`, build: '653000.0', expected: null },
    { spec: `${PARSE} — exponent`, build: '6.53e5', expected: null },
    { spec: `${PARSE} — hex`, build: '0x9f6a8', expected: null },
    { spec: `${PARSE} — separators`, build: '653_000', expected: null },
    { spec: `${PARSE} — non-ASCII digits`, build: '６５３０００', expected: null },
    { spec: `${PARSE} — beyond safe integers`, build: '9007199254740993', expected: null },
    { spec: `${PARSE} — the largest safe integer`, build: '9007199254740991', expected: 9007199254740991 },
    { spec: `${PARSE} — fractional number`, build: 653000.5, expected: null },
    { spec: `${PARSE} — negative number`, build: -1, expected: null },
    { spec: `${PARSE} — NaN`, build: Number.NaN, expected: null },
    { spec: `${PARSE} — Infinity`, build: Number.POSITIVE_INFINITY, expected: null },
  ];
  it.each(cases)('$spec: $build → $expected', ({ build, expected }) => {
    expect(parseAppBuild(build)).toBe(expected);
  });

  it(`${PARSE} — every safe non-negative integer round-trips through its decimal string`, () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseAppBuild(String(n))).toBe(n);
        expect(parseAppBuild(n)).toBe(n);
      }),
    );
  });

  it(`${PARSE} — never throws, and any result is a safe non-negative integer`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (b) => {
        const r = parseAppBuild(b);
        expect(r === null || (Number.isSafeInteger(r) && r >= 0)).toBe(true);
      }),
    );
  });
});

describe('resolveNativeKycPage', () => {
  it(`${BRIDGE} — the current page name is "kyc"; the old one is our choice, "kycVerify"`, () => {
    expect(NATIVE_KYC_PAGE).toBe('kyc');
    expect(NATIVE_KYC_PAGE_OLD).toBe('kycVerify');
    expect(IOS_NEW_KYC_PAGE_BUILD).toBe(202306151200);
  });

  const cases: { spec: string; platform: NativePlatform; build: number | string; page: NativeKycPage }[] = [
    { spec: KYC_PAGE, platform: 'ios', build: '202306151199', page: 'kycVerify' },
    { spec: KYC_PAGE, platform: 'ios', build: 202306151199, page: 'kycVerify' },
    { spec: `${KYC_PAGE} — "below": the threshold itself is new`, platform: 'ios', build: '202306151200', page: 'kyc' },
    { spec: KYC_PAGE, platform: 'ios', build: 202306151200, page: 'kyc' },
    { spec: KYC_PAGE, platform: 'ios', build: '202306151201', page: 'kyc' },
    { spec: KYC_PAGE, platform: 'ios', build: '202503100001', page: 'kyc' },
    { spec: KYC_PAGE, platform: 'ios', build: '1', page: 'kycVerify' },
    { spec: `${KYC_PAGE} — an unparsable iOS build is the oldest (decision)`, platform: 'ios', build: '2023.06.15', page: 'kycVerify' },
    { spec: `${KYC_PAGE} — an unparsable iOS build is the oldest (decision)`, platform: 'ios', build: '', page: 'kycVerify' },
    { spec: `${KYC_PAGE} — the rule is Apple-only: Android always uses the current name`, platform: 'android', build: '1', page: 'kyc' },
    { spec: `${KYC_PAGE} — the rule is Apple-only`, platform: 'android', build: 'garbage', page: 'kyc' },
    { spec: `${KYC_PAGE} — the rule is Apple-only`, platform: 'android', build: 653000, page: 'kyc' },
  ];
  it.each(cases)('$spec: $platform $build → $page', ({ platform, build, page }) => {
    expect(resolveNativeKycPage({ platform, build })).toBe(page);
  });
});

describe('canShareImage', () => {
  it(`${SHARE}: the minimum builds`, () => {
    expect(IMAGE_SHARE_MIN_BUILD).toEqual({ android: 653000, ios: 202503100001 });
  });

  const cases: { spec: string; platform: NativePlatform; build: number | string; ok: boolean }[] = [
    { spec: SHARE, platform: 'android', build: '653000', ok: true },
    { spec: SHARE, platform: 'android', build: 653000, ok: true },
    { spec: SHARE, platform: 'android', build: '652999', ok: false },
    { spec: SHARE, platform: 'android', build: 653001, ok: true },
    { spec: SHARE, platform: 'android', build: '1000000', ok: true },
    { spec: SHARE, platform: 'ios', build: '202503100001', ok: true },
    { spec: SHARE, platform: 'ios', build: 202503100001, ok: true },
    { spec: SHARE, platform: 'ios', build: '202503100000', ok: false },
    { spec: SHARE, platform: 'ios', build: '202503100002', ok: true },
    { spec: `${SHARE} — each platform has its own minimum: an Android-sized number on iOS`, platform: 'ios', build: '653000', ok: false },
    {
      spec: `${SHARE} — each platform has its own minimum: an iOS-sized number on Android`,
      platform: 'android',
      build: '202306151200',
      ok: true,
    },
    { spec: `${SHARE} — unparsable is the oldest (decision)`, platform: 'android', build: '653000.0', ok: false },
    { spec: `${SHARE} — unparsable is the oldest (decision)`, platform: 'ios', build: ' 202503100001', ok: false },
    { spec: `${SHARE} — unparsable is the oldest (decision)`, platform: 'ios', build: Number.NaN, ok: false },
  ];
  it.each(cases)('$spec: $platform $build → $ok', ({ platform, build, ok }) => {
    expect(canShareImage({ platform, build })).toBe(ok);
  });
});
