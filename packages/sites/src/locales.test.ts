import { describe, it, expect } from 'vitest';
import { LOCALES, LOCALE_PREFIXES, REGIONAL_HOST_LOCALES, dirOf, htmlLangOf, isLocale, type Locale } from './locales';

const PREFIXES =
  '§2.2 "Known locale prefixes: zh, en, vn, tw, es, ru, fr, de, pt, th, id, tr, ja, ar, uk, br, nl, it, en-eu, it-eu, en-us, en-uk, en-au, en-jp, ja-jp, en-dubai, ar-dubai."';
const TAGS = '§9 "Language codes … map to full locale tags (tags not shown)" — tags are a decision; each must be valid BCP 47';
const RTL = 'decision: dir="rtl" exactly for the Arabic locales ar and ar-dubai';
const REGIONAL =
  '§2.2 "Regional hosts map to the main host plus a locale prefix: eu to en-eu, jp to en-jp, us to en-us, uk to en-uk, au to en-au, dubai to en-dubai."';

const SPEC_PREFIXES = [
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
];

describe('LOCALE_PREFIXES', () => {
  it(`${PREFIXES}: exactly the 27 prefixes in order`, () => {
    expect(LOCALE_PREFIXES).toHaveLength(27);
    expect([...LOCALE_PREFIXES]).toEqual(SPEC_PREFIXES);
    expect(Object.keys(LOCALES).sort()).toEqual([...SPEC_PREFIXES].sort());
  });

  const known = SPEC_PREFIXES.map((value) => ({ spec: PREFIXES, value, ok: true }));
  const unknown = [
    { spec: `${PREFIXES} — not listed`, value: 'xx', ok: false },
    { spec: `${PREFIXES} — not listed (zh-tw is a §9 language code, not a prefix)`, value: 'zh-tw', ok: false },
    { spec: `${PREFIXES} — not listed (prefixes are lower case)`, value: 'EN', ok: false },
    { spec: `${PREFIXES} — not listed`, value: '', ok: false },
    { spec: `${PREFIXES} — an Object.prototype key is not a locale`, value: 'toString', ok: false },
    { spec: `${PREFIXES} — an Object.prototype key is not a locale`, value: '__proto__', ok: false },
  ];
  it.each([...known, ...unknown])('$spec: isLocale($value) === $ok', ({ value, ok }) => {
    expect(isLocale(value)).toBe(ok);
  });
});

describe('htmlLangOf', () => {
  const cases = LOCALE_PREFIXES.map((locale) => ({ spec: TAGS, locale }));
  it.each(cases)('$spec: $locale', ({ locale }) => {
    const tag = htmlLangOf(locale);
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  const pinned = [
    { spec: `${TAGS}; vn is Vietnamese`, locale: 'vn', tag: 'vi-VN' },
    { spec: `${TAGS}; tw is traditional Chinese`, locale: 'tw', tag: 'zh-TW' },
    { spec: `${TAGS}; br is Brazilian Portuguese`, locale: 'br', tag: 'pt-BR' },
    { spec: `${TAGS}; uk is Ukrainian, not the United Kingdom`, locale: 'uk', tag: 'uk-UA' },
    { spec: `${TAGS}; en-uk is British English`, locale: 'en-uk', tag: 'en-GB' },
    { spec: `${TAGS}; en-dubai is UAE English`, locale: 'en-dubai', tag: 'en-AE' },
    { spec: `${TAGS}; ar-dubai is UAE Arabic`, locale: 'ar-dubai', tag: 'ar-AE' },
    { spec: `${TAGS}; zh is simplified Chinese`, locale: 'zh', tag: 'zh-CN' },
  ] as const satisfies readonly { spec: string; locale: Locale; tag: string }[];
  it.each(pinned)('$spec: htmlLangOf($locale) === $tag', ({ locale, tag }) => {
    expect(htmlLangOf(locale)).toBe(tag);
  });

  it.each(LOCALE_PREFIXES.map((locale) => ({ locale })))('language switcher label is non-empty: $locale', ({ locale }) => {
    expect(LOCALES[locale].label.trim().length).toBeGreaterThan(0);
  });
});

describe('dirOf', () => {
  const cases = LOCALE_PREFIXES.map((locale) => ({
    spec: RTL,
    locale,
    dir: locale === 'ar' || locale === 'ar-dubai' ? 'rtl' : 'ltr',
  }));
  it.each(cases)('$spec: dirOf($locale) === $dir', ({ locale, dir }) => {
    expect(dirOf(locale)).toBe(dir);
  });

  it(`${RTL}: exactly two rtl locales`, () => {
    expect(LOCALE_PREFIXES.filter((l) => dirOf(l) === 'rtl')).toEqual(['ar', 'ar-dubai']);
  });
});

describe('REGIONAL_HOST_LOCALES', () => {
  const cases = [
    { spec: REGIONAL, label: 'eu', locale: 'en-eu' },
    { spec: REGIONAL, label: 'jp', locale: 'en-jp' },
    { spec: REGIONAL, label: 'us', locale: 'en-us' },
    { spec: REGIONAL, label: 'uk', locale: 'en-uk' },
    { spec: REGIONAL, label: 'au', locale: 'en-au' },
    { spec: REGIONAL, label: 'dubai', locale: 'en-dubai' },
  ];
  it.each(cases)('$spec: $label → $locale', ({ label, locale }) => {
    expect((REGIONAL_HOST_LOCALES as Record<string, string>)[label]).toBe(locale);
    expect(isLocale(locale)).toBe(true);
  });

  it(`${REGIONAL}: no other labels`, () => {
    expect(Object.keys(REGIONAL_HOST_LOCALES).sort()).toEqual(cases.map((c) => c.label).sort());
  });
});
