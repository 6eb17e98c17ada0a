// `npm run bench:api` (issue 21): the API's ticker JSON endpoint against bare `node:http` serving the
// same bytes, each server pinned to one core (taskset), the load generator (autocannon) on the other.
// Prints requests per second and latency of both and the ratio API / bare, measured in the same run.
// A benchmark, not a test: nothing is asserted; docs/performance.md records the figures.
//
// Options: --duration=S (10 per round), --warmup=S (3), --rounds=N (2: bare, API, bare, API …; the
// table shows each server's median round), --connections=N (10), --log-level=L (the API's LOG_LEVEL;
// default its own default, info, which logs one line per request as in production).
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { ROOT, exec, killOnExit, waitForHttp } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const int = (name, fallback) => {
  const n = Number(args[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const DURATION_S = int('duration', 10);
const WARMUP_S = int('warmup', 3);
const ROUNDS = int('rounds', 2);
const CONNECTIONS = int('connections', 10);
const API_PORT = 3911;
const BARE_PORT = 3912;
const TICKER_PATH = '/api/web/v1/market/ticker?market=spot&symbol=BTC_USDT';
// The servers share core 0; the client runs on the others (core 1 on this 2-core machine).
const SERVER_CPU = '0';
const CLIENT_CPUS = os.cpus().length > 1 ? `1-${os.cpus().length - 1}` : '0';

if (!existsSync(path.join(ROOT, 'apps/api/dist/server.mjs'))) {
  console.log('Building apps/api…');
  await exec('npm', ['run', 'build', '-w', 'apps/api']);
}
execFileSync('taskset', ['-p', '-c', CLIENT_CPUS, String(process.pid)], { stdio: 'ignore' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ex-bench-api-'));
const children = [];
const stopChildren = killOnExit(children);
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const apiEnv = { API_PORT: String(API_PORT), DATA_DIR: dataDir, ...(args['log-level'] ? { LOG_LEVEL: args['log-level'] } : {}) };

/** The bare reference: one node:http handler answering every request with the captured bytes and headers. */
const BARE_SOURCE = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY_B64, 'base64');
const headers = JSON.parse(process.env.HEADERS);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${BARE_PORT}, '127.0.0.1');
`;

async function load(port, seconds) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${TICKER_PATH}`, connections: CONNECTIONS, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    requests: r.requests.total,
  };
}
/** A server pinned to SERVER_CPU; its stdout (one log line per request at info) goes nowhere, stderr to ours. */
function startPinned(cmdArgs, env) {
  const child = spawn('taskset', ['-c', SERVER_CPU, ...cmdArgs], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await exec('node', ['apps/api/dist/migrate.mjs'], { env: apiEnv, quiet: true });
  startPinned(['node', 'apps/api/dist/server.mjs'], apiEnv);
  await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
  // The bytes and headers the API sends for this request, served as they are by the reference.
  const sample = await fetch(`http://127.0.0.1:${API_PORT}${TICKER_PATH}`);
  if (sample.status !== 200) throw new Error(`the ticker answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers = {};
  for (const [k, v] of sample.headers) if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
  startPinned(['node', '-e', BARE_SOURCE], { BODY_B64: body.toString('base64'), HEADERS: JSON.stringify(headers) });
  await waitForHttp(`http://127.0.0.1:${BARE_PORT}/`);

  console.log(
    `Ticker: ${body.length} bytes of JSON, ${Object.keys(headers).length} headers. Servers on CPU ${SERVER_CPU}, autocannon on ${CLIENT_CPUS}.`,
  );
  const results = { bare: [], api: [] };
  for (const [name, port] of [
    ['bare', BARE_PORT],
    ['api', API_PORT],
  ]) {
    console.log(`Warm-up ${name}: ${WARMUP_S} s…`);
    await load(port, WARMUP_S);
  }
  for (let round = 1; round <= ROUNDS; round++)
    for (const [name, port] of [
      ['bare', BARE_PORT],
      ['api', API_PORT],
    ]) {
      console.log(`Round ${round}/${ROUNDS}, ${name}: ${DURATION_S} s at ${CONNECTIONS} connections…`);
      results[name].push(await load(port, DURATION_S));
    }

  const summary = (rs) => ({
    rps: median(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    bad: rs.reduce((n, r) => n + r.non2xx + r.errors, 0),
  });
  const b = summary(results.bare);
  const a = summary(results.api);
  console.log(
    `\nTicker JSON on one core (${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_S} s; LOG_LEVEL ${args['log-level'] ?? 'info (default)'})`,
  );
  console.log('server                          req/s  p50 ms  p99 ms  non-2xx+errors  ratio');
  console.log(
    `bare node:http, same bytes  ${b.rps.toFixed(0).padStart(9)}  ${String(b.p50).padStart(6)}  ${String(b.p99).padStart(6)}  ${String(b.bad).padStart(14)}  1.00×`,
  );
  console.log(
    `API (Hono, all middleware)  ${a.rps.toFixed(0).padStart(9)}  ${String(a.p50).padStart(6)}  ${String(a.p99).padStart(6)}  ${String(a.bad).padStart(14)}  ${(a.rps / b.rps).toFixed(2)}×`,
  );
  console.log(
    `Per round, req/s: bare ${results.bare.map((r) => r.rps.toFixed(0)).join(', ')}; API ${results.api.map((r) => r.rps.toFixed(0)).join(', ')}`,
  );
  if (a.bad || b.bad) console.warn('Warning: non-2xx answers or errors; the figures are not comparable.');
} finally {
  stopChildren();
  await Promise.all(children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => once(c, 'exit')));
}
