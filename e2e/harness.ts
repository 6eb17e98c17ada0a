import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_PORT = Number(process.env.E2E_WEB_PORT || 3200);
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';
export const API_PORT = Number(process.env.E2E_API_PORT || 3201);
/** UDP port of the STUN server the home-gate test starts itself (§4.9). */
export const STUN_PORT = Number(process.env.E2E_STUN_PORT || 3478);

/**
 * Where the browser reaches the test's STUN server: the machine's first external IPv4 address
 * (Chromium gathers ICE candidates on real interfaces, not on loopback), else loopback.
 */
export function stunHost(): string {
  for (const list of Object.values(networkInterfaces())) {
    const found = list?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

/** Public URL of a sub-site in the browser: Chromium resolves *.localhost to loopback. */
export function siteUrl(label: string, pathname = '/'): string {
  return `http://${label ? `${label}.` : ''}localhost:${WEB_PORT}${pathname}`;
}

function start(cmd: string, args: string[], env: Record<string, string>, tag = `[${path.basename(args[0] ?? cmd)}]`): ChildProcess {
  // Own process group, so whatever a server forks stops with it.
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const forward = (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stdout.write(`${tag} ${chunk.toString()}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`${tag} ${chunk.toString()}`));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function runToEnd(cmd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = start(cmd, args, env);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/** Polls until the URL answers below 500. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops a child's whole process group: SIGTERM, then SIGKILL if it lingers (or at once with `signal`). */
function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    signalGroup(child, signal);
    setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000).unref();
  });
}

/** The API server process. */
function startApi(env: Record<string, string>): ChildProcess {
  return start('node', [path.join(ROOT, 'apps/api/dist/server.mjs')], env, '[api]');
}

/** The web server process (apps/web/dist/server.mjs: Next.js behind the edge layer); PORT comes from env. */
function startWeb(env: Record<string, string>): ChildProcess {
  return start('node', [path.join(ROOT, 'apps/web/dist/server.mjs')], env, '[web]');
}

/** A running API and web server; the API can be stopped and started again under the web server. */
export interface Stack {
  /** Kills the API as a crash would (SIGKILL); the web server keeps running. */
  killApi(): Promise<void>;
  /** Starts the API again on the same port and database, and waits until it answers. */
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the built API (fresh embedded database, migrated and seeded) and the built web server,
 * as `npm start` would, on the given ports, with `env` laid over the test settings (a second stack
 * with other settings, e.g. TRUST_GEO_HEADER=0).
 */
export async function launchStack(ports: { web: number; api: number }, options: { env?: Record<string, string> } = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env = {
    DATA_DIR: dataDir,
    API_PORT: String(ports.api),
    PORT: String(ports.web),
    LOG_LEVEL: 'warn',
    // The operator diagnostic route that throws during render (§4.19 fallback check).
    ENABLE_DIAGNOSTIC_ROUTES: '1',
    // Operator review of KYC applications over HTTP (the CLI cannot open a running embedded database).
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    DATABASE_URL: '',
    // Tests choose the visitor's country with X-Geo-Country (issue 3: trusted in tests).
    TRUST_GEO_HEADER: '1',
    STUN_SERVERS: `stun:${stunHost()}:${STUN_PORT}`,
    // Issue 12: the pseudo-locale en-XA, reached with the cookie pseudo_locale=1 (e2e/tests/pseudo-locale.e2e.ts).
    PSEUDO_LOCALE: '1',
    ...options.env,
  };
  const health = `http://127.0.0.1:${ports.api}/api/health`;
  await runToEnd('node', [path.join(ROOT, 'apps/api/dist/migrate.mjs')], env);
  let api = startApi(env);
  const web = startWeb(env);
  const stopAll = async () => {
    await Promise.all([stopChild(api), stopChild(web)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(health, 60_000);
    await waitFor(`http://127.0.0.1:${ports.web}/`, 120_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    killApi: () => stopChild(api, 'SIGKILL'),
    startApi: async () => {
      api = startApi(env);
      await waitFor(health, 60_000);
    },
    stop: stopAll,
  };
}

/** A stack on WEB_PORT and API_PORT unless other ports are given (the shared stack of the run). Returns a stop function. */
export async function startStack(
  options: { webPort?: number; apiPort?: number; env?: Record<string, string> } = {},
): Promise<() => Promise<void>> {
  const stack = await launchStack({ web: options.webPort ?? WEB_PORT, api: options.apiPort ?? API_PORT }, { env: options.env });
  return () => stack.stop();
}

/**
 * Starts only the built web server on `port` with `env` over the test settings, e.g. an API_ORIGIN
 * that points at a fault proxy in front of the shared stack's API (e2e/tests/faults.e2e.ts).
 */
export async function launchWeb(port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  const web = startWeb({ PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 120_000);
  } catch (error) {
    await stopChild(web);
    throw error;
  }
  return { stop: () => stopChild(web) };
}
