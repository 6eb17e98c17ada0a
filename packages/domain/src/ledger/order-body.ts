import { resolveAmountBlur } from '../amount-input';
import type { OrderSide } from './spot';

/** Where an order goes in the paper ledger (issue 5): spot, isolated margin on a spot pair, or USDT futures. */
export type OrderMarket = 'spot' | 'margin' | 'futures';
/** §3: limit 0, market 1, stop 2. */
export type PlaceableOrderType = 0 | 1 | 2;

/** The order form's fields as typed (decimal text; the leverage as chosen). */
export interface OrderFields {
  readonly price: string;
  readonly stop_price: string;
  readonly quantity: string;
  readonly leverage: string;
  readonly reduce_only: boolean;
}

export interface OrderBodyInput {
  readonly clientOrderId: string;
  readonly market: OrderMarket;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly type: PlaceableOrderType;
  readonly fields: OrderFields;
  /** Decimal places of the instrument's prices and quantities (§5 amount input). */
  readonly precision: { readonly price: number; readonly quantity: number };
}

/** The body of POST ledger/orders, before the contract (placeOrderBodySchema) validates it. */
export interface OrderBody {
  readonly client_order_id: string;
  readonly market: OrderMarket;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly type: PlaceableOrderType;
  readonly quantity: string;
  readonly price?: string;
  readonly stop_price?: string;
  readonly leverage?: number;
  readonly reduce_only?: boolean;
}

/**
 * The order a form describes, with only the fields its type and market take (the contract refuses
 * the others): a price for a limit order, a stop price for a stop order, a leverage on margin and
 * futures, reduce-only on futures. Amounts go as canonical decimals, as the §5 field shows them
 * after blur (also when Enter submits while it still holds "5."), the leverage as a number.
 *
 * @example
 * buildOrderBody({ clientOrderId: 'web-1', market: 'spot', symbol: 'BTC_USDT', side: 1, type: 0, precision: { price: 2, quantity: 4 },
 *   fields: { price: '64000.', stop_price: '', quantity: '0.5', leverage: '10', reduce_only: false } });
 * // { client_order_id: 'web-1', market: 'spot', symbol: 'BTC_USDT', side: 1, type: 0, quantity: '0.5', price: '64000' }
 */
export function buildOrderBody({ clientOrderId, market, symbol, side, type, fields, precision }: OrderBodyInput): OrderBody {
  const price = (text: string) => resolveAmountBlur(text, { precision: precision.price });
  return {
    client_order_id: clientOrderId,
    market,
    symbol,
    side,
    type,
    quantity: resolveAmountBlur(fields.quantity, { precision: precision.quantity }),
    ...(type === 0 ? { price: price(fields.price) } : {}),
    ...(type === 2 ? { stop_price: price(fields.stop_price) } : {}),
    ...(market !== 'spot' ? { leverage: Number(fields.leverage) } : {}),
    ...(market === 'futures' ? { reduce_only: fields.reduce_only } : {}),
  };
}

const ORDER_KEYS = ['market', 'symbol', 'side', 'type', 'quantity', 'price', 'stop_price', 'leverage', 'reduce_only'] as const;

/**
 * Whether two bodies place the very same order, whatever their idempotency keys: a retry of the
 * same order reuses its client order id (the server then cannot place it twice), an edited order
 * is a new one and takes a new id.
 *
 * @example isSameOrder({ ...a, client_order_id: 'web-1' }, { ...a, client_order_id: 'web-2' }) === true
 * @example isSameOrder(a, { ...a, quantity: '2' }) === false
 */
export function isSameOrder(a: OrderBody, b: OrderBody): boolean {
  return ORDER_KEYS.every((key) => a[key] === b[key]);
}
