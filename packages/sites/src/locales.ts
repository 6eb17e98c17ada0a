/**
 * The 27 locale prefixes of §2.2, with the full BCP 47 tag used for `<html lang>` and hreflang,
 * the text direction, and the message catalogue language.
 */
export const LOCALE_PREFIXES = [
  'zh',
  'en',
  'vn',
  'tw',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'th',
  'id',
  'tr',
  'ja',
  'ar',
  'uk',
  'br',
  'nl',
  'it',
  'en-eu',
  'it-eu',
  'en-us',
  'en-uk',
  'en-au',
  'en-jp',
  'ja-jp',
  'en-dubai',
  'ar-dubai',
] as const;

export type Locale = (typeof LOCALE_PREFIXES)[number];

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>` and hreflang. */
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
  /** Native name shown in the language switcher. */
  readonly label: string;
}

// Tags are our decision (§9 says the codes map to full tags but does not show them); see docs/spec-decisions.md.
export const LOCALES = {
  zh: { tag: 'zh-CN', dir: 'ltr', label: '简体中文' },
  en: { tag: 'en', dir: 'ltr', label: 'English' },
  vn: { tag: 'vi-VN', dir: 'ltr', label: 'Tiếng Việt' },
  tw: { tag: 'zh-TW', dir: 'ltr', label: '繁體中文' },
  es: { tag: 'es-ES', dir: 'ltr', label: 'Español' },
  ru: { tag: 'ru-RU', dir: 'ltr', label: 'Русский' },
  fr: { tag: 'fr-FR', dir: 'ltr', label: 'Français' },
  de: { tag: 'de-DE', dir: 'ltr', label: 'Deutsch' },
  pt: { tag: 'pt-PT', dir: 'ltr', label: 'Português' },
  th: { tag: 'th-TH', dir: 'ltr', label: 'ไทย' },
  id: { tag: 'id-ID', dir: 'ltr', label: 'Bahasa Indonesia' },
  tr: { tag: 'tr-TR', dir: 'ltr', label: 'Türkçe' },
  ja: { tag: 'ja-JP', dir: 'ltr', label: '日本語' },
  ar: { tag: 'ar', dir: 'rtl', label: 'العربية' },
  uk: { tag: 'uk-UA', dir: 'ltr', label: 'Українська' },
  br: { tag: 'pt-BR', dir: 'ltr', label: 'Português (Brasil)' },
  nl: { tag: 'nl-NL', dir: 'ltr', label: 'Nederlands' },
  it: { tag: 'it-IT', dir: 'ltr', label: 'Italiano' },
  'en-eu': { tag: 'en-MT', dir: 'ltr', label: 'English (EU)' },
  'it-eu': { tag: 'it-MT', dir: 'ltr', label: 'Italiano (EU)' },
  'en-us': { tag: 'en-US', dir: 'ltr', label: 'English (US)' },
  'en-uk': { tag: 'en-GB', dir: 'ltr', label: 'English (UK)' },
  'en-au': { tag: 'en-AU', dir: 'ltr', label: 'English (Australia)' },
  'en-jp': { tag: 'en-JP', dir: 'ltr', label: 'English (Japan)' },
  'ja-jp': { tag: 'ja-JP', dir: 'ltr', label: '日本語 (Japan)' },
  'en-dubai': { tag: 'en-AE', dir: 'ltr', label: 'English (UAE)' },
  'ar-dubai': { tag: 'ar-AE', dir: 'rtl', label: 'العربية (الإمارات)' },
} as const satisfies Record<Locale, LocaleInfo>;

/** @example isLocale('en-eu') === true; isLocale('xx') === false */
export function isLocale(value: string): value is Locale {
  return Object.prototype.hasOwnProperty.call(LOCALES, value);
}

/** Full tag for `<html lang>`. @example htmlLangOf('vn') === 'vi-VN' */
export function htmlLangOf(locale: Locale): string {
  return LOCALES[locale].tag;
}

/** §2.2 / issue: `dir="rtl"` for ar and ar-dubai. */
export function dirOf(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES[locale].dir;
}

/**
 * Regional hosts of §2.2: "eu to en-eu, jp to en-jp, us to en-us, uk to en-uk, au to en-au, dubai to en-dubai".
 * A host label listed here that is an alias of the main host (not configured as its own sub-site host)
 * is served as the main host plus this prefix.
 */
export const REGIONAL_HOST_LOCALES = {
  eu: 'en-eu',
  jp: 'en-jp',
  us: 'en-us',
  uk: 'en-uk',
  au: 'en-au',
  dubai: 'en-dubai',
} as const satisfies Record<string, Locale>;
