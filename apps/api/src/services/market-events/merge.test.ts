import { describe, expect, it } from 'vitest';
import { MARKET_EVENT_TYPES } from '@ex/contracts';
import { placeOnBars, type RawMarketEvent } from './merge';

// §3 "Event marker: time, type, data"; decision: COMPLEX (8) is what the API emits when two or more
// events fall in one bar of the requested resolution (docs/spec-decisions.md "Important events").
const COMPLEX = 'decision: two or more events in one bar become one COMPLEX (8) marker';
const HOUR = 3_600_000;
const T = Date.UTC(2026, 0, 15, 10);

describe('placeOnBars', () => {
  it('§3 "Event marker: time, type, data": a lone event sits on the open time of its bar, its fields kept', () => {
    const events: RawMarketEvent[] = [
      { time: T + 25 * 60_000, type: MARKET_EVENT_TYPES.MSG, title: 'Maintenance done', body: 'All networks open.' },
      { time: T + HOUR, type: MARKET_EVENT_TYPES.HIGH_PRICE, title: 'New high', body: null, price: '97912.4' },
    ];
    expect(placeOnBars(events, '60')).toEqual([
      { time: T, type: 3, data: { title: 'Maintenance done', body: 'All networks open.' } },
      { time: T + HOUR, type: 1, data: { title: 'New high', price: '97912.4' } },
    ]);
  });

  it(`${COMPLEX}: titles joined in time order, bodies joined, no price`, () => {
    const events: RawMarketEvent[] = [
      { time: T + 40 * 60_000, type: MARKET_EVENT_TYPES.AI_REASONING, title: 'Analysis: momentum', body: 'RSI cooling.' },
      { time: T, type: MARKET_EVENT_TYPES.HIGH_PRICE, title: 'New high', price: '100' },
      { time: T + 5 * 60_000, type: MARKET_EVENT_TYPES.CFG_S, title: 'Min order lowered', body: 'Now 1 USDT.' },
    ];
    expect(placeOnBars(events, '60')).toEqual([
      { time: T, type: 8, data: { title: 'New high · Min order lowered · Analysis: momentum', body: 'Now 1 USDT.\n\nRSI cooling.' } },
    ]);
  });

  it(`${COMPLEX}: whether events merge depends on the resolution`, () => {
    const events: RawMarketEvent[] = [
      { time: T, type: MARKET_EVENT_TYPES.MSG, title: 'A' },
      { time: T + 2 * HOUR, type: MARKET_EVENT_TYPES.MEW, title: 'B' },
    ];
    expect(placeOnBars(events, '60').map((e) => e.type)).toEqual([3, 6]);
    expect(placeOnBars(events, '1D')).toEqual([{ time: Date.UTC(2026, 0, 15), type: 8, data: { title: 'A · B' } }]);
  });

  it('a high and a low of the same (outside) bar merge too; equal times order by type', () => {
    const events: RawMarketEvent[] = [
      { time: T, type: MARKET_EVENT_TYPES.LOW_PRICE, title: 'New low', price: '9' },
      { time: T, type: MARKET_EVENT_TYPES.HIGH_PRICE, title: 'New high', price: '11' },
    ];
    expect(placeOnBars(events, '60')).toEqual([{ time: T, type: 8, data: { title: 'New high · New low' } }]);
  });

  it('the list is capped, newest kept, oldest first', () => {
    const events = Array.from({ length: 12 }, (_, i): RawMarketEvent => ({ time: T + i * HOUR, type: 3, title: `e${i}` }));
    const capped = placeOnBars(events, '60', 5);
    expect(capped.map((e) => e.data.title)).toEqual(['e7', 'e8', 'e9', 'e10', 'e11']);
    expect(placeOnBars(events, '60')).toHaveLength(12);
  });
});
