'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createSymbolSearch, type SymbolSearch as SearchBox } from '@ex/chart/pure';
import type { Market, MarketSymbolInfo } from '@ex/contracts';
import { marketPairPath } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useSymbolLookup } from '../hooks/use-market-symbols';
import styles from '../trade-nav.module.css';

const MAX_RESULTS = 12;

/**
 * The trade page's symbol search (issue 5 "Symbol search with a 1000 ms delay", §9): the lookup
 * runs a second after the last keystroke and only the newest answer is shown. Results are links to
 * the pairs' (or contracts') pages; arrow keys move through them, Escape closes the list.
 */
export function SymbolSearch({ market }: { market: Market }) {
  const t = useTranslations('orders.search');
  const { site, locale } = useSite();
  const lookup = useSymbolLookup(market, MAX_RESULTS);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<readonly MarketSymbolInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<SearchBox | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    const search = createSymbolSearch<MarketSymbolInfo>({
      search: lookup,
      onResults: (q, list) => {
        setFailed(false);
        setResults(q === '' ? null : list);
      },
      onError: () => setFailed(true),
    });
    box.current = search;
    return () => search.dispose();
  }, [lookup]);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setResults(null);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = links.current.filter((l): l is HTMLAnchorElement => l !== null);
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at <= 0 ? items.length : at) - 1;
    items[next]?.focus();
  };

  return (
    <div className={styles.search} onKeyDown={onKey}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('label')}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        value={query}
        placeholder={t('placeholder')}
        autoComplete="off"
        // Points at the results only while they are shown (an id that is absent is invalid ARIA).
        aria-controls={results !== null || failed ? listId : undefined}
        data-testid="symbol-search"
        onChange={(event) => {
          setQuery(event.target.value);
          box.current?.input(event.target.value);
        }}
      />
      {results !== null || failed ? (
        <ul id={listId} className={styles.searchResults} aria-label={t('results')} data-testid="symbol-search-results">
          {failed ? <li>{t('failed')}</li> : null}
          {results?.length === 0 ? <li>{t('none', { query })}</li> : null}
          {results?.map((s, i) => (
            <li key={s.symbol}>
              <Link
                ref={(el) => void (links.current[i] = el)}
                href={localizedPath(site, locale, marketPairPath(market, s.symbol))}
                prefetch={false}
              >
                <strong>{s.base}</strong>/{s.quote} <span>{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
