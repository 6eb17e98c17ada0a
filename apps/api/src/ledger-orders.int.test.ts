import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema } from '@ex/contracts';
import { balances, eq } from '@ex/db';
import {
  TAKER_FEE_RATES,
  addDecimal,
  compareDecimal,
  decimal,
  multiplyDecimal,
  normaliseDecimal,
  spotFill,
  spotRequirement,
  subtractDecimal,
} from '@ex/domain';
import { Browser } from './test/harness';
import {
  balanceOf,
  getOk,
  ledgerRows,
  listen,
  newTrader,
  peek,
  post,
  postOk,
  startLedgerApi,
  type LedgerTestApi,
} from './services/ledger/testing';

// Issue 5 "Simulated trading ledger": spot orders, fills and balances, idempotent placement, cancel,
// session and CSRF. Futures, liquidation levels and alerts: ledger-futures.int.test.ts, ledger-alerts.int.test.ts.

const IDEMPOTENT = 'issue 5 Tests "order idempotency under a retried request"';
const FILLS = 'issue 5 "Fills happen against the simulated price" — "Balances are kept"';
const d = decimal;
const n = (s: string) => normaliseDecimal(d(s));

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

const lastPrice = async (symbol: string, market: 'spot' | 'futures' = 'spot') => d((await t.market[market].ticker(symbol)).last);
const market = (client_order_id: string, side: 1 | -1, quantity: string, symbol = 'BTC_USDT') => ({
  client_order_id,
  symbol,
  side,
  type: 1,
  quantity,
});

async function expectInvalid(res: Response, field: string) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body).toMatchObject({ code: 40000, field });
  return body;
}

describe('spot market orders', () => {
  it(`${FILLS}: a market buy fills at once at the last price; quote pays notional + 0.1 % fee, base is credited`, async () => {
    const { browser, uid } = await newTrader(t, 'spot-buy@example.com', [['USDT', '100000']]);
    const last = await lastPrice('BTC_USDT');
    const { order, replayed } = await postOk(browser, 'ledgerPlaceOrder', market('b-1', 1, '0.012345'));
    expect(replayed).toBe(false);
    expect(order).toMatchObject({
      status: 'filled',
      type: 1,
      side: 1,
      quantity: '0.012345',
      filled_quantity: '0.012345',
      avg_fill_price: last,
      origin: 'user',
    });
    const effect = spotFill(1, last, d('0.012345'), TAKER_FEE_RATES.spot);
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({
      USDT: [n(addDecimal(d('100000'), effect.quoteDelta)), '0'],
      BTC: ['0.012345', '0'],
    });
    const { list } = await getOk(browser, 'ledgerFills', { symbol: 'BTC_USDT' });
    expect(list).toEqual([
      expect.objectContaining({
        order_id: order.id,
        side: 1,
        price: last,
        quantity: '0.012345',
        fee: effect.fee,
        fee_currency: 'USDT',
        realised_pnl: '0',
      }),
    ]);
    // The 0.1 % fee, rounded up to 8 decimals: 1000 × fee is the notional plus less than 1000 × 1e-8.
    const notional = multiplyDecimal(last, d('0.012345'));
    const excess = subtractDecimal(multiplyDecimal(d(effect.fee), d('1000')), notional);
    expect(compareDecimal(excess, d('0'))).toBeGreaterThanOrEqual(0);
    expect(compareDecimal(excess, d('0.00001'))).toBe(-1);
  });

  it(`${FILLS}: 1e-8 SOL is finer than the symbol's quantity precision (400); a valid market sell credits notional − fee`, async () => {
    const { browser, uid } = await newTrader(t, 'spot-sell@example.com', [['SOL', '2.5']]);
    await expectInvalid(await post(browser, 'ledgerPlaceOrder', market('s-0', -1, '0.00000001', 'SOL_USDT')), 'quantity');
    const last = await lastPrice('SOL_USDT');
    const { order } = await postOk(browser, 'ledgerPlaceOrder', market('s-1', -1, '2.5', 'SOL_USDT'));
    expect(order.status).toBe('filled');
    const effect = spotFill(-1, last, d('2.5'), TAKER_FEE_RATES.spot);
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ SOL: ['0', '0'], USDT: [n(effect.quoteDelta), '0'] });
  });

  it(`${FILLS} — "never below zero": not enough quote → 400 naming quantity, nothing written; the same id then works once funded`, async () => {
    const { browser, uid } = await newTrader(t, 'spot-poor@example.com', [['USDT', '10']]);
    const body = await expectInvalid(await post(browser, 'ledgerPlaceOrder', market('p-1', 1, '0.01')), 'quantity');
    expect(body.message).toMatch(/^Insufficient USDT balance: [\d.]+ needed, 10 available$/);
    await expectInvalid(await post(browser, 'ledgerPlaceOrder', market('p-2', -1, '0.01')), 'quantity');
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['10', '0'] });
    await t.api.handle.db.update(balances).set({ available: '100000' }).where(eq(balances.uid, uid));
    const retried = await postOk(browser, 'ledgerPlaceOrder', market('p-1', 1, '0.01'));
    expect(retried).toMatchObject({ replayed: false, order: { status: 'filled' } });
  });
});

