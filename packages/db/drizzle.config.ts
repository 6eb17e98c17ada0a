import { defineConfig } from 'drizzle-kit';

// `npm run generate -w packages/db` diffs src/schema*.ts against migrations/meta and writes a new SQL file.
// No database is needed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/schema.ts',
    './src/schema-security.ts',
    './src/schema-kyc.ts',
    './src/schema-compliance.ts',
    './src/schema-ledger.ts',
    './src/schema-market.ts',
  ],
  out: './migrations',
});
