// `npm run bench:stream` (issue 21): one update fanned out to 10,000 WebSocket subscribers over loopback.
//   1. Ticker: one API process, 10,000 connections subscribed to ticker:spot:BTC_USDT; every tick of
//      the simulated market (1 s) is one update to all of them. Reported per update: the spread
//      between the first and the last subscriber to receive it (p50/p99 over the updates), and the
//      API's resident memory per connection (RSS with the connections open minus before, / N).
//   2. Through Redis: two API processes sharing REDIS_URL (127.0.0.1:6379), half the connections on
//      each, all subscribed to one demo user's `orders` channel (signed in on each process); the bench
//      PUBLISHes an event on Redis, as the ledger does, and both processes fan it out. Reported: time
//      from PUBLISH to the first and the last subscriber (p50/p99 over the events), and the spread.
// The clients run in worker threads of this process (timestamps on one clock); the client's own
// receive work is included, as it is on a real machine. A benchmark, not a test: nothing is asserted.
//
// Options: --connections=N (10000), --updates=N (15 per part), --workers=N (2), --no-ticker, --no-redis.
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { ROOT, exec, killOnExit, waitForHttp } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const CONNECTIONS = Number(args.connections ?? 10_000);
const UPDATES = Number(args.updates ?? 15);
const WORKERS = Number(args.workers ?? 2);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PORTS = [3931, 3932];
const STREAM = '/api/ws/v1/stream';
const DEMO = { email: 'trader@demo.test', password: 'Demo-pass-2026!' };
// Unique per run, so concurrent runs and other users of the shared Redis never see each other's events.
const BUS_PREFIX = `bench-stream-${process.pid}-${Date.now()}`;

