// `npm run bench:load` (issue 20 "Load and soak"): the built site with the embedded database and its
// seeded data, on loopback only, for a bounded time. It prints
//   - the home page for a visitor: req/s and p99, beside a bare node:http server sending the same
//     HTML bytes (same headers, same compression) in the same run, as a ratio;
//   - the compliance check endpoint (through the web server, as a browser calls it) for a visitor
//     and for a signed-in user: req/s and p99;
//   - a soak at a fixed rate over the home page and the compliance check: the servers' RSS at start
//     and end, and the count of 5xx answers.
// A benchmark, not a test: it asserts nothing about the figures (docs/performance.md records them),
// and never runs in `npm test`. It fails only when the site does not answer as it should.
//
// Options: --soak-seconds=N (600), --rate=N (soak requests per second, 50), --duration=N (10 s per
// throughput run), --warmup=N (3), --connections=N (10). Results also go to .bench/load.json.
import autocannon from 'autocannon';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT, exec, killOnExit, run, waitForHttp } from './lib.mjs';

process.on('uncaughtException', (error) => {
  console.error(`\nbench:load failed: ${error.message}`);
  process.exit(1);
});

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
function positiveInt(name, fallback) {
  const raw = args[name] ?? String(fallback);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}
const SOAK_S = positiveInt('soak-seconds', 600);
const RATE = positiveInt('rate', 50);
const DURATION_S = positiveInt('duration', 10);
const WARMUP_S = positiveInt('warmup', 3);
const CONNECTIONS = positiveInt('connections', 10);
/** A ceiling on each throughput run's request count, so a run is bounded in count as well as time. */
const MAX_REQUESTS = 100_000;

