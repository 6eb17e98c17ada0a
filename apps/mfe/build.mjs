// Builds every mini-app under apps/mfe/<dir> (issue 17, §7 micro-frontends) into a content-hashed ES
// module, and writes dist/manifest.json pinning each one's version and SRI hash.
//
// - Vite library mode, one ES module per mini-app, no code splitting (one file = one integrity hash).
// - React is NOT bundled: `react`, `react-dom/client` and `react/jsx-runtime` resolve to the host's
//   copies through the shared runtime global (SHARED_GLOBAL), which the host's loader fills before
//   importing a bundle. The named exports are listed at build time from the same React version.
// - The file name carries the first 16 hex digits of the bundle's sha256, so the web server can
//   serve it with an immutable cache header; the manifest carries the full sha384 (SRI).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** The global the host fills with its modules: globalThis.__EX_MFE__.modules[specifier]. */
export const SHARED_GLOBAL = '__EX_MFE__';
const SHARED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

/** `export const useState = shared.useState; …` for each named export of the host's module. */
function sharedModuleSource(specifier) {
  const names = Object.keys(require(specifier)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  return [
    `const m = globalThis.${SHARED_GLOBAL} && globalThis.${SHARED_GLOBAL}.modules[${JSON.stringify(specifier)}];`,
    `if (!m) throw new Error(${JSON.stringify(`mini-app: the host did not share ${specifier}`)});`,
    'export default m;',
    ...names.map((n) => `export const ${n} = m[${JSON.stringify(n)}];`),
  ].join('\n');
}

const sharedRuntime = {
  name: 'ex-mfe-shared-runtime',
  enforce: 'pre',
  resolveId(id) {
    return SHARED.includes(id) ? `\0shared:${id}` : null;
  },
  load(id) {
    return id.startsWith('\0shared:') ? sharedModuleSource(id.slice('\0shared:'.length)) : null;
  },
};

/** Every folder with a package.json naming its mini-app (`exMfe.name`). */
function miniApps() {
  return readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'package.json')))
    .map((d) => ({ dir: path.join(here, d.name), pkg: JSON.parse(readFileSync(path.join(here, d.name, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.exMfe?.name);
}

const out = path.join(here, 'dist');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = { schema: 1, apps: {} };
for (const { dir, pkg } of miniApps()) {
  const name = pkg.exMfe.name;
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: [sharedRuntime],
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(dir, pkg.exMfe.entry), formats: ['es'], fileName: name },
      rolldownOptions: {
        output: { codeSplitting: false },
        // Our packages are pure (schemas, rules, tables): a mini-app keeps only what it imports
        // (a path constant must not drag zod and every schema into the bundle).
        treeshake: {
          propertyReadSideEffects: false,
          moduleSideEffects: (id) => !/[\\/]packages[\\/](contracts|domain|sites)[\\/]|[\\/]zod[\\/]/.test(id),
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || outputs.length !== 1)
    throw new Error(`${name}: expected one ES module, got ${outputs.map((o) => o.fileName)}`);
  const code = Buffer.from(chunks[0].code, 'utf8');
  const short = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = `${name}/${pkg.version}/${name}.${short}.js`;
  mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
  writeFileSync(path.join(out, file), code);
  manifest.apps[name] = {
    version: pkg.version,
    file,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
  };
  console.log(`built mini-app ${name}@${pkg.version}: ${file} (${code.length} B, ${manifest.apps[name].gzipBytes} B gzip)`);
}
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`wrote apps/mfe/dist/manifest.json (${Object.keys(manifest.apps).length} mini-apps)`);
