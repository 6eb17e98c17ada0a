import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  ERROR_CODES,
  TRANSFER_ACCOUNTS_PATH,
  TRANSFER_ERROR_CODES,
  TRANSFER_PATH,
  SUB_TRANSFER_ERROR_CODES,
  SUB_TRANSFER_PARTIES_PATH,
  SUB_TRANSFER_PATH,
  envelope,
  subTransferPartiesSchema,
  transferAccountsSchema,
  transferResultSchema,
} from '@ex/contracts';
import { accountTransfers, eq, positions, subAccounts, users } from '@ex/db';
import { decimal } from '@ex/domain';
import { Browser, startTestApi, type TestApi } from './test/harness';
import { PASSWORD } from './test/kyc-helpers';
import { applyMovements } from './services/wallet/movements';

let api: TestApi;
let app: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  app = api.createApp();
});
afterAll(async () => {
  await api?.close();
});

async function fundedUser(email: string, usdt: string): Promise<{ browser: Browser; uid: number }> {
  const browser = new Browser({ app });
  const res = await browser.postJson(ENDPOINTS.signup.path, { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const [row] = await api.handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  const uid = row?.uid ?? 0;
  await api.handle.db.transaction((tx) =>
    applyMovements(tx, [{ uid, currency: 'USDT', available: decimal(usdt), kind: 'deposit', ref: `test:${email}` }], api.clock.now()),
  );
  return { browser, uid };
}

const transfer = (b: Browser, body: Record<string, unknown>) => b.postJson(TRANSFER_PATH, body, b.csrfHeaders());
const body = (from: string, to: string, amount: string, request_id: string) => ({ from, to, currency: 'USDT', amount, request_id });

/** The USDT available in each account, as the user's own GET shows it. */
async function usdtByAccount(b: Browser): Promise<Record<string, string>> {
  const { accounts } = envelope(transferAccountsSchema).parse(await (await b.get(TRANSFER_ACCOUNTS_PATH)).json()).data;
  return Object.fromEntries(accounts.map((a) => [a.account, a.balances.find((x) => x.currency === 'USDT')?.available ?? '0']));
}

describe('funds_transfer (issue 17: "moves funds between the user\'s own accounts … as one ledger transaction, idempotent")', () => {
  it('moves funds spot → futures → earn, and a retry with the same request id moves nothing again', async () => {
    const { browser } = await fundedUser('transfer-a@example.test', '100');
    const first = await transfer(browser, body('spot', 'futures', '40', 'req-a-00000001'));
    expect(first.status).toBe(200);
    const { transfer: made } = envelope(transferResultSchema).parse(await first.json()).data;
    const retry = await transfer(browser, body('spot', 'futures', '40', 'req-a-00000001'));
    expect(envelope(transferResultSchema).parse(await retry.json()).data.transfer.id).toBe(made.id);
    expect(await usdtByAccount(browser)).toEqual({ spot: '60', margin: '0', futures: '40', earn: '0' });
    expect((await transfer(browser, body('futures', 'earn', '15.5', 'req-a-00000002'))).status).toBe(200);
    expect(await usdtByAccount(browser)).toEqual({ spot: '60', margin: '0', futures: '24.5', earn: '15.5' });
    // The same key for another transfer is refused, not replayed.
    const reused = await transfer(browser, body('spot', 'futures', '1', 'req-a-00000001'));
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { code: number }).code).toBe(TRANSFER_ERROR_CODES.requestIdReused);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { browser } = await fundedUser('transfer-b@example.test', '10');
    const cases: [Record<string, unknown>, string][] = [
      [body('spot', 'futures', '10.01', 'req-b-00000001'), 'amount'], // over available
      [body('spot', 'futures', '-1', 'req-b-00000002'), 'amount'],
      [body('spot', 'futures', '1e3', 'req-b-00000003'), 'amount'],
      [body('spot', 'savings', '1', 'req-b-00000004'), 'to'], // unknown account
      [body('spot', 'spot', '1', 'req-b-00000005'), 'to'],
      [{ ...body('spot', 'futures', '1', 'req-b-00000006'), currency: 'NOPE' }, 'currency'],
      [body('futures', 'spot', '1', 'req-b-00000007'), 'amount'], // empty futures account
    ];
    for (const [input, field] of cases) {
      const res = await transfer(browser, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      const error = (await res.json()) as { code: number; field: string };
      expect(error).toMatchObject({ code: ERROR_CODES.invalidInput, field });
    }
    expect(await usdtByAccount(browser)).toEqual({ spot: '10', margin: '0', futures: '0', earn: '0' });
    const rows = await api.handle.db.select().from(accountTransfers).where(eq(accountTransfers.requestId, 'req-b-00000001'));
    expect(rows).toEqual([]);
  });

  it('refuses a transfer out of an account whose open positions use it as margin', async () => {
    const { browser, uid } = await fundedUser('transfer-c@example.test', '50');
    expect((await transfer(browser, body('spot', 'futures', '20', 'req-c-00000001'))).status).toBe(200);
    const now = new Date(api.clock.now());
    await api.handle.db.insert(positions).values({
      uid,
      market: 'futures',
      symbol: 'BTC_USDT',
      side: 1,
      quantity: '0.001',
      entryPrice: '60000',
      leverage: 10,
      margin: '6',
      createdAt: now,
      updatedAt: now,
    });
    const res = await transfer(browser, body('futures', 'spot', '5', 'req-c-00000002'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: number }).code).toBe(TRANSFER_ERROR_CODES.marginInUse);
    const { accounts } = envelope(transferAccountsSchema).parse(await (await browser.get(TRANSFER_ACCOUNTS_PATH)).json()).data;
    expect(accounts.find((a) => a.account === 'futures')?.margin_in_use).toBe(true);
    // Into the account is still fine.
    expect((await transfer(browser, body('spot', 'futures', '5', 'req-c-00000003'))).status).toBe(200);
    expect(await usdtByAccount(browser)).toEqual({ spot: '25', margin: '0', futures: '25', earn: '0' });
  });

  it('never goes negative under 50 concurrent transfers from two sessions', async () => {
    const { browser: one } = await fundedUser('transfer-d@example.test', '100');
    const two = new Browser({ app });
    expect((await two.postJson(ENDPOINTS.login.path, { email: 'transfer-d@example.test', password: PASSWORD })).status).toBe(200);
    // 50 transfers of 3 USDT spot → margin: only 33 fit in 100.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        transfer(i % 2 === 0 ? one : two, body('spot', 'margin', '3', `req-d-${String(i).padStart(8, '0')}`)),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(33);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
    expect(await usdtByAccount(one)).toEqual({ spot: '1', margin: '99', futures: '0', earn: '0' });
  });

  it('needs a session', async () => {
    const res = await new Browser({ app }).postJson(TRANSFER_PATH, body('spot', 'futures', '1', 'req-e-00000001'));
    expect([401, 403]).toContain(res.status);
  });
});

