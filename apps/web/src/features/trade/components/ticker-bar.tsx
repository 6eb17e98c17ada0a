'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Market, Ticker } from '@ex/contracts';
import { resolveChangeDirection, splitMarketSymbol } from '@ex/domain';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useStreamStatus } from '@/lib/stream/use-stream';
import { useLiveTickerState } from '../hooks/use-live-ticker';
import { usePriceTick } from '../hooks/use-price-tick';
import styles from '../trade.module.css';

export interface TickerBarProps {
  readonly market: Market;
  readonly symbol: string;
  /** Decimal places of the market's prices (MarketSymbolInfo.price_precision). */
  readonly pricePrecision: number;
  /** Decimal places of base-asset amounts (MarketSymbolInfo.quantity_precision): the 24 h volume. */
  readonly quantityPrecision: number;
}

/** Turnover is a quote (USDT) amount: two decimals, as the API sends it. */
const QUOTE_DECIMALS = 2;
/** Funding rates are a few hundredths of a percent; four decimals of a percent show every step. */
const FUNDING_PERCENT_DIGITS = 4;

/**
 * The market summary above the chart (issue 5): pair, last price (flashing on each move, like the
 * /price rows), 24 h change/high/low/volume/turnover, and for futures the mark and index prices and
 * the funding rate. Every number is the API's decimal string, cut to the market's precision. Live
 * from the stream, polled while the stream is down (then marked as delayed).
 */
export function TickerBar({ market, symbol, pricePrecision, quantityPrecision }: TickerBarProps) {
  const t = useTranslations('trade');
  const tChrome = useTranslations('chrome.trade');
  const format = useDisplayFormat();
  const { base, quote } = splitMarketSymbol(symbol);
  const { ticker, live } = useLiveTickerState(market, symbol);
  const connection = useStreamStatus();
  // "Delayed" only once a connection was lost: the first connect of a page load is just "connecting".
  const streamState = live ? 'live' : connection === 'reconnecting' ? 'delayed' : 'connecting';
  const last = ticker?.last ?? '';
  const tick = usePriceTick(last);
  const direction = ticker ? resolveChangeDirection(ticker.change_percentage) : 'flat';
  const price = (value: string | undefined) => format.fixed(value, pricePrecision);
  const pair = `${base}/${quote}`;

  return (
    <section
      className={styles.tickerBar}
      data-testid="ticker-bar"
      data-market={market}
      data-live={live}
      aria-label={t('ticker.label', { pair })}
    >
      {/* The page's one heading (issue 15 "the pair's name is their heading"). */}
      <h1 className={styles.pair}>
        {base}
        {quote === '' ? null : <span className={styles.quote}>/{quote}</span>}
        {market === 'futures' ? <span className={styles.kind}> {tChrome('perpetual')}</span> : null}
      </h1>
      <p className={styles.last} data-direction={direction}>
        <span className={styles.visuallyHidden}>{t('ticker.last')} </span>
        {/* A new key per price restarts the flash animation. */}
        <span key={last} className={styles.tick} data-tick={tick} data-testid="ticker-last">
          {price(ticker?.last)}
        </span>
      </p>
      <dl className={styles.stats}>
        <Stat label={t('ticker.change')} direction={direction} testId="ticker-change">
          {format.percent(ticker?.change_percentage, { sign: 'change' })}
        </Stat>
        <Stat label={t('ticker.high')}>{price(ticker?.high_24h)}</Stat>
        <Stat label={t('ticker.low')}>{price(ticker?.low_24h)}</Stat>
        <Stat label={t('ticker.volume', { base })}>{format.fixed(ticker?.volume_24h, quantityPrecision)}</Stat>
        <Stat label={t('ticker.turnover', { quote })}>{format.fixed(ticker?.quote_volume_24h, QUOTE_DECIMALS)}</Stat>
        {market === 'futures' ? <FuturesStats ticker={ticker} price={price} /> : null}
      </dl>
      <span className={styles.streamState} data-live={live} data-state={streamState} role="status" data-testid="ticker-stream-state">
        {t(`stream.${streamState}`)}
      </span>
    </section>
  );
}

function FuturesStats({ ticker, price }: { ticker: Ticker | null; price: (value: string | undefined) => string }) {
  const t = useTranslations('trade');
  const format = useDisplayFormat();
  const funding = ticker?.funding_rate;
  return (
    <>
      <Stat label={t('ticker.mark')} testId="ticker-mark">
        {price(ticker?.mark_price)}
      </Stat>
      <Stat label={t('ticker.index')} testId="ticker-index">
        {price(ticker?.index_price)}
      </Stat>
      <Stat
        label={t('ticker.funding')}
        direction={funding === undefined ? 'flat' : resolveChangeDirection(funding)}
        testId="ticker-funding"
      >
        {format.rate(funding, FUNDING_PERCENT_DIGITS)}
      </Stat>
    </>
  );
}

function Stat({
  label,
  direction,
  testId,
  children,
}: {
  label: string;
  direction?: 'up' | 'down' | 'flat';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd data-direction={direction} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
