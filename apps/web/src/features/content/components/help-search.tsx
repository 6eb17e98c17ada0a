'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { articlePath, localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useArticleSearch } from '../hooks/use-article-search';
import styles from '../content.module.css';

/** The help centre's search box: help articles whose title, summary or text hold every word typed. */
export function HelpSearch() {
  const t = useTranslations('content.search');
  const { site, locale } = useSite();
  const [query, setQuery] = useState('');
  const id = useId();
  const search = useArticleSearch('help', query);
  const trimmed = query.trim();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id}>{t('label')}</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder={t('helpPlaceholder')}
        onChange={(e) => setQuery(e.target.value)}
        maxLength={100}
        data-testid="help-search"
      />
      <div aria-live="polite">
        {trimmed.length === 1 ? <p className={styles.small}>{t('minLength')}</p> : null}
        {trimmed.length >= 2 && search.data ? (
          search.data.list.length === 0 ? (
            <p>{t('noResults', { query: trimmed })}</p>
          ) : (
            <>
              <p className={styles.small}>{t('results', { count: search.data.total })}</p>
              <ul className={styles.results} data-testid="help-search-results">
                {search.data.list.map((a) => (
                  <li key={a.slug} data-stored="">
                    <Link href={localizedPath(site, locale, articlePath(a.kind, a.slug))} prefetch={false}>
                      {a.title}
                    </Link>
                    <div className={styles.small}>{a.summary}</div>
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </div>
  );
}
