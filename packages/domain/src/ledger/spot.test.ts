import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDecimal, compareDecimal, decimal, fromScaledBigInt, multiplyDecimal, subtractDecimal } from '../decimal';
import { checkFunds, spotFill, spotRequirement, type OrderSide } from './spot';

const FILLS = 'issue 5 Tests "the ledger\'s PnL and fills, with decimal edge cases"';
const BALANCES = 'issue 5 "Balances are kept" — brief: "spot: enough quote to buy / base to sell"';
const SIDE = '§3 "Side: Buy 1, Sell -1"';
const d = decimal;
const SPOT = d('0.001');

describe('spotFill', () => {
  const cases: { spec: string; side: OrderSide; price: string; quantity: string; fee: string; quoteDelta: string; baseDelta: string }[] = [
    {
      spec: `${FILLS} — ${SIDE}: a buy pays notional + fee`,
      side: 1,
      price: '97250.1',
      quantity: '0.01',
      fee: '0.972501',
      quoteDelta: '-973.473501',
      baseDelta: '0.01',
    },
    {
      spec: `${FILLS} — ${SIDE}: a sell receives notional − fee`,
      side: -1,
      price: '97250.1',
      quantity: '0.01',
      fee: '0.972501',
      quoteDelta: '971.528499',
      baseDelta: '-0.01',
    },
    {
      spec: `${FILLS}: 1e-8 of the base at 1`,
      side: 1,
      price: '1',
      quantity: '0.00000001',
      fee: '0.00000001',
      quoteDelta: '-0.00000002',
      baseDelta: '0.00000001',
    },
    {
      spec: `${FILLS}: a price with 10 decimals`,
      side: -1,
      price: '0.0000181234',
      quantity: '5000000',
      fee: '0.090617',
      quoteDelta: '90.5263830000',
      baseDelta: '-5000000',
    },
    { spec: `${FILLS}: 0.1 × 0.2 style`, side: 1, price: '0.1', quantity: '0.2', fee: '0.00002', quoteDelta: '-0.02002', baseDelta: '0.2' },
  ];
  it.each(cases)('$side × $quantity @ $price ($spec)', ({ side, price, quantity, fee, quoteDelta, baseDelta }) => {
    expect(spotFill(side, d(price), d(quantity), SPOT)).toMatchObject({ fee, quoteDelta, baseDelta });
  });

  it(`${FILLS}: buy then sell at the same price costs exactly the two fees (property)`, () => {
    const arb = fc.record({
      price: fc.bigInt({ min: 1n, max: 10n ** 15n }).chain((u) => fc.integer({ min: 0, max: 10 }).map((s) => fromScaledBigInt(u, s))),
      quantity: fc.bigInt({ min: 1n, max: 10n ** 12n }).chain((u) => fc.integer({ min: 0, max: 8 }).map((s) => fromScaledBigInt(u, s))),
    });
    fc.assert(
      fc.property(arb, ({ price, quantity }) => {
        const buy = spotFill(1, price, quantity, SPOT);
        const sell = spotFill(-1, price, quantity, SPOT);
        const net = addDecimal(buy.quoteDelta, sell.quoteDelta);
        return (
          compareDecimal(net, subtractDecimal(d('0'), addDecimal(buy.fee, sell.fee))) === 0 &&
          compareDecimal(addDecimal(buy.baseDelta, sell.baseDelta), d('0')) === 0 &&
          compareDecimal(buy.fee, multiplyDecimal(buy.notional, SPOT)) >= 0
        );
      }),
    );
  });
});

describe('spotRequirement / checkFunds', () => {
  it(`${BALANCES}: a buy needs notional + fee in the quote, a sell the quantity in the base`, () => {
    expect(spotRequirement(1, d('100'), d('2'), SPOT)).toEqual({ asset: 'quote', amount: '200.2' });
    expect(spotRequirement(-1, d('100'), d('2'), SPOT)).toEqual({ asset: 'base', amount: '2' });
  });

  const cases: { spec: string; required: string; available: string; ok: boolean }[] = [
    { spec: `${BALANCES}: exactly enough`, required: '200.2', available: '200.20', ok: true },
    { spec: `${BALANCES}: one unit short`, required: '200.2', available: '200.19999999', ok: false },
    { spec: `${BALANCES} — 0.1 + 0.2 covers 0.3`, required: '0.3', available: addDecimal(d('0.1'), d('0.2')), ok: true },
    { spec: `${BALANCES}: nothing available`, required: '0.00000001', available: '0', ok: false },
  ];
  it.each(cases)('$required from $available ($spec)', ({ required, available, ok }) => {
    const out = checkFunds(d(required), d(available));
    expect(out).toEqual(ok ? null : { required, available });
  });
});
