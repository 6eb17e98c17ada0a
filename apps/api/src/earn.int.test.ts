import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARN_ERROR_CODES,
  EARN_POSITIONS_PATH,
  EARN_PRODUCTS_PATH,
  EARN_REDEEM_PATH,
  EARN_SUBSCRIBE_PATH,
  ENDPOINTS,
  ERROR_CODES,
  OPERATOR_EARN_ACCRUE_PATH,
  OPERATOR_EARN_PRODUCTS_PATH,
  OPERATOR_OPS_PATH,
  earnPositionResultSchema,
  earnPositionsSchema,
  earnProductListSchema,
  envelope,
} from '@ex/contracts';
import { balances, earnInterest, eq, users } from '@ex/db';
import { decimal } from '@ex/domain';
import { resolveSiteHosts } from '@ex/sites';
import { Browser, T0, startTestApi, type TestApi } from './test/harness';
import { OPERATOR_TOKEN, PASSWORD } from './test/kyc-helpers';
import { accrueInterest } from './services/earn/positions';
import { applyMovements } from './services/wallet/movements';

const DAY = 86_400_000;
const HOSTS = resolveSiteHosts({});
let api: TestApi;
let app: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  app = api.createApp({ operatorToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await api?.close();
});

async function fundedUser(email: string, funds: Record<string, string>): Promise<{ browser: Browser; uid: number }> {
  const browser = new Browser({ app });
  const res = await browser.postJson(ENDPOINTS.signup.path, { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const [row] = await api.handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  const uid = row?.uid ?? 0;
  for (const [currency, amount] of Object.entries(funds)) {
    await api.handle.db.transaction((tx) =>
      applyMovements(tx, [{ uid, currency, available: decimal(amount), kind: 'deposit', ref: `test:${currency}` }], api.clock.now()),
    );
  }
  return { browser, uid };
}

async function available(uid: number, currency: string): Promise<string> {
  const rows = await api.handle.db.select().from(balances).where(eq(balances.uid, uid));
  return String(Number(rows.find((r) => r.currency === currency)?.available ?? '0'));
}

const subscribeBody = (product_id: string, amount: string, request_id: string) => ({ product_id, amount, request_id });
const subscribe = (b: Browser, body: unknown) => b.postJson(EARN_SUBSCRIBE_PATH, body, b.csrfHeaders());
const redeem = (b: Browser, position_id: number) => b.postJson(EARN_REDEEM_PATH, { position_id }, b.csrfHeaders());
const positionOf = async (res: Response) => envelope(earnPositionResultSchema).parse(await res.json()).data.position;
const positionsOf = async (b: Browser) => envelope(earnPositionsSchema).parse(await (await b.get(EARN_POSITIONS_PATH)).json()).data;

async function ops(argv: string[]) {
  const res = await app.request(OPERATOR_OPS_PATH, {
    method: 'POST',
    body: JSON.stringify({ argv }),
    headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  return (await res.json()) as { exitCode: number; lines: string[] };
}

describe('simple earn (issue 14 "/simple-earn: subscribe and redeem; APR tiers; daily interest accrual with a visible history")', () => {
  it('lists the seeded catalogue to visitors, with tiers and limits', async () => {
    const res = await new Browser({ app }).get(EARN_PRODUCTS_PATH);
    expect(res.status).toBe(200);
    const { list } = envelope(earnProductListSchema).parse(await res.json()).data;
    expect(list.map((p) => p.id)).toEqual(
      expect.arrayContaining(['usdt-flexible', 'usdc-flexible', 'btc-flexible', 'eth-flexible', 'usdt-fixed-30']),
    );
    expect(list.find((p) => p.id === 'usdt-flexible')).toMatchObject({
      currency: 'USDT',
      type: 'flexible',
      term_days: null,
      tiers: [
        { from: '0', apr: '8' },
        { from: '500', apr: '2.5' },
      ],
      min_amount: '1',
      status: 'active',
    });
  });

  it('subscribes, accrues a day of tiered interest into the history, and redeems the principal', async () => {
    const { browser, uid } = await fundedUser('saver@example.com', { USDT: '1500' });
    const res = await subscribe(browser, subscribeBody('usdt-flexible', '1000', 'req-saver-0001'));
    expect(res.status).toBe(200);
    const position = await positionOf(res);
    expect(position).toMatchObject({ principal: '1000', status: 'active', apr: '5.25', redeemable: true });
    expect(await available(uid, 'USDT')).toBe('500');

    // A retried request (same request id) does not subscribe or debit again.
    const retry = await positionOf(await subscribe(browser, subscribeBody('usdt-flexible', '1000', 'req-saver-0001')));
    expect(retry.id).toBe(position.id);
    expect(await available(uid, 'USDT')).toBe('500');

    // Day 1 is due 24 h after subscribing: 8% on 500 + 2.5% on 500 = 52.5 a year, / 365 (2026).
    expect(await accrueInterest(api.handle.db, T0 + DAY - 1)).toMatchObject({ days: 0 });
    expect(await accrueInterest(api.handle.db, T0 + DAY)).toMatchObject({ days: 1, positions: 1 });
    expect(await available(uid, 'USDT')).toBe('500.14383561');
    const { positions, interest } = await positionsOf(browser);
    expect(positions[0]).toMatchObject({ id: position.id, accrued_days: 1, interest_total: '0.14383561' });
    expect(interest).toEqual([
      expect.objectContaining({ position_id: position.id, product_id: 'usdt-flexible', day: 1, amount: '0.14383561', apr: '5.25' }),
    ]);

    // Redeemed at any time (here: the session's clock, before day 2 is due): the principal comes back.
    const redeemed = await positionOf(await redeem(browser, position.id));
    expect(redeemed).toMatchObject({ status: 'redeemed', redeemable: false, accrued_days: 1 });
    expect(await available(uid, 'USDT')).toBe('1500.14383561');
  });

  it('refuses bad input with a reason and writes nothing', async () => {
    const { browser, uid } = await fundedUser('careful@example.com', { USDT: '50' });
    const cases: [unknown, number, number | undefined][] = [
      [subscribeBody('usdt-flexible', '1.', 'req-bad-0001'), 400, ERROR_CODES.invalidInput],
      [subscribeBody('usdt-flexible', '0.5', 'req-bad-0002'), 400, ERROR_CODES.invalidInput],
      [subscribeBody('usdt-flexible', '60', 'req-bad-0003'), 409, EARN_ERROR_CODES.insufficientBalance],
      [subscribeBody('usdt-fixed-90', '50', 'req-bad-0004'), 400, ERROR_CODES.invalidInput],
      [subscribeBody('nope', '5', 'req-bad-0005'), 404, ERROR_CODES.notFound],
      [subscribeBody('usdt-flexible', '5', 'x'), 400, ERROR_CODES.invalidInput],
    ];
    for (const [body, status, code] of cases) {
      const res = await subscribe(browser, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as { code: number; message: string };
      expect(json.code).toBe(code);
      expect(json.message.length).toBeGreaterThan(5);
    }
    expect(await available(uid, 'USDT')).toBe('50');
    expect((await positionsOf(browser)).positions).toEqual([]);
  });

  it('pays a redemption once when two arrive at the same time', async () => {
    const { browser, uid } = await fundedUser('racer@example.com', { USDC: '300' });
    const position = await positionOf(await subscribe(browser, subscribeBody('usdc-flexible', '300', 'req-race-0001')));
    const results = await Promise.all([redeem(browser, position.id), redeem(browser, position.id), redeem(browser, position.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await available(uid, 'USDC')).toBe('300');
  });

  it('pays each interest day once when the accrual runs twice, also at once', async () => {
    const { browser, uid } = await fundedUser('twice@example.com', { ETH: '2' });
    const start = api.clock.now();
    const position = await positionOf(await subscribe(browser, subscribeBody('eth-flexible', '2', 'req-twice-0001')));
    const at = start + 3 * DAY;
    await Promise.all([accrueInterest(api.handle.db, at), accrueInterest(api.handle.db, at)]);
    await accrueInterest(api.handle.db, at);
    const rows = await api.handle.db.select().from(earnInterest).where(eq(earnInterest.positionId, position.id));
    expect(rows.map((r) => r.day).sort()).toEqual([1, 2, 3]);
    // 2 ETH × 2.1% / 365 = 0.00011506 a day.
    expect(await available(uid, 'ETH')).toBe('0.00034518');
  });

  it('locks a fixed term until maturity, then pays principal and interest', async () => {
    const { browser, uid } = await fundedUser('fixed@example.com', { USDT: '1000' });
    const start = api.clock.now();
    const position = await positionOf(await subscribe(browser, subscribeBody('usdt-fixed-7', '730', 'req-fixed-0001')));
    expect(position).toMatchObject({ matures_at: Math.floor((start + 7 * DAY) / 1000), redeemable: false });
    const early = await redeem(browser, position.id);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: number }).code).toBe(EARN_ERROR_CODES.positionLocked);
    // Interest accrues daily in the history but stays with the position until maturity.
    await accrueInterest(api.handle.db, start + 3 * DAY);
    expect(await available(uid, 'USDT')).toBe('270');
    // 730 × 5% / 365 = 0.1 a day; 7 days.
    expect(await ops(['earn', 'accrue', '--now', new Date(start + 7 * DAY).toISOString()])).toMatchObject({ exitCode: 0 });
    expect(await available(uid, 'USDT')).toBe('1000.7');
    const { positions, interest } = await positionsOf(browser);
    expect(positions.find((p) => p.id === position.id)).toMatchObject({ status: 'matured', interest_total: '0.7' });
    expect(interest.filter((i) => i.position_id === position.id)).toHaveLength(7);
  });

  it('lets operators edit the catalogue without a deploy: set, pause, resume', async () => {
    expect(
      await ops([
        'product',
        'set',
        'doge-flexible',
        '--currency',
        'DOGE',
        '--type',
        'flexible',
        '--tiers',
        '0:3,1000:1',
        '--min',
        '10',
        '--max',
        '100000',
        '--cap',
        '5000000',
      ]),
    ).toMatchObject({ exitCode: 0 });
    expect(await ops(['product', 'set', 'doge-flexible', '--tiers', '5:3'])).toMatchObject({ exitCode: 1 });
    expect((await ops(['product', 'list'])).lines.join('\n')).toContain('doge-flexible\tDOGE\tflexible\tAPR 0:3%,1000:1%');
    expect(await ops(['product', 'pause', 'usdt-flexible'])).toMatchObject({ exitCode: 0 });
    const { browser } = await fundedUser('paused@example.com', { USDT: '10' });
    const res = await subscribe(browser, subscribeBody('usdt-flexible', '5', 'req-paused-01'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/paused/);
    expect(await ops(['product', 'resume', 'usdt-flexible'])).toMatchObject({ exitCode: 0 });
    expect((await subscribe(browser, subscribeBody('usdt-flexible', '5', 'req-paused-02'))).status).toBe(200);

    // The JSON endpoints behind OPERATOR_TOKEN.
    const headers = { host: 'localhost', 'content-type': 'application/json' };
    expect((await app.request(OPERATOR_EARN_PRODUCTS_PATH, { headers })).status).toBe(401);
    const set = await app.request(OPERATOR_EARN_PRODUCTS_PATH, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: JSON.stringify({ id: 'doge-flexible', cap: '6000000' }),
    });
    expect(set.status).toBe(200);
    const accrue = await app.request(OPERATOR_EARN_ACCRUE_PATH, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: JSON.stringify({}),
    });
    expect(accrue.status).toBe(200);
  });

  it('is refused with 403 on a sub-site that does not offer earn, but redeeming stays possible', async () => {
    const { browser } = await fundedUser('us@example.com', { USDT: '100' });
    const position = await positionOf(await subscribe(browser, subscribeBody('usdt-flexible', '20', 'req-site-0001')));
    const us = new Browser({ app }, HOSTS.us);
    for (const [k, v] of browser.cookies) us.cookies.set(k, v);
    expect((await us.get(EARN_PRODUCTS_PATH)).status).toBe(403);
    const refused = await subscribe(us, subscribeBody('usdt-flexible', '20', 'req-site-0002'));
    expect(refused.status).toBe(403);
    expect((await redeem(us, position.id)).status).toBe(200);
  });
});
