import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, responseSchema } from '@ex/contracts';
import {
  DEMO_MARKET_EVENTS,
  DEMO_PASSWORD,
  assets,
  balances,
  count,
  demoUsers,
  eq,
  fiatRates,
  marketEvents,
  seedDemo,
  siteStats,
  stories,
  subAccounts,
  users,
  type Database,
} from '@ex/db';
import { SITE_KEYS } from '@ex/sites';
import { hashPassword } from './services/password';
import { Browser, T0, startTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: true });
});
afterAll(async () => {
  await api?.close();
});

async function counts(db: Database) {
  const n = async (table: typeof users | typeof balances | typeof assets | typeof fiatRates | typeof siteStats | typeof stories) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await n(users),
    balances: await n(balances),
    assets: await n(assets),
    fiatRates: await n(fiatRates),
    siteStats: await n(siteStats),
    stories: await n(stories),
  };
}

describe('demo seed', () => {
  it('is idempotent: a second run leaves the same counts and creates nobody', async () => {
    const before = await counts(api.handle.db);
    expect(before).toMatchObject({ users: 11, assets: 30, siteStats: SITE_KEYS.length, stories: 6 });
    expect(before.fiatRates).toBeGreaterThanOrEqual(12);
    expect(before.balances).toBeGreaterThan(20);
    const again = await seedDemo(api.handle.db, { siteKeys: SITE_KEYS, hashPassword, now: T0 + 1000 });
    expect(again).toEqual({
      usersCreated: 0,
      balances: 0,
      assets: 0,
      fiatRates: 0,
      siteStats: 0,
      stories: 0,
      subAccounts: 0,
      complianceRules: 0,
      complianceItems: 0,
      complianceDocuments: 0,
      marketEvents: 0,
    });
    expect(await counts(api.handle.db)).toEqual(before);
  });

  it('§3 event types 3–8: demo important events of every operator type, relative to the seed time, not moved by a later re-seed', async () => {
    const read = () => api.handle.db.select().from(marketEvents).orderBy(marketEvents.slug);
    const rows = await read();
    expect(rows).toHaveLength(DEMO_MARKET_EVENTS.length);
    expect([...new Set(rows.map((r) => r.type))].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    // Seeded at T0: whole hours before it.
    for (const row of rows) expect((T0 - row.time.getTime()) % 3_600_000, row.slug ?? '').toBe(0);
    expect(rows.every((r) => r.time.getTime() < T0)).toBe(true);
    expect((await seedDemo(api.handle.db, { siteKeys: SITE_KEYS, hashPassword, now: T0 + 5 * 3_600_000 })).marketEvents).toBe(0);
    expect(await read()).toEqual(rows);
  });

  it('links the sub-account to the trader', async () => {
    const [trader] = await api.handle.db.select().from(users).where(eq(users.email, 'trader@demo.test'));
    const [sub] = await api.handle.db.select().from(users).where(eq(users.email, 'sub@demo.test'));
    expect(sub?.isSub).toBe(true);
    expect(sub?.parentUid).toBe(trader?.uid);
    expect(trader?.uid).toBe(10000001);
    const links = await api.handle.db.select().from(subAccounts);
    expect(links).toEqual([{ uid: sub?.uid, parentUid: trader?.uid, type: 1, subType: 1 }]);
  });

  it('stores hashes, not passwords', async () => {
    const rows = await api.handle.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of rows) expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it(`every demo account logs in with ${DEMO_PASSWORD}`, async () => {
    const people = demoUsers(T0);
    expect(people).toHaveLength(11);
    const results = await Promise.all(
      people.map(async (person) => {
        const res = await new Browser(api).postJson(ENDPOINTS.login.path, { email: person.email, password: DEMO_PASSWORD });
        return [person.email, res.status, responseSchema('login').safeParse(await res.json()).success] as const;
      }),
    );
    expect(results).toEqual(people.map((p) => [p.email, 200, true]));
  });
});
