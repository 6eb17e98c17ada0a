// Keeps a server process running for `npm start`: a crashed child is started again after an
// exponentially growing, capped delay, so one crash of the API does not take the site down.
import { signalGroup } from './lib.mjs';

/** Restart delays: 1 s, 2 s, 4 s … capped at 30 s; a child that ran for a minute counts as healthy again. */
export const DEFAULT_BACKOFF = Object.freeze({ initialMs: 1_000, factor: 2, maxMs: 30_000, resetAfterMs: 60_000 });

/**
 * The delay before restart number `attempt` (0 for the first restart after a healthy run).
 * @example restartDelay(0) === 1000; restartDelay(3) === 8000; restartDelay(10) === 30000
 */
export function restartDelay(attempt, backoff = DEFAULT_BACKOFF) {
  return Math.min(backoff.maxMs, backoff.initialMs * backoff.factor ** attempt);
}

/**
 * The next backoff step after a child exited: a child that stayed up at least `resetAfterMs`
 * starts the sequence again, a child that crashed sooner continues it.
 * @example nextRestart({ attempt: 2, uptimeMs: 500 }) // { attempt: 3, delayMs: 4000 }
 * @example nextRestart({ attempt: 5, uptimeMs: 120_000 }) // { attempt: 1, delayMs: 1000 }
 */
export function nextRestart({ attempt, uptimeMs }, backoff = DEFAULT_BACKOFF) {
  const current = uptimeMs >= backoff.resetAfterMs ? 0 : attempt;
  return { attempt: current + 1, delayMs: restartDelay(current, backoff) };
}

/**
 * Runs `start()` and starts it again whenever the child exits on its own. A child that exits
 * before `markReady()` was ever called is a start-up failure (a port in use, a bad configuration):
 * that is not retried but reported through `onFatal`, since retrying would only repeat it.
 *
 * @param {object} options
 * @param {string} options.name Shown in the log lines.
 * @param {() => import('node:child_process').ChildProcess} options.start Spawns one child (own process group).
 * @param {typeof DEFAULT_BACKOFF} [options.backoff]
 * @param {(line: string) => void} [options.log]
 * @param {(info: { code: number | null, signal: string | null }) => void} [options.onFatal]
 * @param {(child: import('node:child_process').ChildProcess, restarts: number) => void} [options.onStart]
 * @param {() => number} [options.now]
 * @example
 * const api = supervise({ name: 'api', start: () => run('node', ['server.mjs']), onFatal: () => process.exit(1) });
 * await waitForHttp(url); api.markReady();
 */
export function supervise(options) {
  const { name, start, backoff = DEFAULT_BACKOFF, log = (line) => console.error(line), onFatal, onStart, now = Date.now } = options;
  let child;
  let startedAt = 0;
  let attempt = 0;
  let restarts = 0;
  let ready = false;
  let stopped = false;
  let timer = null;
  let exited = Promise.resolve();

  const launch = () => {
    timer = null;
    if (stopped) return;
    child = start();
    startedAt = now();
    onStart?.(child, restarts);
    const current = child;
    exited = new Promise((resolve) =>
      current.once('exit', (code, signal) => {
        resolve();
        onExit(current, code, signal);
      }),
    );
  };

  const onExit = (exitedChild, code, signal) => {
    // Whatever the child left behind in its group (next start forks next-server) must not keep the port.
    signalGroup(exitedChild, 'SIGKILL');
    if (stopped || exitedChild !== child) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!ready) {
      log(`[${name}] exited during start-up (${how}); not restarting.`);
      onFatal?.({ code, signal });
      return;
    }
    const uptimeMs = now() - startedAt;
    const next = nextRestart({ attempt, uptimeMs }, backoff);
    attempt = next.attempt;
    restarts += 1;
    log(`[${name}] exited (${how}) after ${(uptimeMs / 1000).toFixed(1)} s; restart #${restarts} in ${next.delayMs / 1000} s.`);
    timer = setTimeout(launch, next.delayMs);
  };

  launch();
  return {
    /** The child running now (or the last one, while a restart is pending). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** The child answered once: from now on an exit is a crash to restart, not a start-up failure. */
    markReady() {
      ready = true;
    },
    /** Stops restarting and signals the running child; resolves once it has exited. */
    stop(signal = 'SIGTERM') {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (child && child.exitCode === null && child.signalCode === null) signalGroup(child, signal);
      return exited;
    },
  };
}
