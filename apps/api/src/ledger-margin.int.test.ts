import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@ex/contracts';
import { and, eq, positions } from '@ex/db';
import {
  TAKER_FEE_RATES,
  addDecimal,
  compareDecimal,
  decimal,
  divideDecimal,
  initialMargin,
  multiplyDecimal,
  normaliseDecimal,
  subtractDecimal,
  tradingFee,
} from '@ex/domain';
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

// §2.1 "/trade/{pair} (optional query tab=isolated_margin)": isolated margin in the paper ledger — a
// leveraged long/short on the SPOT price, leverage 1–10, USDT collateral, the futures position engine.

const MARGIN = '§2.1 "/trade/{pair} (optional query tab=isolated_margin)"';
const POSITIONS = 'issue 5 "Positions carry average price, PnL, TP/SL, close and reverse"';
const d = decimal;
const n = (s: string) => normaliseDecimal(d(s));
/** Margin trades the spot pair: it pays the spot taker rate. */
const FEE = TAKER_FEE_RATES.spot;

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

const marginOrder = (client_order_id: string, side: 1 | -1, quantity: string, extra: Record<string, unknown> = {}) => ({
  client_order_id,
  market: 'margin',
  symbol: 'BTC_USDT',
  side,
  type: 1,
  quantity,
  ...extra,
});
const spotLast = async (symbol = 'BTC_USDT') => d((await t.market.spot.ticker(symbol)).last);
const usdt = async (uid: number) => d((await balanceOf(t.api.handle.db, uid)).USDT?.[0] ?? '0');

async function expectStatus(res: Response, status: number, field: string) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.field).toBe(field);
  return body;
}

