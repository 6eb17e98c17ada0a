import { describe, expect, it } from 'vitest';
import { CHART_LOCALE_MAP, chartLocaleToBcp47, resolveChartLocale } from './chart-locale';

describe('resolveChartLocale (§9 "Chart locale map: cn to zh, tw to zh_TW, pt-br to pt, kr to ko, vn to vi")', () => {
  it('holds exactly the five §9 entries', () => {
    expect(CHART_LOCALE_MAP).toEqual({ cn: 'zh', tw: 'zh_TW', 'pt-br': 'pt', kr: 'ko', vn: 'vi' });
  });

  it.each([
    // §9 map
    ['cn', 'zh'],
    ['tw', 'zh_TW'],
    ['pt-br', 'pt'],
    ['kr', 'ko'],
    ['vn', 'vi'],
    ['PT-BR', 'pt'],
    // aliases (decision): the site's pt-BR prefix is `br`
    ['br', 'pt'],
    ['zh-tw', 'zh_TW'],
    // the language itself
    ['zh', 'zh'],
    ['ja', 'ja'],
    ['uk', 'uk'],
    // regional site prefixes fall back to their language
    ['en-eu', 'en'],
    ['it-eu', 'it'],
    ['ja-jp', 'ja'],
    ['ar-dubai', 'ar'],
    ['en-uk', 'en'],
    // unknown → en
    ['xx', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j → %s', (locale, expected) => {
    expect(resolveChartLocale(locale)).toBe(expected);
  });

  it.each([
    ['zh_TW', 'zh-TW'],
    ['vi', 'vi'],
    ['en', 'en'],
  ] as const)('chartLocaleToBcp47(%s) = %s', (locale, tag) => {
    expect(chartLocaleToBcp47(locale)).toBe(tag);
  });
});
