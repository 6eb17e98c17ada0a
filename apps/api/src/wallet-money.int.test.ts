import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ERROR_CODES, WALLET_ENDPOINTS, apiErrorSchema, envelope } from '@ex/contracts';
import { balanceMovements, eq, gateCodes, users } from '@ex/db';
import { CHAINS, addressProblem, decimal } from '@ex/domain';
import { OPS_AREAS } from './ops/areas';
import { runOps } from './ops/registry';
import { confirmDeposit, recordDeposit } from './services/wallet/deposits';
import { requestWithdrawal } from './services/wallet/withdrawals';
import { balanceOf, newTrader, startLedgerApi, type LedgerTestApi } from './services/ledger/testing';
import { LOGIN_PASSWORD } from './test/security-helpers';
import type { Browser } from './test/harness';

const W = WALLET_ENDPOINTS;
const FUND = 'Fund-pass-9931';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

let t: LedgerTestApi;
beforeAll(async () => {
  t = await startLedgerApi();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.handle.db;
const now = () => t.api.clock.now();

async function ops(...argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runOps(OPS_AREAS, { db: db(), say: (l) => lines.push(l), nowMs: now() }, argv);
  return { code, lines };
}

const postW = (browser: Browser, path: string, body: unknown) => browser.postJson(path, body, browser.csrfHeaders());

async function okData<T>(res: Response, schema: { parse(v: unknown): T }): Promise<T> {
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return schema.parse(json);
}

async function errorOf(res: Response) {
  return { status: res.status, ...apiErrorSchema.parse(await res.json()) };
}

/** A KYC2 user with a fund password and `usdt` available. */
async function withdrawer(email: string, usdt = '100'): Promise<{ browser: Browser; uid: number }> {
  const trader = await newTrader(t, email, [['USDT', usdt]]);
  await db().update(users).set({ verified: 2 }).where(eq(users.uid, trader.uid));
  const res = await trader.browser.postJson(
    ENDPOINTS.fundpassSet.path,
    { login_password: LOGIN_PASSWORD, fundpass: FUND },
    trader.browser.csrfHeaders(),
  );
  expect(res.status).toBe(200);
  return trader;
}

const withdrawBody = (requestId: string, amount: string, extra: Record<string, unknown> = {}) => ({
  request_id: requestId,
  currency: 'USDT',
  chain: 'TRX',
  address: TRON_ADDRESS,
  amount,
  fundpass: FUND,
  ...extra,
});

describe('deposits (issue 13 "credited once; the same transaction hash never credits twice")', () => {
  it('arrives pending, gains confirmations, is credited once, and a replayed hash changes nothing', async () => {
    const { uid } = await newTrader(t, 'dep-replay@example.com');
    const input = { uid, currency: 'USDT', chain: 'TRX', txHash: '0xfeed01', amount: decimal('250') };
    expect(await recordDeposit(db(), input, now())).toMatchObject({ status: 'pending', confirmations: 0, required_confirmations: 20 });
    expect(await balanceOf(db(), uid)).toEqual({});
    expect(await confirmDeposit(db(), { chain: 'TRX', txHash: '0xfeed01', confirmations: 7 }, now())).toMatchObject({
      status: 'pending',
      confirmations: 7,
    });
    expect(await confirmDeposit(db(), { chain: 'TRX', txHash: '0xfeed01', confirmations: 20 }, now())).toMatchObject({
      status: 'credited',
    });
    // Replays: the report again, more confirmations, concurrent confirmations, the operator command.
    await recordDeposit(db(), input, now());
    await Promise.all([1, 2, 3].map(() => confirmDeposit(db(), { chain: 'TRX', txHash: '0xfeed01', confirmations: 40 }, now())));
    expect((await ops('deposit', 'dep-replay@example.com', 'USDT', '250', '--chain', 'TRX', '--tx', '0xfeed01')).code).toBe(0);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['250', '0'] });
    const journal = await db().select().from(balanceMovements).where(eq(balanceMovements.uid, uid));
    expect(journal).toHaveLength(1);
    // The same hash reported with another amount is refused, not credited.
    expect(await ops('deposit', 'dep-replay@example.com', 'USDT', '999', '--chain', 'TRX', '--tx', '0xfeed01')).toMatchObject({ code: 1 });
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['250', '0'] });
  });

  it('the operator command refuses unknown currencies, wrong chains and amounts below the minimum, naming the field', async () => {
    await newTrader(t, 'dep-bad@example.com');
    expect((await ops('deposit', 'dep-bad@example.com', 'NOPE', '1')).lines.join()).toMatch(/currency/);
    expect((await ops('deposit', 'dep-bad@example.com', 'BTC', '1', '--chain', 'TRX')).lines.join()).toMatch(/chain/);
    expect((await ops('deposit', 'dep-bad@example.com', 'USDT', '5', '--chain', 'ETH')).lines.join()).toMatch(/amount.*minimum/);
    expect((await ops('deposit', 'dep-bad@example.com', 'USDT', '1.')).code).toBe(2);
    expect((await ops('deposit', 'dep-bad@example.com', 'USDT', '-1')).code).toBe(2);
  });

  it('deposit addresses are per user and chain, stable, unique and valid for their network', async () => {
    const a = await newTrader(t, 'addr-a@example.com');
    const b = await newTrader(t, 'addr-b@example.com');
    const schema = envelope(W.depositAddress.data);
    const address = async (browser: Browser, currency: string, chain?: string) =>
      (await okData(await browser.get(`${W.depositAddress.path}?currency=${currency}${chain ? `&chain=${chain}` : ''}`), schema)).data;
    const seen = new Set<string>();
    for (const [currency, chain] of [
      ['USDT', 'TRX'],
      ['USDT', 'ETH'],
      ['USDT', 'BSC'],
      ['BTC', 'BTC'],
    ] as const) {
      for (const user of [a, b]) {
        const first = await address(user.browser, currency, chain);
        expect((await address(user.browser, currency, chain)).address).toBe(first.address);
        expect(addressProblem(CHAINS[chain].kind, first.address)).toBeNull();
        seen.add(first.address);
      }
    }
    expect(seen.size).toBe(8);
    expect((await address(a.browser, 'USDT')).chain).toBe('TRX');
    expect(await errorOf(await a.browser.get(`${W.depositAddress.path}?currency=BTC&chain=TRX`))).toMatchObject({
      status: 400,
      field: 'chain',
    });
    expect(await errorOf(await a.browser.get(`${W.depositAddress.path}?currency=FOO`))).toMatchObject({ status: 400, field: 'currency' });
  });

  it('test funds: on the test net once a day, refused elsewhere', async () => {
    const main = await newTrader(t, 'faucet@example.com');
    expect(await errorOf(await postW(main.browser, W.testFunds.path, { request_id: 'faucet-0001' }))).toMatchObject({ status: 403 });
    const { Browser } = await import('./test/harness');
    const testnet = new Browser({ app: t.app }, 'testnet.localhost');
    for (const [name, value] of main.browser.cookies) testnet.cookies.set(name, value);
    const schema = envelope(W.testFunds.data);
    expect((await okData(await postW(testnet, W.testFunds.path, { request_id: 'faucet-0002' }), schema)).data.deposit).toMatchObject({
      status: 'credited',
      amount: '1000',
    });
    expect(await errorOf(await postW(testnet, W.testFunds.path, { request_id: 'faucet-0003' }))).toMatchObject({ status: 429 });
    expect(await balanceOf(db(), main.uid)).toEqual({ USDT: ['1000', '0'] });
  });
});

