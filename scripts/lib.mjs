// Shared helpers for the start, e2e and bench scripts: spawn the two processes and wait for them.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every child started by run() that has not exited yet (builds included), for stopping them all. */
const running = new Set();

/** Spawns a child that inherits stdio (or pipes it with a prefix) and dies with us. */
export function run(cmd, args, { env = {}, cwd = ROOT, prefix, quiet = false } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    // Own process group, so stopping it also stops what it spawned (next start forks next-server).
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (prefix && !quiet) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
      });
    }
  }
  if (quiet) {
    child.output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => (child.output += c.toString()));
  }
  return child;
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function exec(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = run(cmd, args, opts);
    child.on('exit', (code) =>
      code === 0 ? resolve(child.output) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}\n${child.output ?? ''}`)),
    );
  });
}

/** Polls a URL until it answers (any status below 500) or the deadline passes. */
export async function waitForHttp(url, { timeoutMs = 60_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers, redirect: 'manual' });
      if (res.status < 500) return;
      lastError = new Error(`status ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await delay(250);
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms: ${lastError?.message ?? 'no answer'}`);
}

/** Sends `signal` to a child's whole process group (run() makes each child a group leader). */
export function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Kills children on exit and on SIGINT/SIGTERM (each one's whole process group). Without a list:
 * every child run() started that is still running, builds and restarted servers included.
 */
export function killOnExit(children = running) {
  const stop = () => {
    for (const c of children) if (c.exitCode === null) signalGroup(c, 'SIGTERM');
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      stop();
      process.exit(sig === 'SIGINT' ? 130 : 143);
    });
  }
  return stop;
}
