import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDecimal, compareDecimal, decimal, fromScaledBigInt, type DecimalString } from '../decimal';
import {
  applyFuturesFill,
  averageEntryPrice,
  initialMargin,
  liquidate,
  liquidationPrice,
  pnlOf,
  unrealisedPnl,
  type FuturesPosition,
} from './position';
import { negateDecimal } from './money';
import type { OrderSide } from './spot';

const PNL = 'issue 5 Tests "the ledger\'s PnL and fills, with decimal edge cases"';
const POSITIONS = 'issue 5 "Positions carry average price, PnL, TP/SL, close and reverse"';
const MARGIN = 'brief: "margin = notional / leverage"';
const LIQ = 'brief: "liquidation price estimate for isolated margin with a maintenance-margin rate"';
const d = decimal;
const FEE = d('0.0005');
const pos = (side: OrderSide, quantity: string, entryPrice: string, margin: string, leverage = 10): FuturesPosition => ({
  side,
  quantity: d(quantity),
  entryPrice: d(entryPrice),
  margin: d(margin),
  leverage,
});
const fill = (side: OrderSide, price: string, quantity: string, leverage = 10) => ({
  side,
  price: d(price),
  quantity: d(quantity),
  leverage,
  feeRate: FEE,
});

describe('margin, average entry, PnL', () => {
  it(`${MARGIN}, rounded up to 8 decimals`, () => {
    expect(initialMargin(d('97250.1'), d('0.003'), 20)).toBe('14.587515');
    expect(initialMargin(d('100'), d('1'), 3)).toBe('33.33333334');
    expect(initialMargin(d('0.0000181234'), d('1'), 3)).toBe('0.00000605');
    expect(() => initialMargin(d('1'), d('1'), 0)).toThrow(/leverage/);
    expect(() => initialMargin(d('1'), d('1'), 126)).toThrow(/leverage/);
  });

  it(`${POSITIONS}: average entry, half-up to 12 decimals`, () => {
    expect(averageEntryPrice(d('100'), d('1'), d('110'), d('3'))).toBe('107.5');
    expect(averageEntryPrice(d('1'), d('1'), d('2'), d('2'))).toBe('1.666666666667');
    expect(averageEntryPrice(d('0.1'), d('0.00000001'), d('0.2'), d('0.00000001'))).toBe('0.15');
  });

  const pnl: { spec: string; side: OrderSide; entry: string; exit: string; quantity: string; out: string }[] = [
    { spec: `${PNL}: a long gains on a rise`, side: 1, entry: '100', exit: '110', quantity: '2', out: '20' },
    { spec: `${PNL}: a long loses on a fall`, side: 1, entry: '100', exit: '90', quantity: '2', out: '-20' },
    { spec: `${PNL}: the sign flips on shorts — gain on a fall`, side: -1, entry: '100', exit: '90', quantity: '2', out: '20' },
    { spec: `${PNL}: the sign flips on shorts — loss on a rise`, side: -1, entry: '100', exit: '101.5', quantity: '1', out: '-1.5' },
    { spec: `${PNL}: 0.1 → 0.3 is exactly 0.2 per unit`, side: 1, entry: '0.1', exit: '0.3', quantity: '1', out: '0.2' },
    {
      spec: `${PNL}: 1e-8 of a unit rounds half-up to 8 decimals`,
      side: 1,
      entry: '0.1',
      exit: '0.6',
      quantity: '0.00000001',
      out: '0.00000001',
    },
    { spec: `${PNL}: …and below half a unit it is 0`, side: 1, entry: '0.1', exit: '0.3', quantity: '0.00000001', out: '0' },
    { spec: `${PNL}: 10-decimal prices`, side: -1, entry: '0.0000181234', exit: '0.0000180001', quantity: '100000000', out: '12.33' },
  ];
  it.each(pnl)('pnlOf $side $entry → $exit × $quantity = $out ($spec)', ({ side, entry, exit, quantity, out }) => {
    expect(pnlOf(side, d(entry), d(exit), d(quantity))).toBe(out);
  });

  it(`${POSITIONS}: unrealised PnL at the mark price`, () => {
    expect(unrealisedPnl(pos(-1, '1', '100', '10'), d('101.5'))).toBe('-1.5');
    expect(unrealisedPnl(pos(1, '0.5', '97250.1', '4862.505'), d('97250.3'))).toBe('0.1');
  });
});

