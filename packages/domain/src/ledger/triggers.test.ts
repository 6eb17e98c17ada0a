import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import {
  alertDirection,
  alertTriggered,
  fillPrice,
  isMarketable,
  limitTriggered,
  liquidationTriggered,
  positionTrigger,
  protectionProblem,
  protectionTriggered,
  stopAlreadyReached,
  stopTriggered,
  tickRange,
  type AlertDirection,
  type PositionTrigger,
  type PriceRange,
  type ProtectionTrigger,
} from './triggers';
import type { OrderSide } from './spot';

const FILLS = 'issue 5 "Fills happen against the simulated price"';
const ORDERS = 'issue 5 "Orders: limit, market and stop orders" — §3 "Order type: Limit 0, Market 1, Stop 2"';
const ALERTS = 'issue 5 "When the price crosses it, the user gets an in-app notification"';
const TPSL = 'issue 5 "Positions carry average price, PnL, TP/SL, close and reverse"';
const d = decimal;
const range = (low: string, high: string, last: string): PriceRange => ({ low: d(low), high: d(high), last: d(last) });

describe('tickRange', () => {
  it(`${FILLS} — decision: the tick's trades count, but only from the order's creation on`, () => {
    const trades = [
      { price: '99.5', time: 1_000 },
      { price: '102.25', time: 2_000 },
      { price: '98', time: 500 },
      { price: 'n/a', time: 3_000 },
    ];
    expect(tickRange(d('101'), trades)).toEqual({ low: '98', high: '102.25', last: '101' });
    expect(tickRange(d('101'), trades, 1_000)).toEqual({ low: '99.5', high: '102.25', last: '101' });
    expect(tickRange(d('101'), trades, 5_000)).toEqual({ low: '101', high: '101', last: '101' });
  });
});

describe('order execution', () => {
  const marketable: { spec: string; side: OrderSide; limit: string; last: string; out: boolean }[] = [
    { spec: `${ORDERS}: a buy limit at the last price fills at once`, side: 1, limit: '100', last: '100.0', out: true },
    { spec: `${ORDERS}: a buy limit one tick under the last price rests`, side: 1, limit: '99.9999999999', last: '100', out: false },
    { spec: `${ORDERS}: a sell limit under the last price fills at once`, side: -1, limit: '99.99', last: '100', out: true },
    { spec: `${ORDERS}: a sell limit above the last price rests`, side: -1, limit: '100.0000000001', last: '100', out: false },
  ];
  it.each(marketable)('isMarketable $side $limit vs $last ($spec)', ({ side, limit, last, out }) => {
    expect(isMarketable(side, d(limit), d(last))).toBe(out);
  });

  const limits: { spec: string; side: OrderSide; limit: string; r: PriceRange; out: boolean }[] = [
    { spec: `${ORDERS}: a resting buy fires when the low touches it`, side: 1, limit: '99', r: range('99.0', '100', '99.5'), out: true },
    { spec: `${ORDERS}: …not when the low stays above`, side: 1, limit: '99', r: range('99.0000000001', '100', '99.5'), out: false },
    {
      spec: `${ORDERS}: a resting sell fires when the high touches it`,
      side: -1,
      limit: '0.0000181234',
      r: range('0.000018', '0.0000181234', '0.0000181'),
      out: true,
    },
    { spec: `${ORDERS}: …not below it`, side: -1, limit: '0.0000181234', r: range('0.000018', '0.0000181233', '0.0000181'), out: false },
  ];
  it.each(limits)('limitTriggered ($spec)', ({ side, limit, r, out }) => {
    expect(limitTriggered(side, d(limit), r)).toBe(out);
  });

  const stops: { spec: string; side: OrderSide; stop: string; r: PriceRange; out: boolean }[] = [
    { spec: `${ORDERS}: a buy stop fires when the high reaches it`, side: 1, stop: '105', r: range('100', '105', '104'), out: true },
    { spec: `${ORDERS}: a buy stop does not fire on a fall`, side: 1, stop: '105', r: range('90', '104.99', '91'), out: false },
    { spec: `${ORDERS}: a sell stop fires when the low reaches it`, side: -1, stop: '95', r: range('95', '97', '96'), out: true },
    { spec: `${ORDERS}: a sell stop does not fire on a rise`, side: -1, stop: '95', r: range('95.01', '120', '119'), out: false },
  ];
  it.each(stops)('stopTriggered ($spec)', ({ side, stop, r, out }) => {
    expect(stopTriggered(side, d(stop), r)).toBe(out);
  });

  it(`${ORDERS} — decision: a stop the last price already reached is refused`, () => {
    expect(stopAlreadyReached(1, d('100'), d('100'))).toBe(true);
    expect(stopAlreadyReached(1, d('100.01'), d('100'))).toBe(false);
    expect(stopAlreadyReached(-1, d('99.99'), d('100'))).toBe(false);
    expect(stopAlreadyReached(-1, d('100.00'), d('100'))).toBe(true);
  });

  it(`${FILLS} — brief "fill price for market orders (last price)"; a resting limit fills at its own price`, () => {
    expect(fillPrice(1, null, d('100.5'), false)).toBe('100.5');
    expect(fillPrice(2, null, d('104.2'), true)).toBe('104.2');
    expect(fillPrice(0, d('99'), d('98.7'), true)).toBe('99');
    expect(fillPrice(0, d('101'), d('100.5'), false)).toBe('100.5');
  });
});

