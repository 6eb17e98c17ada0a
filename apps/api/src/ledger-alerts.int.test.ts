import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@ex/contracts';
import {
  addDecimal,
  compareDecimal,
  decimal,
  initialMargin,
  liquidationLevels,
  liquidationPrice,
  multiplyDecimal,
  normaliseDecimal,
  subtractDecimal,
  type LiquidationExposure,
} from '@ex/domain';
import { getOk, newTrader, peek, post, postOk, startLedgerApi, type LedgerTestApi } from './services/ledger/testing';

// Issue 5: price alerts of the embedded chart into in-app notifications, and the aggregated
// liquidation levels of the heat bars.

const ALERTS =
  'issue 5 "Price alert creates an alert stored on the server. When the price crosses it, the user gets an in-app notification. Alerts can be listed and deleted."';
const HEAT =
  'issue 5 "Liquidation levels are aggregated per price level for the heat bars" — §3 "Liquidation item: mark_price, short_liq_usd_new, long_liq_usd_new"';
const d = decimal;
const n = (s: string) => normaliseDecimal(d(s));

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

async function expectInvalid(res: Response, field: string) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.field).toBe(field);
}

describe('price alerts', () => {
  it(`${ALERTS}: an alert the market crosses writes one notification; one it does not stays active`, async () => {
    const { browser } = await newTrader(t, 'alerts@example.com');
    const last = d((await t.market.spot.ticker('DOGE_USDT')).last);
    const ahead = await peek(t, 'spot', 'DOGE_USDT');
    const [crossed, direction] =
      compareDecimal(d(ahead.high), last) > 0 ? ([ahead.high, 'above'] as const) : ([ahead.low, 'below'] as const);
    expect(compareDecimal(d(crossed), last), 'the next minute moves away from the last price').not.toBe(0);
    const far = direction === 'above' ? n(addDecimal(last, d('1'))) : n(subtractDecimal(last, d('0.19')));

    const { alert } = await postOk(browser, 'ledgerCreateAlert', { symbol: 'DOGE_USDT', price: crossed });
    expect(alert).toMatchObject({ market: 'spot', symbol: 'DOGE_USDT', price: crossed, direction, triggered_at: null });
    const { alert: waiting } = await postOk(browser, 'ledgerCreateAlert', { symbol: 'doge_usdt', price: far });
    expect(waiting.direction).toBe(direction);
    expect((await getOk(browser, 'ledgerNotifications')).unread).toBe(0);

    await t.tick();
    const { list, unread } = await getOk(browser, 'ledgerNotifications');
    expect(unread).toBe(1);
    expect(list).toEqual([
      {
        id: expect.any(String),
        kind: 'price_alert',
        created_at: t.api.clock.now(),
        read_at: null,
        payload: { alert_id: alert.id, market: 'spot', symbol: 'DOGE_USDT', price: crossed, direction, last_price: ahead.last },
      },
    ]);
    const alerts = (await getOk(browser, 'ledgerAlerts')).list;
    expect(alerts.find((a) => a.id === alert.id)?.triggered_at).toBe(t.api.clock.now());
    expect((await getOk(browser, 'ledgerAlerts', { status: 'active' })).list.map((a) => a.id)).toEqual([waiting.id]);

    // Fired once only: later ticks add nothing.
    await t.tick();
    expect((await getOk(browser, 'ledgerNotifications')).list).toHaveLength(1);
    expect(await postOk(browser, 'ledgerReadNotifications', {})).toEqual({ updated: 1 });
    expect(await getOk(browser, 'ledgerNotifications', { unread: 'true' })).toEqual({ list: [], unread: 0 });
  });

  it(`${ALERTS}: listed newest first and deleted (own alerts only); a price at the last price has no direction`, async () => {
    const { browser } = await newTrader(t, 'alerts-list@example.com');
    const last = d((await t.market.futures.ticker('SOL_USDT')).last);
    await expectInvalid(await post(browser, 'ledgerCreateAlert', { market: 'futures', symbol: 'SOL_USDT', price: last }), 'price');
    await expectInvalid(await post(browser, 'ledgerCreateAlert', { market: 'futures', symbol: 'SOL_USDT', price: '1.0001' }), 'price');
    const a = await postOk(browser, 'ledgerCreateAlert', { market: 'futures', symbol: 'SOL_USDT', price: '500' });
    t.api.clock.advance(1000);
    const b = await postOk(browser, 'ledgerCreateAlert', { market: 'futures', symbol: 'SOL_USDT', price: '100', direction: 'below' });
    expect((await getOk(browser, 'ledgerAlerts')).list.map((x) => x.id)).toEqual([b.alert.id, a.alert.id]);
    const stranger = await newTrader(t, 'alerts-stranger@example.com');
    expect((await post(stranger.browser, 'ledgerDeleteAlert', { id: a.alert.id })).status).toBe(404);
    expect(await postOk(browser, 'ledgerDeleteAlert', { id: a.alert.id })).toEqual({ ok: true });
    expect((await getOk(browser, 'ledgerAlerts')).list.map((x) => x.id)).toEqual([b.alert.id]);
    expect((await post(browser, 'ledgerDeleteAlert', { id: a.alert.id })).status).toBe(404);
    const unknown = await post(browser, 'ledgerCreateAlert', { symbol: 'FOO_USDT', price: '1' });
    expect(unknown.status).toBe(404);
  });
});

