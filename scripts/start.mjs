// `npm start`: build if needed, migrate and seed the embedded database, start the API and the web server.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exec, killOnExit, run, waitForHttp } from './lib.mjs';

const dev = process.argv.includes('--dev');
const PORT = process.env.PORT || '3000';
const API_PORT = process.env.API_PORT || '3001';
// The demo trusts the X-Geo-Country header (issue 3: "always on in development and tests"), so a
// visitor's country can be tried out with a browser extension or curl; production sets it per its CDN.
const env = { PORT, API_PORT, SITE_PUBLIC_PORT: process.env.SITE_PUBLIC_PORT || PORT, TRUST_GEO_HEADER: process.env.TRUST_GEO_HEADER || '1' };

/** Everything a build depends on: sources, messages, lock file and the build-time host configuration. */
function fingerprint() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name === '.next' || name === 'dist') continue;
      const p = path.join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else hash.update(`${path.relative(ROOT, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const dir of ['apps/web/src', 'apps/web/messages', 'apps/web/public', 'apps/api/src', 'packages']) walk(path.join(ROOT, dir));
  for (const f of ['package-lock.json', 'apps/web/next.config.ts', 'apps/web/build-server.mjs']) hash.update(readFileSync(path.join(ROOT, f)));
  for (const k of ['SITE_BASE_DOMAIN', 'SITE_HOSTS', 'SITE_PROTOCOL']) hash.update(`${k}=${process.env[k] ?? ''}\n`);
  hash.update(`SITE_PUBLIC_PORT=${env.SITE_PUBLIC_PORT}\n`);
  return hash.digest('hex');
}

/** If either server dies, stop: a half-running exchange is worse than a clear failure. */
function exitWith(child) {
  child.on('exit', (code) => {
    console.error(`A server process exited (${code}); stopping.`);
    process.exit(code ?? 1);
  });
}

const stampFile = path.join(ROOT, 'apps/web/.next/build-fingerprint');
const apiBuilt = existsSync(path.join(ROOT, 'apps/api/dist/server.mjs'));
const want = dev ? '' : fingerprint();
const webServerBuilt = existsSync(path.join(ROOT, 'apps/web/dist/server.mjs'));
const needsBuild = !dev && (want !== (existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '') || !apiBuilt || !webServerBuilt);
if (needsBuild) {
  console.log('Building the API (sources or configuration changed since the last build)…');
  await exec('npm', ['run', 'build', '-w', 'apps/api'], { env });
}

console.log(process.env.DATABASE_URL ? 'Migrating PostgreSQL…' : `Migrating the embedded database in ${process.env.DATA_DIR || './.data'}…`);
await exec('node', dev ? ['--import', 'tsx', 'apps/api/src/cli/migrate.ts'] : ['apps/api/dist/migrate.mjs'], { env });

const api = dev
  ? run('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { env, prefix: '[api]' })
  : run('node', ['apps/api/dist/server.mjs'], { env, prefix: '[api]' });
killOnExit([api]);
exitWith(api);
await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);

// The API runs during the web build, so the static pages are generated with live public data.
if (needsBuild) {
  console.log('Building the web app…');
  await exec('npm', ['run', 'build', '-w', 'apps/web'], { env });
  writeFileSync(stampFile, want);
}

// The web server (apps/web/src/server/main.ts): Next.js behind the edge layer that owns the
// forwarded client address, the security headers and the API paths (issue 10).
const web = dev
  ? run('node', ['--import', 'tsx', 'apps/web/src/server/main.ts', '--dev'], { env, prefix: '[web]' })
  : run('node', ['apps/web/dist/server.mjs'], { env, prefix: '[web]' });
killOnExit([web]);
exitWith(web);

await waitForHttp(`http://127.0.0.1:${PORT}/`, { timeoutMs: 120_000 });
const base = process.env.SITE_BASE_DOMAIN || 'localhost';
const labels = ['', 'tr', 'eu', 'hk', 'us', 'uk', 'au', 'jp', 'dubai', 'bs', 'sg', 'testnet'];
console.log('\nThe exchange is running. Sub-sites:');
for (const label of labels) console.log(`  http://${label ? `${label}.` : ''}${base}:${PORT}/`);
console.log(`API: http://127.0.0.1:${API_PORT} (forwarded through the web server)\nDemo log-in: trader@demo.test / Demo-pass-2026!\n`);
