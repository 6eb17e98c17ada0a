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

async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

/**
 * Starts the built API (fresh embedded database, migrated and seeded) and the built web server
 * (apps/web/dist/server.mjs: Next.js behind the edge layer), as `npm start` would, on their own
 * ports: WEB_PORT and API_PORT unless a test starts a second stack with other ports and settings.
 * Returns a stop function.
 */
export async function startStack(options: { webPort?: number; apiPort?: number; env?: Record<string, string> } = {}): Promise<() => Promise<void>> {
  const webPort = options.webPort ?? WEB_PORT;
  const apiPort = options.apiPort ?? API_PORT;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env = {
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    LOG_LEVEL: 'warn',
    // The operator diagnostic route that throws during render (§4.19 fallback check).
    ENABLE_DIAGNOSTIC_ROUTES: '1',
    // Operator review of KYC applications over HTTP (the CLI cannot open a running embedded database).
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    DATABASE_URL: '',
    // Tests choose the visitor's country with X-Geo-Country (issue 3: trusted in tests).
    TRUST_GEO_HEADER: '1',
    STUN_SERVERS: `stun:${stunHost()}:${STUN_PORT}`,
    ...options.env,
  };
  await runToEnd('node', [path.join(ROOT, 'apps/api/dist/migrate.mjs')], env);
  const api = start('node', [path.join(ROOT, 'apps/api/dist/server.mjs')], env, '[api]');
  const web = start('node', [path.join(ROOT, 'apps/web/dist/server.mjs')], env, '[web]');
  const children = [api, web];
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 60_000);
    await waitFor(`http://127.0.0.1:${webPort}/`, 120_000);
  } catch (error) {
    children.forEach((c) => signalGroup(c, 'SIGTERM'));
    throw error;
  }
  return async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            signalGroup(c, 'SIGTERM');
            setTimeout(() => signalGroup(c, 'SIGKILL'), 5_000).unref();
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
}
