import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema } from '@ex/contracts';
import { count, eq, positions, priceAlerts } from '@ex/db';
import type { Browser } from './test/harness';
import { balanceOf, ledgerRows, newTrader, post, postOk, startLedgerApi, type LedgerTestApi } from './services/ledger/testing';

// Issue 10 "Smaller findings", written as the attacks that succeeded: order amounts " 1", ".5", "5.",
// "00001" and a string `side` were accepted; a form body with a repeated key was read as its last
// value. Each is now a 400 naming the field, and nothing is written: no order, no fill, no balance
// change, no alert.

const CANONICAL = "issue 10 \"Order amounts accept ' 1', '.5', '5.', '00001' and a string `side`\"";
const REPEATED = 'issue 10 "A form body with a repeated key must be refused, not resolved to its last value"';
const ORDERS = ENDPOINTS.ledgerPlaceOrder.path;

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

async function expectRefused(res: Response, field: string) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body).toMatchObject({ code: 40000, field });
  expect(body.errors?.map((e) => e.field)).toContain(field);
  return body;
}

/** POSTs a raw body with the browser's session and CSRF header. */
const raw = (browser: Browser, path: string, body: string, type: string) =>
  browser.send(path, { method: 'POST', body, headers: { 'content-type': type, ...browser.csrfHeaders() } });

const buy = { client_order_id: 'atk-1', symbol: 'BTC_USDT', side: 1, type: 1, quantity: '0.01' };

describe('order amounts and enums (JSON)', () => {
  const ATTACKS: [string, Record<string, unknown>, string][] = [
    ['quantity " 1"', { ...buy, quantity: ' 1' }, 'quantity'],
    ['quantity "1 "', { ...buy, quantity: '1 ' }, 'quantity'],
    ['quantity ".5"', { ...buy, quantity: '.5' }, 'quantity'],
    ['quantity "5."', { ...buy, quantity: '5.' }, 'quantity'],
    ['quantity "00001"', { ...buy, quantity: '00001' }, 'quantity'],
    ['quantity "1e-2"', { ...buy, quantity: '1e-2' }, 'quantity'],
    ['quantity 0.01 as a number', { ...buy, quantity: 0.01 }, 'quantity'],
    ['a limit price "097000"', { ...buy, type: 0, price: '097000' }, 'price'],
    ['a stop price "+97000"', { ...buy, type: 2, stop_price: '+97000' }, 'stop_price'],
    ['side "1" (a string)', { ...buy, side: '1' }, 'side'],
    ['side " -1"', { ...buy, side: ' -1' }, 'side'],
    ['side "buy"', { ...buy, side: 'buy' }, 'side'],
    ['type "1" (a string)', { ...buy, type: '1' }, 'type'],
    ['market "SPOT"', { ...buy, market: 'SPOT' }, 'market'],
    ['leverage "10" (a string)', { ...buy, market: 'futures', leverage: '10' }, 'leverage'],
    ['reduce_only "true" (a string)', { ...buy, market: 'futures', reduce_only: 'true' }, 'reduce_only'],
  ];

  let trader = 0;
  it.each(ATTACKS)(`${CANONICAL}: %s → 400 naming %s; no order, balance unchanged`, async (_name, body, field) => {
    trader += 1;
    const { browser, uid } = await newTrader(t, `json-${trader}@example.com`, [['USDT', '100000']]);
    await expectRefused(await post(browser, 'ledgerPlaceOrder', body), field);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['100000', '0'] });
  });

  it(`${CANONICAL}: the same order written canonically is placed (the refusals are about the form, not the order)`, async () => {
    const { browser, uid } = await newTrader(t, 'json-ok@example.com', [['USDT', '100000']]);
    const { order } = await postOk(browser, 'ledgerPlaceOrder', buy);
    expect(order).toMatchObject({ side: 1, type: 1, quantity: '0.01', status: 'filled' });
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 1, fills: 1 });
  });

  it(`${REPEATED} — JSON: a key sent twice is a 400 naming it (JSON.parse would keep the last)`, async () => {
    const { browser, uid } = await newTrader(t, 'json-dup@example.com', [
      ['USDT', '100000'],
      ['BTC', '1'],
    ]);
    const sides = '{"client_order_id":"dup-1","symbol":"BTC_USDT","side":1,"type":1,"quantity":"0.01","side":-1}';
    await expectRefused(await raw(browser, ORDERS, sides, 'application/json'), 'side');
    const quantities = '{"client_order_id":"dup-2","symbol":"BTC_USDT","side":1,"type":1,"quantity":"0.01","quantity":"0.5"}';
    await expectRefused(await raw(browser, ORDERS, quantities, 'application/json'), 'quantity');
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['100000', '0'], BTC: ['1', '0'] });
  });
});

