import { describe, expect, it } from 'vitest';
import { BUSINESS_BAR_LEVELS, pickBusinessItem, resolveFloatingBar, type FloatingBarItemInput } from './floating-bar';

const PRIORITY = 'issue 3 "Business-compliance floating bar: priority levels 1–4" (1 wins)';
const VARIANTS = 'issue 3 "a business-compliance variant and a UK-only variant"';
const EMPTY = '§5 "Used only if the response code is 0 and the data is a non-empty array; otherwise a default empty item is used."';
const REGION = '§4.6 region redirect / §8 "Region mismatch: \\"Switch Site\\" button"';
const CLOSE = '§3 business compliance item "no_close_button"';

type Item = FloatingBarItemInput & { id: string };
const item = (id: string, type: unknown, extra: Partial<FloatingBarItemInput> = {}): Item => ({
  id,
  type,
  content: `text ${id}`,
  ...extra,
});

describe('pickBusinessItem', () => {
  it(`${PRIORITY}: the levels are 1–4`, () => expect(BUSINESS_BAR_LEVELS).toEqual([1, 2, 3, 4]));
  const cases: { spec: string; items: Item[]; id: string | null }[] = [
    {
      spec: `${PRIORITY} — level 1 beats 2, 3 and 4 wherever it is`,
      items: [item('a', 4), item('b', 2), item('c', 1), item('d', 3)],
      id: 'c',
    },
    { spec: `${PRIORITY} — level 2 beats 3`, items: [item('a', 3), item('b', 2)], id: 'b' },
    { spec: `${PRIORITY} — a tie keeps the server order`, items: [item('a', 2), item('b', 2)], id: 'a' },
    { spec: `${PRIORITY} — level 4 alone shows`, items: [item('a', 4)], id: 'a' },
    { spec: `${PRIORITY} — level 0 (tips) and 5 are not bar levels`, items: [item('a', 0), item('b', 5)], id: null },
    { spec: `${PRIORITY} — "1" from a loose server counts as 1`, items: [item('a', 2), item('b', '1')], id: 'b' },
    { spec: `${PRIORITY} — 1.5 is no level`, items: [item('a', 1.5)], id: null },
    { spec: `${EMPTY} — the default empty item never shows`, items: [{ id: 'e', type: 1, content: '' }], id: null },
    { spec: `${EMPTY} — blank content is empty`, items: [{ id: 'e', type: 1, content: '  ' }, item('b', 3)], id: 'b' },
    { spec: `${EMPTY} — an empty list`, items: [], id: null },
  ];
  it.each(cases)('$spec', ({ items, id }) => expect(pickBusinessItem(items)?.id ?? null).toBe(id));
});

describe('resolveFloatingBar', () => {
  const base = {
    regionTarget: null as string | null,
    regionDismissed: false,
    business: [] as Item[],
    businessDismissed: false,
    isUkVisitor: false,
  };

  it(`${REGION} — the region-switch bar comes before any business bar`, () => {
    expect(resolveFloatingBar({ ...base, regionTarget: 'uk', business: [item('a', 1)], isUkVisitor: true })).toEqual({
      kind: 'region-switch',
      target: 'uk',
    });
  });
  it(`${REGION} — once dismissed, the business bar takes the slot`, () => {
    const bar = resolveFloatingBar({ ...base, regionTarget: 'uk', regionDismissed: true, business: [item('a', 1)] });
    expect(bar?.kind).toBe('business');
  });
  it(`${REGION} — no target: no region bar`, () => {
    expect(resolveFloatingBar(base)).toBeNull();
    expect(resolveFloatingBar({ ...base, regionTarget: '' })).toBeNull();
  });
  it(`${PRIORITY} — the business bar shows the winning item`, () => {
    const bar = resolveFloatingBar({ ...base, business: [item('a', 3), item('b', 1)] });
    expect(bar).toEqual({ kind: 'business', variant: 'business', item: item('b', 1), closable: true });
  });
  it(`${VARIANTS} — a visitor in GB gets the UK-only variant`, () => {
    const bar = resolveFloatingBar({ ...base, business: [item('a', 2)], isUkVisitor: true });
    expect(bar?.kind === 'business' && bar.variant).toBe('uk-only');
  });
  it(`${VARIANTS} — anyone else gets the business variant`, () => {
    const bar = resolveFloatingBar({ ...base, business: [item('a', 2)], isUkVisitor: false });
    expect(bar?.kind === 'business' && bar.variant).toBe('business');
  });
  it(`${PRIORITY} — a dismissed business bar stays hidden (lower levels do not take its place)`, () => {
    expect(resolveFloatingBar({ ...base, business: [item('a', 1), item('b', 2)], businessDismissed: true })).toBeNull();
  });
  const closeCases: { spec: string; noClose: unknown; closable: boolean }[] = [
    { spec: `${CLOSE} — 1: no close button`, noClose: 1, closable: false },
    { spec: `${CLOSE} — "1": no close button`, noClose: '1', closable: false },
    { spec: `${CLOSE} — 0: closable`, noClose: 0, closable: true },
    { spec: `${CLOSE} — missing: closable`, noClose: undefined, closable: true },
  ];
  it.each(closeCases)('$spec', ({ noClose, closable }) => {
    const bar = resolveFloatingBar({ ...base, business: [item('a', 1, { no_close_button: noClose })] });
    expect(bar?.kind === 'business' && bar.closable).toBe(closable);
  });
});
