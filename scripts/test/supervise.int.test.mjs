import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../lib.mjs';
import { supervise } from '../supervise.mjs';

// Issue 10 finding 4: "When the API process dies, `npm start` stops the web server too."
// Afterwards: "`npm start` restarts a crashed API with backoff and keeps the web server up."
const SPEC = 'issue 10 §4 "restarts a crashed API with backoff"';
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/child.mjs');
// Node start-up on a busy machine can take a second or more.
const WAIT = { timeout: 10_000 };
const FAST = { initialMs: 40, factor: 2, maxMs: 160, resetAfterMs: 10_000 };

const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()();
});

/** A supervised stand-in child; returns the supervisor, its log lines and the pids it started. */
function superviseChild(env, options = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
  const pidLog = path.join(dir, 'starts');
  const lines = [];
  const fatal = [];
  const sup = supervise({
    name: 'child',
    start: () => run(process.execPath, [CHILD], { env: { CHILD_LOG: pidLog, ...env }, quiet: true }),
    backoff: FAST,
    log: (line) => lines.push(line),
    onFatal: (info) => fatal.push(info),
    ...options,
  });
  cleanups.push(async () => {
    await sup.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const pids = () => {
    try {
      return readFileSync(pidLog, 'utf8').trim().split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  return { sup, lines, fatal, pids };
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervise (scripts/supervise.mjs)', () => {
  it(`${SPEC}: a killed child is started again, and the restart is logged with how it exited`, async () => {
    const { sup, lines, pids } = superviseChild({});
    await expect.poll(pids, WAIT).toHaveLength(1);
    sup.markReady();
    const [first] = pids();
    process.kill(first, 'SIGKILL');

    await expect.poll(pids, WAIT).toHaveLength(2);
    const second = pids()[1];
    expect(second).not.toBe(first);
    expect(alive(second)).toBe(true);
    expect(sup.child.pid).toBe(second);
    expect(lines).toEqual([expect.stringMatching(/^\[child\] exited \(signal SIGKILL\) after [\d.]+ s; restart #1 in 0\.04 s\.$/)]);
  });

  it(`${SPEC}: a child that keeps crashing is restarted with doubling delays up to the cap, each exit code logged`, async () => {
    let starts = 0;
    const { sup, lines, pids } = superviseChild({ CHILD_EXIT_AFTER_MS: '0', CHILD_EXIT_CODE: '3' }, { onStart: () => (starts += 1) });
    sup.markReady();
    await expect.poll(() => starts, WAIT).toBeGreaterThanOrEqual(6);
    const announced = lines.slice(0, 5).map((line) => {
      expect(line).toMatch(/^\[child\] exited \(exit code 3\) after [\d.]+ s; restart #\d+ in [\d.]+ s\.$/);
      return Number(/in ([\d.]+) s\.$/.exec(line)[1]) * 1000;
    });
    // 40, 80, 160 ms, then capped at 160 ms (the schedule; no wall-clock time is asserted).
    expect(announced).toEqual([40, 80, 160, 160, 160]);
    expect(lines.slice(0, 5).map((l) => /restart #(\d+)/.exec(l)[1])).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(pids()).size).toBe(pids().length);
  });

  it(`${SPEC}: after stop() the child is gone and no restart follows`, async () => {
    const { sup, lines, pids } = superviseChild({});
    await expect.poll(pids, WAIT).toHaveLength(1);
    sup.markReady();
    const [pid] = pids();
    await sup.stop();
    expect(alive(pid)).toBe(false);
    await delay(FAST.maxMs * 2);
    expect(pids()).toEqual([pid]);
    expect(lines).toEqual([]);
  });

  it('decision: a child that exits before it ever became ready is a start-up failure, reported and not retried', async () => {
    const { lines, fatal, pids } = superviseChild({ CHILD_EXIT_AFTER_MS: '0', CHILD_EXIT_CODE: '5' });
    await expect.poll(() => fatal, WAIT).toEqual([{ code: 5, signal: null }]);
    await delay(FAST.maxMs * 2);
    expect(pids()).toHaveLength(1);
    expect(lines).toEqual(['[child] exited during start-up (exit code 5); not restarting.']);
  });
});