describe('idempotent placement', () => {
  it(`${IDEMPOTENT}: a retry returns the same order (200), never a second one`, async () => {
    const { browser, uid } = await newTrader(t, 'retry@example.com', [['USDT', '5000']]);
    const first = await postOk(browser, 'ledgerPlaceOrder', market('same-id', 1, '0.01'));
    const before = await balanceOf(t.api.handle.db, uid);
    const second = await postOk(browser, 'ledgerPlaceOrder', market('same-id', 1, '0.01'));
    expect(second).toEqual({ order: first.order, replayed: true });
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 1, fills: 1 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual(before);
  });

  it(`${IDEMPOTENT}: ten concurrent duplicates (Promise.all) make one order and one fill`, async () => {
    const { browser, uid } = await newTrader(t, 'burst@example.com', [['USDT', '5000']]);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(browser, 'ledgerPlaceOrder', market('burst-1', 1, '0.02'))));
    const bodies = await Promise.all(
      results.map(async (res) => ({
        status: res.status,
        json: (await res.json()) as { data: { order: { id: string }; replayed: boolean } },
      })),
    );
    expect(bodies.map((b) => b.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((b) => b.json.data.order.id)).size).toBe(1);
    expect(bodies.filter((b) => !b.json.data.replayed)).toHaveLength(1);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 1, fills: 1 });
    const bought = spotFill(1, d((await getOk(browser, 'ledgerFills')).list[0]?.price ?? '0'), d('0.02'), TAKER_FEE_RATES.spot);
    expect((await balanceOf(t.api.handle.db, uid)).USDT).toEqual([n(addDecimal(d('5000'), bought.quoteDelta)), '0']);
  });

  it(`${IDEMPOTENT} — decision: the same id for a different order is a 409 and changes nothing`, async () => {
    const { browser, uid } = await newTrader(t, 'reuse@example.com', [['USDT', '5000']]);
    await postOk(browser, 'ledgerPlaceOrder', market('r-1', 1, '0.01'));
    const res = await post(browser, 'ledgerPlaceOrder', market('r-1', 1, '0.02'));
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 40902, field: 'client_order_id' });
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 1, fills: 1 });
    // Ids are per user: another user may use the same one.
    const other = await newTrader(t, 'reuse-2@example.com', [['USDT', '5000']]);
    expect((await postOk(other.browser, 'ledgerPlaceOrder', market('r-1', 1, '0.02'))).replayed).toBe(false);
  });
});

