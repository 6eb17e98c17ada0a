import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, apiErrorSchema } from '@ex/contracts';
import { eq, userSecurity } from '@ex/db';
import { FUNDPASS_ONE_HOUR_MS } from '@ex/domain';
import { LOGIN_PASSWORD } from './test/security-helpers';
import { ledgerRows, newTrader, post, postOk, startLedgerApi, type LedgerTestApi } from './services/ledger/testing';
import type { Browser } from './test/harness';

// §4.10 "Validity options: one hour (1), every time (2), never (0)": the fund password guards order
// placement on the server; the order form opens the fund-password modal on code 40302 and retries.
const SPEC = '§4.10 fund password on orders';
const FUND = 'Fund-pass-778';

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

const order = (id: string, quantity = '0.001') => ({ client_order_id: id, symbol: 'BTC_USDT', side: 1, type: 1, quantity });

async function expectFundpassRequired(res: Response) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(403);
  expect(body).toMatchObject({ code: ERROR_CODES.fundpassRequired, field: 'fundpass' });
}

async function traderWithFundpass(email: string, frequency?: number): Promise<{ browser: Browser; uid: number }> {
  const trader = await newTrader(t, email, [['USDT', '100000']]);
  await postOk(trader.browser, 'fundpassSet', { login_password: LOGIN_PASSWORD, fundpass: FUND });
  if (frequency !== undefined)
    await t.api.handle.db.update(userSecurity).set({ fundpassFrequency: frequency }).where(eq(userSecurity.uid, trader.uid));
  return trader;
}

describe(SPEC, () => {
  it('one hour (1, the default): refused with 40302 and nothing written until verified; then orders pass for an hour', async () => {
    const { browser, uid } = await traderWithFundpass('fp-hour@example.com');
    await expectFundpassRequired(await post(browser, 'ledgerPlaceOrder', order('h-1')));
    expect(await ledgerRows(t.api.handle.db, uid)).toEqual({ orders: 0, fills: 0 });

    await postOk(browser, 'fundpassVerify', { fundpass: FUND });
    // The same order (same client order id) goes through after the prompt.
    expect((await postOk(browser, 'ledgerPlaceOrder', order('h-1'))).order.status).toBe('filled');
    expect((await postOk(browser, 'ledgerPlaceOrder', order('h-2'))).order.status).toBe('filled');

    // The verification turns an hour old (moving the clock would also end the session).
    const anHourAgo = new Date(t.api.clock.now() - FUNDPASS_ONE_HOUR_MS);
    await t.api.handle.db.update(userSecurity).set({ fundpassVerifiedAt: anHourAgo }).where(eq(userSecurity.uid, uid));
    await expectFundpassRequired(await post(browser, 'ledgerPlaceOrder', order('h-3')));
    // A retry of an order already placed is answered as before, without asking again.
    expect(await postOk(browser, 'ledgerPlaceOrder', order('h-2'))).toMatchObject({ replayed: true });
  });

  it('every time (2): one verification places exactly one order, even when two are sent at once', async () => {
    const { browser, uid } = await traderWithFundpass('fp-every@example.com', 2);
    await expectFundpassRequired(await post(browser, 'ledgerPlaceOrder', order('e-1')));
    await postOk(browser, 'fundpassVerify', { fundpass: FUND });
    expect((await postOk(browser, 'ledgerPlaceOrder', order('e-1'))).order.status).toBe('filled');
    await expectFundpassRequired(await post(browser, 'ledgerPlaceOrder', order('e-2')));

    await postOk(browser, 'fundpassVerify', { fundpass: FUND });
    const both = await Promise.all([post(browser, 'ledgerPlaceOrder', order('e-3')), post(browser, 'ledgerPlaceOrder', order('e-4'))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await ledgerRows(t.api.handle.db, uid)).toMatchObject({ orders: 2 });
  });

  it('never (0) and no fund password at all: orders are not held up', async () => {
    const never = await traderWithFundpass('fp-never@example.com', 0);
    expect((await postOk(never.browser, 'ledgerPlaceOrder', order('n-1'))).order.status).toBe('filled');
    const none = await newTrader(t, 'fp-none@example.com', [['USDT', '1000']]);
    expect((await postOk(none.browser, 'ledgerPlaceOrder', order('x-1'))).order.status).toBe('filled');
  });

  it('an invalid order is refused for what is wrong with it (400), before any fund-password prompt', async () => {
    const { browser } = await traderWithFundpass('fp-invalid@example.com');
    const res = await post(browser, 'ledgerPlaceOrder', order('i-1', '0.0000000001'));
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json())).toMatchObject({ field: 'quantity' });
  });
});
