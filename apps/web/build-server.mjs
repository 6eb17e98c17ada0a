// Bundles the web server (src/server/main.ts: the edge layer in front of Next.js) into dist/server.mjs,
// which `npm start`, the e2e harness and the benchmark run instead of `next start`.
//
// Bundled: our workspace packages (@ex/* are TypeScript sources, Node cannot run them). Everything else
// (next, httpxy, zod) stays an external import resolved from node_modules at run time.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Bare imports are external unless they are one of ours; relative paths are bundled. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (/^@ex\//.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: { server: here('./src/server/main.ts') },
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
console.log('built apps/web/dist/server.mjs');
