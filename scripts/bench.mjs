// `npm run bench`: measures the home page, /login and a trade page of the web app beside an empty Next.js page built
// with the same configuration (bench/empty-next) and prints ratios against that reference, measured in
// the same run:
//   - first-load JS: every script a page's HTML makes a module-capable browser load, summed, raw and gzip;
//   - server throughput: requests per second and p99 latency at a fixed concurrency (autocannon).
// This is a benchmark, not a test: it asserts nothing about the figures; docs/performance.md records them.
//
// Options: --connections=N (10), --duration=SECONDS (10), --warmup=SECONDS (3), --build (rebuild the
// apps first even if a build exists). Results also go to .bench/results.json.
import autocannon from 'autocannon';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { ROOT, exec, killOnExit, run, waitForHttp } from './lib.mjs';

process.on('uncaughtException', (error) => {
  console.error(`\nbench failed: ${error.message}`);
  process.exit(1);
});

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const CONNECTIONS = positiveInt(args.connections ?? '10', 'connections');
const DURATION_S = positiveInt(args.duration ?? '10', 'duration');
const WARMUP_S = positiveInt(args.warmup ?? '3', 'warmup');
/** A ceiling on the number of requests per run, so each run is bounded in count as well as in time. */
const MAX_REQUESTS = 100_000;
/** gzip level for the transfer-size estimate: zlib's default, which `next start`'s own compression also uses. */
const GZIP_LEVEL = 6;

const WEB_PORT = 3900;
const API_PORT = 3901;
const REF_PORT = 3902;
const WEB_DIR = path.join(ROOT, 'apps/web');
const REF_DIR = path.join(ROOT, 'bench/empty-next');
const OUT_DIR = path.join(ROOT, '.bench');
const NEXT_BIN = createRequire(path.join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next');
const NEXT_VERSION = JSON.parse(readFileSync(path.join(path.dirname(NEXT_BIN), '../../package.json'), 'utf8')).version;

/** What is measured; the reference is the denominator of every ratio. */
const REFERENCE = { name: 'empty Next.js page (reference)', key: 'reference', port: REF_PORT, path: '/', host: 'localhost' };
const PAGES = [
  { name: 'home /', key: 'home', port: WEB_PORT, path: '/', host: 'localhost' },
  { name: '/login', key: 'login', port: WEB_PORT, path: '/login', host: 'localhost' },
  // Dynamic (the compliance gate runs per request); the chart's code loads after hydration.
  { name: 'trade /trade/BTC_USDT', key: 'trade', port: WEB_PORT, path: '/trade/BTC_USDT', host: 'localhost' },
];
const TARGETS = [REFERENCE, ...PAGES];
// Throughput only: a feature path the compliance check refuses (issue 3). proxy.ts asks the API's
// check (one loopback HTTP call) and answers 307 to /state_compliance_tips; no page is rendered.
const GATED = {
  name: 'gated /futures (US visitor → 307)',
  key: 'gated',
  port: WEB_PORT,
  path: '/futures/USDT/BTC_USDT',
  host: 'localhost',
  headers: { 'x-geo-country': 'US' },
  expectStatus: 307,
};
const LOADED = [...TARGETS, GATED];

function positiveInt(raw, name) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** GET over loopback with an explicit Host header (fetch drops Host). The body is not decompressed. */
function get(port, urlPath, host, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${host}:${port}${urlPath} timed out`)));
    req.on('error', reject);
  });
}

/** Resolves when nothing listens on the port, so the bench never measures a stray server. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} is already in use; stop whatever listens there and run the bench again`));
    });
    socket.once('error', () => resolve());
  });
}

function parseAttributes(source) {
  const attrs = {};
  for (const m of source.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * The scripts a module-capable browser loads for this HTML: <script src> without nomodule, plus
 * <link rel=modulepreload> and <link rel=preload as=script>. Deduplicated by resolved URL.
 */
function scriptUrls(html, pageUrl) {
  const urls = new Set();
  const skipped = new Set();
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = m[1].toLowerCase();
    const a = parseAttributes(m[2]);
    let src;
    if (tag === 'script' && a.src) {
      if ('nomodule' in a) {
        skipped.add(new URL(a.src, pageUrl).href);
        continue;
      }
      src = a.src;
    } else if (tag === 'link' && a.href) {
      const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script')) src = a.href;
    }
    if (src) urls.add(new URL(src.replaceAll('&amp;', '&'), pageUrl).href);
  }
  for (const u of urls) skipped.delete(u);
  return { urls: [...urls], skipped: [...skipped] };
}

/** The bodies of the HTML's inline scripts (no src), which the browser runs as it parses the page. */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1])).map((m) => m[2]);
}

