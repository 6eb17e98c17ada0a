import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@ex/contracts';
import type { Locale } from '@ex/sites';
import { createDisplayFormat } from '@/lib/format/display-format';
import styles from '../content.module.css';

/** A stored `YYYY-MM-DD` day as UTC midnight, for formatting. */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Category label: a known category in the page's language, else the slug written out. */
export async function categoryLabel(locale: Locale, name: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'content.categories' });
  return t.has(name) ? t(name) : name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Version, effective date, publication and update dates and author of an article, in UTC (static HTML). */
export async function ArticleMeta({
  article,
  locale,
  show,
}: {
  readonly article: ArticleSummary;
  readonly locale: Locale;
  readonly show: 'document' | 'post';
}) {
  const t = await getTranslations({ locale, namespace: 'content.document' });
  const format = createDisplayFormat(locale, 'UTC');
  const items: ReactNode[] = [];
  if (show === 'document') {
    if (article.version) items.push(<li key="v">{t('version', { version: article.version })}</li>);
    if (article.effective_date) items.push(<li key="e">{t('effective', { date: format.date(dayMs(article.effective_date), 'date') })}</li>);
    items.push(<li key="u">{t('updated', { date: format.date(article.updated_at * 1000, 'date') })}</li>);
  } else {
    items.push(
      <li key="p">
        <time dateTime={new Date(article.published_at * 1000).toISOString()}>
          {t('published', { date: format.date(article.published_at * 1000, 'date') })}
        </time>
      </li>,
    );
    if (article.author) items.push(<li key="a">{t('by', { author: article.author })}</li>);
  }
  return (
    <ul className={styles.meta} data-testid="article-meta">
      {items}
    </ul>
  );
}

/** The visible note on an English article shown because the page's language has no translation. */
export async function FallbackNote({ locale }: { readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.document' });
  return (
    <p className={styles.note} role="note" data-testid="translation-fallback">
      {t('fallbackNote')}
    </p>
  );
}

/** Shown in place of the text while the content store cannot be reached (the page is regenerated soon). */
export async function UnavailableNote({ locale }: { readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.document' });
  return (
    <p className={styles.note} role="status" data-testid="content-unavailable">
      {t('unavailable')}
    </p>
  );
}
