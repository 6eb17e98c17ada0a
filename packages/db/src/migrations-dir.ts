import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Folder of the drizzle-kit SQL migrations.
 *
 * 1. `MIGRATIONS_DIR` when set (deployments that ship the SQL elsewhere).
 * 2. Source layout: this file is `packages/db/src/migrations-dir.ts`, so `../migrations`.
 * 3. Bundled layout: apps/api/build.mjs inlines this module into `apps/api/dist/*.mjs` and copies the
 *    folder to `apps/api/dist/migrations`, so `./migrations` next to the bundle.
 *
 * The first candidate holding `meta/_journal.json` wins; an error names every place tried.
 */
export function resolveMigrationsDir(env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.MIGRATIONS_DIR?.trim();
  if (fromEnv) return path.resolve(fromEnv);
  const candidates = [new URL('../migrations', import.meta.url), new URL('./migrations', import.meta.url)].map((u) => fileURLToPath(u));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found; tried ${candidates.join(', ')}. Set MIGRATIONS_DIR.`);
  return found;
}