async function firstLoadJs(target) {
  const pageUrl = `http://${target.host}:${target.port}${target.path}`;
  const page = await get(target.port, target.path, target.host);
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  const html = page.body.toString('utf8');
  const { urls, skipped } = scriptUrls(html, pageUrl);
  const scripts = [];
  for (const href of urls) {
    const u = new URL(href);
    if (u.hostname !== target.host || Number(u.port) !== target.port)
      throw new Error(`${pageUrl} loads a script from another origin: ${href}`);
    const res = await get(target.port, u.pathname + u.search, target.host);
    if (res.status !== 200) throw new Error(`${href} answered ${res.status}`);
    scripts.push({ path: u.pathname + u.search, bytes: res.body.length, gzip: gzipSync(res.body, { level: GZIP_LEVEL }).length });
  }
  const sum = (k) => scripts.reduce((s, x) => s + x[k], 0);
  // Inline <script> bodies: Next's RSC payload (self.__next_f.push), which carries the props of the
  // page's client components, among them the messages of its NextIntlClientProvider(s).
  const inline = Buffer.from(inlineScripts(html).join(''), 'utf8');
  return {
    url: pageUrl,
    html: { bytes: page.body.length, gzip: gzipSync(page.body, { level: GZIP_LEVEL }).length },
    inline: { bytes: inline.length, gzip: gzipSync(inline, { level: GZIP_LEVEL }).length },
    scripts,
    skippedNoModule: skipped.map((h) => new URL(h).pathname),
    count: scripts.length,
    bytes: sum('bytes'),
    gzip: sum('gzip'),
  };
}

