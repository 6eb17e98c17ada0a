import { describe, expect, it } from 'vitest';
import { decodeFormBody } from './form-body';
import {
  ORDER_TYPES,
  cancelOrderBodySchema,
  closePositionBodySchema,
  createAlertBodySchema,
  ledgerOrderEventSchema,
  placeOrderBodySchema,
  positionTpslBodySchema,
} from './ledger';

/** The first invalid field of a body, as the API's 400 names it. */
const field = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

const TYPES = '§3 "Order type: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6"';
const SIDE = '§3 "Side: Buy 1, Sell -1"';
const IDEMPOTENT = 'issue 5 "Order placement is idempotent by client order id"';
const NO_FLOAT = 'issue 5 "Use decimal arithmetic (no binary floating point) for money anywhere in the ledger"';
const CANONICAL = "issue 10 \"Order amounts accept ' 1', '.5', '5.', '00001' and a string `side`\"";
const MARGIN = '§2.1 "/trade/{pair} (optional query tab=isolated_margin)" — isolated margin, leverage 1–10';

describe('placeOrderBodySchema', () => {
  it(`${TYPES}: the enumeration`, () => {
    expect(ORDER_TYPES).toEqual({ limit: 0, market: 1, stop: 2, trailingLimit: 3, position: 4, takeProfit: 5, stopLoss: 6 });
  });

  const VALID: { spec: string; raw: Record<string, unknown>; out: Record<string, unknown> }[] = [
    {
      spec: `${TYPES} — a spot market buy; defaults`,
      raw: { client_order_id: 'web-1', symbol: 'btc_usdt', side: 1, type: 1, quantity: '0.010' },
      out: {
        client_order_id: 'web-1',
        market: 'spot',
        symbol: 'BTC_USDT',
        side: 1,
        type: 1,
        price: null,
        stop_price: null,
        quantity: '0.010',
        leverage: null,
        reduce_only: false,
      },
    },
    {
      spec: `${MARGIN}: a margin order defaults to 3x`,
      raw: { client_order_id: 'm-1', market: 'margin', symbol: 'ETH_USDT', side: -1, type: 1, quantity: '1' },
      out: { market: 'margin', leverage: 3, reduce_only: false },
    },
    {
      spec: `${MARGIN}: leverage up to 10, reduce-only allowed`,
      raw: {
        client_order_id: 'm-2',
        market: 'margin',
        symbol: 'ETH_USDT',
        side: 1,
        type: 1,
        quantity: '1',
        leverage: 10,
        reduce_only: true,
      },
      out: { market: 'margin', leverage: 10, reduce_only: true },
    },
    {
      spec: `${TYPES} — a stop order with its stop price and leverage`,
      raw: {
        client_order_id: 'x',
        market: 'futures',
        symbol: 'SOL_USDT',
        side: 1,
        type: 2,
        stop_price: '190',
        quantity: '1',
        leverage: 125,
      },
      out: { type: 2, stop_price: '190', leverage: 125 },
    },
  ];
  it.each(VALID)('$spec', ({ raw, out }) => {
    expect(placeOrderBodySchema.parse(raw)).toMatchObject(out);
  });

  const base = { client_order_id: 'c1', symbol: 'BTC_USDT', side: 1, type: 1, quantity: '1' };
  const INVALID: { spec: string; raw: Record<string, unknown>; field: string }[] = [
    { spec: `${IDEMPOTENT}: client_order_id is required`, raw: { ...base, client_order_id: undefined }, field: 'client_order_id' },
    { spec: `${IDEMPOTENT}: at most 64 safe characters`, raw: { ...base, client_order_id: 'a'.repeat(65) }, field: 'client_order_id' },
    { spec: `${IDEMPOTENT}: no spaces`, raw: { ...base, client_order_id: 'a b' }, field: 'client_order_id' },
    { spec: SIDE, raw: { ...base, side: 0 }, field: 'side' },
    { spec: SIDE, raw: { ...base, side: 'buy' }, field: 'side' },
    { spec: `${TYPES} — decision: only 0, 1 and 2 are placed by users`, raw: { ...base, type: 3 }, field: 'type' },
    { spec: `${TYPES} — decision: TP/SL are set on the position, not placed`, raw: { ...base, type: 5 }, field: 'type' },
    { spec: `${NO_FLOAT}: a JSON number is refused`, raw: { ...base, quantity: 0.1 }, field: 'quantity' },
    { spec: `${NO_FLOAT}: no exponent`, raw: { ...base, quantity: '1e-8' }, field: 'quantity' },
    { spec: `${NO_FLOAT}: zero`, raw: { ...base, quantity: '0.000' }, field: 'quantity' },
    { spec: `${NO_FLOAT}: negative`, raw: { ...base, quantity: '-1' }, field: 'quantity' },
    { spec: 'a limit order needs a price', raw: { ...base, type: 0 }, field: 'price' },
    { spec: 'a market order takes no price', raw: { ...base, price: '1' }, field: 'price' },
    { spec: 'a stop order needs a stop price', raw: { ...base, type: 2 }, field: 'stop_price' },
    { spec: 'leverage is for margin and futures only', raw: { ...base, leverage: 5 }, field: 'leverage' },
    { spec: 'reduce_only is for margin and futures only', raw: { ...base, reduce_only: true }, field: 'reduce_only' },
    { spec: `${MARGIN}: leverage 1–10`, raw: { ...base, market: 'margin', leverage: 11 }, field: 'leverage' },
    { spec: `${MARGIN}: leverage at least 1`, raw: { ...base, market: 'margin', leverage: 0 }, field: 'leverage' },
    { spec: 'the ledger markets are spot, margin and futures', raw: { ...base, market: 'options' }, field: 'market' },
    { spec: 'leverage 1–125', raw: { ...base, market: 'futures', leverage: 126 }, field: 'leverage' },
    { spec: 'leverage is whole', raw: { ...base, market: 'futures', leverage: 2.5 }, field: 'leverage' },
    { spec: `${CANONICAL}: quantity " 1"`, raw: { ...base, quantity: ' 1' }, field: 'quantity' },
    { spec: `${CANONICAL}: quantity ".5"`, raw: { ...base, quantity: '.5' }, field: 'quantity' },
    { spec: `${CANONICAL}: quantity "5."`, raw: { ...base, quantity: '5.' }, field: 'quantity' },
    { spec: `${CANONICAL}: quantity "00001"`, raw: { ...base, quantity: '00001' }, field: 'quantity' },
    { spec: `${CANONICAL}: price "003412.50"`, raw: { ...base, type: 0, price: '003412.50' }, field: 'price' },
    { spec: `${CANONICAL}: stop_price "1e5"`, raw: { ...base, type: 2, stop_price: '1e5' }, field: 'stop_price' },
    { spec: `${CANONICAL}: a JSON string side`, raw: { ...base, side: '1' }, field: 'side' },
    { spec: `${CANONICAL}: a JSON string side " -1"`, raw: { ...base, side: ' -1' }, field: 'side' },
    { spec: `${CANONICAL}: a JSON string type`, raw: { ...base, type: '1' }, field: 'type' },
    { spec: `${CANONICAL}: a JSON string leverage`, raw: { ...base, market: 'futures', leverage: '10' }, field: 'leverage' },
    { spec: `${CANONICAL}: a JSON string reduce_only`, raw: { ...base, market: 'futures', reduce_only: 'true' }, field: 'reduce_only' },
    { spec: `${CANONICAL}: market is a strict enum`, raw: { ...base, market: 'Spot' }, field: 'market' },
    { spec: 'symbol shape', raw: { ...base, symbol: 'BTCUSDT' }, field: 'symbol' },
  ];
  it.each(INVALID)('$spec → names $field', ({ raw, field: expected }) => {
    expect(field(placeOrderBodySchema.safeParse(raw))).toBe(expected);
  });

  it(`${SIDE} — a form-encoded futures limit sell: numbers and booleans as their canonical text`, () => {
    const form = {
      client_order_id: 'f:2',
      market: 'futures',
      symbol: 'ETH_USDT',
      side: '-1',
      type: '0',
      price: '3412.50',
      quantity: '0.5',
      leverage: '20',
      reduce_only: 'true',
    };
    expect(placeOrderBodySchema.parse(decodeFormBody(placeOrderBodySchema, form))).toMatchObject({
      market: 'futures',
      side: -1,
      type: 0,
      price: '3412.50',
      quantity: '0.5',
      leverage: 20,
      reduce_only: true,
    });
  });

  it.each([
    ['side', ' 1'],
    ['side', '+1'],
    ['side', '01'],
    ['side', '1.0'],
    ['side', 'buy'],
    ['type', '1 '],
    ['quantity', '.5'],
    ['reduce_only', '1'],
    ['reduce_only', 'TRUE'],
  ])(`${CANONICAL}: a form-encoded %s of %j is refused, naming it`, (name, text) => {
    const form = { client_order_id: 'f:3', market: 'futures', symbol: 'ETH_USDT', side: '1', type: '1', quantity: '1', [name]: text };
    expect(field(placeOrderBodySchema.safeParse(decodeFormBody(placeOrderBodySchema, form)))).toBe(name);
  });
});

