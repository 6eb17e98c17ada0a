import { resolveNativeKycPage, type NativePlatform } from '@ex/domain';
import { clientLogger } from '@/lib/client-logger';
import '@/lib/native-bridge';

/**
 * The app identifies itself in its user agent as `ExchangeApp/<ios|android>/<build>` (our
 * convention; the build is the app's numeric build, e.g. 202306151200 on iOS).
 * @example appBuildOf('Mozilla/5.0 … ExchangeApp/ios/202306151200') // { platform: 'ios', build: '202306151200' }
 */
export function appBuildOf(userAgent: string): { platform: NativePlatform; build: string } | null {
  const match = /\bExchangeApp\/(ios|android)\/(\d{1,20})\b/i.exec(userAgent);
  if (!match?.[1] || !match[2]) return null;
  return { platform: match[1].toLowerCase() as NativePlatform, build: match[2] };
}

/**
 * Opens native KYC through the bridge when this web view is the app's (in-app cookie and an app
 * build in the user agent). The page name follows §5 (old name for iOS builds before
 * 202306151200). Returns false when the caller should fall back to the web page; a failure is
 * only logged (§8 "native KYC open failure: Logged only").
 */
export function openNativeKyc(inApp: boolean): boolean {
  if (!inApp || typeof window === 'undefined') return false;
  const app = appBuildOf(window.navigator.userAgent);
  const open = window.nativeBridge?.openNative;
  if (!app || typeof open !== 'function') return false;
  const page = resolveNativeKycPage(app);
  try {
    const result = open.call(window.nativeBridge, page);
    if (result instanceof Promise) result.catch((error: unknown) => clientLogger.error(`native KYC open failed (${page})`, String(error)));
    return true;
  } catch (error) {
    clientLogger.error(`native KYC open failed (${page})`, String(error));
    return false;
  }
}