async function throughput(target, seconds) {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    // What a browser's first visit sends: no cookies, compression accepted.
    headers: { host: `${target.host}:${target.port}`, 'accept-encoding': 'gzip, deflate, br', accept: 'text/html', ...target.headers },
  });
  return {
    connections: result.connections,
    durationS: result.duration,
    requests: result.requests.total,
    rps: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Fraction of all CPUs' time spent not idle over the next `ms` milliseconds. */
async function cpuBusy(ms) {
  const sample = () =>
    os
      .cpus()
      .reduce((acc, c) => ({ idle: acc.idle + c.times.idle, total: acc.total + Object.values(c.times).reduce((a, b) => a + b, 0) }), {
        idle: 0,
        total: 0,
      });
  const a = sample();
  await delay(ms);
  const b = sample();
  return b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : 0;
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : 'n/a');

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

// --- Build ---------------------------------------------------------------------------------------
for (const port of [WEB_PORT, API_PORT, REF_PORT]) await assertPortFree(port);
const needBuild =
  args.build === 'true' ||
  !['apps/web/.next/BUILD_ID', 'apps/web/dist/server.mjs', 'apps/api/dist/server.mjs'].every((f) => existsSync(path.join(ROOT, f)));
if (needBuild) {
  console.log('Building apps/api and apps/web (npm run build)…');
  await exec('npm', ['run', 'build']);
} else {
  console.log('Using the existing builds of apps/web and apps/api (pass --build to rebuild).');
}
console.log('Building the reference (bench/empty-next) with apps/web/next.config.ts…');
const telemetryOff = { NEXT_TELEMETRY_DISABLED: '1' };
await exec('node', [NEXT_BIN, 'build'], { cwd: REF_DIR, env: telemetryOff, quiet: true });
const buildIds = {
  web: readFileSync(path.join(WEB_DIR, '.next/BUILD_ID'), 'utf8').trim(),
  reference: readFileSync(path.join(REF_DIR, '.next/BUILD_ID'), 'utf8').trim(),
};

// --- Start the servers ---------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ex-bench-'));
// The gated target names its visitor's country with X-Geo-Country, as a CDN would.
const apiEnv = { API_PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_GEO_HEADER: '1' };
const children = [];
const stopChildren = killOnExit(children);
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
let finished = false;

function start(name, cmd, cmdArgs, opts) {
  const child = run(cmd, cmdArgs, { ...opts, quiet: true });
  child.on('exit', (code, signal) => {
    if (finished) return;
    console.error(`\n${name} exited early (${signal ?? code}). Its output:\n${child.output}`);
    process.exit(1);
  });
  children.push(child);
  return child;
}

try {
  console.log(`Migrating a scratch database in ${dataDir}…`);
  await exec('node', ['apps/api/dist/migrate.mjs'], { env: apiEnv, quiet: true });
  start('api', 'node', ['apps/api/dist/server.mjs'], { env: apiEnv });
  // The web app as `npm start` runs it: Next.js behind the edge layer (apps/web/src/server); the
  // reference is a plain `next start`, so the ratios include what the edge costs.
  start('web', 'node', ['apps/web/dist/server.mjs'], { env: { ...telemetryOff, PORT: String(WEB_PORT), API_PORT: String(API_PORT) } });
  start('reference', 'node', [NEXT_BIN, 'start', '-p', String(REF_PORT)], { cwd: REF_DIR, env: telemetryOff });
  await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
  await waitForHttp(`http://127.0.0.1:${WEB_PORT}/`, { timeoutMs: 120_000 });
  await waitForHttp(`http://127.0.0.1:${REF_PORT}/`, { timeoutMs: 120_000 });

  // --- First-load JS -----------------------------------------------------------------------------
  console.log('\nMeasuring first-load JS…');
  const js = {};
  for (const t of TARGETS) js[t.key] = await firstLoadJs(t);
  const refScripts = new Set(js.reference.scripts.map((s) => s.path));
  for (const p of PAGES) {
    const shared = js[p.key].scripts.filter((s) => refScripts.has(s.path));
    js[p.key].sharedWithReference = {
      count: shared.length,
      bytes: shared.reduce((n, s) => n + s.bytes, 0),
      gzip: shared.reduce((n, s) => n + s.gzip, 0),
    };
  }

  const probe = await get(GATED.port, GATED.path, GATED.host, GATED.headers);
  if (probe.status !== GATED.expectStatus) throw new Error(`${GATED.path} answered ${probe.status}, expected ${GATED.expectStatus}`);

  // --- Throughput --------------------------------------------------------------------------------
  // Client and servers share the machine; other work running at the same time skews the figures.
  const busyBefore = await cpuBusy(2000);
  if (busyBefore > 0.25)
    console.warn(
      `Note: the CPUs were ${(busyBefore * 100).toFixed(0)}% busy just before the load (servers idle); something else is running.`,
    );
  const rps = {};
  for (const t of LOADED) {
    console.log(`Load: ${t.name}: ${WARMUP_S} s warm-up, then ${DURATION_S} s at ${CONNECTIONS} connections…`);
    await throughput(t, WARMUP_S);
    rps[t.key] = await throughput(t, DURATION_S);
  }
  finished = true;

  // --- Report ------------------------------------------------------------------------------------
  const ref = js.reference;
  console.log(`\nFirst-load JS (scripts a module browser loads; gzip level ${GZIP_LEVEL}; 1 kB = 1000 bytes)`);
  console.log(
    table([
      ['page', 'scripts', 'raw', 'gzip', 'raw ratio', 'gzip ratio', 'gzip shared with ref.'],
      ...TARGETS.map((t) => {
        const r = js[t.key];
        return [
          t.name,
          r.count,
          kB(r.bytes),
          kB(r.gzip),
          ratio(r.bytes, ref.bytes),
          ratio(r.gzip, ref.gzip),
          r.sharedWithReference ? kB(r.sharedWithReference.gzip) : '—',
        ];
      }),
    ]),
  );
  console.log(`\nInline scripts in the HTML (the RSC payload, with the page's messages; gzip level ${GZIP_LEVEL})`);
  console.log(
    table([
      ['page', 'HTML raw', 'HTML gzip', 'inline raw', 'inline gzip', 'inline gzip ratio'],
      ...TARGETS.map((t) => {
        const r = js[t.key];
        return [t.name, kB(r.html.bytes), kB(r.html.gzip), kB(r.inline.bytes), kB(r.inline.gzip), ratio(r.inline.gzip, ref.inline.gzip)];
      }),
    ]),
  );
  const refRps = rps.reference;
  console.log(
    `\nServer throughput (${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up, loopback; CPU busy beforehand: ${(busyBefore * 100).toFixed(0)}%)`,
  );
  console.log(
    table([
      ['page', 'req/s', 'p50 ms', 'p99 ms', 'req/s ratio', 'p99 ratio', 'requests', 'non-2xx', 'errors'],
      ...LOADED.map((t) => {
        const r = rps[t.key];
        return [
          t.name,
          r.rps.toFixed(0),
          r.latencyMs.p50,
          r.latencyMs.p99,
          ratio(r.rps, refRps.rps),
          ratio(r.latencyMs.p99, refRps.latencyMs.p99),
          r.requests,
          r.non2xx,
          r.errors + r.timeouts,
        ];
      }),
    ]),
  );
  // The gated target answers 307 by design (autocannon counts that as non-2xx).
  const bad = LOADED.filter((t) => (t.expectStatus ? false : rps[t.key].non2xx) || rps[t.key].errors || rps[t.key].timeouts);
  if (bad.length)
    console.warn(`\nWarning: non-2xx answers or errors for ${bad.map((t) => t.name).join(', ')}; those figures are not comparable.`);
  if (js.reference.skippedNoModule.length)
    console.log(`\nNot counted: ${js.reference.skippedNoModule.length} nomodule script(s) (legacy-browser polyfills) on each page.`);

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
      platform: `${os.platform()} ${os.release()}`,
    },
    // Share of all CPUs busy over 2 s just before the load, with our servers idle: other work on the machine.
    cpuBusyBeforeLoad: +busyBefore.toFixed(3),
    node: process.version,
    next: NEXT_VERSION,
    buildIds,
    settings: { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, maxRequests: MAX_REQUESTS, gzipLevel: GZIP_LEVEL },
    reference: REFERENCE.name,
    firstLoadJs: js,
    throughput: rps,
    ratios: Object.fromEntries(
      PAGES.map((p) => [
        p.key,
        {
          jsBytes: js[p.key].bytes / ref.bytes,
          jsGzip: js[p.key].gzip / ref.gzip,
          rps: rps[p.key].rps / refRps.rps,
          p99: rps[p.key].latencyMs.p99 / refRps.latencyMs.p99,
        },
      ]),
    ),
    gatedRpsRatio: rps.gated.rps / refRps.rps,
  };
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, path.join(OUT_DIR, 'results.json'))}.`);
} finally {
  finished = true;
  stopChildren();
  await Promise.all(children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => once(c, 'exit')));
}
