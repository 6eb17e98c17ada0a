'use client';

import * as Tabs from '@radix-ui/react-tabs';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Tickers } from '@ex/contracts';
import { MARKET_MOVER_TABS, marketPairPath, resolveChangeDirection, resolveMarketMovers, splitMarketSymbol } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useTickers } from '../hooks/use-tickers';
import styles from './market-movers.module.css';

const ROWS = 6;

export interface MarketMoversProps {
  /** The server's spot prefetch (revalidated with the page), refreshed live on the client. */
  readonly initial: Tickers;
  /** The spot pairs the list covers, in listing order (oldest first); the page leaves out leveraged tokens. */
  readonly listingOrder: readonly string[];
}

/**
 * The home page's live market list (issue 15): hot, top gainers, top losers and new listings of the
 * spot market, as Radix tabs (arrow keys move between them). The lists are `resolveMarketMovers`
 * over the live tickers; each pair links to its trade page.
 */
export function MarketMovers({ initial, listingOrder }: MarketMoversProps) {
  const t = useTranslations('chrome.movers');
  const tError = useTranslations('error');
  const { site, locale } = useSite();
  const format = useDisplayFormat();
  const { data } = useTickers('spot', initial);
  const movers = useMemo(() => {
    const listed = new Set(listingOrder);
    return resolveMarketMovers(
      (data?.list ?? []).filter((ticker) => listed.has(ticker.symbol)),
      listingOrder,
      ROWS,
    );
  }, [data, listingOrder]);
  const empty = (data?.list.length ?? 0) === 0;

  return (
    <section aria-labelledby="movers-title" className={styles.movers} data-testid="market-movers">
      <div className={styles.head}>
        <h2 id="movers-title">{t('title')}</h2>
        <Link href={localizedPath(site, locale, '/price')} prefetch={false}>
          {t('all')}
        </Link>
      </div>
      <Tabs.Root defaultValue="hot">
        <Tabs.List className={styles.tabs} aria-label={t('title')}>
          {MARKET_MOVER_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={styles.tab} data-testid={`movers-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MARKET_MOVER_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className={styles.panel}>
            {empty ? (
              <p className="form-error" role="status">
                {tError('requestData')}
              </p>
            ) : movers[tab].length === 0 ? (
              <p className={styles.none}>{t(`none.${tab === 'losers' ? 'losers' : 'gainers'}`)}</p>
            ) : (
              <table className={styles.table}>
                <caption className="visually-hidden">{t(`tabs.${tab}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('pair')}</th>
                    <th scope="col">{t('last')}</th>
                    <th scope="col">{t('change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {movers[tab].map((ticker) => {
                    const { base, quote } = splitMarketSymbol(ticker.symbol);
                    return (
                      <tr key={ticker.symbol} data-testid={`mover-${tab}-${ticker.symbol}`}>
                        <th scope="row">
                          <Link href={localizedPath(site, locale, marketPairPath('spot', ticker.symbol))} prefetch={false}>
                            {base}
                            <span className={styles.quote}>/{quote}</span>
                          </Link>
                        </th>
                        <td>{format.exact(ticker.last)}</td>
                        <td className={styles.change} data-direction={resolveChangeDirection(ticker.change_percentage)}>
                          {format.percent(ticker.change_percentage, { sign: 'change' })}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
