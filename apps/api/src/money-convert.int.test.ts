import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_ENDPOINTS, MONEY_ERROR_CODES, apiErrorSchema, envelope, quoteResultSchema, buyConfirmResultSchema } from '@ex/contracts';
import { assets, balanceMovements, balances, eq, fiatRates, moneyQuotes, users } from '@ex/db';
import { QUOTE_TTL_MS } from '@ex/domain';
import { balanceOf, newTrader, startLedgerApi, type LedgerTestApi } from './services/ledger/testing';
import type { Browser } from './test/harness';

const M = MONEY_ENDPOINTS;
let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
  await db()
    .insert(assets)
    .values([
      { symbol: 'BTC', name: 'Bitcoin', usdPrice: '50000' },
      { symbol: 'USDT', name: 'Tether', usdPrice: '1' },
    ])
    .onConflictDoNothing();
  await db().insert(fiatRates).values({ code: 'EUR', symbol: '€', perUsd: '0.9' }).onConflictDoNothing();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.handle.db;
const post = (browser: Browser, path: string, body: unknown) => browser.postJson(path, body, browser.csrfHeaders());
const quoteOf = async (res: Response) => {
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return envelope(quoteResultSchema).parse(json).data!.quote;
};
const errorOf = async (res: Response) => ({ status: res.status, ...apiErrorSchema.parse(await res.json()) });
const movementsOf = (uid: number) => db().select().from(balanceMovements).where(eq(balanceMovements.uid, uid));

describe('convert (issue 13 "one ledger transaction at the quoted rate, or refused if the quote has expired")', () => {
  it('refuses a quote executed after its validity with 409 and writes nothing', async () => {
    const { browser, uid } = await newTrader(t, 'convert-expired@example.com', [['USDT', '1000']]);
    const quote = await quoteOf(await post(browser, M.convertQuote.path, { from: 'USDT', to: 'BTC', amount: '100' }));
    expect(quote).toMatchObject({ pay_currency: 'USDT', pay_amount: '100', get_currency: 'BTC', valid_seconds: QUOTE_TTL_MS / 1000 });
    t.api.clock.advance(QUOTE_TTL_MS);
    const refused = await errorOf(await post(browser, M.convertExecute.path, { quote_id: quote.id, request_id: 'expired-req-1' }));
    expect(refused).toMatchObject({ status: 409, code: MONEY_ERROR_CODES.quoteExpired, field: 'quote_id' });
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['1000', '0'] });
    expect(await movementsOf(uid)).toEqual([]);
    const [row] = await db().select().from(moneyQuotes).where(eq(moneyQuotes.id, quote.id));
    expect(row!.executedRequestId).toBeNull();
  });

  it('converts at the quoted rate once under a replayed request, even after the quote expired', async () => {
    const { browser, uid } = await newTrader(t, 'convert-replay@example.com', [['USDT', '1000']]);
    const quote = await quoteOf(await post(browser, M.convertQuote.path, { from: 'USDT', to: 'BTC', amount: '100' }));
    const body = { quote_id: quote.id, request_id: 'replay-req-1' };
    const [a, b] = await Promise.all([post(browser, M.convertExecute.path, body), post(browser, M.convertExecute.path, body)]);
    expect((await quoteOf(a)).executed).toBe(true);
    expect((await quoteOf(b)).executed).toBe(true);
    t.api.clock.advance(QUOTE_TTL_MS * 3);
    expect((await quoteOf(await post(browser, M.convertExecute.path, body))).get_amount).toBe(quote.get_amount);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['900', '0'], BTC: [quote.get_amount, '0'] });
    expect(await movementsOf(uid)).toHaveLength(2);
    // The same quote under another request id is not a second conversion.
    const again = await errorOf(await post(browser, M.convertExecute.path, { quote_id: quote.id, request_id: 'replay-req-2' }));
    expect(again).toMatchObject({ status: 409, code: MONEY_ERROR_CODES.quoteUsed });
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['900', '0'], BTC: [quote.get_amount, '0'] });
  });

  it.each([
    { body: { from: 'USDT', to: 'BTC', amount: '.5' }, field: 'amount' },
    { body: { from: 'USDT', to: 'BTC', amount: '0' }, field: 'amount' },
    { body: { from: 'USDT', to: 'BTC', amount: '-1' }, field: 'amount' },
    { body: { from: 'USDT', to: 'BTC', amount: '5000' }, field: 'amount' },
    { body: { from: 'NOPE', to: 'BTC', amount: '1' }, field: 'from' },
    { body: { from: 'USDT', to: 'NOPE', amount: '1' }, field: 'to' },
    { body: { from: 'USDT', to: 'USDT', amount: '1' }, field: 'to' },
  ])('refuses $body with 400 naming $field and stores no quote', async ({ body, field }) => {
    const { browser, uid } = await newTrader(t, `convert-bad-${field}-${body.amount}-${body.from}${body.to}@example.com`.toLowerCase(), [
      ['USDT', '1000'],
    ]);
    expect(await errorOf(await post(browser, M.convertQuote.path, body))).toMatchObject({ status: 400, field });
    expect(await db().select().from(moneyQuotes).where(eq(moneyQuotes.uid, uid))).toEqual([]);
  });

  it('refuses execution when the balance went short after the quote, with nothing written', async () => {
    const { browser, uid } = await newTrader(t, 'convert-short@example.com', [['USDT', '100']]);
    const quote = await quoteOf(await post(browser, M.convertQuote.path, { from: 'USDT', to: 'BTC', amount: '100' }));
    await db().update(balances).set({ available: '50' }).where(eq(balances.uid, uid));
    const refused = await errorOf(await post(browser, M.convertExecute.path, { quote_id: quote.id, request_id: 'short-req-1' }));
    expect(refused).toMatchObject({ status: 400, field: 'amount' });
    expect(await movementsOf(uid)).toEqual([]);
  });
});

