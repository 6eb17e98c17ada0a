import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ContentKind } from '@ex/contracts';
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
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { createDisplayFormat } from '@/lib/format/display-format';
import { getArticles, withSiteFacts } from '../api/get-articles';
import styles from '../content.module.css';
import { UnavailableNote, categoryLabel } from './article-parts';

export interface SectionPageProps {
  readonly site: SiteKey;
  readonly locale: Locale;
  readonly section: ContentSectionKey;
  readonly page: number;
  readonly category?: string;
}

/**
 * A section's list (issue 15: news, blog, announcements, learn, wiki, how to buy): categories as
 * links, newest first, paginated, with the RSS feed where the section has one.
 */
export async function SectionPage({ site, locale, section, page, category }: SectionPageProps) {
  const spec = CONTENT_SECTIONS[section];
  const t = await getTranslations({ locale, namespace: 'content' });
  const data = await getArticles(serverClient(site), { kind: spec.kind as ContentKind, locale, page, pageSize: spec.pageSize, category });
  const unavailable = isEndpointFallback('contentArticles', data);
  const pages = Math.max(1, Math.ceil(data.total / spec.pageSize));
  if (!unavailable && (page > pages || (category !== undefined && !data.categories.some((c) => c.name === category)))) notFound();
  const format = createDisplayFormat(locale, 'UTC');
  const href = (path: string) => localizedPath(site, locale, path);
  const base = category ? `${spec.path}/category/${category}` : spec.path;
  const labels = new Map(await Promise.all(data.categories.map(async (c) => [c.name, await categoryLabel(locale, c.name)] as const)));

  return (
    <section className={styles.page} aria-labelledby="section-title" data-testid={`section-${section}`}>
      <header className={styles.header}>
        <h1 id="section-title" className={styles.title}>
          {category ? `${t(`sections.${section}`)}: ${labels.get(category) ?? category}` : t(`sections.${section}`)}
        </h1>
        <p className={styles.subtitle}>{t(`intro.${section}`, { site: SITES[site].ogSiteName })}</p>
      </header>
      {data.categories.length > 1 ? (
        <nav aria-label={t('list.categories')}>
          <ul className={styles.chips}>
            <li>
              <Link className={styles.chip} href={href(spec.path)} aria-current={category ? undefined : 'page'} prefetch={false}>
                {t('list.all')}
              </Link>
            </li>
            {data.categories.map((c) => (
              <li key={c.name}>
                <Link
                  className={styles.chip}
                  href={href(`${spec.path}/category/${c.name}`)}
                  aria-current={c.name === category ? 'page' : undefined}
                  prefetch={false}
                >
                  {labels.get(c.name)} ({format.count(c.count)})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {unavailable ? <UnavailableNote locale={locale} /> : null}
      {!unavailable && data.list.length === 0 ? <p className={styles.note}>{t('list.empty')}</p> : null}
      <ul className={styles.grid} data-testid="article-list">
        {data.list.map((raw) => {
          const article = withSiteFacts(raw, site);
          return (
            <li key={article.slug}>
              <article className={styles.card}>
                <h2 className={styles.cardTitle} data-stored="">
                  <Link href={href(articlePath(article.kind, article.slug))} prefetch={false} lang={article.fallback ? 'en' : undefined}>
                    {article.title}
                  </Link>
                </h2>
                <p className={styles.cardSummary} lang={article.fallback ? 'en' : undefined} data-stored="">
                  {article.summary}
                </p>
                <p className={styles.small}>
                  <time dateTime={new Date(article.published_at * 1000).toISOString()}>
                    {format.date(article.published_at * 1000, 'date')}
                  </time>
                  {article.category ? ` · ${labels.get(article.category) ?? article.category}` : ''}
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('list.pages')}>
          {page > 1 ? (
            <Link href={href(sectionPagePath(base, page - 1))} rel="prev" prefetch={false}>
              {t('list.previous')}
            </Link>
          ) : null}
          <span>{t('list.pageOf', { page: format.count(page), pages: format.count(pages) })}</span>
          {page < pages ? (
            <Link href={href(sectionPagePath(base, page + 1))} rel="next" prefetch={false}>
              {t('list.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {spec.feed ? (
        <p>
          <a className={styles.rss} href={href(`${spec.path}/rss.xml`)} type="application/rss+xml">
            {t('list.rss')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
