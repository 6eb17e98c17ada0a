import 'server-only';
import type { Metadata } from 'next';
import { resolveArticleSeoLinks, type Locale, type SiteKey } from '@ex/sites';
import { originOf } from '@/lib/env';
import { seoMetadata } from '@/lib/seo';

/**
 * Canonical, hreflang and robots of an article page: alternates only for the languages the article
 * exists in (issue 15 "hreflang pointing at what exists"); an English text shown in place of a
 * missing translation is not indexed under the other language.
 */
export function articleSeoMetadata(
  site: SiteKey,
  locale: Locale,
  path: string,
  article: { readonly locales: readonly string[]; readonly fallback: boolean } | null,
): Pick<Metadata, 'alternates' | 'robots'> {
  if (!article) return seoMetadata(site, locale, path);
  const links = resolveArticleSeoLinks({ site, locale, path, available: article.locales, origin: originOf });
  const indexable = links.robots === 'index,follow' && !article.fallback;
  return {
    alternates: { canonical: links.canonical, languages: Object.fromEntries(links.alternates.map((a) => [a.hrefLang, a.href])) },
    robots: indexable ? { index: true, follow: true } : { index: false, follow: true },
  };
}
