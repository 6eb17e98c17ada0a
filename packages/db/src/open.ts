import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
// pg is CommonJS: a default import works both under tsx/vitest and in the esbuild ESM bundle.
import pg from 'pg';
import * as schema from './schema';
import { resolveMigrationsDir } from './migrations-dir';

export type Schema = typeof schema;
/** The drizzle database both drivers share; services are written against this base type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Runs the migrations in `dir` with the driver's own drizzle migrator. */
  readonly migrate: (dir: string) => Promise<void>;
  /** Ends the pool or closes PGlite (flushes its files); safe to call twice. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — PostgreSQL through a node-postgres Pool. Absent: embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory (default `./.data`); `memory://` keeps everything in memory (tests). */
  readonly dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  readonly poolMax?: number;
}

/** Opens PGlite when no URL is given, PostgreSQL otherwise. Open once per process and share the handle. */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const url = options.databaseUrl?.trim();
  if (url) return openPostgres(url, options.poolMax ?? 10);
  return openPglite(options.dataDir?.trim() || './.data');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir));
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: (dir) => migratePglite(db, { migrationsFolder: dir }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection emits on the pool; without a listener that crashes the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  // Fail fast on a wrong URL instead of at the first request.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: (dir) => migratePg(db, { migrationsFolder: dir }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Applies every pending migration (the same SQL on both drivers). */
export async function migrate(handle: DatabaseHandle, dir: string = resolveMigrationsDir()): Promise<void> {
  await handle.migrate(dir);
}
