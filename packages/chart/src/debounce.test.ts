import { describe, expect, it, vi } from 'vitest';
import { SYMBOL_SEARCH_DELAY_MS, createSymbolSearch, debounce } from './debounce';
import { createManualScheduler } from './scheduler';

describe('debounce', () => {
  it('runs once with the last arguments, ms after the last call', () => {
    const s = createManualScheduler();
    const fn = vi.fn();
    const d = debounce(fn, 1000, s);
    d('b');
    s.advance(600);
    d('bt');
    s.advance(600);
    d('btc');
    s.advance(999);
    expect(fn).not.toHaveBeenCalled();
    s.advance(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('btc');
    expect(d.pending()).toBe(false);
  });

  it('cancel drops and flush runs the pending call', () => {
    const s = createManualScheduler();
    const fn = vi.fn();
    const d = debounce(fn, 100, s);
    d(1);
    d.cancel();
    s.advance(1000);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(2);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(s.pending()).toBe(0);
  });
});

describe('createSymbolSearch (§9 "Symbol search delay: 1000 ms")', () => {
  it('uses a 1000 ms delay', () => {
    expect(SYMBOL_SEARCH_DELAY_MS).toBe(1000);
  });

  it('looks up once, 1000 ms after the last keystroke, trimmed', async () => {
    const s = createManualScheduler();
    const search = vi.fn(async (q: string) => [`${q.toUpperCase()}_USDT`]);
    const onResults = vi.fn();
    const box = createSymbolSearch({ search, onResults, scheduler: s });
    box.input('e');
    s.advance(500);
    box.input('eth ');
    s.advance(999);
    expect(search).not.toHaveBeenCalled();
    s.advance(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('eth');
    await Promise.resolve();
    await Promise.resolve();
    expect(onResults).toHaveBeenCalledWith('eth', ['ETH_USDT']);
  });

  it('delivers only the newest query when responses arrive out of order', async () => {
    const s = createManualScheduler();
    const resolvers: Record<string, (v: string[]) => void> = {};
    const search = (q: string) => new Promise<string[]>((resolve) => (resolvers[q] = resolve));
    const onResults = vi.fn();
    const box = createSymbolSearch({ search, onResults, scheduler: s });
    box.input('bt');
    s.advance(1000);
    box.input('btc');
    s.advance(1000);
    resolvers['btc']!(['BTC_USDT']);
    resolvers['bt']!(['BTT_USDT']);
    await new Promise((r) => setTimeout(r, 0));
    expect(onResults).toHaveBeenCalledExactlyOnceWith('btc', ['BTC_USDT']);
  });

  it('clears at once on an empty query and reports errors of the latest query', async () => {
    const s = createManualScheduler();
    const onResults = vi.fn();
    const onError = vi.fn();
    const box = createSymbolSearch({ search: () => Promise.reject(new Error('down')), onResults, onError, scheduler: s });
    box.input('x');
    box.input('   ');
    expect(onResults).toHaveBeenCalledExactlyOnceWith('', []);
    s.advance(5000);
    expect(onError).not.toHaveBeenCalled();
    box.input('y');
    s.advance(1000);
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledWith('y', expect.any(Error));
    box.dispose();
    box.input('z');
    expect(s.pending()).toBe(0);
  });
});