describe('isolated margin positions', () => {
  it(`${MARGIN}: a 3x market long fills at the spot price; margin = notional ÷ 3, fee 0.1 %; PnL follows the spot price exactly`, async () => {
    const { browser, uid } = await newTrader(t, 'margin-long@example.com', [['USDT', '10000']]);
    const events = await listen(t.stream, uid);
    const entry = await spotLast();
    const futuresLast = d((await t.market.futures.ticker('BTC_USDT')).last);
    expect(compareDecimal(entry, futuresLast), 'spot and futures prices differ (futures premium)').not.toBe(0);

    const { order } = await postOk(browser, 'ledgerPlaceOrder', marginOrder('ml-1', 1, '0.03', { leverage: 3 }));
    expect(order).toMatchObject({ market: 'margin', status: 'filled', leverage: 3, avg_fill_price: entry });
    // BTC prices have one decimal: notional 0.03 × entry is exact, ÷ 3 rounds up to 8 decimals.
    const margin = initialMargin(entry, d('0.03'), 3);
    const fee = tradingFee(entry, d('0.03'), FEE);
    const notional = multiplyDecimal(entry, d('0.03'));
    expect(compareDecimal(multiplyDecimal(d(margin), d('3')), notional)).toBeGreaterThanOrEqual(0);
    expect(compareDecimal(multiplyDecimal(subtractDecimal(d(margin), d('0.00000001')), d('3')), notional)).toBe(-1);
    expect(await usdt(uid)).toBe(n(subtractDecimal(d('10000'), addDecimal(margin, fee))));

    t.api.clock.advance(45_000);
    const moved = await spotLast();
    expect(moved).not.toBe(entry);
    const [held] = (await getOk(browser, 'ledgerPositions')).list;
    // Unrealised PnL = (spot now − entry) × 0.03, exact (3 decimals at most): the futures mark is not used.
    const pnl = n(multiplyDecimal(subtractDecimal(moved, entry), d('0.03')));
    // Liquidation estimate E(1 − 1/3) ÷ (1 − 0.005), half-up to 12 decimals.
    const liquidation = n(divideDecimal(multiplyDecimal(entry, d('2')), d('2.985'), 12, 'half-up'));
    expect(held).toEqual({
      market: 'margin',
      symbol: 'BTC_USDT',
      side: 1,
      quantity: '0.03',
      entry_price: entry,
      mark_price: moved,
      leverage: 3,
      margin,
      unrealised_pnl: pnl,
      realised_pnl: '0',
      liquidation_price: liquidation,
      take_profit: null,
      stop_loss: null,
      created_at: held?.created_at,
      updated_at: held?.updated_at,
    });

    // Closing realises that PnL: margin + PnL − the close fee comes back.
    const before = await usdt(uid);
    const { order: close, position } = await postOk(browser, 'ledgerClosePosition', {
      market: 'margin',
      symbol: 'BTC_USDT',
      client_order_id: 'ml-close',
    });
    expect(close).toMatchObject({ market: 'margin', side: -1, reduce_only: true, origin: 'close', avg_fill_price: moved });
    expect(position).toBeNull();
    const closeFee = tradingFee(moved, d('0.03'), FEE);
    expect(await usdt(uid)).toBe(n(addDecimal(before, subtractDecimal(addDecimal(margin, d(pnl)), closeFee))));
    const [fill] = (await getOk(browser, 'ledgerFills', { market: 'margin' })).list;
    expect(fill).toMatchObject({ order_id: close.id, market: 'margin', realised_pnl: pnl, fee: closeFee });
    expect(events.positions().map((e) => [e.market, e.symbol, e.position?.quantity ?? null])).toEqual([
      ['margin', 'BTC_USDT', '0.03'],
      ['margin', 'BTC_USDT', null],
    ]);
  });

  it(`${MARGIN}: a margin and a futures position on BTC_USDT are independent`, async () => {
    const { browser, uid } = await newTrader(t, 'margin-both@example.com', [['USDT', '20000']]);
    await postOk(browser, 'ledgerPlaceOrder', marginOrder('mb-1', 1, '0.02', { leverage: 5 }));
    await postOk(browser, 'ledgerPlaceOrder', { ...marginOrder('mb-2', -1, '0.05', { leverage: 20 }), market: 'futures' });
    const list = (await getOk(browser, 'ledgerPositions')).list;
    expect(list.map((p) => [p.market, p.side, p.quantity, p.leverage])).toEqual([
      ['futures', -1, '0.05', 20],
      ['margin', 1, '0.02', 5],
    ]);
    expect((await getOk(browser, 'ledgerPositions', { market: 'margin' })).list).toHaveLength(1);

    // A reduce-only margin sell cannot reduce the futures short; a futures buy cannot touch the margin long.
    await expectStatus(await post(browser, 'ledgerPlaceOrder', marginOrder('mb-3', 1, '0.01', { reduce_only: true })), 400, 'reduce_only');
    const tpsl = await postOk(browser, 'ledgerPositionTpsl', {
      market: 'margin',
      symbol: 'BTC_USDT',
      stop_loss: n(subtractDecimal(await spotLast(), d('3000'))),
    });
    expect(tpsl.position).toMatchObject({ market: 'margin', side: 1 });
    const [futures] = (await getOk(browser, 'ledgerPositions', { market: 'futures' })).list;
    expect(futures).toMatchObject({ stop_loss: null, quantity: '0.05' });

    // Reverse the margin long: the futures short stays as it was.
    const reversed = await postOk(browser, 'ledgerReversePosition', { market: 'margin', symbol: 'BTC_USDT', client_order_id: 'mb-rev' });
    expect(reversed.order).toMatchObject({ market: 'margin', side: -1, quantity: '0.04', leverage: 5 });
    expect(reversed.position).toMatchObject({ market: 'margin', side: -1, quantity: '0.02', stop_loss: null });
    expect((await getOk(browser, 'ledgerPositions', { market: 'futures' })).list).toEqual([futures]);

    // Closing the futures position (the default market of close) leaves the margin one.
    expect((await postOk(browser, 'ledgerClosePosition', { symbol: 'BTC_USDT' })).position).toBeNull();
    expect((await getOk(browser, 'ledgerPositions')).list.map((p) => p.market)).toEqual(['margin']);
    const rows = await t.api.handle.db
      .select()
      .from(positions)
      .where(and(eq(positions.uid, uid), eq(positions.symbol, 'BTC_USDT')));
    expect(rows.map((r) => r.market)).toEqual(['margin']);
  });

  it(`${MARGIN}: leverage 11 is refused naming leverage, leveraged tokens are not marginable; nothing is written`, async () => {
    const { browser, uid } = await newTrader(t, 'margin-refused@example.com', [['USDT', '1000']]);
    const eleven = await expectStatus(
      await post(browser, 'ledgerPlaceOrder', marginOrder('mr-1', 1, '0.001', { leverage: 11 })),
      400,
      'leverage',
    );
    expect(eleven.message).toBe('leverage must be a whole number from 1 to 10 for margin orders');
    const token = await expectStatus(
      await post(browser, 'ledgerPlaceOrder', { ...marginOrder('mr-2', 1, '10'), symbol: 'ETH5L_USDT' }),
      400,
      'symbol',
    );
    expect(token.message).toBe('ETH5L_USDT is a leveraged token: it trades on spot only, not on margin');
    await expectStatus(await post(browser, 'ledgerPlaceOrder', { ...marginOrder('mr-3', 1, '1'), symbol: 'FOO_USDT' }), 404, 'symbol');
    await expectStatus(await post(browser, 'ledgerPlaceOrder', marginOrder('mr-4', 1, '1', { leverage: 10 })), 400, 'quantity');
    await expectStatus(await post(browser, 'ledgerClosePosition', { market: 'margin', symbol: 'BTC_USDT' }), 404, 'symbol');
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['1000', '0'] });
  });

  it('§2.1 "/trade/ETH5L_USDT": a leveraged token trades on the spot ledger; it has no futures', async () => {
    const { browser, uid } = await newTrader(t, 'etf-spot@example.com', [['USDT', '1000']]);
    const last = await spotLast('ETH5L_USDT');
    const { order } = await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'etf-1',
      symbol: 'eth5l_usdt',
      side: 1,
      type: 1,
      quantity: '10',
    });
    expect(order).toMatchObject({ market: 'spot', symbol: 'ETH5L_USDT', status: 'filled', avg_fill_price: last });
    const cost = addDecimal(multiplyDecimal(last, d('10')), tradingFee(last, d('10'), FEE));
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: [n(subtractDecimal(d('1000'), cost)), '0'], ETH5L: ['10', '0'] });
    await expectStatus(
      await post(browser, 'ledgerPlaceOrder', {
        client_order_id: 'etf-2',
        market: 'futures',
        symbol: 'ETH5L_USDT',
        side: 1,
        type: 1,
        quantity: '1',
      }),
      404,
      'symbol',
    );
  });
});

