import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, articlePath } from '@ex/sites';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';
import { loadSectionArticle } from './components/article-page';
import { HelpArticle, HelpCentre } from './components/help-centre';
import { articleSeoMetadata } from './metadata';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** [] the help centre, ['category', c] one category, ['guide', slug] an article; else null (404). */
export function readHelpView(rest: readonly string[] | undefined) {
  const [a, b, ...more] = rest ?? [];
  if (a === undefined) return { kind: 'home' } as const;
  if (more.length > 0 || b === undefined || !SLUG.test(b)) return null;
  if (a === 'category') return { kind: 'category', category: b } as const;
  if (a === 'guide') return { kind: 'guide', slug: b } as const;
  return null;
}

type Params = Promise<RouteParams & { rest?: string[] }>;

export async function generateHelpMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const view = readHelpView((await params).rest);
  if (!view) notFound();
  const t = await getTranslations({ locale, namespace: 'content' });
  const siteName = SITES[site].ogSiteName;
  if (view.kind === 'guide') {
    const article = await loadSectionArticle(site, locale, 'help', view.slug);
    const found = article !== null && article !== 'unavailable' ? article : null;
    return {
      title: t('meta.article', { title: found?.title ?? t('sections.help'), site: siteName }),
      description: found?.summary || undefined,
      ...articleSeoMetadata(site, locale, articlePath('help', view.slug), found),
    };
  }
  return {
    title: t('meta.section', { section: t('sections.help'), site: siteName }),
    description: t('intro.help', { site: siteName }),
    ...seoMetadata(site, locale, view.kind === 'home' ? '/help' : `/help/category/${view.category}`),
  };
}

export async function HelpRoutePage({ params }: { params: Params }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const view = readHelpView((await params).rest);
  if (!view) notFound();
  if (view.kind === 'guide') return <HelpArticle site={site} locale={locale} slug={view.slug} />;
  return <HelpCentre site={site} locale={locale} category={view.kind === 'category' ? view.category : undefined} />;
}
