'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Ticker } from '@ex/contracts';
import {
  formatChangePercent,
  formatGroupedDecimal,
  resolveChangeDirection,
  resolvePriceTick,
  splitMarketSymbol,
  type ChangeDirection,
} from '@ex/domain';
import styles from '../markets.module.css';

/**
 * Which way the last price moved at its latest change ('flat' until it first changes), kept as
 * state derived during render (React's "adjusting state when a prop changes" pattern).
 */
function usePriceTick(last: string): ChangeDirection {
  const [seen, setSeen] = useState({ last, tick: 'flat' as ChangeDirection });
  if (seen.last === last) return seen.tick;
  const next = { last, tick: resolvePriceTick(seen.last, last) };
  setSeen(next);
  return next.tick;
}

/** One market: the pair links to its trade page; every number is the API's decimal string, grouped. */
export function MarketRow({ ticker, href }: { ticker: Ticker; href: string }) {
  const { base, quote } = splitMarketSymbol(ticker.symbol);
  const tick = usePriceTick(ticker.last);
  return (
    <tr data-testid={`market-row-${ticker.symbol}`}>
      <th scope="row">
        <Link href={href} prefetch={false} className={styles.pair}>
          {base}
          {quote === '' ? null : <span className={styles.quote}>/{quote}</span>}
        </Link>
      </th>
      <td className={styles.numeric}>
        {/* A new key per price restarts the flash animation. */}
        <span key={ticker.last} className={styles.tick} data-tick={tick} data-testid="market-last">
          {formatGroupedDecimal(ticker.last)}
        </span>
      </td>
      <td className={`${styles.numeric} ${styles.change}`} data-direction={resolveChangeDirection(ticker.change_percentage)}>
        {formatChangePercent(ticker.change_percentage)}
      </td>
      <td className={styles.numeric}>{formatGroupedDecimal(ticker.high_24h)}</td>
      <td className={styles.numeric}>{formatGroupedDecimal(ticker.low_24h)}</td>
      <td className={styles.numeric}>{formatGroupedDecimal(ticker.volume_24h)}</td>
      <td className={styles.numeric}>{formatGroupedDecimal(ticker.quote_volume_24h)}</td>
    </tr>
  );
}
