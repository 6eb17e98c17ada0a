'use client';

import * as ContextMenu from '@radix-ui/react-context-menu';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { chartMenuEntries, type ChartMenuEntry } from '@ex/chart/pure';
import type { MarketSymbolInfo } from '@ex/contracts';
import { formatDecimal, parseDecimal } from '@ex/domain';
import { isMenuPermitted, localizedPath } from '@ex/sites';
import { ToastViewport } from '@/components/toast';
import { browserClient } from '@/lib/api-client';
import { fetchEndpoint } from '@/lib/fetch-endpoint';
import { useAllowedActions } from '@/features/compliance/hooks/use-allowed-actions';
import { PriceAlertDialog } from '@/features/orders/components/price-alert-dialog';
import { QuickOrderDialog } from '@/features/orders/components/quick-order-dialog';
import { useSession } from '@/features/session/hooks/use-session';
import { useSite } from '@/features/site/site-context';
import { useLiveTicker } from '@/features/trade/hooks/use-live-ticker';
import styles from '../chart.module.css';
import { TradingChart } from './trading-chart';

const DEFAULT_SYMBOL = 'BTC_USDT';

/** A chart price as the menu shows and the dialogs prefill it: the instrument's precision, exact. */
function priceText(price: number | null, precision: number): string | null {
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
export function EmbeddedPriceChart({ symbols }: { symbols?: readonly string[] }) {
  const t = useTranslations('chart.embedded');
  const { site, locale } = useSite();
  const router = useRouter();
  const session = useSession();
  const signedIn = session.status === 'logged-in';
  const chartSignedIn = session.status === 'loading' ? null : signedIn;
  const [symbol, setSymbol] = useState(DEFAULT_SYMBOL);
  const [dialog, setDialog] = useState<{ entry: ChartMenuEntry; price: string } | null>(null);
  const list = useQuery({ queryKey: ['market-symbols', 'spot'], queryFn: () => fetchEndpoint(browserClient, 'marketSymbols', { market: 'spot' }), staleTime: 300_000 });
  const info: MarketSymbolInfo | undefined = list.data?.list.find((s) => s.symbol === symbol);
  const ticker = useLiveTicker('spot', symbol);
  const choices = useMemo(() => (symbols ?? list.data?.list.map((s) => s.symbol) ?? [DEFAULT_SYMBOL]).slice(0, 30), [symbols, list.data]);
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
          <select value={symbol} onChange={(e) => setSymbol(e.target.value)} data-testid="embedded-symbol">
            {choices.map((s) => <option key={s} value={s}>{s.replace('_', '/')}</option>)}
          </select>
        </label>
        <span className={styles.embeddedLast} data-testid="embedded-last">{ticker?.last ?? '--'}</span>
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
            const price = priceText(pointerPrice, info.price_precision) ?? ticker?.last ?? '--';
            const entries = chartMenuEntries({ price, quickOrderSupported: tradingPermitted, alertSupported: allowed.has('price_alert') });
            if (entries.length === 0) return <div className="menu-item" aria-disabled="true">{t('noActions')}</div>;
            return entries.map((entry) => (
              <ContextMenu.Item key={entry} className="menu-item" onSelect={() => open(entry, price)} data-testid={`chart-menu-${entry}`}>
                {t(entry === 'quick-order' ? 'quickOrder' : 'priceAlert', { price })}
              </ContextMenu.Item>
            ));
          }}
        />
      ) : (
        <div className={styles.canvas} style={{ height: 360 }} aria-busy="true" />
      )}
      <ToastViewport closeLabel={t('closeToast')} />
      {dialog && info ? (
        dialog.entry === 'quick-order' ? (
          <QuickOrderDialog info={info} price={dialog.price} lastPrice={ticker?.last ?? null} onClose={() => setDialog(null)} />
        ) : (
          <PriceAlertDialog market="spot" symbol={symbol} price={dialog.price} pricePrecision={info.price_precision} lastPrice={ticker?.last ?? null} onClose={() => setDialog(null)} />
        )
      ) : null}
    </section>
  );
}
