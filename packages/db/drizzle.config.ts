import { defineConfig } from 'drizzle-kit';

// `npm run generate -w packages/db` diffs src/schema*.ts against migrations/meta and writes a new SQL file.
// No database is needed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  // Every schema file: a new area adds `src/schema-<area>.ts` and nothing here.
  schema: './src/schema*.ts',
  out: './migrations',
});