describe('master_transfer (issue 17: "Only the master can move funds out of a sub-account; a managed sub-account follows its own rule")', () => {
  const subTransfer = (b: Browser, body: Record<string, unknown>) => b.postJson(SUB_TRANSFER_PATH, body, b.csrfHeaders());
  const move = (from_uid: number, to_uid: number, amount: string, request_id: string) => ({
    from_uid,
    to_uid,
    currency: 'USDT',
    amount,
    request_id,
  });

  async function subOf(masterUid: number, email: string, type: number) {
    const sub = await fundedUser(email, '100');
    await api.handle.db.update(users).set({ isSub: true }).where(eq(users.uid, sub.uid));
    await api.handle.db.insert(subAccounts).values({ uid: sub.uid, parentUid: masterUid, type, subType: 1 });
    return sub;
  }
  async function usdtOf(b: Browser): Promise<Record<number, string>> {
    const { master, subs } = envelope(subTransferPartiesSchema).parse(await (await b.get(SUB_TRANSFER_PARTIES_PATH)).json()).data;
    return Object.fromEntries([master, ...subs].map((p) => [p.uid, p.balances.find((x) => x.currency === 'USDT')?.available ?? '0']));
  }

  it('lets the master move funds to and from its sub-accounts, and refuses the sub-account itself', async () => {
    const master = await fundedUser('master-a@example.test', '500');
    const normal = await subOf(master.uid, 'master-a-sub1@example.test', 1);
    const managed = await subOf(master.uid, 'master-a-sub4@example.test', 4);
    const stranger = await fundedUser('master-a-stranger@example.test', '50');

    expect((await subTransfer(master.browser, move(master.uid, normal.uid, '120', 'req-m-00000001'))).status).toBe(200);
    expect((await subTransfer(master.browser, move(normal.uid, master.uid, '20', 'req-m-00000002'))).status).toBe(200);
    expect((await subTransfer(master.browser, move(managed.uid, master.uid, '30', 'req-m-00000003'))).status).toBe(200);
    const before = { [master.uid]: '430', [normal.uid]: '200', [managed.uid]: '70' };
    expect(await usdtOf(master.browser)).toEqual(before);

    // The sub-account cannot move its own funds out, nor look at its master's.
    const bySub = await subTransfer(normal.browser, move(normal.uid, master.uid, '10', 'req-m-00000004'));
    expect(bySub.status).toBe(403);
    expect(((await bySub.json()) as { code: number }).code).toBe(SUB_TRANSFER_ERROR_CODES.notMaster);
    expect((await normal.browser.get(SUB_TRANSFER_PARTIES_PATH)).status).toBe(403);
    // Someone else's account is no sub-account of this master.
    const foreign = await subTransfer(master.browser, move(stranger.uid, master.uid, '10', 'req-m-00000005'));
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: number }).code).toBe(SUB_TRANSFER_ERROR_CODES.notOwnSubAccount);
    // A managed sub-account returns funds to its master only.
    const sideways = await subTransfer(master.browser, move(managed.uid, normal.uid, '10', 'req-m-00000006'));
    expect(sideways.status).toBe(403);
    expect(((await sideways.json()) as { code: number }).code).toBe(SUB_TRANSFER_ERROR_CODES.managedSubAccount);
    // More than the sub-account holds, or a bad amount: 400.
    expect((await subTransfer(master.browser, move(normal.uid, master.uid, '200.01', 'req-m-00000007'))).status).toBe(400);
    expect((await subTransfer(master.browser, move(normal.uid, master.uid, '0', 'req-m-00000008'))).status).toBe(400);
    expect(await usdtOf(master.browser)).toEqual(before);
    expect(await usdtByAccount(stranger.browser)).toMatchObject({ spot: '50' });
  });
});