describe('resting limit and stop orders (tick matcher)', () => {
  it(`${FILLS}: a limit buy rests with its quote reserved, then fills at its own price when the market trades through it`, async () => {
    const { browser, uid } = await newTrader(t, 'limit@example.com', [['USDT', '1000']]);
    const last = await lastPrice('ETH_USDT');
    const ahead = await peek(t, 'spot', 'ETH_USDT');
    expect(compareDecimal(d(ahead.low), last), 'the next minute trades below the last price').toBe(-1);
    const body = { client_order_id: 'l-1', symbol: 'ETH_USDT', side: 1, type: 0, price: ahead.low, quantity: '0.1' };
    const { order } = await postOk(browser, 'ledgerPlaceOrder', body);
    expect(order).toMatchObject({ status: 'open', price: ahead.low, filled_quantity: '0', avg_fill_price: null });
    const reserve = spotRequirement(1, d(ahead.low), d('0.1'), TAKER_FEE_RATES.spot).amount;
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: [n(subtractDecimal(d('1000'), reserve)), n(reserve)] });
    expect((await getOk(browser, 'ledgerOrders', { status: 'open' })).list.map((o) => o.id)).toEqual([order.id]);

    await t.tick();
    expect((await getOk(browser, 'ledgerOrders', { status: 'open' })).list).toEqual([]);
    const [filled] = (await getOk(browser, 'ledgerOrders', { status: 'history' })).list;
    expect(filled).toMatchObject({ id: order.id, status: 'filled', avg_fill_price: ahead.low, filled_quantity: '0.1' });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: [n(subtractDecimal(d('1000'), reserve)), '0'], ETH: ['0.1', '0'] });
    // Nothing left to match: the market subscription is released.
    expect(t.ticks.size).toBe(0);
  });

  it(`${FILLS}: a stop sell fires when the low reaches it and fills at the tick's last price`, async () => {
    const { browser, uid } = await newTrader(t, 'stop@example.com', [['ETH', '1']]);
    const last = await lastPrice('ETH_USDT');
    const ahead = await peek(t, 'spot', 'ETH_USDT');
    expect(compareDecimal(d(ahead.low), last)).toBe(-1);
    await expectInvalid(
      await post(browser, 'ledgerPlaceOrder', {
        client_order_id: 'st-0',
        symbol: 'ETH_USDT',
        side: -1,
        type: 2,
        stop_price: last,
        quantity: '1',
      }),
      'stop_price',
    );
    const { order } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'st-1',
      symbol: 'ETH_USDT',
      side: -1,
      type: 2,
      stop_price: ahead.low,
      quantity: '1',
    });
    expect(order).toMatchObject({ status: 'open', stop_price: ahead.low });
    // A stop reserves nothing.
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ ETH: ['1', '0'] });
    await t.tick();
    const [filled] = (await getOk(browser, 'ledgerOrders', { status: 'history' })).list;
    expect(filled).toMatchObject({ status: 'filled', avg_fill_price: ahead.last });
    expect((await balanceOf(t.api.handle.db, uid)).USDT).toEqual([
      n(spotFill(-1, d(ahead.last), d('1'), TAKER_FEE_RATES.spot).quoteDelta),
      '0',
    ]);
  });

  it(`${FILLS} — decision: a stop order reserves nothing, so one the balance no longer covers when it fires is rejected`, async () => {
    const { browser, uid } = await newTrader(t, 'stop-rejected@example.com', [
      ['XRP', '100'],
      ['USDT', '1000'],
    ]);
    const last = await lastPrice('XRP_USDT');
    const ahead = await peek(t, 'spot', 'XRP_USDT');
    const falls = compareDecimal(d(ahead.low), last) < 0;
    const [side, stop_price, spend] = falls
      ? ([-1, ahead.low, market('sr-2', -1, '100', 'XRP_USDT')] as const)
      : ([1, ahead.high, market('sr-2', 1, '400', 'XRP_USDT')] as const);
    const { order } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'sr-1',
      symbol: 'XRP_USDT',
      side,
      type: 2,
      stop_price,
      quantity: '100',
    });
    await postOk(browser, 'ledgerPlaceOrder', spend);
    const before = await balanceOf(t.api.handle.db, uid);
    await t.tick();
    const rejected = (await getOk(browser, 'ledgerOrders', { status: 'history' })).list.find((o) => o.id === order.id);
    expect(rejected).toMatchObject({
      status: 'rejected',
      filled_quantity: '0',
      reject_reason: expect.stringMatching(/^Insufficient (XRP|USDT) balance: /),
    });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual(before);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 2, fills: 1 });
  });

  it('a marketable limit order fills at once at the last price (taker)', async () => {
    const { browser } = await newTrader(t, 'taker@example.com', [['USDT', '100000']]);
    const last = await lastPrice('BTC_USDT');
    const { order } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'tk',
      symbol: 'BTC_USDT',
      side: 1,
      type: 0,
      price: addDecimal(last, d('100')),
      quantity: '0.01',
    });
    expect(order).toMatchObject({ status: 'filled', avg_fill_price: last });
  });

  it('cancel releases the reserve; a second cancel is 409, an unknown or foreign order 404', async () => {
    const { browser, uid } = await newTrader(t, 'cancel@example.com', [['USDT', '1000']]);
    const last = await lastPrice('SOL_USDT');
    const price = n(subtractDecimal(last, d('20')));
    const { order } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'c-1',
      symbol: 'SOL_USDT',
      side: 1,
      type: 0,
      price,
      quantity: '1',
    });
    expect((await balanceOf(t.api.handle.db, uid)).USDT?.[1]).not.toBe('0');
    const { order: cancelled } = await postOk(browser, 'ledgerCancelOrder', { client_order_id: 'c-1' });
    expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['1000', '0'] });
    const again = await post(browser, 'ledgerCancelOrder', { id: order.id });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json())).toMatchObject({ code: 40901 });
    expect((await post(browser, 'ledgerCancelOrder', { id: '999999' })).status).toBe(404);
    const stranger = await newTrader(t, 'stranger@example.com');
    const { order: mine } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'c-2',
      symbol: 'SOL_USDT',
      side: 1,
      type: 0,
      price,
      quantity: '1',
    });
    expect((await post(stranger.browser, 'ledgerCancelOrder', { id: mine.id })).status).toBe(404);
  });

  it('a limit order beyond the balance → 400, nothing reserved or written', async () => {
    const { browser, uid } = await newTrader(t, 'limit-poor@example.com', [['USDT', '50']]);
    const price = n(subtractDecimal(await lastPrice('ETH_USDT'), d('100')));
    await expectInvalid(
      await post(browser, 'ledgerPlaceOrder', { client_order_id: 'lp', symbol: 'ETH_USDT', side: 1, type: 0, price, quantity: '1' }),
      'quantity',
    );
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['50', '0'] });
  });
});

