'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Market } from '@ex/contracts';
import { splitMarketSymbol } from '@ex/domain';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useLiveSummary } from '@/lib/live-summary';
import { useRecentTrades } from '../hooks/use-recent-trades';
import styles from '../trade.module.css';

export interface RecentTradesProps {
  readonly market: Market;
  readonly symbol: string;
  /** Decimal places of the market's prices (MarketSymbolInfo.price_precision). */
  readonly pricePrecision: number;
  /** Decimal places of base-asset amounts (MarketSymbolInfo.quantity_precision). */
  readonly quantityPrecision: number;
  /** Rows shown; default 30 (the list keeps 50). */
  readonly rows?: number;
}

const DEFAULT_ROWS = 30;

/**
 * The market's latest trades (issue 5), newest first: time, price in the taker side's colour (buy
 * = rise, sell = fall, following the user's rise colour; the side is also in text for screen
 * readers), amount. Live from the stream, polled while the stream is down.
 */
export function RecentTrades({ market, symbol, pricePrecision, quantityPrecision, rows = DEFAULT_ROWS }: RecentTradesProps) {
  const t = useTranslations('trade');
  // Trades show in the trader's own clock (the formatter's zone in the browser); rows only ever
  // render in the browser (the list is fetched there), so server and client agree.
  const format = useDisplayFormat();
  const titleId = useId();
  const { base, quote } = splitMarketSymbol(symbol);
  const { trades, isPending, live } = useRecentTrades(market, symbol);
  const shown = trades.slice(0, rows);
  const state = shown.length > 0 ? 'rows' : isPending ? 'loading' : 'empty';
  // Trades stream in: the table is not live; a polite summary of the latest one is, at most every
  // few seconds (issue 18).
  const latest = trades[0];
  const summary = useLiveSummary(
    latest
      ? t('recentTrades.summary', {
          pair: `${base}/${quote}`,
          price: format.fixed(latest.price, pricePrecision),
          side: t(`recentTrades.${latest.side}`),
        })
      : null,
  );

  return (
    <section className={styles.panel} data-testid="recent-trades" data-live={live} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('recentTrades.title')}
        </h2>
      </div>
      <table className={styles.table} aria-busy={state === 'loading'} aria-live="off" data-testid="recent-trades-table">
        <caption className={styles.visuallyHidden}>{t('recentTrades.caption', { pair: `${base}/${quote}` })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recentTrades.time')}</th>
            <th scope="col">{t('recentTrades.price', { quote })}</th>
            <th scope="col">{t('recentTrades.amount', { base })}</th>
          </tr>
        </thead>
        <tbody>
          {state === 'rows' ? (
            shown.map((trade) => (
              <tr key={trade.id} className={styles.trade} data-side={trade.side} data-testid="recent-trade">
                <td className={styles.time}>
                  <time dateTime={new Date(trade.time).toISOString()}>{format.date(trade.time, 'clock')}</time>
                </td>
                <td className={styles.price}>
                  <span className={styles.visuallyHidden}>{t(`recentTrades.${trade.side}`)} </span>
                  {format.fixed(trade.price, pricePrecision)}
                </td>
                <td>{format.fixed(trade.amount, quantityPrecision)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className={styles.state} data-testid="recent-trades-state" data-state={state}>
                {state === 'loading' ? t('recentTrades.loading') : t('recentTrades.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <p className={styles.visuallyHidden} role="status" aria-live="polite" data-testid="recent-trades-summary">
        {summary}
      </p>
    </section>
  );
}