describe('liquidation levels', () => {
  it(`${HEAT}: 24 levels around the mark price with every open position's notional at its liquidation price`, async () => {
    const traders = await Promise.all(
      ['heat-1', 'heat-2', 'heat-3'].map((name) => newTrader(t, `${name}@example.com`, [['USDT', '50000']])),
    );
    const bets: [1 | -1, string, number][] = [
      [1, '0.4', 20],
      [-1, '0.25', 25],
      [1, '1.5', 50],
    ];
    for (const [i, [side, quantity, leverage]] of bets.entries()) {
      const trader = traders[i];
      if (!trader) throw new Error('no trader');
      await postOk(trader.browser, 'ledgerPlaceOrder', {
        client_order_id: `h-${i}`,
        market: 'futures',
        symbol: 'ETH_USDT',
        side,
        type: 1,
        quantity,
        leverage,
      });
    }
    const ticker = await t.market.futures.ticker('ETH_USDT');
    const entry = d(ticker.last);
    const mark = d(ticker.mark_price ?? '');
    const exposures: LiquidationExposure[] = bets.map(([side, quantity, leverage]) => {
      const price =
        liquidationPrice({
          side,
          quantity: d(quantity),
          entryPrice: entry,
          margin: initialMargin(entry, d(quantity), leverage),
          leverage,
        }) ?? d('0');
      return { side, liquidationPrice: price, notional: multiplyDecimal(d(quantity), price) };
    });
    const [first] = traders;
    if (!first) throw new Error('no trader');
    const heat = await getOk(first.browser, 'ledgerLiquidations', { symbol: 'ETH_USDT' });
    expect(heat.symbol).toBe('ETH_USDT');
    expect(heat.mark_price).toBe(mark);
    expect(heat.list).toHaveLength(24);
    expect(heat.list).toEqual(liquidationLevels(mark, exposures));
    // Longs liquidate below the mark, shorts above; each position is in exactly one bar.
    const longBars = heat.list.filter((l) => l.long_liq_usd_new !== '0');
    const shortBars = heat.list.filter((l) => l.short_liq_usd_new !== '0');
    expect(longBars.length).toBeGreaterThanOrEqual(1);
    expect(shortBars).toHaveLength(1);
    expect(longBars.every((l) => compareDecimal(d(l.mark_price), mark) < 0)).toBe(true);
    expect(shortBars.every((l) => compareDecimal(d(l.mark_price), mark) > 0)).toBe(true);

    const spotOnly = await first.browser.get('/api/web/v1/ledger/liquidations?symbol=USDC_USDT');
    expect(spotOnly.status).toBe(404);
    await expectInvalid(await first.browser.get('/api/web/v1/ledger/liquidations'), 'symbol');
  });
});
