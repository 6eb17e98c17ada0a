// Bundles the API into dist/server.mjs, dist/migrate.mjs and dist/ops.mjs and copies the SQL migrations next to them.
//
// What is bundled: our workspace packages (@ex/* are TypeScript sources, Node cannot run them) and
// drizzle-orm (npm installed it under packages/db/node_modules, which a file in apps/api/dist cannot
// resolve). Everything else stays an external import resolved from the repo's node_modules at run
// time: hono, pino, pg, zod and PGlite (which loads its wasm and data files relative to itself).
//
// Migrations: packages/db resolves them via MIGRATIONS_DIR, else ../migrations (source layout), else
// ./migrations next to the bundle, which is what the copy below provides (see resolveMigrationsDir).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const BUNDLED = [/^@ex\//, /^drizzle-orm(\/|$)/];

/** Bare imports are external unless listed in BUNDLED; relative and absolute paths are bundled. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || !BUNDLED.some((re) => re.test(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

rmSync(here('./dist'), { recursive: true, force: true });

await build({
  entryPoints: { server: here('./src/server.ts'), migrate: here('./src/cli/migrate.ts'), ops: here('./src/cli/ops.ts') },
  outdir: here('./dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externals],
  logLevel: 'warning',
});

cpSync(here('../../packages/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log('built apps/api/dist: server.mjs, migrate.mjs, kyc.mjs, migrations/');