describe('code deposits (issue 13 "redeemed once, atomically; each refusal its own error")', () => {
  it('two concurrent redemptions credit once; wrong, used and expired codes say so', async () => {
    const created = await ops('gatecode', 'create', 'USDT', '75', '--days', '1');
    expect(created.code).toBe(0);
    const code = created.lines[0]?.split('\t')[0] ?? '';
    const a = await newTrader(t, 'code-a@example.com');
    const b = await newTrader(t, 'code-b@example.com');
    const [ra, rb] = await Promise.all([
      postW(a.browser, W.redeemCode.path, { code, request_id: 'redeem-a-1' }),
      postW(b.browser, W.redeemCode.path, { code: code.toLowerCase(), request_id: 'redeem-b-1' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    const loser = ra.status === 400 ? ra : rb;
    expect(await errorOf(loser)).toMatchObject({ field: 'code', message: 'This code has already been redeemed.' });
    const [ba, bb] = [await balanceOf(db(), a.uid), await balanceOf(db(), b.uid)];
    expect([ba.USDT?.[0], bb.USDT?.[0]].filter(Boolean)).toEqual(['75']);

    expect(await errorOf(await postW(a.browser, W.redeemCode.path, { code: 'GTNOSUCHCODE', request_id: 'redeem-a-2' }))).toMatchObject({
      status: 400,
      field: 'code',
      message: 'This code does not exist. Check it and try again.',
    });
    const expiring = (await ops('gatecode', 'create', 'BTC', '0.1', '--days', '1')).lines[0]?.split('\t')[0] ?? '';
    await db()
      .update(gateCodes)
      .set({ expiresAt: new Date(now() - 1) })
      .where(eq(gateCodes.code, expiring));
    expect(await errorOf(await postW(a.browser, W.redeemCode.path, { code: expiring, request_id: 'redeem-a-3' }))).toMatchObject({
      status: 400,
      message: 'This code has expired.',
    });
  });
});

describe('withdrawals (issue 13: locked at request, completed or rejected by an operator)', () => {
  it('locks at request, a rejection unlocks, an approval takes the locked amount; retries create one', async () => {
    const { browser, uid } = await withdrawer('wd-flow@example.com');
    const schema = envelope(W.withdraw.data);
    const first = (await okData(await postW(browser, W.withdraw.path, withdrawBody('wd-flow-0001', '40')), schema)).data.withdrawal;
    expect(first).toMatchObject({ status: 'pending', amount: '40', fee: '1', receive: '39' });
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['60', '40'] });
    // A retry of the same request (its TOTP or fund password would not be asked again) changes nothing.
    const again = (await okData(await postW(browser, W.withdraw.path, withdrawBody('wd-flow-0001', '40')), schema)).data.withdrawal;
    expect(again.id).toBe(first.id);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['60', '40'] });
    // The same new request sent twice at once creates one withdrawal too.
    const twins = await Promise.all([1, 2].map(() => postW(browser, W.withdraw.path, withdrawBody('wd-flow-twin1', '10'))));
    const ids = await Promise.all(twins.map(async (res) => (await okData(res, schema)).data.withdrawal.id));
    expect(ids[0]).toBe(ids[1]);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['50', '50'] });
    expect((await ops('withdrawal', 'reject', String(ids[0]))).code).toBe(0);

    expect((await ops('withdrawal', 'list')).lines.join('\n')).toContain('wd-flow@example.com');
    expect((await ops('withdrawal', 'reject', String(first.id), '--reason', 'address flagged')).code).toBe(0);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['100', '0'] });
    // Decided once: a second decision is refused and moves nothing.
    expect((await ops('withdrawal', 'approve', String(first.id))).code).toBe(1);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['100', '0'] });

    const second = (await okData(await postW(browser, W.withdraw.path, withdrawBody('wd-flow-0002', '30')), schema)).data.withdrawal;
    expect((await ops('withdrawal', 'approve', String(second.id))).code).toBe(0);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['70', '0'] });
    const list = await okData(await browser.get(W.withdrawals.path), envelope(W.withdrawals.data));
    expect(list.data.list.map((w) => w.status)).toEqual(['completed', 'rejected', 'rejected']);
  });

  it('refuses bad input with a 400 naming the field, and nothing is written', async () => {
    const { browser, uid } = await withdrawer('wd-bad@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [withdrawBody('wd-bad-0001', '10.'), 'amount'],
      [withdrawBody('wd-bad-0002', '0'), 'amount'],
      [withdrawBody('wd-bad-0003', '-5'), 'amount'],
      [withdrawBody('wd-bad-0004', '5'), 'amount'],
      [withdrawBody('wd-bad-0005', '100.01'), 'amount'],
      [withdrawBody('wd-bad-0006', '20', { chain: 'SOL' }), 'chain'],
      [withdrawBody('wd-bad-0007', '20', { chain: 'BTC' }), 'chain'],
      [withdrawBody('wd-bad-0008', '20', { currency: 'FOO' }), 'currency'],
      [withdrawBody('wd-bad-0009', '20', { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }), 'address'],
      [withdrawBody('wd-bad-0010', '20', { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }), 'address'],
      [withdrawBody('wd-bad-0011', '20', { fundpass: 'wrong-pass-1' }), 'fundpass'],
      [withdrawBody('wd-bad', '20'), 'request_id'],
    ];
    for (const [body, field] of cases) {
      expect(await errorOf(await postW(browser, W.withdraw.path, body)), JSON.stringify(body)).toMatchObject({ status: 400, field });
    }
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['100', '0'] });
  });

  it('needs KYC2 and stays within the daily limit; withdraw-only accounts may withdraw but not deposit codes', async () => {
    const low = await newTrader(t, 'wd-kyc0@example.com', [['USDT', '100']]);
    await low.browser.postJson(ENDPOINTS.fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass: FUND }, low.browser.csrfHeaders());
    expect(await errorOf(await postW(low.browser, W.withdraw.path, withdrawBody('wd-kyc-0001', '20')))).toMatchObject({
      status: 403,
      field: 'kyc',
    });

    const rich = await withdrawer('wd-limit@example.com', '150000');
    expect(await errorOf(await postW(rich.browser, W.withdraw.path, withdrawBody('wd-limit-0001', '100000.01')))).toMatchObject({
      status: 400,
      field: 'amount',
    });
    await okData(await postW(rich.browser, W.withdraw.path, withdrawBody('wd-limit-0002', '60000')), envelope(W.withdraw.data));
    expect(await errorOf(await postW(rich.browser, W.withdraw.path, withdrawBody('wd-limit-0003', '40001')))).toMatchObject({
      field: 'amount',
    });

    const frozen = await withdrawer('wd-only@example.com');
    await db().update(users).set({ isWithdrawOnly: true }).where(eq(users.uid, frozen.uid));
    await okData(await postW(frozen.browser, W.withdraw.path, withdrawBody('wd-only-0001', '20')), envelope(W.withdraw.data));
    expect(await errorOf(await postW(frozen.browser, W.redeemCode.path, { code: 'GTANY', request_id: 'wd-only-0002' }))).toMatchObject({
      status: 403,
      code: ERROR_CODES.actionNotAllowed,
    });
  });

  it('50 concurrent withdrawals of a balance that covers 10 never take it below zero', async () => {
    const { uid } = await withdrawer('wd-race@example.com');
    const [user] = await db().select().from(users).where(eq(users.uid, uid));
    if (!user) throw new Error('no user');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        requestWithdrawal(
          db(),
          user,
          withdrawBody(`wd-race-${String(i).padStart(4, '0')}`, '10') as never,
          decimal('1'),
          async () => {},
          now(),
        ).then(
          () => 'ok',
          (error: unknown) => (error instanceof Error && /available/.test(error.message) ? 'refused' : Promise.reject(error)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(await balanceOf(db(), uid)).toEqual({ USDT: ['0', '100'] });
  });
});

