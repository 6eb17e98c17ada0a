import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from './format-locale';
import { LOCALE_PREFIXES, type Locale } from './locales';

const TAGS = '§9 "Language codes en, zh, zh-tw, pt-br, pt, es, vn map to full locale tags (tags not shown)"';
const ARABIC = 'decision (issue 12): Arabic shows Western digits with Arabic separators';

describe('formatLocaleOf', () => {
  it.each<{ spec: string; locale: Locale; tag: string }>([
    { spec: TAGS, locale: 'en', tag: 'en' },
    { spec: TAGS, locale: 'zh', tag: 'zh-CN' },
    { spec: `${TAGS} (zh-tw is the site's tw)`, locale: 'tw', tag: 'zh-TW' },
    { spec: `${TAGS} (pt-br is the site's br; bare "br" would be Breton)`, locale: 'br', tag: 'pt-BR' },
    { spec: TAGS, locale: 'pt', tag: 'pt-PT' },
    { spec: TAGS, locale: 'es', tag: 'es-ES' },
    { spec: `${TAGS} (bare "vn" is no language)`, locale: 'vn', tag: 'vi-VN' },
    { spec: 'decision: uk is Ukrainian', locale: 'uk', tag: 'uk-UA' },
    { spec: 'decision: the UK regional prefix is British English', locale: 'en-uk', tag: 'en-GB' },
    { spec: 'decision: EU regional prefixes are Malta', locale: 'it-eu', tag: 'it-MT' },
    { spec: ARABIC, locale: 'ar', tag: 'ar-u-nu-latn' },
    { spec: ARABIC, locale: 'ar-dubai', tag: 'ar-AE-u-nu-latn' },
    { spec: 'decision: English in the UAE keeps English digits', locale: 'en-dubai', tag: 'en-AE' },
  ])('$spec: $locale → $tag', ({ locale, tag }) => {
    expect(formatLocaleOf(locale)).toBe(tag);
  });

  it('every prefix gives a tag Intl accepts as written (no silent fallback to another language)', () => {
    for (const locale of LOCALE_PREFIXES) {
      const tag = formatLocaleOf(locale);
      expect(Intl.NumberFormat.supportedLocalesOf([tag]), locale).toEqual([tag]);
    }
  });

  it.each([
    { locale: 'ar' as const, digits: '1,234.56' },
    { locale: 'ar-dubai' as const, digits: '1,234.56' },
  ])('$locale formats with Western digits: $digits', ({ locale, digits }) => {
    expect(new Intl.NumberFormat(formatLocaleOf(locale), { minimumFractionDigits: 2 }).format(1234.56)).toBe(digits);
  });
});
