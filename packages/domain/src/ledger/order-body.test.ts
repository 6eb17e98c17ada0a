import { describe, expect, it } from 'vitest';
import { buildOrderBody, isSameOrder, type OrderBody, type OrderBodyInput } from './order-body';

const SPEC = 'issue 5 "The order form … validated by the API\'s own contract before sending"';
const IDEMPOTENT = 'issue 5 "Order placement is idempotent: one client order id per order, reused on a retry"';
const fields = { price: '64000', stop_price: '63000', quantity: '0.5', leverage: '10', reduce_only: true };
const input = (patch: Partial<OrderBodyInput>): OrderBodyInput => ({
  clientOrderId: 'web-1',
  market: 'spot',
  symbol: 'BTC_USDT',
  side: 1,
  type: 0,
  fields,
  precision: { price: 2, quantity: 4 },
  ...patch,
});
const CANONICAL = 'issue 10 "Contracts take canonical decimals only" / §5 amount input on blur';
const head = { client_order_id: 'web-1', symbol: 'BTC_USDT', quantity: '0.5' };

describe(`buildOrderBody (${SPEC})`, () => {
  it.each([
    [
      'spot limit: the price, no leverage or reduce-only',
      { market: 'spot', type: 0, side: 1 },
      { ...head, market: 'spot', side: 1, type: 0, price: '64000' },
    ],
    ['spot market: neither price nor stop price', { market: 'spot', type: 1, side: -1 }, { ...head, market: 'spot', side: -1, type: 1 }],
    [
      'spot stop: the stop price only',
      { market: 'spot', type: 2, side: 1 },
      { ...head, market: 'spot', side: 1, type: 2, stop_price: '63000' },
    ],
    [
      'margin limit: the leverage (a number), no reduce-only',
      { market: 'margin', type: 0, side: 1 },
      { ...head, market: 'margin', side: 1, type: 0, price: '64000', leverage: 10 },
    ],
    [
      'futures market: leverage and reduce-only',
      { market: 'futures', type: 1, side: -1 },
      { ...head, market: 'futures', side: -1, type: 1, leverage: 10, reduce_only: true },
    ],
    [
      'futures stop: stop price, leverage and reduce-only',
      { market: 'futures', type: 2, side: 1 },
      { ...head, market: 'futures', side: 1, type: 2, stop_price: '63000', leverage: 10, reduce_only: true },
    ],
  ] as const)('%s', (_name, patch, expected) => {
    expect(buildOrderBody(input(patch))).toEqual(expected);
  });

  it.each([
    ['a trailing dot is dropped', { price: '64000.', quantity: '0.' }, { price: '64000', quantity: '0' }],
    ['leading zeros go', { price: '007', quantity: '0.5' }, { price: '7', quantity: '0.5' }],
    ['digits past the precision are cut', { price: '1.2345', quantity: '0.123456' }, { price: '1.23', quantity: '0.1234' }],
    ['an empty field stays empty (the contract refuses it)', { price: '', quantity: '' }, { price: '', quantity: '' }],
  ] as const)(`${CANONICAL}: %s`, (_name, typed, sent) => {
    const body = buildOrderBody(input({ fields: { ...fields, ...typed } }));
    expect({ price: body.price, quantity: body.quantity }).toEqual(sent);
  });
});

describe(`isSameOrder (${IDEMPOTENT})`, () => {
  const order: OrderBody = buildOrderBody(input({ market: 'futures', type: 0 }));
  it.each([
    ['the same order with another key (a retry)', { client_order_id: 'web-2' }, true],
    ['the very same body', {}, true],
    ['another quantity', { quantity: '0.6' }, false],
    ['another price', { price: '64001' }, false],
    ['another side', { side: -1 }, false],
    ['another type', { type: 1 }, false],
    ['another leverage', { leverage: 20 }, false],
    ['reduce-only switched off', { reduce_only: false }, false],
    ['another symbol', { symbol: 'ETH_USDT' }, false],
    ['another market', { market: 'margin' }, false],
  ] as const)('%s → %s', (_name, patch, same) => {
    expect(isSameOrder(order, { ...order, ...patch })).toBe(same);
  });

  it('a field only one body has makes another order', () => {
    const { price: _price, ...withoutPrice } = order;
    expect(isSameOrder(order, withoutPrice)).toBe(false);
  });
});
