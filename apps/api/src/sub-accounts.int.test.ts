import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, SUB_ACCOUNT_INFO_DEFAULT } from '@ex/contracts';
import { DEMO_PASSWORD, eq, subAccounts, users } from '@ex/db';
import { Browser, parseEnvelope, type TestApi } from './test/harness';
import { signIn, startSecurityApi } from './test/security-helpers';

const { subUserType, subAccountInfo } = ENDPOINTS;
const NOT_FOUND = { code: 40400, message: 'Sub-account not found', data: null };

let api: TestApi;
let traderUid = 0;
let subUid = 0;
beforeAll(async () => {
  api = await startSecurityApi({ seed: true });
  const uidOf = async (email: string) =>
    (await api.handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, email)))[0]?.uid ?? 0;
  traderUid = await uidOf('trader@demo.test');
  subUid = await uidOf('sub@demo.test');
});
afterAll(async () => {
  await api?.close();
});

async function info(browser: Browser, uid: number | string) {
  const res = await browser.get(`${subAccountInfo.path}?sub_uid=${uid}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('get_sub_user_type', () => {
  it('flags the sub-account with its recorded type, and a normal account with the defaults', async () => {
    const sub = await signIn(api, 'sub@demo.test', DEMO_PASSWORD);
    expect(parseEnvelope('subUserType', await (await sub.get(subUserType.path)).json()).data).toEqual({
      is_sub: true,
      type: 1,
      sub_type: 1,
    });
    const trader = await signIn(api, 'trader@demo.test', DEMO_PASSWORD);
    expect(parseEnvelope('subUserType', await (await trader.get(subUserType.path)).json()).data).toEqual({
      is_sub: false,
      ...SUB_ACCOUNT_INFO_DEFAULT,
    });
    expect((await new Browser(api).get(subUserType.path)).status).toBe(401);
  });

  it('reports a managed sub-account kind', async () => {
    await api.handle.db.update(subAccounts).set({ type: 4, subType: 7 }).where(eq(subAccounts.uid, subUid));
    const sub = await signIn(api, 'sub@demo.test', DEMO_PASSWORD);
    expect(parseEnvelope('subUserType', await (await sub.get(subUserType.path)).json()).data).toEqual({
      is_sub: true,
      type: 4,
      sub_type: 7,
    });
    await api.handle.db.update(subAccounts).set({ type: 1, subType: 1 }).where(eq(subAccounts.uid, subUid));
  });
});

describe('sub-account info', () => {
  it('the parent gets its own sub-account', async () => {
    const trader = await signIn(api, 'trader@demo.test', DEMO_PASSWORD);
    const { status, body } = await info(trader, subUid);
    expect(status).toBe(200);
    expect(parseEnvelope('subAccountInfo', body)).toEqual({ code: 0, message: 'success', data: { type: 1, sub_type: 1 } });
  });

  it('any other uid is the same HTTP 200 with code 40400 and null data (parses with the contract)', async () => {
    const trader = await signIn(api, 'trader@demo.test', DEMO_PASSWORD);
    const sub = await signIn(api, 'sub@demo.test', DEMO_PASSWORD);
    const pro = await signIn(api, 'pro@demo.test', DEMO_PASSWORD);
    for (const [browser, uid] of [
      [trader, traderUid],
      [trader, 99_999_999],
      [sub, subUid],
      [pro, subUid],
    ] as const) {
      const { status, body } = await info(browser, uid);
      expect(status).toBe(200);
      expect(body).toEqual(NOT_FOUND);
      expect(parseEnvelope('subAccountInfo', body).data).toBeNull();
    }
  });

  it('a malformed sub_uid is a 400; no session is a 401', async () => {
    const trader = await signIn(api, 'trader@demo.test', DEMO_PASSWORD);
    expect((await info(trader, 'abc')).status).toBe(400);
    expect((await trader.get(subAccountInfo.path)).status).toBe(400);
    expect((await info(new Browser(api), subUid)).status).toBe(401);
  });
});
