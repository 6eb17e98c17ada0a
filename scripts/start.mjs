// `npm start`: build if needed, migrate and seed the embedded database, start the API and the web
// server, and keep both running: a crashed server is started again with backoff (scripts/supervise.mjs).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exec, killOnExit, run, waitForHttp } from './lib.mjs';
import { fingerprint, webBuildConfig, webDistDir } from './build-config.mjs';
import { BuildLockError, acquireBuildLock, registerServer } from './build-lock.mjs';
import { supervise } from './supervise.mjs';

const dev = process.argv.includes('--dev');
const PORT = process.env.PORT || '3000';
const API_PORT = process.env.API_PORT || '3001';
// The public origin baked into the static pages; each configuration builds into its own directory,
// so instances on other ports share this checkout without rebuilding under each other.
const buildConfig = webBuildConfig({ ...process.env, SITE_PUBLIC_PORT: process.env.SITE_PUBLIC_PORT || PORT });
const distDir = webDistDir(buildConfig);
// The demo trusts the X-Geo-Country header (issue 3: "always on in development and tests"), so a
// visitor's country can be tried out with a browser extension or curl; production sets it per its CDN.
const env = { PORT, API_PORT, ...buildConfig, WEB_DIST_DIR: distDir, TRUST_GEO_HEADER: process.env.TRUST_GEO_HEADER || '1' };
// Issue 12: the pseudo-locale en-XA (cookie pseudo_locale=1) in development; `npm start` serves it only
// when PSEUDO_LOCALE=1 is set explicitly.
if (dev) env.PSEUDO_LOCALE = process.env.PSEUDO_LOCALE ?? '1';

// Operator commands (`npm run ops`) run inside the API while it holds the embedded database, through
// its operator endpoint. Without OPERATOR_TOKEN, a random one is kept in DATA_DIR/operator-token
// (owner-only), where `npm run ops` finds it; it is never printed.
if (!process.env.OPERATOR_TOKEN) {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || './.data');
  const tokenFile = path.join(dataDir, 'operator-token');
  if (!existsSync(tokenFile)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(tokenFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  chmodSync(tokenFile, 0o600);
  env.OPERATOR_TOKEN = readFileSync(tokenFile, 'utf8').trim();
}

killOnExit();

// --- Builds and their locks ----------------------------------------------------------------------
// Two outputs: the API bundle (shared by every configuration) and this configuration's web build.
// Each is rebuilt only when its sources changed, and only while no other live `npm start` serves
// from it; this instance registers as serving from both until it exits.
const locksDir = (name) => path.join(ROOT, '.build-locks', name);
const outputs = {
  api: {
    label: 'apps/api/dist',
    locks: locksDir('api'),
    stamp: path.join(ROOT, 'apps/api/dist/build-fingerprint'),
    built: existsSync(path.join(ROOT, 'apps/api/dist/server.mjs')),
    want: dev ? '' : fingerprint(ROOT, { dirs: ['apps/api/src', 'packages'], files: ['package-lock.json', 'apps/api/build.mjs'] }),
    port: API_PORT,
  },
  web: {
    label: `apps/web/${distDir}`,
    locks: locksDir(`web${distDir}`),
    stamp: path.join(ROOT, 'apps/web', distDir, 'build-fingerprint'),
    built: existsSync(path.join(ROOT, 'apps/web', distDir, 'BUILD_ID')) && existsSync(path.join(ROOT, 'apps/web/dist/server.mjs')),
    want: dev
      ? ''
      : fingerprint(ROOT, {
          dirs: ['apps/web/src', 'apps/web/messages', 'apps/web/public', 'apps/mfe', 'packages'],
          files: ['package-lock.json', 'apps/web/next.config.ts', 'apps/web/build-server.mjs', 'apps/web/package.json'],
          extra: JSON.stringify(buildConfig),
        }),
    port: PORT,
  },
};
const stale = (o) => !o.built || o.want !== (existsSync(o.stamp) ? readFileSync(o.stamp, 'utf8') : '');
const releases = [];
process.on('exit', () => releases.forEach((release) => release()));
const building = {};
if (!dev) {
  try {
    for (const [name, o] of Object.entries(outputs))
      if (stale(o)) releases.push((building[name] = acquireBuildLock(o.locks, { label: o.label })));
    for (const o of Object.values(outputs)) releases.push(registerServer(o.locks, { label: o.label, port: o.port }));
  } catch (error) {
    if (!(error instanceof BuildLockError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const finishBuild = (name) => {
  writeFileSync(outputs[name].stamp, outputs[name].want);
  building[name]();
};

if (building.api) {
  console.log('Building the API (sources changed since the last build)…');
  await exec('npm', ['run', 'build', '-w', 'apps/api'], { env });
  finishBuild('api');
}

console.log(
  process.env.DATABASE_URL ? 'Migrating PostgreSQL…' : `Migrating the embedded database in ${process.env.DATA_DIR || './.data'}…`,
);
await exec('node', dev ? ['--import', 'tsx', 'apps/api/src/cli/migrate.ts'] : ['apps/api/dist/migrate.mjs'], { env });

// --- Servers -------------------------------------------------------------------------------------
/** A server that exits before it first answered is a start-up failure: stop, a retry would repeat it. */
const failStartup =
  (name) =>
  ({ code }) => {
    console.error(`The ${name} could not start; stopping.`);
    process.exit(code || 1);
  };

const api = supervise({
  name: 'api',
  start: () =>
    dev
      ? run('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { env, prefix: '[api]' })
      : run('node', ['apps/api/dist/server.mjs'], { env, prefix: '[api]' }),
  onFatal: failStartup('API'),
});
await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
api.markReady();

// The API runs during the web build, so the static pages are generated with live public data.
if (building.web) {
  console.log(`Building the web app into apps/web/${distDir}…`);
  await exec('npm', ['run', 'build', '-w', 'apps/web'], { env });
  finishBuild('web');
}

/**
 * The web server (apps/web/src/server/main.ts): Next.js behind the edge layer that owns the
 * forwarded client address, the security headers and the API paths (issue 10).
 */
function startWebServer() {
  return dev
    ? run('node', ['--import', 'tsx', 'apps/web/src/server/main.ts', '--dev'], { env, prefix: '[web]' })
    : run('node', ['apps/web/dist/server.mjs'], { env, prefix: '[web]' });
}

// Decision: a crashed web server is restarted like the API (the site comes back by itself);
// only a failure before it first answered stops everything.
const web = supervise({ name: 'web', start: startWebServer, onFatal: failStartup('web server') });
await waitForHttp(`http://127.0.0.1:${PORT}/`, { timeoutMs: 120_000 });
web.markReady();

const base = process.env.SITE_BASE_DOMAIN || 'localhost';
const labels = ['', 'tr', 'eu', 'hk', 'us', 'uk', 'au', 'jp', 'dubai', 'bs', 'sg', 'testnet'];
console.log('\nThe exchange is running. Sub-sites:');
for (const label of labels) console.log(`  http://${label ? `${label}.` : ''}${base}:${PORT}/`);
console.log(`API: http://127.0.0.1:${API_PORT} (forwarded through the web server)\nDemo log-in: trader@demo.test / Demo-pass-2026!\n`);
