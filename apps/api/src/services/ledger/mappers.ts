import type { LedgerFill, LedgerNotification, LedgerOrder, LedgerPosition, PriceAlert } from '@ex/contracts';
import type { FillRow, NotificationRow, OrderRow, PositionRow, PriceAlertRow } from '@ex/db';
import { liquidationPrice, unrealisedPnl, type DecimalString, type FuturesPosition, type OrderSide } from '@ex/domain';
import { dec } from './context';

// Rows are only written by the ledger's contract-validated paths, hence the narrowing casts.

const ms = (date: Date) => date.getTime();

export function orderDto(row: OrderRow): LedgerOrder {
  return {
    id: String(row.id),
    client_order_id: row.clientOrderId,
    market: row.market as LedgerOrder['market'],
    symbol: row.symbol,
    side: row.side as OrderSide,
    type: row.type,
    price: row.price,
    stop_price: row.stopPrice,
    quantity: row.quantity,
    filled_quantity: row.filledQuantity,
    avg_fill_price: row.avgFillPrice,
    leverage: row.leverage,
    reduce_only: row.reduceOnly,
    status: row.status as LedgerOrder['status'],
    origin: row.origin as LedgerOrder['origin'],
    reject_reason: row.rejectReason,
    created_at: ms(row.createdAt),
    updated_at: ms(row.updatedAt),
  };
}

export function fillDto(row: FillRow): LedgerFill {
  return {
    id: String(row.id),
    order_id: String(row.orderId),
    market: row.market as LedgerFill['market'],
    symbol: row.symbol,
    side: row.side as OrderSide,
    price: row.price,
    quantity: row.quantity,
    fee: row.fee,
    fee_currency: row.feeCurrency,
    realised_pnl: row.realisedPnl,
    created_at: ms(row.createdAt),
  };
}

/** The domain's view of a stored position. */
export function positionState(row: PositionRow): FuturesPosition {
  return {
    side: row.side as OrderSide,
    quantity: dec(row.quantity),
    entryPrice: dec(row.entryPrice),
    margin: dec(row.margin),
    leverage: row.leverage,
  };
}

/** The position with its PnL at `mark` (futures: the mark price; margin: the spot last) and its liquidation estimate. */
export function positionDto(row: PositionRow, mark: DecimalString): LedgerPosition {
  const state = positionState(row);
  return {
    market: row.market as LedgerPosition['market'],
    symbol: row.symbol,
    side: state.side,
    quantity: row.quantity,
    entry_price: row.entryPrice,
    mark_price: mark,
    leverage: row.leverage,
    margin: row.margin,
    unrealised_pnl: unrealisedPnl(state, mark),
    realised_pnl: row.realisedPnl,
    liquidation_price: liquidationPrice(state),
    take_profit: row.takeProfit,
    stop_loss: row.stopLoss,
    created_at: ms(row.createdAt),
    updated_at: ms(row.updatedAt),
  };
}

export function alertDto(row: PriceAlertRow): PriceAlert {
  return {
    id: String(row.id),
    market: row.market as PriceAlert['market'],
    symbol: row.symbol,
    price: row.price,
    direction: row.direction as PriceAlert['direction'],
    created_at: ms(row.createdAt),
    triggered_at: row.triggeredAt ? ms(row.triggeredAt) : null,
  };
}

export function notificationDto(row: NotificationRow): LedgerNotification {
  return {
    id: String(row.id),
    kind: row.kind as LedgerNotification['kind'],
    payload: row.payload as LedgerNotification['payload'],
    created_at: ms(row.createdAt),
    read_at: row.readAt ? ms(row.readAt) : null,
  };
}
