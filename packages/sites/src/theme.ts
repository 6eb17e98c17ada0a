import type { Locale } from './locales';

/** §9 "Brand blue #2354E6". */
export const BRAND_BLUE = '#2354E6';

/** §9 "Dark theme when cookie dark >0". @example isDarkTheme('1') === true; isDarkTheme('0') === false; isDarkTheme(undefined) === false */
export function isDarkTheme(darkCookie: string | undefined): boolean {
  const n = Number(darkCookie);
  return Number.isFinite(n) && n > 0;
}

export type RiseColor = 'green' | 'red';

/** Locales whose markets show rises in red (the East Asian convention). */
const RED_RISE_LOCALES: readonly Locale[] = ['zh', 'tw', 'ja', 'ja-jp'];

/**
 * §9 "Rise colour per cookie or language default".
 * @example resolveRiseColor(undefined, 'zh') === 'red'; resolveRiseColor('green', 'zh') === 'green'
 */
export function resolveRiseColor(cookie: string | undefined, locale: Locale): RiseColor {
  if (cookie === 'green' || cookie === 'red') return cookie;
  return RED_RISE_LOCALES.includes(locale) ? 'red' : 'green';
}

/** Cookie names the front end reads (§7 "Cookies: lang, ch, utm_cmp, ref_uid, uid, nickname, dark, phone, fingerprint, rise colour"). */
export const COOKIES = {
  lang: 'lang',
  dark: 'dark',
  rise: 'rise_color',
  uid: 'uid',
  nickname: 'nickname',
  fiat: 'curr_fiat',
  session: 'sid',
  /** §7 `phone`: 1 inside the mobile app's web view (§4.10). */
  phone: 'phone',
  /** §4.17 the device fingerprint id (first 60 characters, 86400 s). */
  fingerprint: 'fingerprint',
} as const;

/**
 * §4.10: the page runs inside the native app when the `phone` cookie is "1".
 * @example isInApp('1') === true; isInApp(undefined) === false; isInApp('0') === false
 */
export function isInApp(phoneCookie: string | undefined): boolean {
  return phoneCookie === '1';
}