const WEB_PORT = 3910;
const API_PORT = 3911;
const BARE_PORT = 3912;
const HOST = `localhost:${WEB_PORT}`;
const COMPLIANCE_PATH = '/api/web/v1/compliance/check';
const LOGIN_PATH = '/api/web/v1/auth/login';
/** A seeded demo account (packages/db seed). */
const DEMO = { email: 'trader@demo.test', password: 'Demo-pass-2026!' };
const BROWSER_HEADERS = { host: HOST, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bench-load' };

for (const file of ['apps/web/.next/BUILD_ID', 'apps/web/dist/server.mjs', 'apps/api/dist/server.mjs', 'apps/api/dist/migrate.mjs']) {
  if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
}

/** One request over loopback; the body stays as sent (compressed when it was). */
function request(method, urlPath, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: WEB_PORT, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Resident memory of a process and everything in its process group (run() makes each child a group leader), in MiB. */
function groupRssMiB(pgid) {
  let kib = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces): state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) kib += Number(rss[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round((kib / 1024) * 10) / 10;
}

function summary(result) {
  const codes = Object.entries(result.statusCodeStats ?? {});
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    status5xx: codes.filter(([code]) => Number(code) >= 500).reduce((n, [, s]) => n + s.count, 0),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function load(url, headers, seconds) {
  return summary(await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, maxOverallRequests: MAX_REQUESTS }));
}

async function measure(name, url, headers) {
  console.log(`Load: ${name}: ${WARMUP_S} s warm-up, then ${DURATION_S} s at ${CONNECTIONS} connections…`);
  await load(url, headers, WARMUP_S);
  return load(url, headers, DURATION_S);
}

// --- Start the servers ---------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ex-bench-load-'));
const env = {
  API_PORT: String(API_PORT),
  PORT: String(WEB_PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
};
const children = [];
const stopChildren = killOnExit(children);
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
let finished = false;
function start(name, script) {
  const child = run('node', [script], { env, quiet: true });
  child.on('exit', (code, signal) => {
    if (finished) return;
    console.error(`\n${name} exited early (${signal ?? code}). Its output:\n${child.output}`);
    process.exit(1);
  });
  children.push(child);
  return child;
}

const [load1] = os.loadavg();
if (load1 > os.cpus().length * 0.5)
  console.warn(
    `Note: the 1-minute load average is ${load1.toFixed(1)} on ${os.cpus().length} CPUs: something else is running, and the figures show it.`,
  );
console.log(`Migrating and seeding a scratch embedded database in ${dataDir}…`);
await exec('node', ['apps/api/dist/migrate.mjs'], { env, quiet: true });
const api = start('api', 'apps/api/dist/server.mjs');
const web = start('web', 'apps/web/dist/server.mjs');
await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
await waitForHttp(`http://127.0.0.1:${WEB_PORT}/`, { timeoutMs: 120_000 });

// --- The reference: the home page's bytes from a bare node:http server --------------------------
const home = await request('GET', '/', BROWSER_HEADERS);
if (home.status !== 200) throw new Error(`the home page answered ${home.status}`);
const replayed = Object.fromEntries(
  ['content-type', 'content-encoding', 'cache-control', 'vary', 'content-security-policy']
    .filter((h) => home.headers[h])
    .map((h) => [h, home.headers[h]]),
);
const bare = http.createServer((req, res) => {
  res.writeHead(200, { ...replayed, 'content-length': home.body.length });
  res.end(home.body);
});
bare.keepAliveTimeout = 5_000;
bare.listen(BARE_PORT, '127.0.0.1');
await once(bare, 'listening');

// --- A signed-in user ---------------------------------------------------------------------------
const login = await request(
  'POST',
  LOGIN_PATH,
  { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
  JSON.stringify(DEMO),
);
const sid = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
if (login.status !== 200 || sid === undefined)
  throw new Error(`log-in answered ${login.status}: ${login.body.toString('utf8').slice(0, 200)}`);
const cookie = sid.split(';')[0];
const apiHeaders = { host: HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bench-load' };
for (const [who, headers] of [
  ['visitor', apiHeaders],
  ['signed-in', { ...apiHeaders, cookie }],
]) {
  const probe = await request('GET', COMPLIANCE_PATH, headers);
  if (probe.status !== 200) throw new Error(`the compliance check for a ${who} answered ${probe.status}`);
}

// --- Throughput ----------------------------------------------------------------------------------
const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
const results = {
  homeBare: await measure('home page from a bare node:http server (reference)', `http://127.0.0.1:${BARE_PORT}/`, BROWSER_HEADERS),
  home: await measure('home page, visitor', `${WEB_ORIGIN}/`, BROWSER_HEADERS),
  complianceVisitor: await measure('compliance check, visitor', `${WEB_ORIGIN}${COMPLIANCE_PATH}`, apiHeaders),
  complianceSignedIn: await measure('compliance check, signed in', `${WEB_ORIGIN}${COMPLIANCE_PATH}`, { ...apiHeaders, cookie }),
};

// --- Soak ----------------------------------------------------------------------------------------
console.log(`Soak: ${SOAK_S} s at ${RATE} req/s over the home page and the compliance check (visitor and signed in)…`);
// Let the servers settle after the throughput runs before the starting RSS is read.
await delay(5_000);
const rssStart = { web: groupRssMiB(web.pid), api: groupRssMiB(api.pid) };
const soakRun = autocannon({
  url: WEB_ORIGIN,
  connections: CONNECTIONS,
  overallRate: RATE,
  duration: SOAK_S,
  requests: [
    { method: 'GET', path: '/', headers: BROWSER_HEADERS },
    { method: 'GET', path: COMPLIANCE_PATH, headers: apiHeaders },
    { method: 'GET', path: COMPLIANCE_PATH, headers: { ...apiHeaders, cookie } },
  ],
});
// RSS every minute along the way, so growth shows as a trend rather than two points.
const rssTrace = [{ atS: 0, ...rssStart }];
const started = Date.now();
const tracer = setInterval(() => {
  rssTrace.push({ atS: Math.round((Date.now() - started) / 1000), web: groupRssMiB(web.pid), api: groupRssMiB(api.pid) });
}, 60_000);
const soak = summary(await soakRun);
clearInterval(tracer);
const rssEnd = { web: groupRssMiB(web.pid), api: groupRssMiB(api.pid) };
rssTrace.push({ atS: SOAK_S, ...rssEnd });
finished = true;
bare.close();
stopChildren();

// --- Report --------------------------------------------------------------------------------------
const ratio = results.home.rps / results.homeBare.rps;
const row = (name, r) =>
  `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${String(r.latencyMs.p99).padStart(8)} ${String(r.non2xx).padStart(7)} ${String(r.errors + r.timeouts).padStart(7)}`;
console.log(`\n${'target'.padEnd(36)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(7)} ${'errors'.padStart(7)}`);
console.log(row('home, bare node:http (reference)', results.homeBare));
console.log(row('home, visitor', results.home));
console.log(row('compliance check, visitor', results.complianceVisitor));
console.log(row('compliance check, signed in', results.complianceSignedIn));
console.log(
  `\nhome req/s ÷ bare node:http req/s: ${ratio.toFixed(3)} (${home.body.length} bytes, ${home.headers['content-encoding'] ?? 'identity'})`,
);
console.log(
  `\nsoak: ${soak.requests} requests in ${SOAK_S} s at ${RATE} req/s target (${soak.rps.toFixed(1)} req/s achieved), p99 ${soak.latencyMs.p99} ms, ` +
    `5xx ${soak.status5xx}, other non-2xx ${soak.non2xx - soak.status5xx}, errors ${soak.errors}, timeouts ${soak.timeouts}`,
);
console.log(`RSS MiB web ${rssStart.web} → ${rssEnd.web}, api ${rssStart.api} → ${rssEnd.api}`);
console.log(`RSS trace (s: web/api): ${rssTrace.map((t) => `${t.atS}: ${t.web}/${t.api}`).join(', ')}`);

const outDir = path.join(ROOT, '.bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'load.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      options: { soakSeconds: SOAK_S, rate: RATE, durationS: DURATION_S, warmupS: WARMUP_S, connections: CONNECTIONS },
      machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
      homeBytes: home.body.length,
      results,
      homeRatio: ratio,
      soak: { ...soak, rssStart, rssEnd, rssTrace },
    },
    null,
    2,
  )}\n`,
);
console.log('\nWritten to .bench/load.json');
process.exit(0);
