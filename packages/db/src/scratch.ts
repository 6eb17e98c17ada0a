import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection URL of the new, empty database. */
  readonly url: string;
  /** Drops it (terminating leftover connections). */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `it_<random>` on the server of `baseUrl`, so each integration test file
 * gets its own isolated PostgreSQL database. Requires CREATEDB on that server.
 */
export async function createScratchDatabase(baseUrl: string, prefix = 'it'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
