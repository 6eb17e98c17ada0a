import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ArticleDetail, ContentKind } from '@ex/contracts';
import { CONTENT_SECTIONS, localizedPath, type ContentSectionKey, type Locale, type SiteKey } from '@ex/sites';
import { ArticleHtml } from '@/components/article-html';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { getSiteArticle } from '../api/get-articles';
import styles from '../content.module.css';
import { ArticleMeta, FallbackNote, UnavailableNote, categoryLabel } from './article-parts';

/** The article of a section page, or null (the page 404s) / 'unavailable' (the store cannot be reached). */
export async function loadSectionArticle(
  site: SiteKey,
  locale: Locale,
  section: ContentSectionKey,
  slug: string,
): Promise<ArticleDetail | null | 'unavailable'> {
  const data = await getSiteArticle(serverClient(site), site, { kind: CONTENT_SECTIONS[section].kind as ContentKind, slug, locale });
  if (isEndpointFallback('contentArticle', data)) return 'unavailable';
  return data.article;
}

/** One article of a section: title, date and author, the text, its tags; the English text with a note where untranslated. */
export async function ArticlePage({
  site,
  locale,
  section,
  slug,
  aside,
}: {
  readonly site: SiteKey;
  readonly locale: Locale;
  readonly section: ContentSectionKey;
  readonly slug: string;
  readonly aside?: ReactNode;
}) {
  const article = await loadSectionArticle(site, locale, section, slug);
  if (article === null) notFound();
  const t = await getTranslations({ locale, namespace: 'content' });
  const spec = CONTENT_SECTIONS[section];
  return (
    <article className={styles.page} aria-labelledby="article-title" data-testid="article-page">
      <Link className={styles.back} href={localizedPath(site, locale, spec.path)} prefetch={false}>
        {t('document.back', { section: t(`sections.${section}`) })}
      </Link>
      {article === 'unavailable' ? (
        <>
          <h1 id="article-title" className={styles.title}>
            {t(`sections.${section}`)}
          </h1>
          <UnavailableNote locale={locale} />
        </>
      ) : (
        <>
          <header className={styles.header}>
            <h1 id="article-title" className={styles.title} lang={article.fallback ? 'en' : undefined} data-stored="">
              {article.title}
            </h1>
            <ArticleMeta article={article} locale={locale} show="post" />
          </header>
          {article.fallback ? <FallbackNote locale={locale} /> : null}
          <ArticleHtml markdown={article.body} site={site} locale={locale} lang={article.fallback ? 'en' : undefined} />
          {article.category || article.tags.length > 0 ? (
            <ul className={styles.tags} aria-label={t('document.tags')}>
              {article.category ? <li className={styles.chip}>{await categoryLabel(locale, article.category)}</li> : null}
              {article.tags.map((tag) => (
                <li key={tag} className={styles.chip}>
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          {aside}
        </>
      )}
    </article>
  );
}
