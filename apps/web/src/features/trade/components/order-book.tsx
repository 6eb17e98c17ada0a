'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Market } from '@ex/contracts';
import {
  buildOrderBookView,
  depthStepOptions,
  resolveSpread,
  splitMarketSymbol,
  stepDecimals,
  type BookRow,
  type ChangeDirection,
} from '@ex/domain';
import { useDisplayFormat, type DisplayFormat } from '@/lib/format/use-display-format';
import { useLiveSummary } from '@/lib/live-summary';
import { useLiveTicker } from '../hooks/use-live-ticker';
import { useOrderBook } from '../hooks/use-order-book';
import { usePriceTick } from '../hooks/use-price-tick';
import styles from '../trade.module.css';

export interface OrderBookProps {
  readonly market: Market;
  readonly symbol: string;
  /** Decimal places of the market's prices (MarketSymbolInfo.price_precision): the finest step. */
  readonly pricePrecision: number;
  /** Decimal places of base-asset amounts (MarketSymbolInfo.quantity_precision). */
  readonly quantityPrecision: number;
  /**
   * A level was clicked (or chosen from the keyboard): its price as a plain decimal string, no
   * grouping separators, with the decimals of the price step shown (e.g. `65432.1`, or `65430` when
   * grouped by 10), for the order form's price field. Without it prices are plain text.
   */
  readonly onPickPrice?: (price: string) => void;
  /** Rows per side; default 12. */
  readonly levels?: number;
}

const DEFAULT_LEVELS = 12;

/**
 * The order book (issue 5): asks above, bids below, best prices meeting at the spread and the last
 * price in the middle; price/amount/total columns with cumulative depth bars; levels grouped by a
 * chosen price step (exact decimal rules of `@ex/domain`). Live from the stream, polled while the
 * stream is down.
 */
