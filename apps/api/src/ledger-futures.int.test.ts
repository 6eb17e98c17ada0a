import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@ex/contracts';
import { isUniqueViolation, orders } from '@ex/db';
import {
  TAKER_FEE_RATES,
  addDecimal,
  applyFuturesFill,
  averageEntryPrice,
  compareDecimal,
  decimal,
  initialMargin,
  liquidationPrice,
  normaliseDecimal,
  pnlOf,
  subtractDecimal,
  tradingFee,
  unrealisedPnl,
  type FuturesPosition,
} from '@ex/domain';
import { createManualScheduler, createSimulatedMarket } from './services/market';
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

// Issue 5 "Positions carry average price, PnL, TP/SL, close and reverse" (USDT-margined futures,
// isolated margin), the tick matcher's TP/SL and liquidation, and recovery after a restart.

const POSITIONS = 'issue 5 "Positions carry average price, PnL, TP/SL, close and reverse"';
const FUTURES = 'issue 5 "USDT-margined futures with leverage"';
const CRASH = 'issue 5 "a crash never loses one (one database transaction per state change)"';
const d = decimal;
const n = (s: string) => normaliseDecimal(d(s));
const FEE = TAKER_FEE_RATES.futures;

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

const futuresTicker = (symbol: string) => t.market.futures.ticker(symbol);
const futuresOrder = (client_order_id: string, side: 1 | -1, quantity: string, extra: Record<string, unknown> = {}) => ({
  client_order_id,
  market: 'futures',
  symbol: 'BTC_USDT',
  side,
  type: 1,
  quantity,
  ...extra,
});
const usdt = async (uid: number) => d((await balanceOf(t.api.handle.db, uid)).USDT?.[0] ?? '0');
const position = (side: 1 | -1, quantity: string, entryPrice: string, margin: string, leverage: number): FuturesPosition => ({
  side,
  quantity: d(quantity),
  entryPrice: d(entryPrice),
  margin: d(margin),
  leverage,
});

async function expectStatus(res: Response, status: number, field?: string) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (field) expect(body.field).toBe(field);
}

