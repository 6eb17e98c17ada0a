/**
 * Chart locale (SPEC §9 "Chart locale map: cn to zh, tw to zh_TW, pt-br to pt, kr to ko, vn to vi").
 *
 * The chart speaks the charting-library locale codes (`zh`, `zh_TW`, `pt`, `ko`, `vi`, …). The
 * site's locale prefixes (§2.2) are mapped in three steps:
 * 1. the five §9 entries;
 * 2. our aliases for site prefixes that §9 does not name but mean the same language: `br`
 *    (the site's pt-BR prefix) → `pt`, like §9's pt-br;
 * 3. otherwise the language before the first `-` (`en-eu` → `en`, `ja-jp` → `ja`,
 *    `ar-dubai` → `ar`) if the chart has it, else `en`.
 */

/** The §9 map, exactly. */
export const CHART_LOCALE_MAP: Readonly<Record<string, ChartLocale>> = {
  cn: 'zh',
  tw: 'zh_TW',
  'pt-br': 'pt',
  kr: 'ko',
  vn: 'vi',
};

/** Site prefixes that §9 does not list but that mean a §9 language (our decision). */
const ALIASES: Readonly<Record<string, ChartLocale>> = { br: 'pt', 'zh-tw': 'zh_TW', 'zh-cn': 'zh' };

/** Locales the chart formats dates and numbers in. */
export const CHART_LOCALES = [
  'en',
  'zh',
  'zh_TW',
  'vi',
  'ko',
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
  'nl',
  'it',
] as const;
export type ChartLocale = (typeof CHART_LOCALES)[number];

function isChartLocale(value: string): value is ChartLocale {
  return (CHART_LOCALES as readonly string[]).includes(value);
}

/**
 * The chart locale for a site locale (§9 map first, then the language, then `en`).
 *
 * @example
 * resolveChartLocale('tw');     // 'zh_TW'
 * resolveChartLocale('pt-br');  // 'pt'
 * resolveChartLocale('en-eu');  // 'en'
 * resolveChartLocale('xx');     // 'en'
 */
export function resolveChartLocale(locale: string | undefined): ChartLocale {
  const key = (locale ?? '').trim().toLowerCase();
  const mapped = CHART_LOCALE_MAP[key] ?? ALIASES[key];
  if (mapped) return mapped;
  if (isChartLocale(key)) return key;
  const language = key.split('-')[0] ?? '';
  return isChartLocale(language) ? language : 'en';
}

/**
 * The BCP 47 tag lightweight-charts' `localization.locale` (Intl) expects for a chart locale.
 *
 * @example
 * chartLocaleToBcp47('zh_TW'); // 'zh-TW'
 * chartLocaleToBcp47('vi');    // 'vi'
 */
export function chartLocaleToBcp47(locale: ChartLocale): string {
  return locale.replace('_', '-');
}
