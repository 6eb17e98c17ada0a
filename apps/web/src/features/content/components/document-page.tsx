import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import type { ContentKind } from '@ex/contracts';
import type { Locale, SiteKey } from '@ex/sites';
import { ArticleHtml } from '@/components/article-html';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { getSiteArticle } from '../api/get-articles';
import styles from '../content.module.css';
import { ArticleMeta, FallbackNote, UnavailableNote } from './article-parts';

export interface DocumentPageProps {
  readonly site: SiteKey;
  readonly locale: Locale;
  readonly kind: ContentKind;
  readonly slug: string;
  /** The page's name while the store cannot be reached (the h1 is always there). */
  readonly fallbackTitle: string;
  /** Content after the text (the fee table, the logo downloads). */
  readonly children?: ReactNode;
  /** Content before the text. */
  readonly lead?: ReactNode;
}

/**
 * A legal or company document (§2.1 support and legal) from the content store: title, version and
 * effective date, the text with the sub-site's facts. 404 when the document does not exist on this
 * sub-site (e.g. a Japan-only page elsewhere).
 */
export async function DocumentPage({ site, locale, kind, slug, fallbackTitle, children, lead }: DocumentPageProps) {
  const data = await getSiteArticle(serverClient(site), site, { kind, slug, locale });
  const unavailable = isEndpointFallback('contentArticle', data);
  const article = data.article;
  if (!article && !unavailable) notFound();
  return (
    <article className={styles.page} aria-labelledby="document-title" data-testid="document-page">
      <header className={styles.header}>
        <h1 id="document-title" className={styles.title} lang={article?.fallback ? 'en' : undefined} data-stored="">
          {article?.title ?? fallbackTitle}
        </h1>
        {article ? <ArticleMeta article={article} locale={locale} show="document" /> : null}
      </header>
      {article?.fallback ? <FallbackNote locale={locale} /> : null}
      {lead}
      {article ? (
        <ArticleHtml markdown={article.body} site={site} locale={locale} lang={article.fallback ? 'en' : undefined} />
      ) : (
        <UnavailableNote locale={locale} />
      )}
      {children}
    </article>
  );
}

/** The title for `generateMetadata`: the stored one, else the page's name. */
export async function documentTitle(site: SiteKey, locale: Locale, kind: ContentKind, slug: string) {
  const data = await getSiteArticle(serverClient(site), site, { kind, slug, locale });
  return data.article;
}
