import { describe, expect, it, vi } from 'vitest';
import {
  CHART_READY_FIRST_POLL_MS,
  CHART_READY_MAX_POLLS,
  CHART_READY_POLL_INTERVAL_MS,
  CHART_READY_TIMEOUT_MS,
  INITIAL_CHART_READY_STATE,
  chartReadyTransition,
  createChartReadyMachine,
} from './chart-ready';
import type { ChartReadyEvent, ChartReadyState } from './chart-ready';
import { createManualScheduler } from './scheduler';

describe('constants (§9 "Chart ready timeout: 30 s; polling 500 ms x50 after 1.5 s")', () => {
  it('are 1500, 500, 50 and 30000', () => {
    expect([CHART_READY_FIRST_POLL_MS, CHART_READY_POLL_INTERVAL_MS, CHART_READY_MAX_POLLS, CHART_READY_TIMEOUT_MS]).toEqual([
      1500, 500, 50, 30_000,
    ]);
  });
});

describe('chartReadyTransition (§4.13 "Ready after a callback, or by polling … failure at 30 s")', () => {
  const pending: ChartReadyState = { status: 'pending', polls: 3 };
  const cases: [string, ChartReadyState, ChartReadyEvent, Partial<ChartReadyState>, string[]][] = [
    [
      'idle + start',
      INITIAL_CHART_READY_STATE,
      { type: 'start' },
      { status: 'pending', polls: 0 },
      ['schedule-poll:1500', 'schedule-timeout:30000'],
    ],
    [
      'pending + callback',
      pending,
      { type: 'callback' },
      { status: 'ready', readyBy: 'callback' },
      ['cancel-poll', 'cancel-timeout', 'notify-ready'],
    ],
    [
      'pending + poll ready',
      pending,
      { type: 'poll', ready: true },
      { status: 'ready', readyBy: 'poll', polls: 4 },
      ['cancel-poll', 'cancel-timeout', 'notify-ready'],
    ],
    ['pending + poll not ready', pending, { type: 'poll', ready: false }, { status: 'pending', polls: 4 }, ['schedule-poll:500']],
    ['49 polls + poll not ready', { status: 'pending', polls: 49 }, { type: 'poll', ready: false }, { status: 'pending', polls: 50 }, []],
    ['50 polls + poll', { status: 'pending', polls: 50 }, { type: 'poll', ready: true }, { status: 'pending', polls: 50 }, []],
    ['pending + timeout', pending, { type: 'timeout' }, { status: 'timed-out' }, ['cancel-poll', 'log-error:Chart ready timeout']],
    [
      'timed-out + callback',
      { status: 'timed-out', polls: 50 },
      { type: 'callback' },
      { status: 'ready', readyBy: 'late' },
      ['notify-ready'],
    ],
    ['timed-out + poll', { status: 'timed-out', polls: 50 }, { type: 'poll', ready: true }, { status: 'timed-out' }, []],
    [
      'pending + fail',
      pending,
      { type: 'fail', error: 'boom' },
      { status: 'failed' },
      ['cancel-poll', 'cancel-timeout', 'log-error:Chart init failure'],
    ],
    [
      'idle + fail',
      INITIAL_CHART_READY_STATE,
      { type: 'fail', error: 'boom' },
      { status: 'failed' },
      ['cancel-poll', 'cancel-timeout', 'log-error:Chart init failure'],
    ],
    ['ready + timeout', { status: 'ready', polls: 1 }, { type: 'timeout' }, { status: 'ready' }, []],
    ['ready + fail', { status: 'ready', polls: 1 }, { type: 'fail', error: 1 }, { status: 'ready' }, []],
    ['pending + start', pending, { type: 'start' }, { status: 'pending', polls: 3 }, []],
    ['idle + callback', INITIAL_CHART_READY_STATE, { type: 'callback' }, { status: 'idle' }, []],
  ];
  it.each(cases)('%s', (_name, from, event, to, effects) => {
    const step = chartReadyTransition(from, event);
    expect(step.state).toMatchObject(to);
    expect(
      step.effects.map((e) => ('delayMs' in e ? `${e.type}:${e.delayMs}` : 'message' in e ? `${e.type}:${e.message}` : e.type)),
    ).toEqual(effects);
  });
});