describe('assets overview and history', () => {
  it('lists every wallet currency with available, locked, total and USD value, and the deposit and withdrawal history', async () => {
    const { browser } = await withdrawer('assets@example.com', '0');
    await ops('deposit', 'assets@example.com', 'USDT', '100', '--tx', '0xassets1');
    await ops('deposit', 'assets@example.com', 'BTC', '0.5', '--tx', '0xassets2');
    await okData(await postW(browser, W.withdraw.path, withdrawBody('assets-0001', '30')), envelope(W.withdraw.data));
    const assets = (await okData(await browser.get(W.assets.path), envelope(W.assets.data))).data.list;
    expect(assets.find((a) => a.currency === 'USDT')).toMatchObject({ available: '70', locked: '30', total: '100', usd_value: '100.00' });
    expect(Number(assets.find((a) => a.currency === 'BTC')?.usd_value)).toBeGreaterThan(1000);
    expect(assets.map((a) => a.currency)).toEqual(expect.arrayContaining(['USDT', 'USDC', 'BTC', 'ETH', 'BNB', 'TRX']));
    expect(assets[0]?.currency).toBe('BTC');
    // §7 total_funds: the same balances at the same current prices (the market's BTC_USDT last price).
    const funds = (await okData(await browser.get(ENDPOINTS.totalFunds.path), envelope(ENDPOINTS.totalFunds.data))).data;
    const assetsUsd = assets.reduce((sum, a) => sum + Number(a.usd_value), 0);
    expect(Math.abs(Number(funds.total_usd) - assetsUsd)).toBeLessThan(0.02);
    expect(Number(funds.total_btc)).toBeGreaterThan(0.5);
    const history = (await okData(await browser.get(W.history.path), envelope(W.history.data))).data.list;
    expect(history.map((h) => [h.kind, h.currency, h.available])).toEqual([
      ['withdrawal', 'USDT', '-30'],
      ['deposit', 'BTC', '0.5'],
      ['deposit', 'USDT', '100'],
    ]);
  });
});
