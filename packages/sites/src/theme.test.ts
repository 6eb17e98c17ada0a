import { describe, it, expect } from 'vitest';
import { LOCALE_PREFIXES, type Locale } from './locales';
import { BRAND_BLUE, COOKIES, isDarkTheme, isInApp, resolveRiseColor, type RiseColor } from './theme';

const DARK = '§9 "Dark theme when cookie dark >0."';
const RISE = '§9 "Rise colour per cookie or language default."';
const RED_LOCALES = 'decision: Chinese and Japanese locales default to red rises (East Asian convention)';

describe('isDarkTheme', () => {
  const cases = [
    { spec: DARK, cookie: '1', dark: true },
    { spec: DARK, cookie: '2', dark: true },
    { spec: DARK, cookie: '10', dark: true },
    { spec: DARK, cookie: '0.5', dark: true },
    { spec: DARK, cookie: '0', dark: false },
    { spec: `${DARK} — empty is not > 0`, cookie: '', dark: false },
    { spec: `${DARK} — missing cookie is light`, cookie: undefined, dark: false },
    { spec: `${DARK} — not a number is light`, cookie: 'abc', dark: false },
    { spec: `${DARK} — not a number is light`, cookie: 'true', dark: false },
    { spec: DARK, cookie: '-1', dark: false },
    { spec: `${DARK} — Infinity is not a valid cookie value`, cookie: 'Infinity', dark: false },
  ];
  it.each(cases)('$spec: dark=$cookie → $dark', ({ cookie, dark }) => {
    expect(isDarkTheme(cookie)).toBe(dark);
  });
});

describe('resolveRiseColor', () => {
  const cookieWins: { spec: string; cookie: string | undefined; locale: Locale; out: RiseColor }[] = [
    { spec: `${RISE} — cookie wins`, cookie: 'green', locale: 'zh', out: 'green' },
    { spec: `${RISE} — cookie wins`, cookie: 'red', locale: 'en', out: 'red' },
    { spec: `${RISE} — cookie wins`, cookie: 'red', locale: 'tr', out: 'red' },
    { spec: `${RISE} — cookie wins`, cookie: 'green', locale: 'ja', out: 'green' },
    { spec: `${RISE} — an unknown cookie value falls back to the language`, cookie: 'blue', locale: 'zh', out: 'red' },
    { spec: `${RISE} — an unknown cookie value falls back to the language`, cookie: 'RED', locale: 'en', out: 'green' },
    { spec: `${RISE} — empty cookie falls back to the language`, cookie: '', locale: 'en', out: 'green' },
  ];
  it.each(cookieWins)('$spec: cookie=$cookie $locale → $out', ({ cookie, locale, out }) => {
    expect(resolveRiseColor(cookie, locale)).toBe(out);
  });

  const RED = new Set<Locale>(['zh', 'tw', 'ja', 'ja-jp']);
  const defaults = LOCALE_PREFIXES.map((locale) => ({
    spec: `${RISE}; ${RED_LOCALES}`,
    locale,
    out: RED.has(locale) ? 'red' : 'green',
  }));
  it.each(defaults)('$spec: no cookie, $locale → $out', ({ locale, out }) => {
    expect(resolveRiseColor(undefined, locale)).toBe(out);
  });
});

describe('theme constants', () => {
  it('§9 "Brand blue #2354E6."', () => {
    expect(BRAND_BLUE).toBe('#2354E6');
  });

  const cookies = [
    { spec: '§7 "Cookies: lang, … dark …"', name: 'lang' },
    { spec: '§7 "Cookies: … dark …"', name: 'dark' },
    { spec: '§3 "Logged in means both uid and nickname cookies are present."', name: 'uid' },
    { spec: '§3 "Logged in means both uid and nickname cookies are present."', name: 'nickname' },
  ];
  it.each(cookies)('$spec: cookie $name', ({ name }) => {
    expect(Object.values(COOKIES)).toContain(name);
  });
});

describe('§4.10 in-app flag (cookie phone=1)', () => {
  it('reads the §7 cookie named phone', () => expect(COOKIES.phone).toBe('phone'));
  it.each([
    ['1', true],
    ['0', false],
    ['', false],
    [undefined, false],
    ['true', false],
  ] as const)('%s → %s', (cookie, out) => expect(isInApp(cookie)).toBe(out));
});
