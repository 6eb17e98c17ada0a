/**
 * The bridge the iOS/Android apps inject into their web view (§7 "Native-app bridges: closeWebview,
 * openNative (kyc), openWebUrl"). Our shape: `window.nativeBridge.openNative(page)`; it may return
 * a promise, which rejects when the page cannot open.
 */
export interface NativeBridge {
  openNative?: (page: string) => unknown;
  closeWebview?: () => unknown;
  openWebUrl?: (url: string) => unknown;
}

declare global {
  interface Window {
    nativeBridge?: NativeBridge;
  }
}

/**
 * Calls one bridge method when the page runs inside the app (cookie phone=1) and the app injected
 * it; does nothing otherwise (§7: the bridges are no-ops on the web). A failure is only logged by
 * `onError` (§8). Returns whether the call was made.
 * @example callNativeBridge(false, 'closeWebview') === false // on the web
 */
export function callNativeBridge(
  inApp: boolean,
  method: keyof NativeBridge,
  argument?: string,
  onError: (error: unknown) => void = () => undefined,
): boolean {
  if (!inApp || typeof window === 'undefined') return false;
  const bridge = window.nativeBridge;
  const fn = bridge?.[method];
  if (typeof fn !== 'function') return false;
  try {
    const result = argument === undefined ? (fn as () => unknown).call(bridge) : fn.call(bridge, argument);
    if (result instanceof Promise) result.catch(onError);
    return true;
  } catch (error) {
    onError(error);
    return false;
  }
}
