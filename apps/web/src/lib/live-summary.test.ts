// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LIVE_SUMMARY_INTERVAL_MS, useLiveSummary } from './live-summary';

// Issue 18: "The order book and trades must not flood the screen reader (mark them as off or
// polite, with a summary)": the summary changes at most once per interval.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
function Probe({ text }: { text: string | null }) {
  const shown = useLiveSummary(text);
  return createElement('p', null, shown);
}
const show = (text: string | null) => act(() => root.render(createElement(Probe, { text })));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useLiveSummary', () => {
  it('is empty at first, so loading the page announces nothing', () => {
    show('best bid 1');
    expect(container.textContent).toBe('');
  });

  it('shows the latest text once per interval, however often it changed in between', () => {
    show('bid 1');
    for (let i = 2; i <= 50; i++) show(`bid ${i}`);
    expect(container.textContent).toBe('');
    advance(LIVE_SUMMARY_INTERVAL_MS);
    expect(container.textContent).toBe('bid 50');
    show('bid 51');
    advance(LIVE_SUMMARY_INTERVAL_MS - 1);
    expect(container.textContent).toBe('bid 50');
    advance(1);
    expect(container.textContent).toBe('bid 51');
  });

  it('does not write an unchanged text again (so it is not announced again)', async () => {
    show('bid 1');
    advance(LIVE_SUMMARY_INTERVAL_MS);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((list) => changes.push(...list));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    advance(LIVE_SUMMARY_INTERVAL_MS * 3);
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(container.textContent).toBe('bid 1');
  });
});