describe('margin orders on spot ticks (tick matcher)', () => {
  it(`${MARGIN}: a resting margin limit order reserves margin + fee and fills on a spot tick at its price`, async () => {
    const { browser, uid } = await newTrader(t, 'margin-limit@example.com', [['USDT', '5000']]);
    const events = await listen(t.stream, uid);
    const last = await spotLast('ETH_USDT');
    const ahead = await peek(t, 'spot', 'ETH_USDT');
    const [side, price] = compareDecimal(d(ahead.low), last) < 0 ? ([1, ahead.low] as const) : ([-1, ahead.high] as const);
    const body = { client_order_id: 'mlim-1', market: 'margin', symbol: 'ETH_USDT', side, type: 0, price, quantity: '0.5', leverage: 4 };
    const { order } = await postOk(browser, 'ledgerPlaceOrder', body);
    expect(order).toMatchObject({ status: 'open', market: 'margin', leverage: 4 });
    const reserve = addDecimal(initialMargin(d(price), d('0.5'), 4), tradingFee(d(price), d('0.5'), FEE));
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: [n(subtractDecimal(d('5000'), reserve)), n(reserve)] });

    await t.tick();
    const [filled] = (await getOk(browser, 'ledgerOrders', { status: 'history', market: 'margin' })).list;
    expect(filled).toMatchObject({ id: order.id, status: 'filled', avg_fill_price: price });
    const [held] = (await getOk(browser, 'ledgerPositions')).list;
    expect(held).toMatchObject({ market: 'margin', symbol: 'ETH_USDT', side, quantity: '0.5', entry_price: price, leverage: 4 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: [n(subtractDecimal(d('5000'), reserve)), '0'] });
    expect(events.positions().at(-1)).toMatchObject({ market: 'margin', symbol: 'ETH_USDT', position: { quantity: '0.5' } });
  });

  it(`${POSITIONS}: a margin take profit the spot market reaches closes it (type 5); the futures position stays`, async () => {
    const { browser } = await newTrader(t, 'margin-tp@example.com', [['USDT', '10000']]);
    await postOk(browser, 'ledgerPlaceOrder', marginOrder('mtp-1', 1, '0.01'));
    await postOk(browser, 'ledgerPlaceOrder', { ...marginOrder('mtp-2', 1, '0.01'), market: 'futures' });
    const ahead = await peek(t, 'spot', 'BTC_USDT');
    expect(compareDecimal(d(ahead.high), await spotLast()), 'the next minute trades above the last price').toBe(1);
    await postOk(browser, 'ledgerPositionTpsl', { market: 'margin', symbol: 'BTC_USDT', take_profit: ahead.high });

    await t.tick();
    expect((await getOk(browser, 'ledgerPositions')).list.map((p) => p.market)).toEqual(['futures']);
    const [closing] = (await getOk(browser, 'ledgerOrders', { status: 'history', market: 'margin' })).list;
    expect(closing).toMatchObject({
      market: 'margin',
      type: 5,
      origin: 'take_profit',
      side: -1,
      status: 'filled',
      avg_fill_price: ahead.last,
    });
  });
});