describe('price alerts', () => {
  it(`${ALERTS} — decision: the direction is where the price sits against the last price`, () => {
    expect(alertDirection(d('70000'), d('69000.5'))).toBe('above');
    expect(alertDirection(d('0.0000000001'), d('0.0000000002'))).toBe('below');
    expect(alertDirection(d('1.50'), d('1.5'))).toBeNull();
  });

  const cases: { spec: string; direction: AlertDirection; price: string; r: PriceRange; out: boolean }[] = [
    { spec: `${ALERTS}: crossing upwards`, direction: 'above', price: '70000', r: range('69990', '70000.0', '69995'), out: true },
    { spec: `${ALERTS}: not reached`, direction: 'above', price: '70000', r: range('69990', '69999.9', '69995'), out: false },
    { spec: `${ALERTS}: crossing downwards`, direction: 'below', price: '0.3', r: range('0.29999999', '0.31', '0.305'), out: true },
    { spec: `${ALERTS}: a below alert ignores a rise`, direction: 'below', price: '0.3', r: range('0.30000001', '0.5', '0.5'), out: false },
  ];
  it.each(cases)('alertTriggered ($spec)', ({ direction, price, r, out }) => {
    expect(alertTriggered(direction, d(price), r)).toBe(out);
  });
});

describe('TP/SL and liquidation triggers', () => {
  const cases: { spec: string; side: OrderSide; tp: string | null; sl: string | null; r: PriceRange; out: ProtectionTrigger | null }[] = [
    { spec: `${TPSL}: long take profit at or above`, side: 1, tp: '110', sl: '90', r: range('100', '110', '109'), out: 'take_profit' },
    { spec: `${TPSL}: long stop loss at or below`, side: 1, tp: '110', sl: '90', r: range('90', '100', '95'), out: 'stop_loss' },
    { spec: `${TPSL}: short take profit at or below`, side: -1, tp: '90', sl: '110', r: range('89.99', '100', '95'), out: 'take_profit' },
    { spec: `${TPSL}: short stop loss at or above`, side: -1, tp: '90', sl: '110', r: range('100', '110', '105'), out: 'stop_loss' },
    {
      spec: `${TPSL} — decision: both touched in one tick → stop loss`,
      side: -1,
      tp: '90',
      sl: '110',
      r: range('85', '115', '100'),
      out: 'stop_loss',
    },
    { spec: `${TPSL}: none set`, side: 1, tp: null, sl: null, r: range('1', '1000', '5'), out: null },
    { spec: `${TPSL}: neither reached`, side: 1, tp: '110', sl: '90', r: range('90.01', '109.99', '100'), out: null },
  ];
  it.each(cases)('protectionTriggered ($spec)', ({ side, tp, sl, r, out }) => {
    expect(protectionTriggered(side, tp === null ? null : d(tp), sl === null ? null : d(sl), r)).toBe(out);
  });

  it(`${TPSL} — decision: TP/SL must sit on their side of the last price`, () => {
    expect(protectionProblem(1, 'take_profit', d('101'), d('100'))).toBeNull();
    expect(protectionProblem(1, 'take_profit', d('100'), d('100'))).toBe('take_profit must be above the last price for a long position');
    expect(protectionProblem(1, 'stop_loss', d('99'), d('100'))).toBeNull();
    expect(protectionProblem(-1, 'take_profit', d('99'), d('100'))).toBeNull();
    expect(protectionProblem(-1, 'stop_loss', d('99'), d('100'))).toBe('stop_loss must be above the last price for a short position');
  });

  const positionCases: {
    spec: string;
    side: OrderSide;
    tp: string | null;
    sl: string | null;
    liq: string | null;
    r: PriceRange;
    out: PositionTrigger | null;
  }[] = [
    {
      spec: `${TPSL} — decision: liquidation when its price is reached`,
      side: 1,
      tp: '110',
      sl: null,
      liq: '90.45',
      r: range('90.45', '100', '95'),
      out: 'liquidation',
    },
    {
      spec: `${TPSL} — decision: a stop loss above a long's liquidation price is passed first`,
      side: 1,
      tp: null,
      sl: '92',
      liq: '90.45',
      r: range('90', '100', '91'),
      out: 'stop_loss',
    },
    {
      spec: `${TPSL} — decision: a stop loss beyond the liquidation price comes too late`,
      side: 1,
      tp: null,
      sl: '90',
      liq: '90.45',
      r: range('89', '100', '91'),
      out: 'liquidation',
    },
    {
      spec: `${TPSL} — decision: for a short, a stop loss below the liquidation price is passed first`,
      side: -1,
      tp: null,
      sl: '108',
      liq: '109.45',
      r: range('100', '110', '109'),
      out: 'stop_loss',
    },
    {
      spec: `${TPSL} — decision: a take profit never beats a liquidation in the same tick`,
      side: -1,
      tp: '95',
      sl: null,
      liq: '109.45',
      r: range('94', '110', '100'),
      out: 'liquidation',
    },
    {
      spec: `${TPSL}: no liquidation price (1× long) falls back to TP/SL`,
      side: 1,
      tp: '110',
      sl: null,
      liq: null,
      r: range('1', '110', '100'),
      out: 'take_profit',
    },
  ];
  it.each(positionCases)('positionTrigger ($spec)', ({ side, tp, sl, liq, r, out }) => {
    const opt = (v: string | null) => (v === null ? null : d(v));
    expect(positionTrigger(side, opt(tp), opt(sl), opt(liq), r)).toBe(out);
  });

  it('brief "liquidation price estimate for isolated margin": a long liquidates on the low, a short on the high', () => {
    expect(liquidationTriggered(1, d('90.452261306533'), range('90.452261306533', '95', '94'))).toBe(true);
    expect(liquidationTriggered(1, d('90.452261306533'), range('90.452261306534', '95', '94'))).toBe(false);
    expect(liquidationTriggered(-1, d('109.45'), range('100', '109.45', '105'))).toBe(true);
    expect(liquidationTriggered(-1, null, range('1', '1000000', '5'))).toBe(false);
  });
});
