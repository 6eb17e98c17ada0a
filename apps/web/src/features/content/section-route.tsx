import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  CONTENT_SECTIONS,
  SITES,
  articlePath,
  localizedPath,
  sectionPagePath,
  type ContentSectionKey,
  type Locale,
  type SiteKey,
} from '@ex/sites';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { ArticlePage, loadSectionArticle } from './components/article-page';
import { SectionPage } from './components/section-page';
import { articleSeoMetadata } from './metadata';
import { readSectionView, type SectionView } from './section-view';

export { readSectionView, type SectionView };

type Params = Promise<RouteParams & { rest?: string[] }>;

export interface SectionRouteOptions {
  /** Named sub-pages rendered by `renderExtra` (e.g. 'glossary' under /learn). */
  readonly extras?: readonly string[];
  readonly renderExtra?: (name: string, site: SiteKey, locale: Locale) => Promise<ReactNode>;
  readonly extraMetadata?: (name: string, site: SiteKey, locale: Locale) => Promise<Metadata>;
  /** Wraps every page of the section (the learn section's side menu); `extra` names a sub-page. */
  readonly shell?: (site: SiteKey, locale: Locale, extra: string | null, children: ReactNode) => Promise<ReactNode>;
  /** Replaces the list page (the help centre's home and the calendar). */
  readonly renderList?: (site: SiteKey, locale: Locale, view: Extract<SectionView, { kind: 'list' }>) => Promise<ReactNode>;
}

/**
 * The `[[...rest]]` route of a section: list pages, category pages and articles, each static per
 * sub-site and locale once first requested (ISR, refreshed every minute).
 */
export function sectionRoute(section: ContentSectionKey, options: SectionRouteOptions = {}) {
  const spec = CONTENT_SECTIONS[section];

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { site, locale } = await readRouteParams(params);
    const view = readSectionView((await params).rest, options.extras);
    if (!view) notFound();
    const t = await getTranslations({ locale, namespace: 'content' });
    const siteName = SITES[site].ogSiteName;
    if (view.kind === 'extra' && options.extraMetadata) return options.extraMetadata(view.name, site, locale);
    if (view.kind === 'article') {
      const article = await loadSectionArticle(site, locale, section, view.slug);
      const found = article !== null && article !== 'unavailable' ? article : null;
      return {
        title: t('meta.article', { title: found?.title ?? t(`sections.${section}`), site: siteName }),
        description: found?.summary || undefined,
        ...articleSeoMetadata(site, locale, articlePath(spec.kind, view.slug), found),
      };
    }
    const name = t(`sections.${section}`);
    const path =
      view.kind === 'list' ? sectionPagePath(view.category ? `${spec.path}/category/${view.category}` : spec.path, view.page) : spec.path;
    return {
      title:
        view.kind === 'list' && view.page > 1
          ? t('meta.sectionPage', { section: name, page: view.page, site: siteName })
          : t('meta.section', { section: name, site: siteName }),
      description: t(`intro.${section}`, { site: siteName }),
      ...seoMetadata(site, locale, path),
      ...(spec.feed
        ? {
            alternates: {
              ...seoMetadata(site, locale, path).alternates,
              types: { 'application/rss+xml': localizedPath(site, locale, `${spec.path}/rss.xml`) },
            },
          }
        : {}),
    };
  }

  async function content(site: SiteKey, locale: Locale, view: SectionView): Promise<ReactNode> {
    if (view.kind === 'extra' && options.renderExtra) return options.renderExtra(view.name, site, locale);
    if (view.kind === 'article') return <ArticlePage site={site} locale={locale} section={section} slug={view.slug} />;
    if (view.kind === 'list' && options.renderList) return options.renderList(site, locale, view);
    if (view.kind !== 'list') notFound();
    return <SectionPage site={site} locale={locale} section={section} page={view.page} category={view.category} />;
  }

  async function Page({ params }: { params: Params }) {
    const { site, locale } = await readRouteParams(params);
    setRequestLocale(locale);
    const view = readSectionView((await params).rest, options.extras);
    if (!view) notFound();
    const page = await content(site, locale, view);
    return options.shell ? options.shell(site, locale, view.kind === 'extra' ? view.name : null, page) : page;
  }

  return { generateMetadata, Page };
}
