/**
 * The ledger as chart overlays (issue 5 "The positions and orders drive the order lines; the
 * fills drive the markers"): pure mapping to the §3 order-line item and buy/sell marker. Texts
 * arrive translated and numbers are written by the functions that come with them (the page's
 * formatting module, from the API's exact decimal strings); numbers are converted to `Number` only
 * for the line's position on the price axis.
 */
import type { BuySellMarker, OrderLineItem } from '@ex/chart/pure';
import type { LedgerFill, LedgerOrder, LedgerPosition } from '@ex/contracts';

/** §3 "Order type: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6". */
const TYPE = { limit: 0, stop: 2, position: 4, takeProfit: 5, stopLoss: 6 } as const;

export interface OverlayTexts {
  readonly long: string;
  readonly short: string;
  readonly buy: string;
  readonly sell: string;
  readonly takeProfit: string;
  readonly stopLoss: string;
  readonly tooltips: {
    readonly pnl: string;
    readonly close: string;
    readonly tpsl: string;
    readonly reverse: string;
    readonly cancel: string;
  };
  /** A price or amount in the user's locale, every digit kept. */
  readonly amount: (value: string) => string;
  /** A profit or loss with its sign (`+12.5`). */
  readonly signed: (value: string) => string;
  /** A side with its leverage (`Long 5×`). */
  readonly sideWithLeverage: (side: string, leverage: number) => string;
  /** A level's label with its price (`TP 60,000`). */
  readonly level: (label: string, price: string) => string;
}

export interface OverlayActions {
  readonly closePosition: (position: LedgerPosition) => void;
  readonly editTpsl: (position: LedgerPosition) => void;
  readonly reversePosition: (position: LedgerPosition) => void;
  readonly cancelOrder: (order: LedgerOrder) => void;
}

/**
 * One line per position (type Position, with close, TP/SL and reverse buttons) plus its TP and SL
 * levels, and one line per resting limit or stop order (its close button cancels the order).
 *
 * @example
 * orderLineItems({ positions: [btcLong], orders: [], texts, actions })[0]; // { type: 4, side: 1, sideText: 'Long', avgPrice: 64000, … }
 */
export function orderLineItems(input: {
  positions: readonly LedgerPosition[];
  orders: readonly LedgerOrder[];
  texts: OverlayTexts;
  actions: OverlayActions;
}): OrderLineItem[] {
  const { texts, actions } = input;
  const items: OrderLineItem[] = [];
  for (const position of input.positions) {
    const key = `position:${position.symbol}`;
    const tpsl = [
      position.take_profit ? texts.level(texts.takeProfit, position.take_profit) : null,
      position.stop_loss ? texts.level(texts.stopLoss, position.stop_loss) : null,
    ]
      .filter(Boolean)
      .join(' / ');
    items.push({
      id: key,
      type: TYPE.position,
      side: position.side,
      avgPrice: Number(position.entry_price),
      visible: true,
      sideText: texts.sideWithLeverage(position.side === 1 ? texts.long : texts.short, position.leverage),
      pnlText: texts.signed(position.unrealised_pnl),
      pnlValue: Number(position.unrealised_pnl),
      qtyText: texts.amount(position.quantity),
      qty: Number(position.quantity),
      ...(tpsl === '' ? {} : { tpslText: tpsl }),
      showCloseButton: true,
      showTPSLButton: true,
      showReverseButton: true,
      tooltips: { pnl: texts.tooltips.pnl, close: texts.tooltips.close, tpsl: texts.tooltips.tpsl, reverse: texts.tooltips.reverse },
      onCloseClick: () => actions.closePosition(position),
      onTPSLClick: () => actions.editTpsl(position),
      onReverseClick: () => actions.reversePosition(position),
    });
    // The exits are drawn on the opposite side of the position.
    const exitSide = position.side === 1 ? -1 : 1;
    if (position.take_profit) {
      items.push({
        id: `${key}:tp`,
        type: TYPE.takeProfit,
        side: exitSide,
        avgPrice: Number(position.take_profit),
        visible: true,
        sideText: texts.takeProfit,
        qtyText: texts.amount(position.quantity),
      });
    }
    if (position.stop_loss) {
      items.push({
        id: `${key}:sl`,
        type: TYPE.stopLoss,
        side: exitSide,
        avgPrice: Number(position.stop_loss),
        visible: true,
        sideText: texts.stopLoss,
        qtyText: texts.amount(position.quantity),
      });
    }
  }
  for (const order of input.orders) {
    const level = order.type === TYPE.stop ? order.stop_price : order.price;
    if (order.status !== 'open' || level === null) continue;
    items.push({
      id: `order:${order.id}`,
      type: order.type === TYPE.stop ? TYPE.stop : TYPE.limit,
      side: order.side,
      avgPrice: Number(level),
      visible: true,
      sideText: order.side === 1 ? texts.buy : texts.sell,
      qtyText: texts.amount(order.quantity),
      qty: Number(order.quantity),
      showCloseButton: true,
      tooltips: { close: texts.tooltips.cancel },
      onCloseClick: () => actions.cancelOrder(order),
    });
  }
  return items;
}

/**
 * §3 buy/sell markers from fills, oldest first (the chart groups them per bar).
 *
 * @example
 * fillMarkerItems([{ side: 1, price: '64000', quantity: '0.01', symbol: 'BTC_USDT', created_at: 1_700_000_000_000, … }]);
 * // [{ time: 1700000000000, type: 'buy', price: 64000, quantity: 0.01, symbol: 'BTC_USDT', rawTimestamp: 1700000000000 }]
 */
export function fillMarkerItems(fills: readonly LedgerFill[]): BuySellMarker[] {
  return [...fills]
    .sort((a, b) => a.created_at - b.created_at)
    .map((fill) => ({
      time: fill.created_at,
      type: fill.side === 1 ? 'buy' : 'sell',
      price: Number(fill.price),
      quantity: Number(fill.quantity),
      symbol: fill.symbol,
      rawTimestamp: fill.created_at,
    }));
}