describe('order amounts and enums (form-encoded, §7)', () => {
  const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
  const base: [string, string][] = [
    ['client_order_id', 'frm-1'],
    ['symbol', 'BTC_USDT'],
    ['type', '1'],
  ];
  const FORM = 'application/x-www-form-urlencoded';

  it(`${REPEATED}: side=1&side=-1, quantity twice, symbol twice → 400 naming the field; nothing written`, async () => {
    const { browser, uid } = await newTrader(t, 'form-dup@example.com', [
      ['USDT', '100000'],
      ['BTC', '1'],
    ]);
    const cases: [[string, string][], string][] = [
      [[...base, ['side', '1'], ['quantity', '0.01'], ['side', '-1']], 'side'],
      [[...base, ['side', '1'], ['quantity', '0.01'], ['quantity', '0.5']], 'quantity'],
      [[...base, ['side', '1'], ['quantity', '0.01'], ['symbol', 'ETH_USDT']], 'symbol'],
    ];
    for (const [fields, field] of cases) {
      const body = await expectRefused(await raw(browser, ORDERS, form(fields), FORM), field);
      expect(body.message).toBe(`${field} is sent more than once`);
    }
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['100000', '0'], BTC: ['1', '0'] });
  });

  it(`${CANONICAL}: a form's side and amounts must be their canonical text`, async () => {
    const { browser, uid } = await newTrader(t, 'form-text@example.com', [['USDT', '100000']]);
    const cases: [[string, string][], string][] = [
      [[...base, ['side', ' 1'], ['quantity', '0.01']], 'side'],
      [[...base, ['side', '+1'], ['quantity', '0.01']], 'side'],
      [[...base, ['side', '01'], ['quantity', '0.01']], 'side'],
      [[...base, ['side', '1'], ['quantity', '.5']], 'quantity'],
      [[...base, ['side', '1'], ['quantity', '00001']], 'quantity'],
    ];
    for (const [fields, field] of cases) await expectRefused(await raw(browser, ORDERS, form(fields), FORM), field);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });
    expect(await balanceOf(t.api.handle.db, uid)).toEqual({ USDT: ['100000', '0'] });
  });

  it('a canonical form-encoded order is placed: side and type are read from their text', async () => {
    const { browser, uid } = await newTrader(t, 'form-ok@example.com', [['USDT', '100000']]);
    const res = await raw(browser, ORDERS, form([...base, ['side', '1'], ['quantity', '0.01']]), FORM);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 1, fills: 1 });
  });
});

describe('the other money bodies take canonical amounts too', () => {
  it(`${CANONICAL}: alert price ".5", close quantity "5.", take-profit " 110000" → 400 naming the field; nothing changes`, async () => {
    const { browser, uid } = await newTrader(t, 'other@example.com', [['USDT', '100000']]);
    await postOk(browser, 'ledgerPlaceOrder', {
      client_order_id: 'pos-1',
      market: 'futures',
      symbol: 'BTC_USDT',
      side: 1,
      type: 1,
      quantity: '0.01',
    });
    const [before] = await t.api.handle.db.select().from(positions).where(eq(positions.uid, uid));
    const alertsOf = async () => (await t.api.handle.db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.uid, uid)))[0]?.n;

    await expectRefused(await post(browser, 'ledgerCreateAlert', { symbol: 'BTC_USDT', price: '.5' }), 'price');
    await expectRefused(await post(browser, 'ledgerClosePosition', { symbol: 'BTC_USDT', quantity: '5.' }), 'quantity');
    await expectRefused(await post(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', take_profit: ' 110000' }), 'take_profit');
    await expectRefused(await post(browser, 'ledgerPositionTpsl', { symbol: 'BTC_USDT', stop_loss: '090000' }), 'stop_loss');

    expect(await alertsOf()).toBe(0);
    const [after] = await t.api.handle.db.select().from(positions).where(eq(positions.uid, uid));
    expect(after).toEqual(before);
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 1, fills: 1 });
  });
});
