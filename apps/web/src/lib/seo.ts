import type { Metadata } from 'next';
import { resolveSeoLinks, type Locale, type SiteKey } from '@ex/sites';
import { originOf } from './env';

/** Canonical, hreflang alternates and robots for one page (§2.2), as Next metadata. */
export function seoMetadata(site: SiteKey, locale: Locale, path: string): Pick<Metadata, 'alternates' | 'robots'> {
  const links = resolveSeoLinks({ site, locale, path, origin: originOf });
  return {
    alternates: {
      canonical: links.canonical,
      languages: Object.fromEntries(links.alternates.map((a) => [a.hrefLang, a.href])),
    },
    robots: links.robots === 'index,follow' ? { index: true, follow: true } : { index: false, follow: true },
  };
}
