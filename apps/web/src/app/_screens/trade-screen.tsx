'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';
import type { LedgerPosition } from '@ex/contracts';
import type { ChartEvent } from '@ex/chart/pure';
import { isPhoneViewport } from '@ex/domain';
import { resolveTradeLedgerMarket } from '@ex/sites';
import { ToastViewport } from '@/components/toast';
import { useAllowedActions } from '@/core/compliance/use-allowed-actions';
import { useSession } from '@/core/session/hooks/use-session';
import { ChartEventNote } from '@/features/chart/components/chart-event-note';
import { TradingChart } from '@/features/chart/components/trading-chart';
import { useChartEvents } from '@/features/chart/hooks/use-chart-events';
import { AccountPanel } from '@/features/orders/components/account-panel';
import { OrderForm } from '@/features/orders/components/order-form';
import { SignInToTrade } from '@/features/orders/components/sign-in-to-trade';
import { TpslDialog } from '@/features/orders/components/tpsl-dialog';
import { useTradeLedger } from '@/features/orders/hooks/use-trade-ledger';
import type { LedgerMarketKind } from '@/features/orders/ledger-market';
import { FundPasswordModal } from '@/features/security/components/fund-password-modal';
import { MarginTabReader } from '@/features/trade/components/margin-tab-reader';
import { OrderBook } from '@/features/trade/components/order-book';
import { RecentTrades } from '@/features/trade/components/recent-trades';
import { SymbolSearch } from '@/features/trade/components/symbol-search';
import { TickerBar } from '@/features/trade/components/ticker-bar';
import { TradeModeTabs } from '@/features/trade/components/trade-mode-tabs';
import { useLiveTicker } from '@/features/trade/hooks/use-live-ticker';
import { useTradeInstrument } from '@/features/trade/hooks/use-trade-instrument';
import type { TradeInstrument } from '@/features/trade/trade-instrument';
import { useViewportWidth } from '@/lib/viewport';
import { TradePhoneTabs } from './trade-phone-tabs';
import styles from './trade-screen.module.css';

export interface TradeScreenProps {
  /** From the server; provisional (`unavailable`) when the symbol list could not be read. */
  readonly instrument: TradeInstrument;
}

/**
 * One trade page (issue 5): ticker, chart with the user's order lines, fills and the market's
 * important events, order book, recent trades, order form and the account panel. Market data is
 * public and live from the stream (trade), the ledger parts (orders) appear once the session says
 * who is signed in; the chart, the order form's fund-password prompt (security) meet here.
 */
export function TradeScreen({ instrument }: TradeScreenProps) {
  const t = useTranslations('orders');
  const tError = useTranslations('error');
  // §8 "GET request failure": the page renders with what it has, says so, and no order form is
  // offered until the instrument's real precisions are known.
  const { info, unavailable } = useTradeInstrument(instrument);
  const session = useSession();
  const [marginTab, setMarginTab] = useState(false);
  // Where orders go: futures on a contract's page; on a pair's page spot, or isolated margin when
  // the address asks for it (leveraged tokens trade spot only).
  const ledgerMarket: LedgerMarketKind = resolveTradeLedgerMarket({ market: info.market, symbol: info.symbol, marginTab });
  const signedIn = session.status === 'logged-in';
  const chartSignedIn = session.status === 'loading' ? null : signedIn;
  const { market, symbol } = info;
  const ticker = useLiveTicker(market, symbol);
  // Issue 10: a blocked country, a country-limited or a withdraw-only account may not open orders
  // here; cancelling and closing (the account panel, the chart's order lines) stay possible.
  const allowedActions = useAllowedActions();
  const tradeBlocked = allowedActions.allowed.has('trade') ? null : allowedActions.reason;
  const [tpsl, setTpsl] = useState<LedgerPosition | null>(null);
  const { ledger, actions, positions, orderLines, fills, available, liquidations } = useTradeLedger({
    market: ledgerMarket,
    symbol,
    signedIn,
    ticker,
    onEditTpsl: setTpsl,
  });
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null);
  const [event, setEvent] = useState<ChartEvent | null>(null);
  const chartEvents = useChartEvents(market, symbol);

  const chartArea = (
    <div key="chart" className={styles.chartArea}>
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
        liquidations={liquidations}
        onEventClick={setEvent}
      />
      <ChartEventNote event={event} onClose={() => setEvent(null)} />
    </div>
  );
  const bookArea = (
    <div key="book" className={styles.bookArea}>
      <OrderBook
        market={market}
        symbol={symbol}
        pricePrecision={info.price_precision}
        quantityPrecision={info.quantity_precision}
        onPickPrice={(price) => setPicked({ price, at: Date.now() })}
      />
    </div>
  );
  const tradesArea = (
    <div key="trades" className={styles.tradesArea}>
      <RecentTrades market={market} symbol={symbol} pricePrecision={info.price_precision} quantityPrecision={info.quantity_precision} />
    </div>
  );
  // Below 768 px (§9) chart, book and trades become tabs; before hydration the CSS stacks them.
  const width = useViewportWidth();
  const phone = width !== null && isPhoneViewport(width);

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
      {phone ? <TradePhoneTabs panels={{ chart: chartArea, book: bookArea, trades: tradesArea }} /> : [chartArea, bookArea, tradesArea]}
      <div className={styles.formArea}>
        {signedIn && unavailable ? (
          <p className="form-error" data-testid="order-form-unavailable">
            {tError('requestData')}
          </p>
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
            fundPasswordPrompt={FundPasswordModal}
            disabledReason={tradeBlocked}
          />
        ) : (
          <SignInToTrade fallbackPath={`/trade/${symbol}`} restriction={tradeBlocked} />
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
      {tpsl ? (
        <TpslDialog
          position={tpsl}
          pricePrecision={info.price_precision}
          onSave={(tp, sl) => actions.setTpsl(tpsl, tp, sl)}
          onClose={() => setTpsl(null)}
        />
      ) : null}
    </div>
  );
}
