'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Market, Tickers } from '@ex/contracts';
import {
  DEFAULT_TICKER_SORT,
  TICKER_SORT_KEYS,
  filterTickers,
  marketPairPath,
  nextTickerSort,
  sortTickers,
  type TickerSort,
  type TickerSortKey,
} from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useTickers } from '../hooks/use-tickers';
import styles from '../markets.module.css';
import { MarketRow } from './market-row';
import { MarketTabs } from './market-tabs';
import { SortHeader } from './sort-header';

const COLUMN_COUNT = TICKER_SORT_KEYS.length;

export interface MarketTableProps {
  /** The server's spot prefetch (revalidated every 60 s), refreshed live on the client. */
  readonly initialSpot: Tickers;
  /** Whether the sub-site permits futures (`isMenuPermitted(site, 'futures')`); else spot only, no tabs. */
  readonly showFutures: boolean;
}

type ListState = 'rows' | 'loading' | 'unavailable' | 'no-match';

/**
 * The /price market list (issue 5 "the market list, sortable and live"): spot/futures tabs, a
 * search box and a sortable table. Sorting, search and formatting are the pure rules of
 * `@ex/domain` (markets); this component only holds the three choices and renders.
 */
export function MarketTable({ initialSpot, showFutures }: MarketTableProps) {
  const t = useTranslations('markets');
  const { site, locale } = useSite();
  const baseId = useId();
  const [market, setMarket] = useState<Market>('spot');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TickerSort>(DEFAULT_TICKER_SORT);
  const { data, isPending } = useTickers(market, market === 'spot' ? initialSpot : undefined);

  const list = data?.list;
  const rows = useMemo(() => sortTickers(filterTickers(list ?? [], query), sort), [list, query, sort]);
  const state: ListState =
    list === undefined
      ? isPending
        ? 'loading'
        : 'unavailable'
      : list.length === 0
        ? 'unavailable'
        : rows.length === 0
          ? 'no-match'
          : 'rows';

  const markets: readonly Market[] = showFutures ? ['spot', 'futures'] : ['spot'];
  const tabId = (m: Market) => `${baseId}-tab-${m}`;
  const panelId = `${baseId}-panel`;
  const searchId = `${baseId}-search`;
  const onSort = (column: TickerSortKey) => setSort((current) => nextTickerSort(current, column));

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        {markets.length > 1 ? (
          <MarketTabs
            markets={markets}
            selected={market}
            label={t('tabs.label')}
            labelOf={(m) => t(`tabs.${m}`)}
            tabId={tabId}
            panelId={panelId}
            onSelect={setMarket}
          />
        ) : null}
        <label htmlFor={searchId} className={styles.visuallyHidden}>
          {t('search.label')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          data-testid="market-search"
        />
        <p className={styles.count} role="status">
          {state === 'rows' || state === 'no-match' ? t('count', { count: rows.length }) : null}
        </p>
      </div>

      <div className={styles.scroller} {...(markets.length > 1 ? { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(market) } : {})}>
        <table className={styles.table} data-testid="market-table" data-market={market} aria-busy={state === 'loading'}>
          <caption className={styles.visuallyHidden}>
            {t('caption', { market: t(`tabs.${market}`), column: t(`columns.${sort.key}`), direction: t(`direction.${sort.direction}`) })}
          </caption>
          <thead>
            <tr>
              {TICKER_SORT_KEYS.map((column) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={t(`columns.${column}`)}
                  sort={sort}
                  numeric={column !== 'pair'}
                  onSort={onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {state === 'rows' ? (
              rows.map((ticker) => (
                <MarketRow
                  key={`${market}:${ticker.symbol}`}
                  ticker={ticker}
                  href={localizedPath(site, locale, marketPairPath(market, ticker.symbol))}
                />
              ))
            ) : (
              <tr>
                <td colSpan={COLUMN_COUNT} className={styles.state} data-testid="market-state" data-state={state}>
                  {state === 'loading' ? t('loading') : state === 'unavailable' ? t('unavailable') : t('noMatch', { query: query.trim() })}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('live')}</p>
    </div>
  );
}