describe('open, add, close, reverse', () => {
  it(`${FUTURES}: a market long takes margin = notional ÷ leverage plus the 0.05 % fee; PnL at the mark price`, async () => {
    const { browser, uid } = await newTrader(t, 'long@example.com', [['USDT', '10000']]);
    const events = await listen(t.stream, uid);
    const ticker = await futuresTicker('BTC_USDT');
    const last = d(ticker.last);
    const { order } = await postOk(browser, 'ledgerPlaceOrder', futuresOrder('f-1', 1, '0.05', { leverage: 20 }));
    expect(order).toMatchObject({ status: 'filled', leverage: 20, avg_fill_price: last, market: 'futures' });
    const margin = initialMargin(last, d('0.05'), 20);
    const fee = tradingFee(last, d('0.05'), FEE);
    expect(await usdt(uid)).toBe(n(subtractDecimal(d('10000'), addDecimal(margin, fee))));
    const [held] = (await getOk(browser, 'ledgerPositions')).list;
    const state = position(1, '0.05', last, margin, 20);
    expect(held).toEqual({
      market: 'futures',
      symbol: 'BTC_USDT',
      side: 1,
      quantity: '0.05',
      entry_price: last,
      mark_price: ticker.mark_price,
      leverage: 20,
      margin,
      unrealised_pnl: unrealisedPnl(state, d(ticker.mark_price ?? '')),
      realised_pnl: '0',
      liquidation_price: liquidationPrice(state),
      take_profit: null,
      stop_loss: null,
      created_at: t.api.clock.now(),
      updated_at: t.api.clock.now(),
    });
    expect(events.positions()).toEqual([{ market: 'futures', symbol: 'BTC_USDT', position: held }]);
    expect(events.orders()[0]?.fill).toMatchObject({ fee, realised_pnl: '0' });
  });

  it(`${POSITIONS}: adding averages the entry; a partial close realises PnL and releases margin pro rata`, async () => {
    const { browser, uid } = await newTrader(t, 'average@example.com', [['USDT', '10000']]);
    const first = d((await futuresTicker('BTC_USDT')).last);
    await postOk(browser, 'ledgerPlaceOrder', futuresOrder('a-1', 1, '0.02'));
    t.api.clock.advance(30_000);
    const second = d((await futuresTicker('BTC_USDT')).last);
    expect(second).not.toBe(first);
    await postOk(browser, 'ledgerPlaceOrder', futuresOrder('a-2', 1, '0.03', { leverage: 50 }));
    const [held] = (await getOk(browser, 'ledgerPositions')).list;
    const entry = averageEntryPrice(first, d('0.02'), second, d('0.03'));
    // The position's leverage (10, the default) wins over the adding order's 50.
    expect(held).toMatchObject({
      quantity: '0.05',
      entry_price: entry,
      leverage: 10,
      margin: n(addDecimal(initialMargin(first, d('0.02'), 10), initialMargin(second, d('0.03'), 10))),
    });

    t.api.clock.advance(30_000);
    const exit = d((await futuresTicker('BTC_USDT')).last);
    const before = await usdt(uid);
    const { order, position: after } = await postOk(browser, 'ledgerClosePosition', {
      symbol: 'BTC_USDT',
      quantity: '0.01',
      client_order_id: 'pc-1',
    });
    expect(order).toMatchObject({ type: 1, side: -1, reduce_only: true, origin: 'close', quantity: '0.01', avg_fill_price: exit });
    const expected = applyFuturesFill(position(1, '0.05', entry, held?.margin ?? '', 10), {
      side: -1,
      price: exit,
      quantity: d('0.01'),
      leverage: 10,
      feeRate: FEE,
    });
    expect(after).toMatchObject({
      quantity: '0.04',
      entry_price: entry,
      margin: expected.position?.margin,
      realised_pnl: expected.realisedPnl,
    });
    expect(await usdt(uid)).toBe(n(addDecimal(before, expected.balanceDelta)));
    const [fill] = (await getOk(browser, 'ledgerFills', { market: 'futures' })).list;
    expect(fill).toMatchObject({ order_id: order.id, realised_pnl: expected.realisedPnl, fee: expected.fee });
  });

  it(`${POSITIONS}: reverse = one market order of twice the size at the same leverage; close removes the position`, async () => {
    const { browser, uid } = await newTrader(t, 'reverse@example.com', [['USDT', '10000']]);
    await postOk(browser, 'ledgerPlaceOrder', futuresOrder('rv-1', 1, '0.01', { leverage: 5 }));
    const [long] = (await getOk(browser, 'ledgerPositions')).list;
    t.api.clock.advance(20_000);
    const price = d((await futuresTicker('BTC_USDT')).last);
    const before = await usdt(uid);
    const { order, position: short } = await postOk(browser, 'ledgerReversePosition', { symbol: 'BTC_USDT', client_order_id: 'rv-2' });
    expect(order).toMatchObject({ side: -1, quantity: '0.02', reduce_only: false, origin: 'reverse', leverage: 5 });
    const expected = applyFuturesFill(position(1, '0.01', long?.entry_price ?? '', long?.margin ?? '', 5), {
      side: -1,
      price,
      quantity: d('0.02'),
      leverage: 5,
      feeRate: FEE,
    });
    expect(short).toMatchObject({
      side: -1,
      quantity: '0.01',
      entry_price: price,
      leverage: 5,
      margin: expected.position?.margin,
      realised_pnl: '0',
    });
    expect(await usdt(uid)).toBe(n(addDecimal(before, expected.balanceDelta)));
    // A retried reverse (same id) changes nothing.
    const again = await postOk(browser, 'ledgerReversePosition', { symbol: 'BTC_USDT', client_order_id: 'rv-2' });
    expect(again.order.id).toBe(order.id);
    expect(again.position).toMatchObject({ side: -1, quantity: '0.01' });

    const { position: gone } = await postOk(browser, 'ledgerClosePosition', { symbol: 'BTC_USDT' });
    expect(gone).toBeNull();
    expect((await getOk(browser, 'ledgerPositions')).list).toEqual([]);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 3, fills: 3 });
    await expectStatus(await post(browser, 'ledgerClosePosition', { symbol: 'BTC_USDT' }), 404, 'symbol');
    await expectStatus(await post(browser, 'ledgerReversePosition', { symbol: 'BTC_USDT' }), 404, 'symbol');
  });

  it(`${FUTURES} — "never below zero": not enough margin → 400, nothing written; reduce-only needs a position`, async () => {
    const { browser, uid } = await newTrader(t, 'margin-poor@example.com', [['USDT', '5']]);
    await expectStatus(await post(browser, 'ledgerPlaceOrder', futuresOrder('m-1', 1, '0.01', { leverage: 10 })), 400, 'quantity');
    await expectStatus(
      await post(browser, 'ledgerPlaceOrder', futuresOrder('m-2', -1, '0.001', { reduce_only: true })),
      400,
      'reduce_only',
    );
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['5', '0'] });
    await expectStatus(await post(browser, 'ledgerPlaceOrder', futuresOrder('m-3', 1, '0.001', { leverage: 126 })), 400, 'leverage');
    await expectStatus(await post(browser, 'ledgerPlaceOrder', { ...futuresOrder('m-4', 1, '1'), symbol: 'USDC_USDT' }), 404, 'symbol');
  });

  it(`${CRASH}: the unique (uid, client_order_id) index refuses a duplicate row outright`, async () => {
    const { browser, uid } = await newTrader(t, 'unique@example.com', [['USDT', '10000']]);
    await postOk(browser, 'ledgerPlaceOrder', futuresOrder('u-1', 1, '0.001'));
    const now = new Date(t.api.clock.now());
    const duplicate = {
      uid,
      clientOrderId: 'u-1',
      market: 'futures',
      symbol: 'BTC_USDT',
      side: 1,
      type: 1,
      quantity: '1',
      status: 'open',
      createdAt: now,
      updatedAt: now,
    };
    const error = await t.api.handle.db
      .insert(orders)
      .values(duplicate)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'orders_uid_client_order_id_unique')).toBe(true);
  });
});