describe('other bodies', () => {
  it('cancel: by id or client_order_id', () => {
    expect(cancelOrderBodySchema.parse({ id: '42' })).toEqual({ id: '42' });
    expect(cancelOrderBodySchema.parse({ client_order_id: 'web-1' })).toEqual({ client_order_id: 'web-1' });
    expect(field(cancelOrderBodySchema.safeParse({}))).toBe('id');
    expect(field(cancelOrderBodySchema.safeParse({ id: '0' }))).toBe('id');
  });

  it('issue 5 "Positions carry … TP/SL": absent keeps, null or "" clears', () => {
    expect(positionTpslBodySchema.parse({ symbol: 'BTC_USDT', take_profit: '110000' })).toEqual({
      market: 'futures',
      symbol: 'BTC_USDT',
      take_profit: '110000',
    });
    expect(positionTpslBodySchema.parse({ market: 'margin', symbol: 'BTC_USDT', take_profit: '', stop_loss: null })).toEqual({
      market: 'margin',
      symbol: 'BTC_USDT',
      take_profit: null,
      stop_loss: null,
    });
    expect(field(positionTpslBodySchema.safeParse({ market: 'spot', symbol: 'BTC_USDT', take_profit: '1' }))).toBe('market');
    expect(field(positionTpslBodySchema.safeParse({ symbol: 'BTC_USDT' }))).toBe('take_profit');
    expect(field(positionTpslBodySchema.safeParse({ symbol: 'BTC_USDT', stop_loss: '0' }))).toBe('stop_loss');
  });

  it(`${CANONICAL}: every amount of every ledger body is canonical`, () => {
    expect(field(closePositionBodySchema.safeParse({ symbol: 'BTC_USDT', quantity: '5.' }))).toBe('quantity');
    expect(field(positionTpslBodySchema.safeParse({ symbol: 'BTC_USDT', take_profit: ' 110000' }))).toBe('take_profit');
    expect(field(positionTpslBodySchema.safeParse({ symbol: 'BTC_USDT', stop_loss: '090000' }))).toBe('stop_loss');
    expect(field(createAlertBodySchema.safeParse({ symbol: 'BTC_USDT', price: '.5' }))).toBe('price');
  });

  it('issue 5 "Price alert creates an alert stored on the server": price required, direction optional', () => {
    expect(createAlertBodySchema.parse({ symbol: 'pepe_usdt', price: '0.0000181234' })).toEqual({
      market: 'spot',
      symbol: 'PEPE_USDT',
      price: '0.0000181234',
    });
    expect(field(createAlertBodySchema.safeParse({ symbol: 'BTC_USDT', price: '1', direction: 'up' }))).toBe('direction');
  });

  it('stream orders event: an order with its fill', () => {
    const order = {
      id: '1',
      client_order_id: 'c',
      market: 'spot',
      symbol: 'BTC_USDT',
      side: 1,
      type: 1,
      price: null,
      stop_price: null,
      quantity: '1',
      filled_quantity: '1',
      avg_fill_price: '100',
      leverage: null,
      reduce_only: false,
      status: 'filled',
      origin: 'user',
      reject_reason: null,
      created_at: 1,
      updated_at: 1,
    };
    expect(ledgerOrderEventSchema.safeParse({ order, fill: null }).success).toBe(true);
    expect(ledgerOrderEventSchema.safeParse({ order: { ...order, side: 2 }, fill: null }).success).toBe(false);
  });
});
