import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, type Locale, type SiteKey } from '@ex/sites';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { DocumentPage, documentTitle } from './components/document-page';
import { articleSeoMetadata } from './metadata';

export interface DocumentRouteSpec {
  readonly kind: 'legal' | 'company';
  readonly slug: string;
  /** The canonical path of the document (an alias such as /about_us names /about-us). */
  readonly path: string;
  /** Its name under `chrome.footer.links` (the footer's label), shown while the store is unreachable. */
  readonly titleKey: string;
  /** Content after the text. */
  readonly extra?: (site: SiteKey, locale: Locale) => ReactNode | Promise<ReactNode>;
  readonly lead?: (site: SiteKey, locale: Locale) => ReactNode | Promise<ReactNode>;
}

/**
 * One legal or company page (§2.1): metadata and page for a stored document. Each route file is
 * `const r = documentRoute({...}); export const generateMetadata = r.generateMetadata; export default r.Page;`.
 */
export function documentRoute(spec: DocumentRouteSpec) {
  async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { site, locale } = await readRouteParams(params);
    const article = await documentTitle(site, locale, spec.kind, spec.slug);
    const links = await getTranslations({ locale, namespace: 'chrome.footer.links' });
    const t = await getTranslations({ locale, namespace: 'content.meta' });
    return {
      title: t('article', { title: article?.title ?? links(spec.titleKey), site: SITES[site].ogSiteName }),
      description: article?.summary || undefined,
      ...articleSeoMetadata(site, locale, spec.path, article),
    };
  }

  async function Page({ params }: { params: Promise<RouteParams> }) {
    const { site, locale } = await readRouteParams(params);
    setRequestLocale(locale);
    const links = await getTranslations({ locale, namespace: 'chrome.footer.links' });
    return (
      <DocumentPage
        site={site}
        locale={locale}
        kind={spec.kind}
        slug={spec.slug}
        fallbackTitle={links(spec.titleKey)}
        lead={spec.lead ? await spec.lead(site, locale) : undefined}
      >
        {spec.extra ? await spec.extra(site, locale) : null}
      </DocumentPage>
    );
  }

  return { generateMetadata, Page };
}
