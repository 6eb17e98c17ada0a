'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Suspense, useMemo, useState } from 'react';
import { marketEventDataSchema, type LedgerPosition } from '@ex/contracts';
import type { ChartEvent } from '@ex/chart/pure';
import { localizedPath, resolveTradeLedgerMarket } from '@ex/sites';
import { browserClient } from '@/lib/api-client';
import { usePublicPath } from '@/lib/browser';
import { ToastViewport } from '@/components/toast';
import { useAllowedActions } from '@/features/compliance/hooks/use-allowed-actions';
import { TradingChart } from '@/features/chart/components/trading-chart';
import { eventsQueryOptions } from '@/features/chart/api/get-events';
import { AccountPanel } from '@/features/orders/components/account-panel';
import { OrderForm } from '@/features/orders/components/order-form';
import { TpslDialog } from '@/features/orders/components/tpsl-dialog';
import { useLedger } from '@/features/orders/hooks/use-ledger';
import { useLedgerActions } from '@/features/orders/hooks/use-ledger-actions';
import { useOverlayTexts } from '@/features/orders/hooks/use-overlay-texts';
import { liquidationsQueryOptions } from '@/features/orders/api/ledger-queries';
import type { LedgerMarketKind } from '@/features/orders/ledger-market';
import { withLiveMark } from '@/features/orders/live-positions';
import { fillMarkerItems, orderLineItems } from '@/features/orders/overlay-items';
import orderStyles from '@/features/orders/orders.module.css';
import { useSession } from '@/features/session/hooks/use-session';
import { useSite } from '@/features/site/site-context';
import { useLiveTicker } from '../hooks/use-live-ticker';
import { useTradeInstrument } from '../hooks/use-trade-instrument';
import type { TradeInstrument } from '../trade-instrument';
import { OrderBook } from './order-book';
import { RecentTrades } from './recent-trades';
import { TickerBar } from './ticker-bar';
import { MarginTabReader } from './margin-tab-reader';
import { SymbolSearch } from './symbol-search';
import { TradeModeTabs } from './trade-mode-tabs';
import styles from '../trade-screen.module.css';

export interface TradeScreenProps {
  /** From the server; provisional (`unavailable`) when the symbol list could not be read. */
  readonly instrument: TradeInstrument;
}

/**
 * One trade page (issue 5): ticker, chart with the user's order lines, fills and the market's
 * important events, order book, recent trades, order form and the account panel. Market data is
 * public and live from the stream; the ledger parts appear once the session says who is signed in.
 */