describe('applyFuturesFill', () => {
  it(`${POSITIONS}: open — margin = notional ÷ leverage, fee taken from the balance`, () => {
    const out = applyFuturesFill(null, fill(1, '100', '2'));
    expect(out).toMatchObject({
      position: pos(1, '2', '100', '20'),
      addedMargin: '20',
      fee: '0.1',
      cost: '20.1',
      balanceDelta: '-20.1',
      payout: '0',
    });
  });

  it(`${POSITIONS}: increase — average entry; the position's leverage wins`, () => {
    const out = applyFuturesFill(pos(1, '1', '100', '10'), fill(1, '110', '3', 50));
    expect(out.position).toEqual(pos(1, '4', '107.5', '43'));
    expect(out).toMatchObject({ addedMargin: '33', fee: '0.165', cost: '33.165', realisedPnl: '0' });
  });

  it(`${POSITIONS}: partial close — realised PnL, pro-rata margin (rounded down), fee out of the payout`, () => {
    const out = applyFuturesFill(pos(1, '3', '100', '30.00000001'), fill(-1, '110', '1'));
    expect(out.position).toEqual(pos(1, '2', '100', '20.00000001'));
    expect(out).toMatchObject({
      closedQuantity: '1',
      realisedPnl: '10',
      releasedMargin: '10',
      fee: '0.055',
      payout: '19.945',
      cost: '0',
      balanceDelta: '19.945',
    });
  });

  it(`${POSITIONS}: full close of a short at a loss`, () => {
    const out = applyFuturesFill(pos(-1, '2', '100', '20'), fill(1, '105', '2'));
    expect(out.position).toBeNull();
    expect(out).toMatchObject({ realisedPnl: '-10', releasedMargin: '20', fee: '0.105', payout: '9.895', balanceDelta: '9.895' });
  });

  it(`${POSITIONS}: reverse through zero = close the whole position, then open the rest on the other side`, () => {
    const out = applyFuturesFill(pos(1, '1', '100', '10'), fill(-1, '110', '3', 5));
    expect(out.position).toEqual(pos(-1, '2', '110', '44', 5));
    expect(out).toMatchObject({ closedQuantity: '1', openedQuantity: '2', realisedPnl: '10', releasedMargin: '10', addedMargin: '44' });
    // close fee 0.055 out of the payout (10 + 10 − 0.055), open fee 0.11 and margin 44 from the balance.
    expect(out).toMatchObject({ fee: '0.165', payout: '19.945', cost: '44.11', balanceDelta: '-24.165' });
  });

  it(`${POSITIONS} — isolated margin: a loss beyond the margin pays back nothing and the fee is not charged`, () => {
    const out = applyFuturesFill(pos(1, '1', '100', '10'), fill(-1, '80', '1'));
    expect(out).toMatchObject({ realisedPnl: '-20', releasedMargin: '10', fee: '0', payout: '0', balanceDelta: '0', position: null });
    const partly = applyFuturesFill(pos(1, '1', '100', '10'), fill(-1, '90.02', '1'));
    // released 10 − 9.98 = 0.02 covers only 0.02 of the 0.04501 fee.
    expect(partly).toMatchObject({ realisedPnl: '-9.98', fee: '0.02', payout: '0' });
  });

  it(`${PNL}: tiny quantities (1e-8) and 10-decimal prices`, () => {
    const opened = applyFuturesFill(null, fill(-1, '0.0000181234', '0.00000001', 1));
    expect(opened).toMatchObject({ addedMargin: '0.00000001', fee: '0.00000001', cost: '0.00000002' });
    const closed = applyFuturesFill(opened.position, fill(1, '0.0000181234', '0.00000001', 1));
    expect(closed).toMatchObject({ position: null, realisedPnl: '0', releasedMargin: '0.00000001', fee: '0.00000001', payout: '0' });
  });

  it('refuses impossible fills', () => {
    expect(() => applyFuturesFill(null, fill(1, '100', '0'))).toThrow(/quantity/);
    expect(() => applyFuturesFill(null, fill(1, '-1', '1'))).toThrow(/price/);
    expect(() => applyFuturesFill(null, fill(1, '100', '1', 1.5))).toThrow(/leverage/);
  });

  const arbAmount = (maxScale: number) =>
    fc
      .bigInt({ min: 1n, max: 10n ** 12n })
      .chain((u) => fc.integer({ min: 0, max: maxScale }).map((s): DecimalString => fromScaledBigInt(u, s)));

  it(`${POSITIONS}: reversing in one fill equals closing then opening (property)`, () => {
    fc.assert(
      fc.property(
        arbAmount(8),
        arbAmount(8),
        arbAmount(10),
        arbAmount(10),
        fc.integer({ min: 1, max: 125 }),
        (q, extra, entry, exit, leverage) => {
          const start = applyFuturesFill(null, { side: 1, price: entry, quantity: q, leverage, feeRate: FEE }).position;
          const reversed = applyFuturesFill(start, { side: -1, price: exit, quantity: addDecimal(q, extra), leverage, feeRate: FEE });
          const closed = applyFuturesFill(start, { side: -1, price: exit, quantity: q, leverage, feeRate: FEE });
          const reopened = applyFuturesFill(null, { side: -1, price: exit, quantity: extra, leverage, feeRate: FEE });
          const a = reversed.position;
          const b = reopened.position;
          const samePosition =
            a !== null &&
            b !== null &&
            a.side === b.side &&
            a.leverage === b.leverage &&
            [
              [a.quantity, b.quantity],
              [a.entryPrice, b.entryPrice],
              [a.margin, b.margin],
            ].every(([x, y]) => compareDecimal(x ?? d('0'), y ?? d('1')) === 0);
          return (
            samePosition &&
            compareDecimal(reversed.balanceDelta, addDecimal(closed.balanceDelta, reopened.balanceDelta)) === 0 &&
            compareDecimal(reversed.realisedPnl, closed.realisedPnl) === 0
          );
        },
      ),
    );
  });

  it(`${POSITIONS}: opening and closing at the same price returns the margin minus the fees (property)`, () => {
    fc.assert(
      fc.property(
        arbAmount(8),
        arbAmount(10),
        fc.integer({ min: 1, max: 125 }),
        fc.constantFrom<OrderSide>(1, -1),
        (q, price, leverage, side) => {
          const opened = applyFuturesFill(null, { side, price, quantity: q, leverage, feeRate: FEE });
          const closed = applyFuturesFill(opened.position, { side: side === 1 ? -1 : 1, price, quantity: q, leverage, feeRate: FEE });
          const net = addDecimal(opened.balanceDelta, closed.balanceDelta);
          return (
            closed.position === null &&
            closed.realisedPnl === '0' &&
            compareDecimal(net, negateDecimal(addDecimal(opened.fee, closed.fee))) === 0
          );
        },
      ),
    );
  });
});

