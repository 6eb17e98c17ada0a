import { LOCALES, type Locale } from './locales';

/**
 * Numbering system of the locales written in Arabic. Our decision (docs/spec-decisions.md, issue 12):
 * Western digits (0–9, Unicode `latn`) with the Arabic locale's own separators, signs and words, as
 * Gulf exchanges and UAE banking apps show prices; written explicitly so the server and every browser
 * agree whatever their CLDR default for `ar` is.
 */
export const ARABIC_NUMBERING = 'latn';

/**
 * The Intl locale that numbers, dates and relative times of a site locale are formatted in: its full
 * §9 tag (`vn` → `vi-VN`, `br` → `pt-BR`, `tw` → `zh-TW`, `en-uk` → `en-GB`), with the Arabic locales'
 * numbering system pinned to {@link ARABIC_NUMBERING}. Never the bare prefix: for Intl, `br` is
 * Breton, `tw` Twi and `vn` nothing at all.
 * @example formatLocaleOf('vn') === 'vi-VN'
 * @example formatLocaleOf('br') === 'pt-BR'
 * @example formatLocaleOf('ar-dubai') === 'ar-AE-u-nu-latn'
 */
export function formatLocaleOf(locale: Locale): string {
  const { tag } = LOCALES[locale];
  return tag === 'ar' || tag.startsWith('ar-') ? `${tag}-u-nu-${ARABIC_NUMBERING}` : tag;
}
