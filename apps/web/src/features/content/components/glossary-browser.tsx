'use client';

import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TrustedHtmlBlock } from '@/components/trusted-html-block';
import styles from '../content.module.css';

export interface GlossaryTerm {
  readonly slug: string;
  readonly title: string;
  /** The definition, already rendered and sanitised on the server. */
  readonly html: string;
  /** Plain text of title and definition, lower-cased, for the filter. */
  readonly text: string;
  readonly fallback: boolean;
}
export interface GlossaryGroup {
  readonly letter: string;
  readonly terms: readonly GlossaryTerm[];
}

/**
 * The glossary A–Z (issue 15): a letter index of anchors and a filter box. Every term is in the
 * server HTML; the filter only hides what does not match.
 */
export function GlossaryBrowser({ groups }: { readonly groups: readonly GlossaryGroup[] }) {
  const t = useTranslations('content');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLocaleLowerCase());
  const id = useId();
  const shown = useMemo(
    () =>
      groups
        .map((g) => ({ ...g, terms: deferred ? g.terms.filter((term) => term.text.includes(deferred)) : g.terms }))
        .filter((g) => g.terms.length > 0),
    [groups, deferred],
  );
  const count = shown.reduce((n, g) => n + g.terms.length, 0);
  return (
    <>
      <div className={styles.search} role="search">
        <label htmlFor={id}>{t('search.label')}</label>
        <input
          id={id}
          type="search"
          value={query}
          placeholder={t('search.glossaryPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={100}
          data-testid="glossary-search"
        />
        <p className={styles.small} aria-live="polite" data-testid="glossary-count">
          {deferred && count === 0 ? t('search.noResults', { query: query.trim() }) : t('glossary.count', { count })}
        </p>
      </div>
      <nav aria-label={t('glossary.letters')}>
        <ul className={styles.letters}>
          {shown.map((g) => (
            <li key={g.letter}>
              <a href={`#letter-${g.letter}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((g) => (
        <section key={g.letter} id={`letter-${g.letter}`} className={styles.letterGroup} aria-labelledby={`letter-title-${g.letter}`}>
          <h2 id={`letter-title-${g.letter}`}>{g.letter}</h2>
          <dl className={styles.terms} data-stored="">
            {g.terms.map((term) => (
              <div
                key={term.slug}
                id={term.slug}
                className={styles.term}
                data-testid="glossary-term"
                lang={term.fallback ? 'en' : undefined}
              >
                <dt>{term.title}</dt>
                <TrustedHtmlBlock as="dd" html={term.html} />
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