export function TradeScreen({ instrument }: TradeScreenProps) {
  const t = useTranslations('orders');
  const tError = useTranslations('error');
  // §8 "GET request failure": the page renders with what it has, says so, and no order form is
  // offered until the instrument's real precisions are known.
  const { info, unavailable } = useTradeInstrument(instrument);
  const { site, locale } = useSite();
  const publicPath = usePublicPath();
  const session = useSession();
  const [marginTab, setMarginTab] = useState(false);
  // Where orders go: futures on a contract's page; on a pair's page spot, or isolated margin when
  // the address asks for it (leveraged tokens trade spot only).
  const ledgerMarket: LedgerMarketKind = resolveTradeLedgerMarket({ market: info.market, symbol: info.symbol, marginTab });
  const signedIn = session.status === 'logged-in';
  const chartSignedIn = session.status === 'loading' ? null : signedIn;
  const { market, symbol } = info;
  const ticker = useLiveTicker(market, symbol);
  const ledger = useLedger(ledgerMarket, symbol, signedIn);
  const actions = useLedgerActions();
  // Issue 10: a blocked country, a country-limited or a withdraw-only account may not open orders
  // here; cancelling and closing (the account panel, the chart's order lines) stay possible.
  const allowedActions = useAllowedActions();
  const tradeBlocked = allowedActions.allowed.has('trade') ? null : allowedActions.reason;
  const texts = useOverlayTexts();
  const [tpsl, setTpsl] = useState<LedgerPosition | null>(null);
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null);
  const [event, setEvent] = useState<ChartEvent | null>(null);
  const eventData = event ? marketEventDataSchema.safeParse(event.data) : null;
  const events = useQuery(eventsQueryOptions(browserClient, market, symbol));
  const liquidations = useQuery({ ...liquidationsQueryOptions(browserClient, symbol), enabled: signedIn && market === 'futures' });

  // Re-marked at the live price between ledger events (the order lines' PnL and the table follow).
  const positions = useMemo(() => withLiveMark(ledger.positions.filter((p) => p.market === ledgerMarket), ticker), [ledger.positions, ledgerMarket, ticker]);
  const orderLines = useMemo(
    () =>
      orderLineItems({
        positions,
        orders: ledger.openOrders,
        texts,
        actions: { closePosition: (p) => void actions.closePosition(p), reversePosition: (p) => void actions.reversePosition(p), editTpsl: setTpsl, cancelOrder: (o) => void actions.cancelOrder(o) },
      }),
    [positions, ledger.openOrders, texts, actions],
  );
  const fills = useMemo(() => fillMarkerItems(ledger.fills), [ledger.fills]);
  const chartEvents = useMemo(() => (events.data?.list ?? []).map((e, i) => ({ id: `event:${i}:${e.time}`, time: e.time, type: e.type, data: e.data })), [events.data]);
  const available = useMemo(() => Object.fromEntries(ledger.balances.map((b) => [b.currency, b.available])), [ledger.balances]);

  return (
    <div className={styles.screen} data-testid="trade-screen" data-market={ledgerMarket} data-symbol={symbol}>
      {market === 'spot' ? (
        <Suspense fallback={null}>
          <MarginTabReader onChange={setMarginTab} />
        </Suspense>
      ) : null}
      <div className={styles.tickerArea}>
        <div className={styles.tickerHead}>
          {market === 'spot' ? <TradeModeTabs symbol={symbol} margin={ledgerMarket === 'margin'} /> : <span />}
          <SymbolSearch market={market} />
        </div>
        {unavailable ? (
          <p className="form-error" role="alert" data-testid="trade-unavailable">
            {tError('requestData')}
          </p>
        ) : null}
        <TickerBar market={market} symbol={symbol} pricePrecision={info.price_precision} quantityPrecision={info.quantity_precision} />
      </div>
      <div className={styles.chartArea}>
        <TradingChart
          market={market}
          symbol={symbol}
          pricePrecision={info.price_precision}
          scope="trade"
          signedIn={chartSignedIn}
          height={460}
          orderLines={orderLines}
          fills={fills}
          events={chartEvents}
          liquidations={liquidations.data?.list ?? []}
          onEventClick={setEvent}
        />
        {eventData?.success ? (
          <div className={styles.event} role="status" data-testid="chart-event">
            <strong>{eventData.data.title}</strong>
            {eventData.data.body ? <p>{eventData.data.body}</p> : null}
            <button type="button" className="button button-ghost" onClick={() => setEvent(null)}>{t('closeEvent')}</button>
          </div>
        ) : null}
      </div>
      <div className={styles.bookArea}>
        <OrderBook market={market} symbol={symbol} pricePrecision={info.price_precision} quantityPrecision={info.quantity_precision} onPickPrice={(price) => setPicked({ price, at: Date.now() })} />
      </div>
      <div className={styles.tradesArea}>
        <RecentTrades market={market} symbol={symbol} pricePrecision={info.price_precision} quantityPrecision={info.quantity_precision} />
      </div>
      <div className={styles.formArea}>
        {signedIn && unavailable ? (
          <p className="form-error" data-testid="order-form-unavailable">{tError('requestData')}</p>
        ) : signedIn ? (
          <OrderForm
            // A new market or pair is a new form (its defaults, e.g. the leverage, differ).
            key={`${ledgerMarket}:${symbol}`}
            market={ledgerMarket}
            symbol={symbol}
            base={info.base}
            quote={info.quote}
            pricePrecision={info.price_precision}
            quantityPrecision={info.quantity_precision}
            lastPrice={ticker?.last ?? null}
            pickedPrice={picked}
            available={available}
            disabledReason={tradeBlocked}
          />
        ) : (
          <div className={orderStyles.signin} data-testid="order-form-signin">
            {tradeBlocked ? <p className={orderStyles.restricted} role="status" data-testid="order-form-restricted">{tradeBlocked}</p> : null}
            <p>{t('signInToTrade')}</p>
            <Link className="button button-primary" href={`${localizedPath(site, locale, '/login')}?redirect=${encodeURIComponent(publicPath ?? localizedPath(site, locale, `/trade/${symbol}`))}`}>{t('logIn')}</Link>
            <Link href={localizedPath(site, locale, '/signup')}>{t('signUp')}</Link>
          </div>
        )}
      </div>
      {signedIn ? (
        <div className={styles.accountArea}>
          <AccountPanel
            leveraged={ledgerMarket !== 'spot'}
            positions={positions}
            openOrders={ledger.openOrders}
            history={ledger.history}
            fills={ledger.fills}
            onClose={(p) => void actions.closePosition(p)}
            onReverse={(p) => void actions.reversePosition(p)}
            onTpsl={setTpsl}
            onCancel={(o) => void actions.cancelOrder(o)}
          />
        </div>
      ) : null}
      <ToastViewport closeLabel={t('closeToast')} />
      {tpsl ? <TpslDialog position={tpsl} pricePrecision={info.price_precision} onSave={(tp, sl) => actions.setTpsl(tpsl, tp, sl)} onClose={() => setTpsl(null)} /> : null}
    </div>
  );
}