export function OrderBook({ market, symbol, pricePrecision, quantityPrecision, onPickPrice, levels = DEFAULT_LEVELS }: OrderBookProps) {
  const t = useTranslations('trade');
  const format = useDisplayFormat();
  const selectId = useId();
  const { base, quote } = splitMarketSymbol(symbol);
  const { depth, isPending, live } = useOrderBook(market, symbol);
  const ticker = useLiveTicker(market, symbol);

  const steps = useMemo(() => depthStepOptions(pricePrecision), [pricePrecision]);
  const [chosenStep, setChosenStep] = useState<string | null>(null);
  // A step from another market's precision (after a symbol change) falls back to the finest.
  const step = chosenStep !== null && (steps as readonly string[]).includes(chosenStep) ? chosenStep : (steps[0] ?? '1');
  const priceDecimals = stepDecimals(step);

  const view = useMemo(() => (depth ? buildOrderBookView(depth, { step, levels }) : null), [depth, step, levels]);
  const spread = depth ? resolveSpread(depth.bids[0]?.[0], depth.asks[0]?.[0]) : null;
  const empty = view !== null && view.asks.length === 0 && view.bids.length === 0;
  const state = view === null ? (isPending ? 'loading' : 'empty') : empty ? 'empty' : 'rows';
  // The rows change many times a second: the table is not live; a polite summary of the best
  // prices is, at most every few seconds (issue 18).
  const bestBid = depth?.bids[0]?.[0];
  const bestAsk = depth?.asks[0]?.[0];
  const summary = useLiveSummary(
    bestBid && bestAsk
      ? t('orderBook.summary', {
          pair: `${base}/${quote}`,
          bid: format.fixed(bestBid, pricePrecision),
          ask: format.fixed(bestAsk, pricePrecision),
        })
      : null,
  );

  const row = (level: BookRow, side: 'ask' | 'bid') => {
    const price = format.fixed(level.price, priceDecimals);
    return (
      <tr key={`${side}:${level.price}`} className={styles.level} data-side={side} data-testid={`order-book-${side}`}>
        <th scope="row" className={styles.price}>
          {onPickPrice ? (
            <button
              type="button"
              className={styles.priceButton}
              onClick={() => onPickPrice(level.price)}
              aria-label={t('orderBook.pick', { side: t(`orderBook.${side}`), price })}
              data-testid="order-book-price"
            >
              {price}
            </button>
          ) : (
            <>
              <span className={styles.visuallyHidden}>{t(`orderBook.${side}`)} </span>
              {price}
            </>
          )}
        </th>
        <td>{format.fixed(level.amount, quantityPrecision)}</td>
        <td>
          {format.fixed(level.total, quantityPrecision)}
          <span className={styles.depthBar} style={{ inlineSize: `${level.fraction * 100}%` }} aria-hidden="true" />
        </td>
      </tr>
    );
  };

  return (
    <section className={styles.panel} data-testid="order-book" data-live={live} aria-labelledby={`${selectId}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${selectId}-title`} className={styles.panelTitle}>
          {t('orderBook.title')}
        </h2>
        <label className={styles.stepLabel} htmlFor={selectId}>
          {t('orderBook.step')}
          <select
            id={selectId}
            className={styles.stepSelect}
            value={step}
            onChange={(event) => setChosenStep(event.target.value)}
            data-testid="order-book-step"
          >
            {steps.map((option) => (
              <option key={option} value={option}>
                {format.exact(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <table className={styles.table} aria-busy={state === 'loading'} aria-live="off" data-testid="order-book-table">
        <caption className={styles.visuallyHidden}>{t('orderBook.caption', { pair: `${base}/${quote}`, step })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderBook.price', { quote })}</th>
            <th scope="col">{t('orderBook.amount', { base })}</th>
            <th scope="col">{t('orderBook.total', { base })}</th>
          </tr>
        </thead>
        {state === 'rows' && view ? (
          <>
            {/* Best ask at the bottom of the asks, next to the spread. */}
            <tbody data-testid="order-book-asks">{[...view.asks].reverse().map((level) => row(level, 'ask'))}</tbody>
            <tbody>
              <tr className={styles.mid}>
                <td colSpan={3}>
                  <MidPrice
                    format={format}
                    last={ticker?.last ?? null}
                    pricePrecision={pricePrecision}
                    label={t('orderBook.last')}
                    spreadText={
                      spread
                        ? t('orderBook.spread', {
                            value: format.fixed(spread.value, pricePrecision),
                            percent: format.percent(spread.percent),
                          })
                        : null
                    }
                  />
                </td>
              </tr>
            </tbody>
            <tbody data-testid="order-book-bids">{view.bids.map((level) => row(level, 'bid'))}</tbody>
          </>
        ) : (
          <tbody>
            <tr>
              <td colSpan={3} className={styles.state} data-testid="order-book-state" data-state={state}>
                {state === 'loading' ? t('orderBook.loading') : t('orderBook.empty')}
              </td>
            </tr>
          </tbody>
        )}
      </table>
      <p className={styles.visuallyHidden} role="status" aria-live="polite" data-testid="order-book-summary">
        {summary}
      </p>
    </section>
  );
}

interface MidPriceProps {
  readonly format: DisplayFormat;
  readonly last: string | null;
  readonly pricePrecision: number;
  readonly label: string;
  readonly spreadText: string | null;
}

/** The middle row: the last price (coloured and flashed by its latest move) and the spread. */
function MidPrice({ format, last, pricePrecision, label, spreadText }: MidPriceProps) {
  const tick = usePriceTick(last ?? '');
  const direction: ChangeDirection = last === null ? 'flat' : tick;
  return (
    <div className={styles.midRow}>
      <span>
        <span className={styles.visuallyHidden}>{label} </span>
        <span
          key={last ?? ''}
          className={`${styles.midLast} ${styles.tick}`}
          data-direction={direction}
          data-tick={direction}
          data-testid="order-book-last"
        >
          {format.fixed(last, pricePrecision)}
        </span>
      </span>
      {spreadText ? (
        <span className={styles.spread} data-testid="order-book-spread">
          {spreadText}
        </span>
      ) : null}
    </div>
  );
}
