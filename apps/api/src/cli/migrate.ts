import { migrate, openDatabase, resolveMigrationsDir, seedDemo } from '@ex/db';
import { SITE_KEYS } from '@ex/sites';
import { readConfig } from '../config';
import { hashPassword } from '../services/password';
import { resolveContentDir, seedContent } from '../services/content/seed';

/**
 * `npm run migrate`: applies the migrations, then seeds the demo data when the database is the
 * embedded PGlite (a local/demo install) or SEED_DEMO=1 is set with DATABASE_URL. Never otherwise:
 * demo accounts with a published password must not appear in a real database by accident.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const dir = resolveMigrationsDir();
    await migrate(handle, dir);
    say(`migrated ${handle.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'} with ${dir}`);
    const seed = handle.kind === 'pglite' || process.env.SEED_DEMO === '1';
    if (seed) {
      const result = await seedDemo(handle.db, { siteKeys: SITE_KEYS, hashPassword });
      say(
        `seeded demo data (existing rows kept): inserted ${result.usersCreated} users, ${result.balances} balances, ${result.assets} assets, ${result.fiatRates} fiat rates, ${result.siteStats} site stats rows, ${result.complianceRules} compliance rules, ${result.complianceItems} compliance notices, ${result.complianceDocuments} documents to sign`,
      );
    } else {
      say('demo data not seeded (PostgreSQL without SEED_DEMO=1)');
    }
    // The site's own pages (legal, help, glossary, …) go into an empty content store on every
    // database, unless SEED_CONTENT=0; an operator's store is never touched.
    const contentDir = resolveContentDir();
    if (process.env.SEED_CONTENT === '0') say('content not seeded (SEED_CONTENT=0)');
    else if (contentDir === null) say('content not seeded: apps/api/content not found (set CONTENT_DIR)');
    else
      say(`seeded ${await seedContent(handle.db, contentDir, Date.now())} content articles from ${contentDir} (only into an empty store)`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('migrate failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
