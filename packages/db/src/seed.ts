import { eq, inArray } from 'drizzle-orm';
import type { Database } from './open';
import { assets, balances, fiatRates, siteStats, stories, users } from './schema';
import { subAccounts } from './schema-security';
import { seedCompliance } from './seed-compliance';
import { seedComplianceDocuments } from './seed-documents';
import { seedMarketEvents } from './seed-market-events';
import { DEMO_ASSETS, DEMO_FIAT_RATES, DEMO_STORIES, DEMO_PASSWORD, demoSiteStats, demoUsers } from './seed-data';

export interface SeedOptions {
  /** Sub-site keys (SITE_KEYS of @ex/sites; passed in because the db layer may not import it). */
  readonly siteKeys: readonly string[];
  /** The API's password hasher, so there is exactly one hashing implementation. */
  readonly hashPassword: (password: string) => Promise<string>;
  /** Clock in ms (trial VIP expiry is "now + 30 days" at seed time). */
  readonly now?: number;
}

/** Rows inserted by this run (0 everywhere on a re-run). */
export interface SeedResult {
  readonly usersCreated: number;
  readonly assets: number;
  readonly fiatRates: number;
  readonly siteStats: number;
  readonly balances: number;
  readonly stories: number;
  /** sub_accounts rows (the demo sub-account's type under its parent). */
  readonly subAccounts: number;
  /** Compliance rules and notices (issue 3), keyed by slug. */
  readonly complianceRules: number;
  readonly complianceItems: number;
  /** User agreements and declarations to sign (issue 3). */
  readonly complianceDocuments: number;
  /** Important events of the charts (§3 event types 3–8), relative to the seed time. */
  readonly marketEvents: number;
}

/**
 * Inserts the demo data. Idempotent: every insert is `on conflict do nothing`, so a second run changes
 * nothing and never overwrites data edited since (nor re-hashes existing accounts' passwords).
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? Date.now();
  const people = demoUsers(now);

  const newAssets = await db
    .insert(assets)
    .values(DEMO_ASSETS.map(([symbol, name, usdPrice]) => ({ symbol, name, usdPrice })))
    .onConflictDoNothing()
    .returning({ symbol: assets.symbol });
  const newRates = await db
    .insert(fiatRates)
    .values(DEMO_FIAT_RATES.map(([code, symbol, perUsd], sort) => ({ code, symbol, perUsd, sort })))
    .onConflictDoNothing()
    .returning({ code: fiatRates.code });
  const newStats =
    options.siteKeys.length === 0
      ? []
      : await db
          .insert(siteStats)
          .values(options.siteKeys.map((key, i) => demoSiteStats(key, i)))
          .onConflictDoNothing()
          .returning({ key: siteStats.siteKey });

  const newStories = await db
    .insert(stories)
    .values(
      DEMO_STORIES.map(([slug, title, summary, published, rank]) => ({ slug, title, summary, publishedAt: new Date(published), rank })),
    )
    .onConflictDoNothing()
    .returning({ id: stories.id });

  const emails = people.map((p) => p.email);
  const existing = new Set((await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email));
  let usersCreated = 0;
  // Parents before sub-accounts: the list order guarantees it.
  for (const person of people) {
    if (existing.has(person.email)) continue;
    const { parentEmail, balances: _balances, ...fields } = person;
    const parentUid = parentEmail ? await uidOf(db, parentEmail) : null;
    const inserted = await db
      .insert(users)
      .values({ ...fields, passwordHash: await options.hashPassword(DEMO_PASSWORD), parentUid, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ uid: users.uid });
    usersCreated += inserted.length;
  }

  let newBalances = 0;
  for (const person of people) {
    const uid = await uidOf(db, person.email);
    if (uid === null || person.balances.length === 0) continue;
    const rows = await db
      .insert(balances)
      .values(person.balances.map(([currency, available, locked]) => ({ uid, currency, available, locked })))
      .onConflictDoNothing()
      .returning({ currency: balances.currency });
    newBalances += rows.length;
  }

  let newSubAccounts = 0;
  for (const person of people) {
    if (!person.parentEmail) continue;
    const [uid, parentUid] = [await uidOf(db, person.email), await uidOf(db, person.parentEmail)];
    if (uid === null || parentUid === null) continue;
    // §3 "Sub-account info": type 1 normal, sub_type 1 (the §8 default pair).
    const rows = await db
      .insert(subAccounts)
      .values({ uid, parentUid, type: 1, subType: 1 })
      .onConflictDoNothing()
      .returning({ uid: subAccounts.uid });
    newSubAccounts += rows.length;
  }

  const compliance = await seedCompliance(db);
  const complianceDocuments = await seedComplianceDocuments(db);
  const newMarketEvents = await seedMarketEvents(db, now);

  return {
    usersCreated,
    assets: newAssets.length,
    fiatRates: newRates.length,
    siteStats: newStats.length,
    balances: newBalances,
    stories: newStories.length,
    subAccounts: newSubAccounts,
    complianceRules: compliance.rules,
    complianceItems: compliance.items,
    complianceDocuments,
    marketEvents: newMarketEvents,
  };
}

async function uidOf(db: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, email)).limit(1);
  return row?.uid ?? null;
}
