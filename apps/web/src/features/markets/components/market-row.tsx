'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Ticker } from '@ex/contracts';
import { resolveChangeDirection, resolvePriceTick, splitMarketSymbol, type ChangeDirection } from '@ex/domain';
import { useDisplayFormat } from '@/lib/format/use-display-format';
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

/** One market: the pair links to its trade page; every number is the API's decimal string, every digit kept, in the user's locale. */
export function MarketRow({ ticker, href }: { ticker: Ticker; href: string }) {
  const format = useDisplayFormat();
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
          {format.exact(ticker.last)}
        </span>
      </td>
      <td className={`${styles.numeric} ${styles.change}`} data-direction={resolveChangeDirection(ticker.change_percentage)}>
        {format.percent(ticker.change_percentage, { sign: 'change' })}
      </td>
      <td className={styles.numeric}>{format.exact(ticker.high_24h)}</td>
      <td className={styles.numeric}>{format.exact(ticker.low_24h)}</td>
      <td className={styles.numeric}>{format.exact(ticker.volume_24h)}</td>
      <td className={styles.numeric}>{format.exact(ticker.quote_volume_24h)}</td>
    </tr>
  );
}
