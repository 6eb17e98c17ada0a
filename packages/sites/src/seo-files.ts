import { CONTENT_SECTIONS, articlePath } from './content-sections';
import { contentLocaleOf } from './content-locale';
import { LOCALES, type Locale } from './locales';
import { isIndexable, localizedPath } from './routing';
import { RESTRICTED_PATH_PREFIXES } from './pages';
import { SITES } from './sites';
import type { SiteConfig, SiteKey } from './site-types';

/**
 * The pages every sub-site serves that a sitemap lists besides articles: the home, the market list,
 * the content sections and the legal and company documents (the site's own regional documents too).
 */
export function sitemapStaticPaths(site: SiteKey): string[] {
  const config: SiteConfig = SITES[site];
  const docs = [
    config.docs.userAgreement,
    config.docs.privacyPolicy,
    config.docs.riskDisclosure,
    config.docs.licenses,
    config.docs.aboutUs,
    config.docs.fees,
  ];
  return [
    '/',
    '/price',
    ...Object.values(CONTENT_SECTIONS).map((s) => s.path),
    '/learn/glossary',
    ...docs,
    config.business.path,
    '/media-kit',
    config.support.path,
    ...(config.regionalDocs ?? []).map((d) => d.path),
  ].filter((p, i, all) => all.indexOf(p) === i);
}

/** The locale sitemaps of a sub-site: one per indexable locale (§2.2 the main site does not index nl and it). */
export function sitemapPaths(site: SiteKey): string[] {
  return SITES[site].locales.filter((l) => isIndexable(site, l)).map((l) => localizedPath(site, l, '/sitemap.xml'));
}

/**
 * robots.txt of a sub-site's host: the private account area and the locales the site does not index
 * are disallowed, and every locale sitemap is listed.
 * @example resolveRobotsTxt('main', 'http://localhost').includes('Disallow: /nl/') === true
 */
export function resolveRobotsTxt(site: SiteKey, origin: string): string {
  const config = SITES[site];
  const lines = ['User-agent: *', ...RESTRICTED_PATH_PREFIXES.map((p) => `Disallow: ${p}`)];
  for (const locale of config.locales) {
    if (locale === config.defaultLang) continue;
    if (!isIndexable(site, locale)) lines.push(`Disallow: ${localizedPath(site, locale, '/')}/`);
    else for (const p of RESTRICTED_PATH_PREFIXES) lines.push(`Disallow: ${localizedPath(site, locale, p)}`);
  }
  lines.push('', ...sitemapPaths(site).map((p) => `Sitemap: ${origin}${p}`), '');
  return lines.join('\n');
}

export interface SitemapEntry {
  readonly loc: string;
  readonly alternates: readonly { readonly hrefLang: string; readonly href: string }[];
}

/**
 * The entries of one locale sitemap: the static pages (alternates in every indexable locale) and
 * the articles stored in this locale's language (alternates only where a translation exists; an
 * English text shown in place of a missing translation is not listed).
 */
export function resolveSitemapEntries(input: {
  site: SiteKey;
  locale: Locale;
  origin: string;
  articles: readonly { readonly kind: string; readonly slug: string; readonly fallback: boolean; readonly locales: readonly string[] }[];
}): SitemapEntry[] {
  const { site, locale, origin } = input;
  const indexable = SITES[site].locales.filter((l) => isIndexable(site, l));
  const entry = (path: string, locales: readonly Locale[]): SitemapEntry => ({
    loc: origin + localizedPath(site, locale, path),
    alternates: locales.map((l) => ({ hrefLang: LOCALES[l].tag, href: origin + localizedPath(site, l, path) })),
  });
  const pages = sitemapStaticPaths(site).map((p) => entry(p, indexable));
  const articles = input.articles
    .filter((a) => !a.fallback && !articlePath(a.kind, a.slug).includes('#'))
    .map((a) =>
      entry(
        articlePath(a.kind, a.slug),
        indexable.filter((l) => a.locales.includes(contentLocaleOf(l))),
      ),
    );
  const seen = new Set<string>();
  return [...pages, ...articles].filter((e) => (seen.has(e.loc) ? false : (seen.add(e.loc), true)));
}
