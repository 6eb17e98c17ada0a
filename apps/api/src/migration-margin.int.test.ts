import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  eq,
  isUniqueViolation,
  openDatabase,
  positions,
  resolveMigrationsDir,
  sql,
  users,
  type DatabaseHandle,
  type ScratchDatabase,
} from '@ex/db';

// Migration 0005 re-keys positions by (uid, market, symbol) for isolated margin: rows written before it
// (all futures positions) must survive as futures positions. Run on PGlite, and on PostgreSQL with DATABASE_URL.

const BEFORE_MARGIN = 5; // migrations 0000–0004

let handle: DatabaseHandle;
let scratch: ScratchDatabase | undefined;
let partial: string;

/** A copy of the migrations folder that stops before 0005 (the migrator reads the journal and the SQL files). */
function migrationsBefore(count: number): string {
  const source = resolveMigrationsDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(source, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL?.trim();
  scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' });
  partial = migrationsBefore(BEFORE_MARGIN);
});
afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
  if (partial) rmSync(partial, { recursive: true, force: true });
});

describe('migration 0005 (margin positions)', () => {
  it('keeps the futures positions written before it, and lets a margin position sit beside each', async () => {
    await handle.migrate(partial);
    const db = handle.db;
    // users is unchanged by 0005, so the current schema can write it; positions is written in 0004's shape.
    const [user] = await db
      .insert(users)
      .values({ email: 'old@example.com', passwordHash: 'x', nickname: 'old' })
      .returning({ uid: users.uid });
    const uid = user?.uid ?? 0;
    await db.execute(sql`
      insert into positions (uid, symbol, side, quantity, entry_price, leverage, margin, take_profit, realised_pnl, created_at, updated_at)
      values (${uid}, 'BTC_USDT', -1, '0.25', '97000.5', 20, '1212.50625', '90000', '1.5', now(), now())`);

    await handle.migrate(resolveMigrationsDir());

    const rows = await db.select().from(positions).where(eq(positions.uid, uid));
    expect(rows).toEqual([
      expect.objectContaining({
        uid,
        market: 'futures',
        symbol: 'BTC_USDT',
        side: -1,
        quantity: '0.25',
        entryPrice: '97000.5',
        leverage: 20,
        margin: '1212.50625',
        takeProfit: '90000',
        realisedPnl: '1.5',
      }),
    ]);
    const now = new Date();
    const row = {
      uid,
      symbol: 'BTC_USDT',
      side: 1,
      quantity: '1',
      entryPrice: '1',
      leverage: 3,
      margin: '1',
      createdAt: now,
      updatedAt: now,
    };
    await db.insert(positions).values({ ...row, market: 'margin' });
    expect((await db.select().from(positions).where(eq(positions.uid, uid))).map((p) => p.market).sort()).toEqual(['futures', 'margin']);
    const duplicate = await db
      .insert(positions)
      .values({ ...row, market: 'futures' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    const spot = await db
      .insert(positions)
      .values({ ...row, market: 'spot', symbol: 'ETH_USDT' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(spot, 'spot holds no positions (check constraint)').not.toBeNull();
  });
});