describe('buying crypto (issue 13 "a confirmed purchase credits the crypto through the ledger")', () => {
  it('credits the quoted crypto once through the sandbox, within the KYC limit', async () => {
    const { browser, uid } = await newTrader(t, 'buy-card@example.com');
    const quoteBody = { method: 'card', fiat: 'EUR', crypto: 'BTC', amount: '100' };
    // Level 0 cannot buy (the limit is 0).
    expect(await errorOf(await post(browser, M.buyQuote.path, quoteBody))).toMatchObject({ status: 400, field: 'amount' });
    await db().update(users).set({ verified: 2 }).where(eq(users.uid, uid));
    const quote = await quoteOf(await post(browser, M.buyQuote.path, quoteBody));
    expect(quote).toMatchObject({ kind: 'buy', method: 'card', pay_currency: 'EUR', pay_amount: '100', fee: '1.5' });
    const body = { quote_id: quote.id, request_id: 'buy-req-1' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await post(browser, M.buyConfirm.path, body);
      expect(res.status).toBe(200);
      expect(envelope(buyConfirmResultSchema).parse(await res.json()).data).toMatchObject({
        provider: 'sandbox',
        payment_ref: `sandbox-card-${quote.id}`,
      });
    }
    expect(await balanceOf(db(), uid)).toEqual({ BTC: [quote.get_amount, '0'] });
    expect(await movementsOf(uid)).toHaveLength(1);
  });

  it('refuses a purchase over the daily limit, an unknown fiat and an unknown crypto with 400 naming the field', async () => {
    const { browser, uid } = await newTrader(t, 'buy-limit@example.com');
    await db().update(users).set({ verified: 5 }).where(eq(users.uid, uid));
    const base = { method: 'bank', fiat: 'EUR', crypto: 'BTC', amount: '1000' };
    expect(await errorOf(await post(browser, M.buyQuote.path, base))).toMatchObject({ status: 400, field: 'amount' });
    expect(await errorOf(await post(browser, M.buyQuote.path, { ...base, amount: '100', fiat: 'XXX' }))).toMatchObject({ field: 'fiat' });
    expect(await errorOf(await post(browser, M.buyQuote.path, { ...base, amount: '100', crypto: 'NOPE' }))).toMatchObject({
      field: 'crypto',
    });
    expect(await errorOf(await post(browser, M.buyQuote.path, { ...base, amount: '100', method: 'cash' }))).toMatchObject({
      field: 'method',
    });
    expect(await balanceOf(db(), uid)).toEqual({});
  });
});
