import { LOCALES, type Locale } from './locales';
import { resolveSeoLinks, type SeoLinks } from './routing';
import { SITES } from './sites';
import type { SiteKey } from './site-types';

/** Regional locales share the stored text of their language (issue 15 "content has its own locale"). */
const CONTENT_LANGUAGE: Partial<Record<Locale, Locale>> = {
  'en-eu': 'en',
  'en-us': 'en',
  'en-uk': 'en',
  'en-au': 'en',
  'en-jp': 'en',
  'en-dubai': 'en',
  'it-eu': 'it',
  'ja-jp': 'ja',
  'ar-dubai': 'ar',
};

/**
 * The locale a page asks the content store for: a regional locale reads its language's articles.
 * @example contentLocaleOf('ja-jp') === 'ja'
 * @example contentLocaleOf('en-eu') === 'en'
 * @example contentLocaleOf('de') === 'de'
 */
export function contentLocaleOf(locale: Locale): Locale {
  return CONTENT_LANGUAGE[locale] ?? locale;
}

/**
 * Canonical and hreflang links of an article page: only the site's locales whose language the article
 * exists in are alternates (a missing translation shows English, which must not be announced as a
 * translation); x-default stays.
 * @example resolveArticleSeoLinks({ site: 'main', locale: 'de', path: '/news/x', available: ['en'], origin }).alternates // en, x-default, en-tr
 */
export function resolveArticleSeoLinks(input: {
  site: SiteKey;
  locale: Locale;
  path: string;
  available: readonly string[];
  origin: (site: SiteKey) => string;
}): SeoLinks {
  const links = resolveSeoLinks(input);
  const config = SITES[input.site];
  const exists = (l: Locale) => input.available.includes(contentLocaleOf(l));
  const keep = new Set<string>();
  for (const l of config.locales) if (exists(l)) keep.add(LOCALES[l].tag);
  for (const extra of config.extraAlternates) if (exists(extra.locale)) keep.add(extra.hrefLang);
  return { ...links, alternates: links.alternates.filter((a) => a.hrefLang === 'x-default' || keep.has(a.hrefLang)) };
}
