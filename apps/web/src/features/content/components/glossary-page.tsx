import { getTranslations } from 'next-intl/server';
import { SITES, type Locale, type SiteKey } from '@ex/sites';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { renderMarkdown } from '@/lib/markdown';
import { getArticles } from '../api/get-articles';
import styles from '../content.module.css';
import { UnavailableNote } from './article-parts';
import { GlossaryBrowser, type GlossaryGroup } from './glossary-browser';

/** The index letter of a term: A–Z, or '#' for one that starts with a digit or symbol. */
export function letterOf(title: string): string {
  const first = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** §2.1 /learn/glossary: every glossary term of the store, A–Z, with anchors and a filter. */
export async function GlossaryPage({ site, locale }: { readonly site: SiteKey; readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const data = await getArticles(serverClient(site), { kind: 'glossary', locale, page: 1, pageSize: 500 });
  const unavailable = isEndpointFallback('contentArticles', data);
  const groups = new Map<string, GlossaryGroup['terms'][number][]>();
  for (const term of data.list) {
    const html = await renderMarkdown(term.summary, { site, locale });
    const letter = letterOf(term.title);
    const list = groups.get(letter) ?? [];
    list.push({
      slug: term.slug,
      title: term.title,
      html,
      text: `${term.title}\n${term.summary}`.toLocaleLowerCase(),
      fallback: term.fallback,
    });
    groups.set(letter, list);
  }
  const ordered = [...groups]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
    .map(([letter, terms]) => ({ letter, terms }));
  return (
    <section className={styles.page} aria-labelledby="glossary-title" data-testid="glossary">
      <header className={styles.header}>
        <h1 id="glossary-title" className={styles.title}>
          {t('sections.glossary')}
        </h1>
        <p className={styles.subtitle}>{t('intro.glossary', { site: SITES[site].ogSiteName })}</p>
      </header>
      {unavailable ? <UnavailableNote locale={locale} /> : <GlossaryBrowser groups={ordered} />}
    </section>
  );
}
