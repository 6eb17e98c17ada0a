import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RECENT_TRADES_LIMIT, mergeRecentTrades, type MergeTradesOptions } from './recent-trades';

const TRADES = 'issue 5 "Streaming": trades = the tick\'s trades, oldest first; GET market/trades answers newest first';
const LIST = 'brief: recent trades are newest first, deduplicated by id, capped';

const t = (id: string, time: number) => ({ id, time });
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('mergeRecentTrades', () => {
  const cases: {
    spec: string;
    current: { id: string; time: number }[];
    incoming: { id: string; time: number }[];
    options: MergeTradesOptions;
    out: string[];
  }[] = [
    {
      spec: `${TRADES}: a stream batch (oldest first) lands on top, its latest trade first`,
      current: [t('2', 2000), t('1', 1000)],
      incoming: [t('3', 3000), t('4', 3500)],
      options: { incomingOrder: 'oldest-first' },
      out: ['4', '3', '2', '1'],
    },
    {
      spec: `${TRADES}: trades of one millisecond keep the stream's order (the later one leads)`,
      current: [t('1', 1000)],
      incoming: [t('a', 5000), t('b', 5000), t('c', 5000)],
      options: { incomingOrder: 'oldest-first' },
      out: ['c', 'b', 'a', '1'],
    },
    {
      spec: `${LIST}: a poll (newest first) overlapping the list adds only what is new`,
      current: [t('3', 3000), t('2', 2000)],
      incoming: [t('4', 4000), t('3', 3000), t('2', 2000)],
      options: { incomingOrder: 'newest-first' },
      out: ['4', '3', '2'],
    },
    {
      spec: `${LIST} — decision: a poll answered after newer stream trades does not push them down`,
      current: [t('5', 5000), t('4', 4000)],
      incoming: [t('4', 4000), t('3', 3000)],
      options: { incomingOrder: 'newest-first' },
      out: ['5', '4', '3'],
    },
    {
      spec: `${LIST}: the same batch applied twice shows each trade once`,
      current: [t('4', 3500), t('3', 3000)],
      incoming: [t('3', 3000), t('4', 3500)],
      options: { incomingOrder: 'oldest-first' },
      out: ['4', '3'],
    },
    {
      spec: `${LIST}: only the newest \`limit\` trades stay`,
      current: [t('2', 2000), t('1', 1000)],
      incoming: [t('3', 3000)],
      options: { incomingOrder: 'oldest-first', limit: 2 },
      out: ['3', '2'],
    },
    {
      spec: `${LIST}: the §8 empty fallback of a failed poll keeps the list`,
      current: [t('2', 2000), t('1', 1000)],
      incoming: [],
      options: { incomingOrder: 'newest-first' },
      out: ['2', '1'],
    },
    {
      spec: `${LIST}: limit 0 keeps nothing`,
      current: [t('1', 1)],
      incoming: [t('2', 2)],
      options: { incomingOrder: 'newest-first', limit: 0 },
      out: [],
    },
  ];
  it.each(cases)('$spec', ({ current, incoming, options, out }) => {
    expect(ids(mergeRecentTrades(current, incoming, options))).toEqual(out);
  });

  it(`${LIST}: the default cap is GET market/trades' default (50)`, () => {
    const many = Array.from({ length: 80 }, (_, i) => t(String(i), i));
    expect(RECENT_TRADES_LIMIT).toBe(50);
    expect(ids(mergeRecentTrades([], many, { incomingOrder: 'oldest-first' }))).toEqual(
      Array.from({ length: 50 }, (_, i) => String(79 - i)),
    );
  });

  it('the incoming version of a duplicate wins (the stream knows best)', () => {
    const old = { id: '1', time: 1000, price: '10' };
    const fresh = { id: '1', time: 1000, price: '10.5' };
    expect(mergeRecentTrades([old], [fresh], { incomingOrder: 'newest-first' })).toEqual([fresh]);
  });

  // Trades drawn from one pool so that batches overlap; the id determines the time, as on a real market.
  const arbBatch = fc
    .uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 30 })
    .map((ns) => ns.map((n) => t(`id${n}`, 1_000 + Math.floor(n / 3))));
  const arbOrder = fc.constantFrom<MergeTradesOptions['incomingOrder']>('newest-first', 'oldest-first');

  it(`${LIST}: newest first, unique ids, at most \`limit\`, the newest trades of both lists kept, applying twice changes nothing (property)`, () => {
    fc.assert(
      fc.property(arbBatch, arbBatch, arbOrder, fc.integer({ min: 0, max: 60 }), (currentRaw, incoming, incomingOrder, limit) => {
        const current = [...currentRaw].sort((a, b) => b.time - a.time);
        const out = mergeRecentTrades(current, incoming, { incomingOrder, limit });
        expect(new Set(ids(out)).size).toBe(out.length);
        expect(out.length).toBe(Math.min(limit, new Set([...ids(current), ...ids(incoming)]).size));
        for (let i = 1; i < out.length; i++)
          expect((out[i] as { time: number }).time).toBeLessThanOrEqual((out[i - 1] as { time: number }).time);
        // Nothing left out is newer than something kept.
        const kept = new Set(ids(out));
        const oldestKept = out.at(-1)?.time ?? Infinity;
        for (const trade of [...current, ...incoming]) if (!kept.has(trade.id)) expect(trade.time).toBeLessThanOrEqual(oldestKept);
        expect(ids(mergeRecentTrades(out, incoming, { incomingOrder, limit }))).toEqual(ids(out));
      }),
    );
  });
});