describe('TP/SL, liquidation and restarts (tick matcher)', () => {
  it(`${POSITIONS}: TP/SL must sit on their side of the price; a take profit the market reaches closes the position (type 5)`, async () => {
    const { browser, uid } = await newTrader(t, 'tpsl@example.com', [['USDT', '10000']]);
    await postOk(browser, 'ledgerPlaceOrder', futuresOrder('tp-1', 1, '0.01'));
    const last = d((await futuresTicker('BTC_USDT')).last);
    const ahead = await peek(t, 'futures', 'BTC_USDT');
    expect(compareDecimal(d(ahead.high), last), 'the next minute trades above the last price').toBe(1);
    await expectStatus(
      await post(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', take_profit: subtractDecimal(last, d('1')) }),
      400,
      'take_profit',
    );
    await expectStatus(
      await post(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', stop_loss: addDecimal(last, d('1')) }),
      400,
      'stop_loss',
    );
    await expectStatus(await post(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', stop_loss: '1.23' }), 400, 'stop_loss');
    const stop = n(subtractDecimal(last, d('5000')));
    const { position } = await postOk(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', take_profit: ahead.high, stop_loss: stop });
    expect(position).toMatchObject({ take_profit: ahead.high, stop_loss: stop });
    const cleared = await postOk(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', stop_loss: null });
    expect(cleared.position).toMatchObject({ take_profit: ahead.high, stop_loss: null });

    await t.tick();
    expect((await getOk(browser, 'ledgerPositions')).list).toEqual([]);
    const [closing] = (await getOk(browser, 'ledgerOrders', { status: 'history', symbol: 'BTC_USDT' })).list;
    expect(closing).toMatchObject({
      type: 5,
      origin: 'take_profit',
      side: -1,
      reduce_only: true,
      status: 'filled',
      avg_fill_price: ahead.last,
    });
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 2, fills: 2 });
  });

  it('brief "liquidation price estimate for isolated margin": a 125× long is liquidated at its liquidation price, its margin forfeited', async () => {
    const { browser, uid } = await newTrader(t, 'liquidated@example.com', [['USDT', '1000']]);
    const events = await listen(t.stream, uid);
    await postOk(browser, 'ledgerPlaceOrder', futuresOrder('lq-1', 1, '0.01', { leverage: 125 }));
    const [held] = (await getOk(browser, 'ledgerPositions')).list;
    const liq = held?.liquidation_price ?? '';
    const after = await usdt(uid);
    for (let i = 0; i < 60 && (await getOk(browser, 'ledgerPositions')).list.length > 0; i++) await t.tick();
    expect((await getOk(browser, 'ledgerPositions')).list, 'liquidated within an hour').toEqual([]);
    const [order] = (await getOk(browser, 'ledgerOrders', { status: 'history' })).list;
    expect(order).toMatchObject({ origin: 'liquidation', type: 1, reduce_only: true, avg_fill_price: liq, status: 'filled' });
    const [fill] = (await getOk(browser, 'ledgerFills')).list;
    // Loss = the move to the liquidation price; the rest of the margin is the liquidation fee; nothing comes back.
    expect(fill).toMatchObject({ price: liq, realised_pnl: pnlOf(1, d(held?.entry_price ?? ''), d(liq), d('0.01')) });
    expect(fill?.fee).toBe(n(addDecimal(d(held?.margin ?? ''), d(fill?.realised_pnl ?? ''))));
    expect(await usdt(uid)).toBe(after);
    expect(events.positions().at(-1)).toEqual({ market: 'futures', symbol: 'BTC_USDT', position: null });
  });

  it(`${CRASH}: after a restart the matcher resumes from the database and fills a resting order`, async () => {
    const { browser, uid } = await newTrader(t, 'restart@example.com', [['USDT', '1000']]);
    const last = d((await futuresTicker('ETH_USDT')).last);
    const ahead = await peek(t, 'futures', 'ETH_USDT');
    const [side, price] = compareDecimal(d(ahead.low), last) < 0 ? ([1, ahead.low] as const) : ([-1, ahead.high] as const);
    const { order } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'rs-1',
      market: 'futures',
      symbol: 'ETH_USDT',
      side,
      type: 0,
      price,
      quantity: '0.1',
    });
    expect(order.status).toBe('open');
    expect((await balanceOf(t.api.handle.db, uid)).USDT?.[1]).toBe(
      n(addDecimal(initialMargin(d(price), d('0.1'), 10), tradingFee(d(price), d('0.1'), FEE))),
    );

    // "Another process": a new app over the same database, with its own market and ticks.
    const ticks = createManualScheduler();
    const app = t.api.createApp({ market: createSimulatedMarket({ now: t.api.clock.now, scheduler: ticks }) });
    await expect.poll(() => ticks.size).toBeGreaterThan(0);
    t.api.clock.advance(60_000);
    await ticks.run();
    const restarted = new Browser({ app });
    for (const [k, v] of browser.cookies) restarted.cookies.set(k, v);
    const [filled] = (await getOk(restarted, 'ledgerOrders', { status: 'history' })).list;
    expect(filled).toMatchObject({ id: order.id, status: 'filled', avg_fill_price: price });
    expect((await getOk(restarted, 'ledgerPositions')).list[0]).toMatchObject({
      symbol: 'ETH_USDT',
      side,
      quantity: '0.1',
      entry_price: price,
    });
    expect((await balanceOf(t.api.handle.db, uid)).USDT?.[1]).toBe('0');
  });
});
