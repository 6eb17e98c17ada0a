import type { Locale } from '@ex/sites';

/**
 * Layout of the message catalogue (apps/web/messages):
 * - English is `en.json` plus `en.<namespace>.json` for each namespace below;
 * - every other language L of §2.2 has exactly the same files, `L.json` and `L.<namespace>.json`,
 *   each with exactly the keys of its English file (catalogue-coverage.test.ts enforces it);
 * - a regional locale (en-eu, ar-dubai, …) is its base language, plus an optional `<regional>.json`
 *   holding only the keys whose text differs there (legal names, regulators).
 */
export const NAMESPACES = [
  'agreements',
  'buy',
  'chart',
  'chrome',
  'compliance',
  'content',
  'display',
  'earn',
  'kyc',
  'markets',
  'orders',
  'security',
  'support',
  'trade',
  'wallet',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The 17 translated languages of §2.2 (English is the source). */
export const LANGUAGES = ['tr', 'ja', 'zh', 'tw', 'ar', 'it', 'es', 'ru', 'fr', 'de', 'pt', 'br', 'vn', 'th', 'id', 'uk', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export type CatalogueLanguage = 'en' | Language;
type RegionalLocale = Exclude<Locale, CatalogueLanguage>;

/** §2.2 / issue 12: "the regional locales inherit from their base language". */
export const REGIONAL_BASE = {
  'en-eu': 'en',
  'en-us': 'en',
  'en-uk': 'en',
  'en-au': 'en',
  'en-jp': 'en',
  'en-dubai': 'en',
  'it-eu': 'it',
  'ja-jp': 'ja',
  'ar-dubai': 'ar',
} as const satisfies Record<RegionalLocale, CatalogueLanguage>;

/**
 * Regional locales that ship a `messages/<regional>.json` override. None today: no English message
 * names a legal entity or regulator. Add the locale here when adding its file (a test checks both agree).
 */
export const REGIONAL_OVERRIDES: readonly RegionalLocale[] = [];

export type Tree = { [key: string]: string | Tree };

/** Catalogue language of a locale. @example languageOf('ar-dubai') === 'ar' */
export function languageOf(locale: Locale): CatalogueLanguage {
  return (REGIONAL_BASE as Record<string, CatalogueLanguage>)[locale] ?? (locale as CatalogueLanguage);
}

/** File stems (without `.json`) of one language, core file first. @example languageFiles('ru')[1] === 'ru.agreements' */
export function languageFiles(language: CatalogueLanguage): string[] {
  return [language, ...NAMESPACES.map((ns) => `${language}.${ns}`)];
}

/** Per-key fallback: `override` laid over `base`, nested objects merged key by key. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    out[key] = typeof value === 'object' && typeof baseValue === 'object' ? mergeMessages(baseValue, value) : value;
  }
  return out;
}

/** Reads one catalogue file by stem; undefined when it cannot be loaded. */
export type ReadCatalogueFile = (stem: string) => Promise<Tree | undefined>;

/**
 * The messages of a locale: English, then its language's files, then its regional override.
 * A file that cannot be read leaves the English text in place.
 * @example await buildCatalogue('ja-jp', en, read) // en ← ja.json ← ja.<ns>.json (no ja-jp.json today)
 */
export async function buildCatalogue(
  locale: Locale,
  english: Tree,
  read: ReadCatalogueFile,
  overrides: readonly Locale[] = REGIONAL_OVERRIDES,
): Promise<Tree> {
  const language = languageOf(locale);
  const stems = language === 'en' ? [] : languageFiles(language);
  if (language !== locale && overrides.includes(locale)) stems.push(locale);
  const files = await Promise.all(stems.map(read));
  return files.reduce<Tree>((acc, file) => (file ? mergeMessages(acc, file) : acc), english);
}
