import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { run, signalGroup } from '../lib.mjs';
import { BuildLockError, acquireBuildLock, registerServer } from '../build-lock.mjs';

// Issue 10 "Shared checkouts": "Running `npm start` with another PORT from the same checkout rebuilt
// `.next` under a running server and broke it." Afterwards: "`npm start` must refuse to rebuild
// while another instance serves from the same build."
const SPEC = 'issue 10 "npm start must refuse to rebuild while another instance serves from the same build"';
const HOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/lock-holder.mjs');
const WAIT = { timeout: 10_000 };

const cleanups = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()();
});

function lockDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Another process holding a lock of `dir` (as a running `npm start` would), until killed. */
async function holder(dir, kind, port = '') {
  const child = run(process.execPath, [HOLDER, dir, kind, port], { quiet: true });
  cleanups.push(() => signalGroup(child, 'SIGKILL'));
  await expect.poll(() => child.output, WAIT).toContain('holding');
  return child;
}

/** Kills without letting it clean up, as a crash or `kill -9` would: its lock file stays behind. */
async function crash(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGKILL');
  await exited;
}

describe('build locks (scripts/build-lock.mjs)', () => {
  it(`${SPEC}: a rebuild is refused while another live process serves from the build, naming it`, async () => {
    const dir = lockDir();
    const server = await holder(dir, 'serve', '3350');
    let refusal;
    try {
      acquireBuildLock(dir, { label: 'apps/web/.next' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BuildLockError);
    expect(refusal.message).toMatch(/^Refusing to rebuild apps\/web\/\.next: another instance uses this build\./);
    expect(refusal.message).toContain(`serving from it (pid ${server.pid}, port 3350`);
    expect(refusal.message).toContain(path.join(dir, `serve-${server.pid}.lock`));
    // Refused means nothing taken: no build lock of ours is left behind.
    expect(readdirSync(dir)).toEqual([`serve-${server.pid}.lock`]);
  });

  it(`${SPEC}: the lock of a process that died is stale; it is removed and the rebuild goes ahead`, async () => {
    const dir = lockDir();
    const server = await holder(dir, 'serve', '3350');
    await crash(server);
    expect(existsSync(path.join(dir, `serve-${server.pid}.lock`))).toBe(true);

    const release = acquireBuildLock(dir, { label: 'apps/web/.next' });
    expect(readdirSync(dir)).toEqual(['build.lock']);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it(`${SPEC}: while another process rebuilds, starting to serve that build is refused, and so is a second rebuild`, async () => {
    const dir = lockDir();
    const builder = await holder(dir, 'build');
    expect(() => registerServer(dir, { label: 'apps/web/.next', port: '3000' })).toThrow(
      new RegExp(`^Refusing to serve apps/web/\\.next: another instance is rebuilding it now \\(pid ${builder.pid}, since `),
    );
    expect(() => acquireBuildLock(dir, { label: 'apps/web/.next' })).toThrow(`building it (pid ${builder.pid}, since`);
    expect(readdirSync(dir)).toEqual(['build.lock']);

    await crash(builder);
    const release = registerServer(dir, { label: 'apps/web/.next', port: '3000' });
    expect(readdirSync(dir)).toEqual([`serve-${process.pid}.lock`]);
    release();
  });

  it(`${SPEC}: instances of the same build serve side by side, and this process's own lock never blocks it`, async () => {
    const dir = lockDir();
    const other = await holder(dir, 'serve', '3000');
    const release = registerServer(dir, { label: 'apps/web/.next', port: '3001' });
    expect(readdirSync(dir).sort()).toEqual([`serve-${other.pid}.lock`, `serve-${process.pid}.lock`].sort());
    release();
    await crash(other);
    const releaseBuild = acquireBuildLock(dir, { label: 'apps/web/.next' });
    // The builder then registers as serving what it built (scripts/start.mjs does both).
    const releaseServe = registerServer(dir, { label: 'apps/web/.next', port: '3001' });
    releaseBuild();
    releaseServe();
    expect(readdirSync(dir)).toEqual([]);
  });
});
