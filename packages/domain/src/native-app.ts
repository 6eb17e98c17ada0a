/**
 * §5 "Native app versions": build thresholds of the iOS and Android apps that host the web pages.
 */

export type NativePlatform = 'ios' | 'android';

/** Native KYC page name for current apps (§7 "Native-app bridges: … openNative (kyc)"). */
export const NATIVE_KYC_PAGE = 'kyc';
/** Old native KYC page name for iOS builds before {@link IOS_NEW_KYC_PAGE_BUILD}; the spec does not give it (our choice). */
export const NATIVE_KYC_PAGE_OLD = 'kycVerify';
export type NativeKycPage = typeof NATIVE_KYC_PAGE | typeof NATIVE_KYC_PAGE_OLD;

/** §5 "An Apple-app build below 202306151200 uses the old native page name for KYC." */
export const IOS_NEW_KYC_PAGE_BUILD = 202306151200;
/** §5 "The image share needs Android build 653000 or iOS 202503100001 at minimum." */
export const IMAGE_SHARE_MIN_BUILD: Readonly<Record<NativePlatform, number>> = { android: 653000, ios: 202503100001 };

const DIGITS = /^[0-9]+$/;

/**
 * Parses an app build number strictly: a non-negative safe integer, or a string of ASCII digits
 * only (no whitespace, sign, dot, exponent or separators) whose value is a safe integer. Leading
 * zeros are allowed. Anything else is null.
 * @example parseAppBuild('202306151200') === 202306151200
 * @example parseAppBuild('6.53.0') === null
 */
export function parseAppBuild(build: number | string): number | null {
  if (typeof build === 'number') return Number.isSafeInteger(build) && build >= 0 ? build : null;
  if (typeof build !== 'string' || !DIGITS.test(build)) return null;
  const n = Number(build);
  return Number.isSafeInteger(n) ? n : null;
}

/** Parsed build, an unparsable one counting as the oldest possible (0). */
function buildOrOldest(build: number | string): number {
  return parseAppBuild(build) ?? 0;
}

/**
 * §5 "An Apple-app build below 202306151200 uses the old native page name for KYC."
 * iOS builds below the threshold get {@link NATIVE_KYC_PAGE_OLD} (`'kycVerify'`), iOS builds at or
 * above it and every Android build get {@link NATIVE_KYC_PAGE} (`'kyc'`). An unparsable build
 * ({@link parseAppBuild} null) is treated as the oldest, so an unknown iOS build gets the old name.
 * @example resolveNativeKycPage({ platform: 'ios', build: '202306151159' }) === 'kycVerify'
 * @example resolveNativeKycPage({ platform: 'ios', build: 202306151200 }) === 'kyc'
 */
export function resolveNativeKycPage(input: { platform: NativePlatform; build: number | string }): NativeKycPage {
  if (input.platform === 'ios' && buildOrOldest(input.build) < IOS_NEW_KYC_PAGE_BUILD) return NATIVE_KYC_PAGE_OLD;
  return NATIVE_KYC_PAGE;
}

/**
 * §5 "The image share needs Android build 653000 or iOS 202503100001 at minimum." The minimum itself
 * is allowed. An unparsable build is treated as the oldest, so it cannot share.
 * @example canShareImage({ platform: 'android', build: '653000' }) === true
 * @example canShareImage({ platform: 'ios', build: 202503100000 }) === false
 */
export function canShareImage(input: { platform: NativePlatform; build: number | string }): boolean {
  return buildOrOldest(input.build) >= IMAGE_SHARE_MIN_BUILD[input.platform];
}
