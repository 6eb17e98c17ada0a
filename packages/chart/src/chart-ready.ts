/**
 * Chart readiness (SPEC §4.13 "Ready after a callback, or by polling (every 500 ms up to 50
 * times, starting after 1.5 s); failure at 30 s"; §8 "Chart ready timeout: 'Chart ready timeout'
 * after 30 s, logged as error" and "Chart init failure: logged only"; §9 "Chart ready timeout:
 * 30 s; polling 500 ms x50 after 1.5 s").
 *
 * A pure transition function ({@link chartReadyTransition}: state + event → state + effects) and
 * a small driver ({@link createChartReadyMachine}) that runs the effects on an injected scheduler.
 *
 * | from | event | to | effects |
 * |---|---|---|---|
 * | idle | start | pending | schedule the first poll at +1500 ms, the timeout at +30 000 ms |
 * | pending | callback | ready (by callback) | cancel timers, notify |
 * | pending | poll, probe true | ready (by poll) | cancel timers, notify |
 * | pending | poll, probe false, polls < 50 | pending | schedule the next poll at +500 ms |
 * | pending | poll, probe false, 50th poll | pending | none (only the callback can still make it ready) |
 * | pending | timeout | timed-out | cancel the poll, log error "Chart ready timeout" |
 * | timed-out | callback | ready (late) | notify (the error stays logged; the chart is usable) |
 * | idle, pending, timed-out | fail | failed | cancel timers, log "Chart init failure" |
 * | anything else | | unchanged | none |
 *
 * Polls run at 1.5 s, 2.0 s, … 26.0 s (50 of them), all before the 30 s timeout.
 */
import { realScheduler } from './scheduler';
import type { Scheduler, TimerHandle } from './scheduler';

/** §4.13 "starting after 1.5 s". */
export const CHART_READY_FIRST_POLL_MS = 1500;
/** §4.13 "every 500 ms". */
export const CHART_READY_POLL_INTERVAL_MS = 500;
/** §4.13 "up to 50 times". */
export const CHART_READY_MAX_POLLS = 50;
/** §9 "Chart ready timeout: 30 s". */
export const CHART_READY_TIMEOUT_MS = 30_000;
/** §8, verbatim. */
export const CHART_READY_TIMEOUT_MESSAGE = 'Chart ready timeout';
/** What an init failure is logged as (§8 "Chart init failure … Logged only"). */
export const CHART_INIT_FAILURE_MESSAGE = 'Chart init failure';

export type ChartReadyStatus = 'idle' | 'pending' | 'ready' | 'timed-out' | 'failed';

export interface ChartReadyState {
  readonly status: ChartReadyStatus;
  /** Polls made so far (0 … 50). */
  readonly polls: number;
  /** How it became ready; `late` when the callback came after the timeout. */
  readonly readyBy?: 'callback' | 'poll' | 'late';
}

export type ChartReadyEvent =
  | { readonly type: 'start' }
  | { readonly type: 'callback' }
  | { readonly type: 'poll'; readonly ready: boolean }
  | { readonly type: 'timeout' }
  | { readonly type: 'fail'; readonly error: unknown };

export type ChartReadyEffect =
  | { readonly type: 'schedule-poll'; readonly delayMs: number }
  | { readonly type: 'schedule-timeout'; readonly delayMs: number }
  | { readonly type: 'cancel-poll' }
  | { readonly type: 'cancel-timeout' }
  | { readonly type: 'notify-ready' }
  | { readonly type: 'log-error'; readonly message: string; readonly error?: unknown };

export const INITIAL_CHART_READY_STATE: ChartReadyState = { status: 'idle', polls: 0 };

const CANCEL_ALL: readonly ChartReadyEffect[] = [{ type: 'cancel-poll' }, { type: 'cancel-timeout' }];

/**
 * One step of the ready state machine (see the table in the module doc).
 *
 * @example
 * let { state, effects } = chartReadyTransition(INITIAL_CHART_READY_STATE, { type: 'start' });
 * // state.status === 'pending'; effects schedule a poll at 1500 ms and the timeout at 30000 ms
 * ({ state } = chartReadyTransition(state, { type: 'callback' })); // state.status === 'ready'
 */
