import { describe, expect, it } from 'vitest';
import { ANALYTICS_KINDS, EMPTY_VIEW_COUNTS, admitEvent, type AnalyticsKind, type ViewCounts } from './analytics-budget';

const CAP = '§9 "Monitoring custom-event cap: 10 per view"';

function sendAll(kinds: readonly AnalyticsKind[], start: ViewCounts = EMPTY_VIEW_COUNTS) {
  let counts = start;
  let admitted = 0;
  for (const kind of kinds) {
    const step = admitEvent(counts, kind);
    counts = step.counts;
    if (step.admit) admitted += 1;
  }
  return { admitted, counts };
}

describe(`admitEvent (${CAP})`, () => {
  it.each([
    ['the 10th named event of a view', { custom: 9, interaction: 0 }, 'custom', true],
    ['the 11th named event of a view', { custom: 10, interaction: 0 }, 'custom', false],
    ['a click while the named budget is spent', { custom: 10, interaction: 3 }, 'click', true],
    ['the 100th interaction', { custom: 0, interaction: 99 }, 'hover', true],
    ['the 101st interaction', { custom: 0, interaction: 100 }, 'open', false],
    ['a named event while interactions are spent', { custom: 2, interaction: 100 }, 'custom', true],
  ] as const)('%s → admitted: %s', (_label, counts, kind, admit) => {
    expect(admitEvent(counts, kind).admit).toBe(admit);
  });

  it('lets exactly 10 of 25 named events through, and counts interactions apart', () => {
    expect(sendAll(Array(25).fill('custom'))).toEqual({ admitted: 10, counts: { custom: 10, interaction: 0 } });
    const mixed = sendAll([...Array(12).fill('custom'), ...Array(120).fill('click')]);
    expect(mixed).toEqual({ admitted: 110, counts: { custom: 10, interaction: 100 } });
  });

  it('knows the §7 kinds: click, hover, open/close and the named (custom) events', () => {
    expect([...ANALYTICS_KINDS].sort()).toEqual(['click', 'close', 'custom', 'hover', 'open']);
  });
});