describe('liquidation', () => {
  const cases: { spec: string; p: FuturesPosition; out: string | null }[] = [
    { spec: `${LIQ}: long 10× → E·(1 − 1/10) ÷ (1 − 0.005)`, p: pos(1, '1', '100', '10'), out: '90.452261306533' },
    { spec: `${LIQ}: short 10× → E·(1 + 1/10) ÷ (1 + 0.005)`, p: pos(-1, '1', '100', '10'), out: '109.452736318408' },
    { spec: `${LIQ}: long 125×`, p: pos(1, '0.001', '97250.1', '0.7780008', 125), out: '96956.883618090452' },
    { spec: `${LIQ}: a 1× long is never liquidated`, p: pos(1, '2', '100', '200', 1), out: null },
    { spec: `${LIQ}: a 1× short liquidates at about twice the entry`, p: pos(-1, '2', '100', '200', 1), out: '199.004975124378' },
  ];
  it.each(cases)('liquidationPrice ($spec)', ({ p, out }) => {
    expect(liquidationPrice(p)).toBe(out);
  });

  it(`${LIQ} — decision: liquidation closes at that price, pays nothing back, the rest is the fee`, () => {
    const p = pos(1, '1', '100', '10');
    const price = liquidationPrice(p) ?? d('0');
    expect(liquidate(p, price)).toMatchObject({
      position: null,
      realisedPnl: '-9.54773869',
      fee: '0.45226131',
      payout: '0',
      balanceDelta: '0',
    });
  });
});
