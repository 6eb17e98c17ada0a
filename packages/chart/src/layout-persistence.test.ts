import { describe, expect, it, vi } from 'vitest';
import { serialiseChartLayout } from './chart-layout';
import type { ChartLayout } from './chart-layout';
import { indicatorConfig } from './indicator-specs';
import {
  LAYOUT_AUTOSAVE_DELAY_MS,
  LAYOUT_STORAGE_KEY,
  createLayoutPersistence,
  createLocalLayoutStore,
  restoreChartLayout,
} from './layout-persistence';
import type { LayoutStore } from './layout-persistence';
import { createManualScheduler } from './scheduler';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

const withMacd: ChartLayout = { resolution: '15', indicators: [indicatorConfig('macd-1', 'MACD')] };

function fakeStore(name: string, initial: string | null = null): LayoutStore & { saved: string[]; text: string | null } {
  const store = {
    name,
    text: initial,
    saved: [] as string[],
    load: async () => store.text,
    save: async (text: string) => {
      store.saved.push(text);
      store.text = text;
    },
  };
  return store;
}

describe('local layout store', () => {
  it(`keeps the layout under ${LAYOUT_STORAGE_KEY}`, async () => {
    const storage = memory();
    const store = createLocalLayoutStore(storage);
    expect(await store.load()).toBeNull();
    await store.save('x');
    expect(storage.data.get('ex.chart.layout.v1')).toBe('x');
    expect(await store.load()).toBe('x');
  });

  it('rejects without storage', async () => {
    await expect(createLocalLayoutStore(undefined).save('x')).rejects.toThrow('no local storage');
    expect(await createLocalLayoutStore(undefined).load()).toBeNull();
  });
});

describe('restoreChartLayout (issue 5 "restored on load … also stored on the server for signed-in users")', () => {
  it('takes the first store with a recognised layout', async () => {
    const server = fakeStore('server', serialiseChartLayout(withMacd));
    const local = fakeStore('local', serialiseChartLayout({ resolution: '1D', indicators: [] }));
    expect(await restoreChartLayout([server, local])).toEqual({ layout: withMacd, source: 'server', problems: [] });
  });

  it('skips empty, failing and unrecognised stores', async () => {
    const empty = fakeStore('server');
    const failing: LayoutStore = { name: 'broken', load: () => Promise.reject(new Error('503')), save: async () => {} };
    const corrupt = fakeStore('old', '{"v":0}');
    const local = fakeStore('local', serialiseChartLayout(withMacd));
    const restored = await restoreChartLayout([empty, failing, corrupt, local]);
    expect(restored.source).toBe('local');
    expect(restored.layout).toEqual(withMacd);
    expect(restored.problems).toEqual(['broken: load failed: 503', 'old: unknown layout version 0']);
  });

  it('falls back to the default layout at the stored resolution', async () => {
    expect(await restoreChartLayout([fakeStore('local')], '240')).toEqual({
      layout: { resolution: '240', indicators: [] },
      source: 'default',
      problems: [],
    });
  });

  it('keeps a recognised layout even when parts were dropped', async () => {
    const local = fakeStore('local', JSON.stringify({ v: 1, resolution: '5', indicators: [{ id: 'k', type: 'KDJ', inputs: { n: 0 } }] }));
    const restored = await restoreChartLayout([local]);
    expect(restored.layout).toEqual({ resolution: '5', indicators: [] });
    expect(restored.problems).toEqual(['local: indicator k dropped: kdj.n must be an integer from 1 to 2000; received 0']);
  });
});

describe('createLayoutPersistence (§4.13 "saved on unload, on auto-save and on theme change")', () => {
  const setup = () => {
    const scheduler = createManualScheduler();
    let layout: ChartLayout = { resolution: '60', indicators: [] };
    const local = fakeStore('local');
    const server = fakeStore('server');
    const onSaved = vi.fn();
    const onError = vi.fn();
    const persistence = createLayoutPersistence({ getLayout: () => layout, stores: [local, server], scheduler, onSaved, onError });
    return { scheduler, local, server, onSaved, onError, persistence, set: (l: ChartLayout) => (layout = l) };
  };

  it(`autosaves ${LAYOUT_AUTOSAVE_DELAY_MS} ms after the last change, once`, async () => {
    const { scheduler, local, server, persistence, set } = setup();
    set(withMacd);
    persistence.changed();
    scheduler.advance(4000);
    persistence.changed();
    scheduler.advance(4999);
    expect(local.saved).toEqual([]);
    scheduler.advance(1);
    await Promise.resolve();
    expect(local.saved).toEqual([serialiseChartLayout(withMacd)]);
    expect(server.saved).toEqual([serialiseChartLayout(withMacd)]);
  });

  it('saves at once on theme change and on unload, and cancels the pending autosave', async () => {
    const { scheduler, local, onSaved, persistence, set } = setup();
    set(withMacd);
    persistence.changed();
    await persistence.themeChanged();
    expect(local.saved).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledWith('local', 'theme');
    expect(scheduler.pending()).toBe(0);
    set({ ...withMacd, resolution: '5' });
    void persistence.unload();
    // the local write happened synchronously, before the page could go away
    expect(local.saved).toHaveLength(2);
  });

  it('does not rewrite an unchanged layout', async () => {
    const { local, persistence } = setup();
    await persistence.saveNow();
    await persistence.themeChanged();
    await persistence.unload();
    expect(local.saved).toHaveLength(1);
  });

  it('a failing store is reported, the others are written, and it is retried next time', async () => {
    const scheduler = createManualScheduler();
    let fail = true;
    const server: LayoutStore = {
      name: 'server',
      load: async () => null,
      save: async () => (fail ? Promise.reject(new Error('401')) : undefined),
    };
    const local = fakeStore('local');
    const onError = vi.fn();
    const onSaved = vi.fn();
    const persistence = createLayoutPersistence({ getLayout: () => withMacd, stores: [server, local], scheduler, onError, onSaved });
    await persistence.saveNow();
    expect(onError).toHaveBeenCalledWith('server', expect.any(Error));
    expect(local.saved).toHaveLength(1);
    fail = false;
    await persistence.saveNow();
    expect(onSaved).toHaveBeenLastCalledWith('server', 'manual');
    expect(local.saved).toHaveLength(1);
  });

  it('bindUnload saves on pagehide and on visibilitychange to hidden, and unbinds', async () => {
    const { local, persistence, set } = setup();
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const unbind = persistence.bindUnload(win, doc);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(local.saved).toHaveLength(0);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(local.saved).toHaveLength(1);
    set(withMacd);
    win.dispatchEvent(new Event('pagehide'));
    expect(local.saved).toHaveLength(2);
    unbind();
    set({ ...withMacd, resolution: '1' });
    win.dispatchEvent(new Event('pagehide'));
    expect(local.saved).toHaveLength(2);
  });

  it('dispose cancels a pending autosave', () => {
    const { scheduler, local, persistence } = setup();
    persistence.changed();
    persistence.dispose();
    scheduler.advance(10_000);
    expect(local.saved).toHaveLength(0);
  });
});
