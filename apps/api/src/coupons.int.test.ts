import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPONS_PATH,
  COUPON_CLAIM_PATH,
  COUPON_USE_PATH,
  ENDPOINTS,
  OPERATOR_COUPON_ISSUE_PATH,
  OPERATOR_COUPON_REVOKE_PATH,
  OPERATOR_OPS_PATH,
  couponListSchema,
  envelope,
} from '@ex/contracts';
import { and, assets, balanceMovements, balances, eq, fills, orders, users } from '@ex/db';
import { Browser, T0, startTestApi, type TestApi } from './test/harness';
import { OPERATOR_TOKEN, PASSWORD } from './test/kyc-helpers';

let api: TestApi;
let app: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  app = api.createApp({ operatorToken: OPERATOR_TOKEN });
  await api.handle.db.insert(assets).values([
    { symbol: 'USDT', name: 'Tether', usdPrice: '1' },
    { symbol: 'BTC', name: 'Bitcoin', usdPrice: '97250.12' },
  ]);
});
afterAll(async () => {
  await api?.close();
});

const DAY = 86_400_000;

async function signUp(email: string): Promise<{ browser: Browser; uid: number }> {
  const browser = new Browser({ app });
  const res = await browser.postJson(ENDPOINTS.signup.path, { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const [row] = await api.handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  return { browser, uid: row?.uid ?? 0 };
}

async function ops(argv: string[]) {
  const res = await app.request(OPERATOR_OPS_PATH, {
    method: 'POST',
    body: JSON.stringify({ argv }),
    headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  return (await res.json()) as { exitCode: number; lines: string[] };
}

/** Issues through the ops command; returns the new coupon's id (first column of its line). */
async function issue(args: string[]): Promise<string> {
  const out = await ops(['coupon', 'issue', ...args]);
  if (out.exitCode !== 0) throw new Error(out.lines.join('\n'));
  return out.lines[0]?.split('\t')[0] ?? '';
}

const post = (b: Browser, path: string, id: string) => b.postJson(path, { id }, b.csrfHeaders());

async function available(uid: number, currency: string): Promise<string> {
  const [row] = await api.handle.db
    .select()
    .from(balances)
    .where(and(eq(balances.uid, uid), eq(balances.currency, currency)));
  return row?.available ?? '0';
}

describe('the coupon centre: issue, claim, use once', () => {
  it('credits a claimed trading-fee rebate exactly once, even under 8 concurrent uses', async () => {
    const ada = await signUp('ada@example.com');
    const id = await issue(['ada@example.com', '--type', 'trading_fee_rebate', '--amount', '12.5', '--currency', 'USDT', '--days', '14']);
    expect(id).toMatch(/^cpn_[0-9a-f]{24}$/);

    const listed = envelope(couponListSchema).parse(await (await ada.browser.get(COUPONS_PATH)).json()).data;
    expect(listed.list).toEqual([
      expect.objectContaining({
        id,
        type: 'trading_fee_rebate',
        amount: '12.5',
        currency: 'USDT',
        status: 'issued',
        expires_at: (T0 + 14 * DAY) / 1000,
      }),
    ]);

    // Using before claiming is refused.
    const early = await post(ada.browser, COUPON_USE_PATH, id);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: 'Claim this coupon before using it' });

    expect((await post(ada.browser, COUPON_CLAIM_PATH, id)).status).toBe(200);
    const twice = await post(ada.browser, COUPON_CLAIM_PATH, id);
    expect(await twice.json()).toMatchObject({ message: 'You have already claimed this coupon' });

    const results = await Promise.all(Array.from({ length: 8 }, () => post(ada.browser, COUPON_USE_PATH, id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await available(ada.uid, 'USDT')).toBe('12.5');
    const journal = await api.handle.db.select().from(balanceMovements).where(eq(balanceMovements.uid, ada.uid));
    expect(journal.map((m) => [m.kind, m.ref, m.currency, m.availableDelta])).toEqual([['coupon', id, 'USDT', '12.5']]);

    const again = await post(ada.browser, COUPON_USE_PATH, id);
    expect(await again.json()).toMatchObject({ message: 'This coupon has already been used' });
    const after = envelope(couponListSchema).parse(await (await ada.browser.get(COUPONS_PATH)).json()).data;
    expect(after.list[0]).toMatchObject({ status: 'used', used_at: T0 / 1000 });
  });

  it('refuses expired, foreign and revoked coupons, and checks the trade-volume condition', async () => {
    const bob = await signUp('bob@example.com');
    const eve = await signUp('eve@example.com');
    const expiring = await issue(['bob@example.com', '--type', 'position_voucher', '--amount', '20', '--days', '1']);
    const conditional = await issue(['bob@example.com', '--type', 'position_voucher', '--amount', '5', '--min-volume', '1000']);
    const revoked = await issue(['bob@example.com', '--type', 'trading_fee_rebate', '--amount', '1']);

    // Foreign: another account's coupon is "not in your account", and nothing happens to it.
    const foreign = await post(eve.browser, COUPON_CLAIM_PATH, conditional);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ message: 'This coupon is not in your account' });

    expect((await post(bob.browser, COUPON_CLAIM_PATH, conditional)).status).toBe(200);
    const low = await post(bob.browser, COUPON_USE_PATH, conditional);
    expect(low.status).toBe(409);
    expect(await low.json()).toMatchObject({ message: 'Trade at least 1000 USDT within 30 days to use this coupon (so far: 0 USDT)' });

    // 0.02 BTC at 50 000 = 1 000 USDT of volume in the window: now it can be used.
    const [order] = await api.handle.db
      .insert(orders)
      .values({
        uid: bob.uid,
        clientOrderId: 'c1',
        market: 'spot',
        symbol: 'BTC_USDT',
        side: 1,
        type: 1,
        quantity: '0.02',
        status: 'filled',
        createdAt: new Date(T0),
        updatedAt: new Date(T0),
      })
      .returning({ id: orders.id });
    await api.handle.db.insert(fills).values({
      orderId: order?.id ?? 0,
      uid: bob.uid,
      symbol: 'BTC_USDT',
      market: 'spot',
      side: 1,
      price: '50000',
      quantity: '0.02',
      fee: '0',
      feeCurrency: 'USDT',
      createdAt: new Date(T0 - DAY),
    });
    expect((await post(bob.browser, COUPON_USE_PATH, conditional)).status).toBe(200);
    expect(await available(bob.uid, 'USDT')).toBe('5');

    expect((await ops(['coupon', 'revoke', revoked])).exitCode).toBe(0);
    expect(await (await post(bob.browser, COUPON_CLAIM_PATH, revoked)).json()).toMatchObject({
      message: 'This coupon was withdrawn by the exchange',
    });
    expect((await ops(['coupon', 'revoke', conditional])).lines).toEqual(['revoke refused: The coupon is already used']);

    api.clock.advance(DAY);
    // A day later the session has expired too: log in again.
    const again = new Browser({ app });
    expect((await again.postJson(ENDPOINTS.login.path, { email: 'bob@example.com', password: PASSWORD })).status).toBe(200);
    const late = await post(again, COUPON_CLAIM_PATH, expiring);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: `This coupon expired on ${new Date(T0 + DAY).toISOString().slice(0, 10)}` });
    const listed = await ops(['coupon', 'list', 'bob@example.com']);
    const statusOf = new Map(listed.lines.map((l) => [l.split('\t')[0], l.split('\t')[5]]));
    expect([statusOf.get(revoked), statusOf.get(conditional), statusOf.get(expiring)]).toEqual(['revoked', 'used', 'expired']);
    expect(await available(bob.uid, 'USDT')).toBe('5');
  });

  it('activates an interest boost without crediting money, and validates what operators issue', async () => {
    const cy = await signUp('cy@example.com');
    const boost = await issue(['cy@example.com', '--type', 'interest_boost', '--boost-rate', '2.5', '--boost-days', '7']);
    await post(cy.browser, COUPON_CLAIM_PATH, boost);
    const used = await post(cy.browser, COUPON_USE_PATH, boost);
    expect(await used.json()).toMatchObject({ data: { coupon: { status: 'used', boost_rate: '2.5', boost_days: 7, amount: '0' } } });
    expect(await api.handle.db.select().from(balanceMovements).where(eq(balanceMovements.uid, cy.uid))).toHaveLength(0);

    expect(await ops(['coupon', 'issue', 'cy@example.com', '--type', 'interest_boost', '--amount', '5'])).toMatchObject({ exitCode: 2 });
    expect(await ops(['coupon', 'issue', 'cy@example.com', '--type', 'trading_fee_rebate'])).toMatchObject({ exitCode: 2 });
    expect(
      await ops(['coupon', 'issue', 'cy@example.com', '--type', 'trading_fee_rebate', '--amount', '1', '--currency', 'NOPE']),
    ).toMatchObject({
      exitCode: 1,
      lines: ['issue refused: NOPE is not a listed asset'],
    });
    expect(await ops(['coupon', 'issue', 'nobody@example.com', '--type', 'trading_fee_rebate', '--amount', '1'])).toMatchObject({
      exitCode: 1,
      lines: ['issue refused: No account with this e-mail'],
    });
  });

  it('issues and revokes through the operator JSON endpoints, behind the token', async () => {
    await signUp('dee@example.com');
    const call = (path: string, body: unknown, token = OPERATOR_TOKEN) =>
      app.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    const body = { email: 'dee@example.com', type: 'position_voucher', amount: '30', currency: 'usdt', days: 10, min_trade_volume: '500' };
    expect((await call(OPERATOR_COUPON_ISSUE_PATH, body, 'not-the-operator-token-at-all')).status).toBe(401);
    expect((await call(OPERATOR_COUPON_ISSUE_PATH, { ...body, amount: '0' })).status).toBe(400);
    const issued = (await (await call(OPERATOR_COUPON_ISSUE_PATH, body)).json()) as {
      data: { coupon: { id: string; currency: string; status: string } };
    };
    expect(issued.data.coupon).toMatchObject({ currency: 'USDT', status: 'issued' });
    const revoked = (await (await call(OPERATOR_COUPON_REVOKE_PATH, { id: issued.data.coupon.id })).json()) as {
      data: { coupon: { status: string } };
    };
    expect(revoked.data.coupon.status).toBe('revoked');
    expect((await call(OPERATOR_COUPON_REVOKE_PATH, { id: issued.data.coupon.id })).status).toBe(409);
  });

  it('refuses coupons to a withdraw-only account (the allowed-actions rule)', async () => {
    const wo = await signUp('frozen@example.com');
    const id = await issue(['frozen@example.com', '--type', 'trading_fee_rebate', '--amount', '3']);
    await api.handle.db.update(users).set({ isWithdrawOnly: true }).where(eq(users.uid, wo.uid));
    const res = await post(wo.browser, COUPON_CLAIM_PATH, id);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/withdraw-only/) });
  });
});