describe('createChartReadyMachine', () => {
  const setup = (probe: () => boolean) => {
    const scheduler = createManualScheduler();
    const logger = { error: vi.fn() };
    const onReady = vi.fn();
    const probeSpy = vi.fn(probe);
    const machine = createChartReadyMachine({ probe: probeSpy, onReady, logger, scheduler });
    return { scheduler, logger, onReady, probe: probeSpy, machine };
  };

  it('polls at 1.5 s then every 500 ms, 50 times, then logs "Chart ready timeout" at 30 s', () => {
    const { scheduler, logger, onReady, probe, machine } = setup(() => false);
    const times: number[] = [];
    probe.mockImplementation(() => (times.push(scheduler.now()), false));
    machine.start();
    scheduler.advance(1499);
    expect(probe).not.toHaveBeenCalled();
    scheduler.advance(24_501);
    expect(scheduler.now()).toBe(26_000);
    expect(times).toHaveLength(50);
    expect(times[0]).toBe(1500);
    expect(times[1]).toBe(2000);
    expect(times[49]).toBe(26_000);
    expect(logger.error).not.toHaveBeenCalled();
    scheduler.advance(3999);
    expect(scheduler.now()).toBe(29_999);
    expect(times).toHaveLength(50);
    expect(logger.error).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('Chart ready timeout', undefined);
    expect(machine.state.status).toBe('timed-out');
    expect(onReady).not.toHaveBeenCalled();
    expect(scheduler.pending()).toBe(0);
  });

  it('becomes ready on the callback before any poll and cancels every timer', () => {
    const { scheduler, logger, onReady, probe, machine } = setup(() => false);
    machine.start();
    scheduler.advance(200);
    machine.ready();
    expect(onReady).toHaveBeenCalledOnce();
    expect(machine.state).toMatchObject({ status: 'ready', readyBy: 'callback' });
    expect(scheduler.pending()).toBe(0);
    scheduler.advance(60_000);
    expect(probe).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('becomes ready on the third poll (at 2.5 s)', () => {
    let calls = 0;
    const { scheduler, onReady, machine } = setup(() => ++calls === 3);
    machine.start();
    scheduler.advance(2499);
    expect(onReady).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(onReady).toHaveBeenCalledOnce();
    expect(machine.state).toMatchObject({ status: 'ready', polls: 3, readyBy: 'poll' });
  });

  it('treats a throwing probe as not ready', () => {
    const { scheduler, machine } = setup(() => {
      throw new Error('no canvas yet');
    });
    machine.start();
    scheduler.advance(2000);
    expect(machine.state).toMatchObject({ status: 'pending', polls: 2 });
  });

  it('a late callback after the timeout still notifies, once', () => {
    const { scheduler, logger, onReady, machine } = setup(() => false);
    machine.start();
    scheduler.advance(30_000);
    machine.ready();
    machine.ready();
    expect(logger.error).toHaveBeenCalledOnce();
    expect(onReady).toHaveBeenCalledOnce();
    expect(machine.state.readyBy).toBe('late');
  });

  it('logs an init failure (§8 "Chart init failure … Logged only") and stops', () => {
    const { scheduler, logger, onReady, machine } = setup(() => true);
    machine.start();
    const error = new Error('WebGL lost');
    machine.fail(error);
    scheduler.advance(60_000);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('Chart init failure', error);
    expect(onReady).not.toHaveBeenCalled();
    expect(machine.state.status).toBe('failed');
  });

  it('dispose stops timers', () => {
    const { scheduler, logger, machine } = setup(() => false);
    machine.start();
    machine.dispose();
    expect(scheduler.pending()).toBe(0);
    scheduler.advance(60_000);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
