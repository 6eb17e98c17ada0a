'use client';

import * as ContextMenu from '@radix-ui/react-context-menu';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { chartMenuEntries, type ChartMenuEntry } from '@ex/chart/pure';
import type { MarketSymbolInfo } from '@ex/contracts';
import { formatDecimal, parseDecimal } from '@ex/domain';
import { isMenuPermitted, localizedPath } from '@ex/sites';
import { ToastViewport } from '@/components/toast';
import { useAllowedActions } from '@/core/compliance/use-allowed-actions';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import styles from '../chart.module.css';
import { TradingChart } from './trading-chart';

/** The pair the embedded chart opens on. */
export const EMBEDDED_DEFAULT_SYMBOL = 'BTC_USDT';

/** A context-menu entry the user chose, at its price, for the instrument on the chart. */
export interface EmbeddedChartAction {
  readonly entry: ChartMenuEntry;
  readonly price: string;
  readonly info: MarketSymbolInfo;
}

export interface EmbeddedPriceChartProps {
  /** The pair on the chart (the page keeps it: its live ticker comes from the trade feature). */
  readonly symbol: string;
  readonly onSymbolChange: (symbol: string) => void;
  /** The pairs of the symbol picker. */
  readonly choices: readonly string[];
  /** The instrument of `symbol`; undefined while the symbol list loads. */
  readonly info: MarketSymbolInfo | undefined;
  /** The live last price of `symbol` (null until known). */
  readonly lastPrice: string | null;
  /** Draws the dialog of a chosen entry (quick order, price alert: the orders feature's). */
  readonly renderAction: (action: EmbeddedChartAction, close: () => void) => ReactNode;
}

/**
 * The chart's price under the pointer (a float from the price axis) as the decimal string the dialogs
 * prefill, at the instrument's precision. Conversion of a value, not display: the menu writes it
 * through the formatting module.
 */
function priceValue(price: number | null, precision: number): string | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const parsed = parseDecimal(price.toFixed(Math.min(precision + 2, 20)));
  return parsed === null ? null : formatDecimal(parsed, precision, 'half-up');
}

/**
 * The embedded price chart of the home page and /price (§2.3): the spot chart of one pair with a
 * context menu of quick order and price alert, at the price under the pointer (or the last price
 * when opened from the keyboard). §5: both entries appear only when that price starts with a digit
 * and the feature is supported here (spot trading permitted on this sub-site and, for quick order
 * and alerts, by the compliance check's allowed actions; a signed-out visitor is sent to log in first).
 */
export function EmbeddedPriceChart({ symbol, onSymbolChange, choices, info, lastPrice, renderAction }: EmbeddedPriceChartProps) {
  const t = useTranslations('chart.embedded');
  const format = useDisplayFormat();
  const { site, locale } = useSite();
  const router = useRouter();
  const session = useSession();
  const signedIn = session.status === 'logged-in';
  const chartSignedIn = session.status === 'loading' ? null : signedIn;
  const [dialog, setDialog] = useState<{ entry: ChartMenuEntry; price: string } | null>(null);
  const { allowed } = useAllowedActions();
  const tradingPermitted = isMenuPermitted(site, 'spot') && allowed.has('trade');

  const open = (entry: ChartMenuEntry, price: string) => {
    if (!signedIn) {
      router.push(`${localizedPath(site, locale, '/login')}?redirect=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setDialog({ entry, price });
  };

  return (
    <section className={styles.embedded} aria-labelledby="embedded-chart-title" data-testid="embedded-price-chart">
      <div className={styles.embeddedHead}>
        <h2 id="embedded-chart-title">{t('title')}</h2>
        <label className={styles.symbolPick}>
          <span className="visually-hidden">{t('symbol')}</span>
          <select value={symbol} onChange={(e) => onSymbolChange(e.target.value)} data-testid="embedded-symbol">
            {choices.map((s) => (
              <option key={s} value={s}>
                {s.replace('_', '/')}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.embeddedLast} data-testid="embedded-last">
          {info ? format.fixed(lastPrice, info.price_precision) : format.exact(lastPrice)}
        </span>
      </div>
      <p className={styles.embeddedHint}>{t('hint')}</p>
      {info ? (
        <TradingChart
          market="spot"
          symbol={symbol}
          pricePrecision={info.price_precision}
          scope="embedded"
          signedIn={chartSignedIn}
          height={360}
          contextMenu={(pointerPrice) => {
            const price = priceValue(pointerPrice, info.price_precision) ?? lastPrice ?? '--';
            const entries = chartMenuEntries({ price, quickOrderSupported: tradingPermitted, alertSupported: allowed.has('price_alert') });
            if (entries.length === 0)
              return (
                <div className="menu-item" aria-disabled="true">
                  {t('noActions')}
                </div>
              );
            return entries.map((entry) => (
              <ContextMenu.Item key={entry} className="menu-item" onSelect={() => open(entry, price)} data-testid={`chart-menu-${entry}`}>
                {t(entry === 'quick-order' ? 'quickOrder' : 'priceAlert', { price: format.fixed(price, info.price_precision) })}
              </ContextMenu.Item>
            ));
          }}
        />
      ) : (
        <div className={styles.canvas} style={{ height: 360 }} aria-busy="true" />
      )}
      <ToastViewport closeLabel={t('closeToast')} />
      {dialog && info ? renderAction({ ...dialog, info }, () => setDialog(null)) : null}
    </section>
  );
}
