'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LedgerFill, LedgerOrder, LedgerPosition } from '@ex/contracts';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import styles from '../orders.module.css';

type Tab = 'positions' | 'open' | 'history' | 'fills';

export interface AccountPanelProps {
  readonly leveraged: boolean;
  readonly positions: readonly LedgerPosition[];
  readonly openOrders: readonly LedgerOrder[];
  readonly history: readonly LedgerOrder[];
  readonly fills: readonly LedgerFill[];
  readonly onClose: (position: LedgerPosition) => void;
  readonly onReverse: (position: LedgerPosition) => void;
  readonly onTpsl: (position: LedgerPosition) => void;
  readonly onCancel: (order: LedgerOrder) => void;
}

/** Positions, open orders, order history and fills of the symbol, as tabs (arrow keys move between them). */
export function AccountPanel(props: AccountPanelProps) {
  const t = useTranslations('orders.panel');
  const tabs: Tab[] = props.leveraged ? ['positions', 'open', 'history', 'fills'] : ['open', 'history', 'fills'];
  const [tab, setTab] = useState<Tab>(tabs[0]!);
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const counts: Record<Tab, number> = {
    positions: props.positions.length,
    open: props.openOrders.length,
    history: props.history.length,
    fills: props.fills.length,
  };
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <section className={styles.panel} aria-label={t('label')} data-testid="account-panel">
      <div role="tablist" className={styles.tabs} aria-label={t('label')} onKeyDown={onKey}>
        {tabs.map((k) => (
          <button
            key={k}
            ref={(el) => void (refs.current[k] = el)}
            type="button"
            role="tab"
            id={`account-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`account-panel-${k}`}
            tabIndex={tab === k ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(k)}
            data-testid={`account-tab-${k}`}
          >
            {t(`tabs.${k}`, { count: counts[k] })}
          </button>
        ))}
      </div>
      {/* Focusable (the ARIA tabs pattern): the table scrolls sideways on a phone, and an empty list has no control to reach. */}
      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`} className={styles.tableWrap} tabIndex={0}>
        {tab === 'positions' ? (
          <PositionsTable {...props} />
        ) : tab === 'fills' ? (
          <FillsTable fills={props.fills} />
        ) : (
          <OrdersTable orders={tab === 'open' ? props.openOrders : props.history} open={tab === 'open'} onCancel={props.onCancel} />
        )}
      </div>
    </section>
  );
}

function Empty({ text, span }: { text: string; span: number }) {
  return (
    <tr>
      <td colSpan={span} className={styles.empty}>
        {text}
      </td>
    </tr>
  );
}

function PositionsTable({ positions, onClose, onReverse, onTpsl }: AccountPanelProps) {
  const t = useTranslations('orders.panel');
  const tDisplay = useTranslations('display');
  const format = useDisplayFormat();
  return (
    <table className={styles.table} data-testid="positions-table">
      <thead>
        <tr>
          {['symbol', 'side', 'size', 'entry', 'mark', 'liquidation', 'margin', 'pnl', 'tpsl', 'actions'].map((c) => (
            <th key={c} scope="col">
              {t(`columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {positions.length === 0 ? <Empty text={t('noPositions')} span={10} /> : null}
        {positions.map((p) => (
          <tr key={p.symbol} data-testid={`position-${p.symbol}`}>
            <th scope="row">{p.symbol.replace('_', '/')}</th>
            <td data-side={p.side === 1 ? 'buy' : 'sell'}>
              {p.side === 1 ? t('long') : t('short')} {tDisplay('leverage', { value: format.count(p.leverage) })}
            </td>
            <td>{format.exact(p.quantity)}</td>
            <td>{format.exact(p.entry_price)}</td>
            <td>{format.exact(p.mark_price)}</td>
            <td>{format.exact(p.liquidation_price)}</td>
            <td>{format.exact(p.margin)}</td>
            <td data-direction={p.unrealised_pnl.startsWith('-') ? 'down' : 'up'}>{format.signed(p.unrealised_pnl)}</td>
            <td>{tDisplay('takeProfitStopLoss', { takeProfit: format.exact(p.take_profit), stopLoss: format.exact(p.stop_loss) })}</td>
            <td className={styles.actions}>
              <button type="button" onClick={() => onClose(p)}>
                {t('close')}
              </button>
              <button type="button" onClick={() => onReverse(p)}>
                {t('reverse')}
              </button>
              <button type="button" onClick={() => onTpsl(p)}>
                {t('tpsl')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrdersTable({ orders, open, onCancel }: { orders: readonly LedgerOrder[]; open: boolean; onCancel: (o: LedgerOrder) => void }) {
  const t = useTranslations('orders.panel');
  const format = useDisplayFormat();
  const columns = open
    ? ['time', 'side', 'type', 'price', 'quantity', 'filled', 'actions']
    : ['time', 'side', 'type', 'price', 'avgFill', 'quantity', 'status'];
  return (
    <table className={styles.table} data-testid={open ? 'open-orders-table' : 'order-history-table'}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(`columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.length === 0 ? <Empty text={open ? t('noOpenOrders') : t('noHistory')} span={columns.length} /> : null}
        {orders.map((o) => (
          <tr key={o.id} data-testid={`order-${o.id}`}>
            <td>{format.date(o.created_at, 'row')}</td>
            <td data-side={o.side === 1 ? 'buy' : 'sell'}>{o.side === 1 ? t('buy') : t('sell')}</td>
            <td>{t(`types.${o.type}`)}</td>
            <td>
              {o.type === 2 ? t('stopAt', { price: format.exact(o.stop_price) }) : o.price === null ? t('market') : format.exact(o.price)}
            </td>
            {open ? null : <td>{format.exact(o.avg_fill_price)}</td>}
            <td>{format.exact(o.quantity)}</td>
            {open ? (
              <td>{format.exact(o.filled_quantity)}</td>
            ) : (
              <td>
                {t(`statuses.${o.status}`)}
                {o.reject_reason ? ` (${o.reject_reason})` : ''}
              </td>
            )}
            {open ? (
              <td className={styles.actions}>
                <button type="button" onClick={() => onCancel(o)}>
                  {t('cancel')}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FillsTable({ fills }: { fills: readonly LedgerFill[] }) {
  const t = useTranslations('orders.panel');
  const tDisplay = useTranslations('display');
  const format = useDisplayFormat();
  return (
    <table className={styles.table} data-testid="fills-table">
      <thead>
        <tr>
          {['time', 'side', 'price', 'quantity', 'fee', 'realisedPnl'].map((c) => (
            <th key={c} scope="col">
              {t(`columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {fills.length === 0 ? <Empty text={t('noFills')} span={6} /> : null}
        {fills.map((f) => (
          <tr key={f.id}>
            <td>{format.date(f.created_at, 'row')}</td>
            <td data-side={f.side === 1 ? 'buy' : 'sell'}>{f.side === 1 ? t('buy') : t('sell')}</td>
            <td>{format.exact(f.price)}</td>
            <td>{format.exact(f.quantity)}</td>
            <td>{tDisplay('amount', { amount: format.exact(f.fee), unit: f.fee_currency })}</td>
            <td>{format.signed(f.realised_pnl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