export function chartReadyTransition(
  state: ChartReadyState,
  event: ChartReadyEvent,
): { state: ChartReadyState; effects: readonly ChartReadyEffect[] } {
  const same = { state, effects: [] as readonly ChartReadyEffect[] };
  switch (event.type) {
    case 'start':
      if (state.status !== 'idle') return same;
      return {
        state: { status: 'pending', polls: 0 },
        effects: [
          { type: 'schedule-poll', delayMs: CHART_READY_FIRST_POLL_MS },
          { type: 'schedule-timeout', delayMs: CHART_READY_TIMEOUT_MS },
        ],
      };
    case 'callback':
      if (state.status === 'pending')
        return { state: { ...state, status: 'ready', readyBy: 'callback' }, effects: [...CANCEL_ALL, { type: 'notify-ready' }] };
      if (state.status === 'timed-out')
        return { state: { ...state, status: 'ready', readyBy: 'late' }, effects: [{ type: 'notify-ready' }] };
      return same;
    case 'poll': {
      if (state.status !== 'pending' || state.polls >= CHART_READY_MAX_POLLS) return same;
      const polls = state.polls + 1;
      if (event.ready) return { state: { status: 'ready', polls, readyBy: 'poll' }, effects: [...CANCEL_ALL, { type: 'notify-ready' }] };
      const next: readonly ChartReadyEffect[] =
        polls < CHART_READY_MAX_POLLS ? [{ type: 'schedule-poll', delayMs: CHART_READY_POLL_INTERVAL_MS }] : [];
      return { state: { status: 'pending', polls }, effects: next };
    }
    case 'timeout':
      if (state.status !== 'pending') return same;
      return {
        state: { ...state, status: 'timed-out' },
        effects: [{ type: 'cancel-poll' }, { type: 'log-error', message: CHART_READY_TIMEOUT_MESSAGE }],
      };
    case 'fail':
      if (state.status === 'ready' || state.status === 'failed') return same;
      return {
        state: { ...state, status: 'failed' },
        effects: [...CANCEL_ALL, { type: 'log-error', message: CHART_INIT_FAILURE_MESSAGE, error: event.error }],
      };
  }
}

/** Where errors go (§8: logged). Defaults to `console.error`. */
export interface ChartLogger {
  error(message: string, error?: unknown): void;
}

export interface ChartReadyOptions {
  /** Polled from 1.5 s on: true once the chart is usable (e.g. the controller exists and drew). */
  probe(): boolean;
  /** Called once, when the chart becomes ready (also for a late callback after the timeout). */
  onReady?(state: ChartReadyState): void;
  logger?: ChartLogger;
  scheduler?: Scheduler;
}

export interface ChartReadyMachine {
  /** Starts polling and the 30 s timeout. */
  start(): void;
  /** The chart's ready callback. */
  ready(): void;
  /** Chart creation threw: logged, and nothing else runs. */
  fail(error: unknown): void;
  /** Stops timers without a transition (unmount). */
  dispose(): void;
  readonly state: ChartReadyState;
}

/**
 * Runs {@link chartReadyTransition} on real (or injected) timers.
 *
 * @example
 * const ready = createChartReadyMachine({ probe: () => controller !== null, onReady: () => setReady(true) });
 * ready.start();
 * import('@ex/chart').then(({ createTradingChart }) => { controller = createTradingChart(el, opts); ready.ready(); })
 *   .catch((e) => ready.fail(e));
 */
export function createChartReadyMachine(options: ChartReadyOptions): ChartReadyMachine {
  const scheduler = options.scheduler ?? realScheduler;
  const logger = options.logger ?? { error: (message: string, error?: unknown) => console.error(message, error ?? '') };
  let state = INITIAL_CHART_READY_STATE;
  let poll: TimerHandle | undefined;
  let timeout: TimerHandle | undefined;
  let disposed = false;

  const dispatch = (event: ChartReadyEvent) => {
    if (disposed) return;
    const step = chartReadyTransition(state, event);
    state = step.state;
    for (const effect of step.effects) run(effect);
  };
  const run = (effect: ChartReadyEffect) => {
    switch (effect.type) {
      case 'schedule-poll':
        poll = scheduler.setTimeout(() => {
          poll = undefined;
          let ok = false;
          try {
            ok = options.probe();
          } catch {
            ok = false;
          }
          dispatch({ type: 'poll', ready: ok });
        }, effect.delayMs);
        return;
      case 'schedule-timeout':
        timeout = scheduler.setTimeout(() => {
          timeout = undefined;
          dispatch({ type: 'timeout' });
        }, effect.delayMs);
        return;
      case 'cancel-poll':
        if (poll !== undefined) scheduler.clearTimeout(poll);
        poll = undefined;
        return;
      case 'cancel-timeout':
        if (timeout !== undefined) scheduler.clearTimeout(timeout);
        timeout = undefined;
        return;
      case 'notify-ready':
        options.onReady?.(state);
        return;
      case 'log-error':
        logger.error(effect.message, effect.error);
        return;
    }
  };

  return {
    start: () => dispatch({ type: 'start' }),
    ready: () => dispatch({ type: 'callback' }),
    fail: (error) => dispatch({ type: 'fail', error }),
    dispose() {
      run({ type: 'cancel-poll' });
      run({ type: 'cancel-timeout' });
      disposed = true;
    },
    get state() {
      return state;
    },
  };
}