const children = [];
const stopChildren = killOnExit(children);
const dirs = [];
process.on('exit', () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

let template;
/** An API process on `port` with its own copy of one migrated, seeded database (migrating takes half a minute here). */
async function startApi(port, extraEnv = {}) {
  if (!template) {
    template = mkdtempSync(path.join(os.tmpdir(), 'ex-bench-stream-'));
    dirs.push(template);
    console.log('  migrating a scratch database…');
    await exec('node', ['apps/api/dist/migrate.mjs'], { env: { DATA_DIR: template, LOG_LEVEL: 'warn' }, quiet: true });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ex-bench-stream-'));
  dirs.push(dataDir);
  cpSync(template, dataDir, { recursive: true });
  const env = { API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv };
  const child = spawn('node', ['apps/api/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
  return child;
}

const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;

/** Starts WORKERS client threads; each opens its share of `targets` and subscribes. Resolves with the pool. */
async function openClients(targets, subscribe) {
  const per = Math.ceil(targets.length / WORKERS);
  const workers = [];
  for (let i = 0; i < WORKERS; i++) {
    const worker = new Worker(new URL('./bench-stream-client.mjs', import.meta.url), {
      workerData: { targets: targets.slice(i * per, (i + 1) * per), subscribe },
    });
    workers.push(worker);
  }
  await Promise.all(
    workers.map(async (w) => {
      const [msg] = await once(w, 'message');
      if (msg.error) throw new Error(`client worker: ${msg.error}`);
    }),
  );
  return {
    /** Per distinct update frame seen: first and last arrival (ms, performance.timeOrigin-based) and count. */
    async collect() {
      const maps = await Promise.all(
        workers.map(async (w) => {
          w.postMessage('report');
          for (;;) {
            const [msg] = await once(w, 'message');
            if (msg.frames) return msg;
            console.warn(`  client thread said: ${JSON.stringify(msg)}`);
          }
        }),
      );
      this.closes = {};
      for (const m of maps) for (const [code, n] of Object.entries(m.closes ?? {})) this.closes[code] = (this.closes[code] ?? 0) + n;
      const merged = new Map();
      for (const { frames } of maps)
        for (const [key, f] of frames) {
          const m = merged.get(key);
          if (!m) merged.set(key, { ...f });
          else merged.set(key, { first: Math.min(m.first, f.first), last: Math.max(m.last, f.last), count: m.count + f.count });
        }
      return merged;
    },
    async reset() {
      await Promise.all(workers.map(async (w) => (w.postMessage('reset'), once(w, 'message'))));
    },
    async close() {
      await Promise.all(workers.map(async (w) => (w.postMessage('close'), once(w, 'exit'))));
    },
  };
}

async function login(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/web/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: `localhost:${port}` },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`login on ${port} answered ${res.status}: ${await res.text()}`);
  const uid = (await res.json()).data.uid;
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`login on ${port} set no sid cookie`);
  return { uid, cookie: sid };
}

try {
  // --- 1. Ticker, one process ------------------------------------------------------------------
  if (args['no-ticker'] !== 'true') {
    console.log(`Part 1: ${CONNECTIONS} subscribers of ticker:spot:BTC_USDT on one API process (${WORKERS} client threads)…`);
    const api = await startApi(PORTS[0]);
    await delay(2000);
    const before = rssKiB(api.pid);
    const t0 = performance.now();
    const clients = await openClients(
      Array.from({ length: CONNECTIONS }, () => ({ url: `ws://127.0.0.1:${PORTS[0]}${STREAM}` })),
      { op: 'subscribe', channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' },
    );
    const openMs = performance.now() - t0;
    await delay(3000);
    const after = rssKiB(api.pid);
    await clients.reset();
    await delay(UPDATES * 1000 + 500);
    const frames = [...(await clients.collect()).values()].filter((f) => f.count === CONNECTIONS);
    const partial = [...(await clients.collect()).values()].filter((f) => f.count !== CONNECTIONS).length;
    await clients.close();
    api.kill('SIGTERM');
    await once(api, 'exit');
    const spreads = frames.map((f) => f.last - f.first);
    const tickerResult = {
      connections: CONNECTIONS,
      openSeconds: openMs / 1000,
      rssBeforeMiB: before / 1024,
      rssAfterMiB: after / 1024,
      bytesPerConnection: ((after - before) * 1024) / CONNECTIONS,
      updates: frames.length,
      partialUpdates: partial,
      spreadP50: pct(spreads, 50),
      spreadP99: pct(spreads, 99),
      spreadMax: Math.max(...spreads),
    };
    console.log(
      `  opened and subscribed in ${tickerResult.openSeconds.toFixed(1)} s; API RSS ${tickerResult.rssBeforeMiB.toFixed(0)} → ${tickerResult.rssAfterMiB.toFixed(0)} MiB = ${(tickerResult.bytesPerConnection / 1000).toFixed(1)} kB per connection`,
    );
    console.log(
      `  ${frames.length} updates reached all ${CONNECTIONS} (${partial} partial at the window's edges); first→last subscriber spread p50 ${ms(tickerResult.spreadP50)}, p99 ${ms(tickerResult.spreadP99)}, max ${ms(tickerResult.spreadMax)}`,
    );
  }

  // --- 2. Through Redis, two processes ---------------------------------------------------------
  if (args['no-redis'] !== 'true') {
    console.log(`\nPart 2: ${CONNECTIONS} subscribers of one user's orders channel on two API processes sharing Redis (${REDIS_URL})…`);
    const env = { REDIS_URL, STREAM_BUS_PREFIX: BUS_PREFIX };
    const apis = [await startApi(PORTS[0], env), await startApi(PORTS[1], env)];
    const sessions = [await login(PORTS[0]), await login(PORTS[1])];
    if (sessions[0].uid !== sessions[1].uid) throw new Error('the demo user has different uids in the two databases');
    const uid = sessions[0].uid;
    const targets = Array.from({ length: CONNECTIONS }, (_, i) => ({
      url: `ws://127.0.0.1:${PORTS[i % 2]}${STREAM}`,
      headers: { cookie: sessions[i % 2].cookie },
    }));
    const pool = await openClients(targets, { op: 'subscribe', channel: 'orders' });
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const sent = new Map();
    for (let i = 0; i < UPDATES; i++) {
      const seq = `${BUS_PREFIX}-${i}`;
      const message = JSON.stringify({ bench: seq, kind: 'order', status: 'filled' });
      sent.set(seq, performance.timeOrigin + performance.now());
      const receivers = await redis.publish(`${BUS_PREFIX}:orders:${uid}`, message);
      if (receivers !== 2) throw new Error(`PUBLISH reached ${receivers} subscribers on Redis, expected the 2 API processes`);
      await delay(1000);
    }
    // A busy client thread may not have read the last events yet when asked: let them land first.
    await delay(5000);
    const got = await pool.collect();
    await pool.close();
    redis.disconnect();
    for (const a of apis) a.kill('SIGTERM');
    await Promise.all(apis.map((a) => once(a, 'exit')));
    const rows = [];
    for (const [key, f] of got) {
      const seq = /"bench":"([^"]+)"/.exec(key)?.[1];
      if (seq && sent.has(seq)) rows.push({ ...f, sent: sent.get(seq) });
    }
    const complete = rows.filter((r) => r.count === CONNECTIONS);
    console.log(
      `  connections closed by the server: ${JSON.stringify(pool.closes)}; receivers per event: ${rows.map((r) => r.count).join(', ')}`,
    );
    if (complete.length === 0) throw new Error('no event reached every subscriber');
    const firstLat = complete.map((r) => r.first - r.sent);
    const lastLat = complete.map((r) => r.last - r.sent);
    const spread = complete.map((r) => r.last - r.first);
    console.log(
      `  ${complete.length}/${UPDATES} events reached all ${CONNECTIONS}; PUBLISH → first subscriber p50 ${ms(pct(firstLat, 50))}, p99 ${ms(pct(firstLat, 99))}; PUBLISH → last subscriber p50 ${ms(pct(lastLat, 50))}, p99 ${ms(pct(lastLat, 99))}; spread p50 ${ms(pct(spread, 50))}, p99 ${ms(pct(spread, 99))}`,
    );
  }
} finally {
  stopChildren();
  await Promise.all(children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => once(c, 'exit')));
}
