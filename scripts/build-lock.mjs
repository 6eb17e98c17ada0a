// Build locks for `npm start`: every running instance registers itself beside the build it serves,
// and an instance may rebuild only when no other live instance serves from (or builds) it. A lock
// whose process is gone is stale and removed.
import { linkSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BUILD_FILE = 'build.lock';
const SERVE_PREFIX = 'serve-';

/** Whether a process with this id exists (EPERM: it exists but belongs to someone else). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

export class BuildLockError extends Error {
  name = 'BuildLockError';
}

function readLock(file) {
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8'));
    return Number.isInteger(lock?.pid) ? { ...lock, file } : null;
  } catch {
    return null;
  }
}

/** Writes `lock` to `file` in one step: a reader never sees half a lock (link fails if it exists). */
function createExclusive(file, lock) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(lock));
  try {
    linkSync(tmp, file);
    return true;
  } catch (error) {
    if (error?.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** The live locks in `dir` held by other processes; stale ones (process gone, unreadable) are deleted. */
export function otherHolders(dir, pid = process.pid) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const live = [];
  for (const name of names) {
    if (name !== BUILD_FILE && !(name.startsWith(SERVE_PREFIX) && name.endsWith('.lock'))) continue;
    const file = path.join(dir, name);
    const lock = readLock(file);
    if (lock === null || !isAlive(lock.pid)) rmSync(file, { force: true });
    else if (lock.pid !== pid) live.push({ ...lock, kind: name === BUILD_FILE ? 'build' : 'serve' });
  }
  return live;
}

const describe = (lock) => `pid ${lock.pid}${lock.port ? `, port ${lock.port}` : ''}, since ${new Date(lock.since).toLocaleTimeString()}`;

/**
 * Takes the exclusive build lock of one build output, or throws {@link BuildLockError} naming the
 * instances that serve from it (or build it) now. Returns the release function.
 * @example const release = acquireBuildLock('.build-locks/web', { label: 'apps/web/.next' }); build(); release();
 */
export function acquireBuildLock(dir, { label, pid = process.pid, now = Date.now } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, BUILD_FILE);
  const refuse = (holders) => {
    const list = holders.map((h) => `  - ${h.kind === 'build' ? 'building it' : 'serving from it'} (${describe(h)}): ${h.file}`).join('\n');
    return new BuildLockError(
      `Refusing to rebuild ${label}: another instance uses this build.\n${list}\n` +
        'Stop that instance first (or start this one with the same sources and configuration, which needs no rebuild). ' +
        'A listed file whose process is not an `npm start` of this checkout may be deleted.',
    );
  };
  // Stale locks are swept first, so a crashed instance's build.lock does not block this one.
  const before = otherHolders(dir, pid);
  if (before.length > 0) throw refuse(before);
  if (!createExclusive(file, { pid, since: now() })) throw refuse(otherHolders(dir, pid).filter((h) => h.kind === 'build'));
  // An instance may have registered between the sweep and the lock: it wins, this build does not start.
  const racing = otherHolders(dir, pid);
  if (racing.length > 0) {
    rmSync(file, { force: true });
    throw refuse(racing);
  }
  return () => {
    if (readLock(file)?.pid === pid) rmSync(file, { force: true });
  };
}

/**
 * Registers this process as serving from one build output, or throws {@link BuildLockError} when
 * another live process is rebuilding it right now. Returns the release function.
 */
export function registerServer(dir, { label, port, pid = process.pid, now = Date.now } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${SERVE_PREFIX}${pid}.lock`);
  writeFileSync(file, JSON.stringify({ pid, port, since: now() }));
  const builder = otherHolders(dir, pid).find((h) => h.kind === 'build');
  if (builder) {
    rmSync(file, { force: true });
    throw new BuildLockError(
      `Refusing to serve ${label}: another instance is rebuilding it now (${describe(builder)}). Start again once it has finished.`,
    );
  }
  return () => rmSync(file, { force: true });
}