describe('events, session and CSRF', () => {
  it('issue 5 "Everything updates live from the stream": a fill is published on orders:<uid> after commit', async () => {
    const { browser, uid } = await newTrader(t, 'events@example.com', [['USDT', '5000']]);
    const events = await listen(t.stream, uid);
    const { order } = await postOk(browser, 'ledgerPlaceOrder', market('ev-1', 1, '0.01'));
    expect(events.orders()).toEqual([{ order, fill: expect.objectContaining({ order_id: order.id, quantity: '0.01' }) }]);
    expect(events.positions()).toEqual([]);
  });

  it('401 without a session (GET and POST), 403 without the CSRF header — nothing written', async () => {
    const visitor = new Browser({ app: t.app });
    for (const name of [
      'ledgerOrders',
      'ledgerFills',
      'ledgerPositions',
      'ledgerBalances',
      'ledgerAlerts',
      'ledgerNotifications',
    ] as const) {
      expect((await visitor.get(ENDPOINTS[name].path)).status, name).toBe(401);
    }
    expect((await visitor.get(`${ENDPOINTS.ledgerLiquidations.path}?symbol=BTC_USDT`)).status).toBe(401);
    expect((await visitor.postJson(ENDPOINTS.ledgerPlaceOrder.path, market('v', 1, '1'))).status).toBe(401);
    const { browser, uid } = await newTrader(t, 'csrf@example.com', [['USDT', '5000']]);
    const res = await browser.postJson(ENDPOINTS.ledgerPlaceOrder.path, market('no-csrf', 1, '0.01'));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 40301 });
    expect((await browser.postJson(ENDPOINTS.ledgerCancelOrder.path, { id: '1' })).status).toBe(403);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
  });

  it('invalid bodies and queries → 400 naming the field, nothing written', async () => {
    const { browser, uid } = await newTrader(t, 'invalid@example.com', [['USDT', '5000']]);
    await expectInvalid(
      await post(browser, 'ledgerPlaceOrder', { symbol: 'BTC_USDT', side: 1, type: 1, quantity: '1' }),
      'client_order_id',
    );
    await expectInvalid(await post(browser, 'ledgerPlaceOrder', { ...market('i-1', 1, '1'), type: 0 }), 'price');
    await expectInvalid(await post(browser, 'ledgerPlaceOrder', { ...market('i-2', 1, '1'), quantity: 1 }), 'quantity');
    await expectInvalid(await post(browser, 'ledgerPlaceOrder', { ...market('i-3', 1, '0.01'), price: '1.123', type: 0 }), 'price');
    await expectInvalid(await browser.get(`${ENDPOINTS.ledgerOrders.path}?status=closed`), 'status');
    const unknown = await post(browser, 'ledgerPlaceOrder', market('i-4', 1, '1', 'FOO_USDT'));
    expect(unknown.status).toBe(404);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
  });
});
