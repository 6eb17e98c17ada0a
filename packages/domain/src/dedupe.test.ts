import { describe, it, expect } from 'vitest';
import { DEDUPE_WINDOW_MS, createPromiseDeduper } from './dedupe';

const WINDOW = '§9 "Promise de-duplication window: 30 s."';

/** A promise we settle by hand, plus how many times the factory ran. */
function deferredFactory<T>() {
  const settles: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  let calls = 0;
  const factory = () => {
    calls++;
    return new Promise<T>((resolve, reject) => settles.push({ resolve, reject }));
  };
  return { factory, settles, calls: () => calls };
}

function setup(windowMs?: number) {
  let t = 1_000_000;
  const clock = { now: () => t, set: (v: number) => (t = v), advance: (d: number) => (t += d) };
  const dedupe = createPromiseDeduper(windowMs === undefined ? { now: clock.now } : { windowMs, now: clock.now });
  return { clock, dedupe };
}

describe('createPromiseDeduper', () => {
  it(`${WINDOW} — the default window is 30000 ms`, () => {
    expect(DEDUPE_WINDOW_MS).toBe(30_000);
  });

  it(`${WINDOW} — concurrent calls with one key share one promise`, async () => {
    const { dedupe } = setup();
    const f = deferredFactory<string>();
    const a = dedupe.run('user', f.factory);
    const b = dedupe.run('user', f.factory);
    expect(b).toBe(a);
    expect(f.calls()).toBe(1);
    f.settles[0]?.resolve('ok');
    await expect(Promise.all([a, b])).resolves.toEqual(['ok', 'ok']);
  });

  it(`${WINDOW} — different keys do not share`, () => {
    const { dedupe } = setup();
    const f = deferredFactory<string>();
    expect(dedupe.run('a', f.factory)).not.toBe(dedupe.run('b', f.factory));
    expect(f.calls()).toBe(2);
  });

  const timing = [
    { spec: `${WINDOW} — a settled result is reused inside the window`, elapsed: 1, expectedCalls: 1 },
    { spec: `${WINDOW} — still reused 1 ms before the window ends`, elapsed: 29_999, expectedCalls: 1 },
    {
      spec: `${WINDOW} — the window is measured from the first call: at 30000 ms the factory runs again`,
      elapsed: 30_000,
      expectedCalls: 2,
    },
    { spec: `${WINDOW} — long after the window the factory runs again`, elapsed: 3_600_000, expectedCalls: 2 },
    { spec: `${WINDOW} — a clock that steps backwards never serves a future entry`, elapsed: -5, expectedCalls: 2 },
  ];
  it.each(timing)('$spec', async ({ elapsed, expectedCalls }) => {
    const { dedupe, clock } = setup();
    let calls = 0;
    const factory = async () => ++calls;
    await dedupe.run('k', factory);
    clock.advance(elapsed);
    await expect(dedupe.run('k', factory)).resolves.toBe(expectedCalls);
    expect(calls).toBe(expectedCalls);
  });

  it(`${WINDOW} — a custom window is honoured`, async () => {
    const { dedupe, clock } = setup(1000);
    let calls = 0;
    const factory = async () => ++calls;
    await dedupe.run('k', factory);
    clock.advance(999);
    await dedupe.run('k', factory);
    clock.advance(1);
    await dedupe.run('k', factory);
    expect(calls).toBe(2);
  });

  it(`${WINDOW} — a rejection is evicted at once so the next call retries inside the window`, async () => {
    const { dedupe, clock } = setup();
    const f = deferredFactory<string>();
    const first = dedupe.run('k', f.factory);
    f.settles[0]?.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    clock.advance(10);
    const second = dedupe.run('k', f.factory);
    expect(second).not.toBe(first);
    expect(f.calls()).toBe(2);
    f.settles[1]?.resolve('ok');
    await expect(second).resolves.toBe('ok');
  });

  it(`${WINDOW} — callers sharing a pending promise all see its rejection`, async () => {
    const { dedupe } = setup();
    const f = deferredFactory<string>();
    const a = dedupe.run('k', f.factory);
    const b = dedupe.run('k', f.factory);
    f.settles[0]?.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
  });

  it(`${WINDOW} — a synchronous throw is returned as a rejection and not cached`, async () => {
    const { dedupe } = setup();
    let calls = 0;
    const factory = (): Promise<number> => {
      calls++;
      if (calls === 1) throw new Error('sync');
      return Promise.resolve(calls);
    };
    await expect(dedupe.run('k', factory)).rejects.toThrow('sync');
    await expect(dedupe.run('k', factory)).resolves.toBe(2);
  });

  it(`${WINDOW} — a late rejection of an expired call does not evict the newer entry`, async () => {
    const { dedupe, clock } = setup();
    const f = deferredFactory<string>();
    const old = dedupe.run('k', f.factory);
    clock.advance(30_000);
    const fresh = dedupe.run('k', f.factory);
    f.settles[0]?.reject(new Error('late'));
    await expect(old).rejects.toThrow('late');
    clock.advance(1);
    expect(dedupe.run('k', f.factory)).toBe(fresh);
    expect(f.calls()).toBe(2);
  });

  it(`${WINDOW} — clear() forgets every key; expired keys are dropped`, async () => {
    const { dedupe, clock } = setup();
    let calls = 0;
    const factory = async () => ++calls;
    await dedupe.run('a', factory);
    await dedupe.run('b', factory);
    expect(dedupe.size).toBe(2);
    dedupe.clear();
    expect(dedupe.size).toBe(0);
    await dedupe.run('a', factory);
    expect(calls).toBe(3);
    clock.advance(30_000);
    await dedupe.run('c', factory);
    expect(dedupe.size).toBe(1);
  });
});
