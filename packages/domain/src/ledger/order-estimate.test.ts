import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { resolveOrderEstimate, type OrderEstimateInput } from './order-estimate';

const base: OrderEstimateInput = {
  type: 0,
  price: '',
  stopPrice: '',
  quantity: '',
  lastPrice: null,
  leverage: null,
  feeRate: decimal('0.001'),
};

describe('resolveOrderEstimate (issue 5: "Use decimal arithmetic (no binary floating point) for money anywhere in the ledger and the order form")', () => {
  it.each([
    [
      'spot limit: notional is price × quantity, paid in full',
      { price: '0.1', quantity: '0.2' },
      { price: '0.1', notional: '0.02', margin: '0.02', fee: '0.00002' },
    ],
    [
      'futures limit at 10×: margin is notional ÷ leverage',
      { price: '64000', quantity: '0.5', leverage: 10, feeRate: decimal('0.0005') },
      { price: '64000', notional: '32000', margin: '3200', fee: '16' },
    ],
    [
      'margin is rounded up to 8 places, never less than exact',
      { price: '1', quantity: '1', leverage: 3 },
      { price: '1', notional: '1', margin: '0.33333334', fee: '0.001' },
    ],
    [
      'market order: taken at the last price',
      { type: 1, lastPrice: '97250.1', quantity: '0.01' },
      { price: '97250.1', notional: '972.501', margin: '972.501', fee: '0.972501' },
    ],
    [
      'stop order: taken at the stop price',
      { type: 2, stopPrice: '2', price: '999', quantity: '3' },
      { price: '2', notional: '6', margin: '6', fee: '0.006' },
    ],
    ['a trailing dot is read as typed', { price: '5.', quantity: '2' }, { price: '5', notional: '10', margin: '10', fee: '0.01' }],
  ] as const)('%s', (_name, patch, expected) => {
    expect(resolveOrderEstimate({ ...base, ...patch })).toEqual(expected);
  });

  it.each([
    ['no quantity yet', { price: '1' }],
    ['zero quantity', { price: '1', quantity: '0' }],
    ['limit without a price', { quantity: '1' }],
    ['market without a last price', { type: 1, quantity: '1' }],
    ['not a number', { price: 'abc', quantity: '1' }],
  ] as const)('null when %s', (_name, patch) => {
    expect(resolveOrderEstimate({ ...base, ...patch })).toBeNull();
  });
});
