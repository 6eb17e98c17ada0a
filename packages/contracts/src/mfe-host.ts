/**
 * Mini-app names, props and the host services they get (issue 17). No zod here: mini-app bundles
 * import this without pulling in the schemas.
 */

/** The mini-apps of §7, by the name the manifest and the loader use. */
export const MINI_APP_NAMES = ['funds_transfer', 'master_transfer', 'registration_modal', 'letter_orientation'] as const;
export type MiniAppName = (typeof MINI_APP_NAMES)[number];

/** The global the host fills before importing a bundle; build.mjs compiles `react` imports to read it. */
export const MINI_APP_SHARED_GLOBAL = '__EX_MFE__';

/** §7 props of the two transfer mini-apps (names as the spec gives them). */
export interface TransferMiniAppProps {
  readonly g_lang: string;
  readonly lang_prefix: string;
  readonly theme: 'light' | 'dark';
  readonly isUkLimit: boolean;
  readonly isItalyLimit: boolean;
  readonly isNotsNeedNotificationProvider: boolean;
}

/** master_transfer: the same plus these two (§7). */
export interface MasterTransferMiniAppProps extends TransferMiniAppProps {
  readonly is_uk_limit: boolean;
  readonly sub_website_id: number;
}

/** What a host POST returned, as the mini-app sees it. */
export type MiniAppPostResult =
  { readonly kind: 'response'; readonly ok: boolean; readonly status: number; readonly raw: unknown } | { readonly kind: 'network' };

/**
 * What the host lends every mini-app through the shared global: same-origin API calls (credentials
 * and the CSRF header), §8 logging, number formatting and the native-app bridges (§7), which do
 * nothing outside the app (cookie phone=1).
 */
export interface MiniAppHost {
  getJson(path: string): Promise<unknown>;
  postJson(path: string, body: unknown): Promise<MiniAppPostResult>;
  log(level: 'warn' | 'error', message: string): void;
  /** A decimal string written for the page's locale, exactly (no binary float). */
  formatDecimal(value: string, locale: string): string;
  readonly bridges: {
    closeWebview(): void;
    openNative(page: string): void;
    openWebUrl(url: string): void;
  };
}

/** The ES module every bundle exports (issue 17 "mount(element, props), update(props), unmount()"). */
export interface MiniAppModule<P = unknown, E = unknown> {
  /** `element` is the host's DOM element (this package has no DOM types). */
  mount(element: E, props: P): void;
  update(props: P): void;
  unmount(): void;
}
