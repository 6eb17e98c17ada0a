import { MARKET_EVENT_LIMITS, MARKET_EVENT_TYPES, type MarketEvent, type Resolution } from '@ex/contracts';
import { bucketStart } from '../market/resolution';

/** One event before it is placed on a bar: computed (types 1–2) or stored (3–8). */
export interface RawMarketEvent {
  /** When it happened (ms); computed events carry their bar's open time. */
  readonly time: number;
  readonly type: number;
  readonly title: string;
  readonly body?: string | null;
  readonly price?: string;
}

/** Titles of a COMPLEX marker are joined with this. */
export const COMPLEX_TITLE_SEPARATOR = ' · ';

function single(time: number, event: RawMarketEvent): MarketEvent {
  return {
    time,
    type: event.type,
    data: {
      title: event.title,
      ...(event.body ? { body: event.body } : {}),
      ...(event.price !== undefined ? { price: event.price } : {}),
    },
  };
}

/**
 * Places events on the bars of `resolution` (a marker's `time` is its bar's open time) and merges a
 * bar's events: one event stays itself; two or more become one COMPLEX (type 8) marker whose title
 * joins theirs in time order (then by type) with " · ", whose body joins their bodies with blank
 * lines, and which has no price. At most `limit` markers (default 500), the newest; oldest first.
 *
 * @example
 * placeOnBars([{ time: 3_600_000, type: 1, title: 'New high', price: '2' }, { time: 3_700_000, type: 3, title: 'Maintenance' }], '60');
 * // [{ time: 3600000, type: 8, data: { title: 'New high · Maintenance' } }]
 */
export function placeOnBars(
  events: readonly RawMarketEvent[],
  resolution: Resolution,
  limit: number = MARKET_EVENT_LIMITS.maxList,
): MarketEvent[] {
  const byBar = new Map<number, RawMarketEvent[]>();
  for (const event of events) {
    const bar = bucketStart(resolution, event.time);
    const list = byBar.get(bar);
    if (list) list.push(event);
    else byBar.set(bar, [event]);
  }
  const markers: MarketEvent[] = [];
  for (const [bar, list] of [...byBar].sort(([a], [b]) => a - b)) {
    const ordered = [...list].sort((a, b) => a.time - b.time || a.type - b.type);
    const [first] = ordered;
    if (!first) continue;
    if (ordered.length === 1) {
      markers.push(single(bar, first));
      continue;
    }
    const bodies = ordered.flatMap((e) => (e.body ? [e.body] : []));
    markers.push({
      time: bar,
      type: MARKET_EVENT_TYPES.COMPLEX,
      data: {
        title: ordered.map((e) => e.title).join(COMPLEX_TITLE_SEPARATOR),
        ...(bodies.length > 0 ? { body: bodies.join('\n\n') } : {}),
      },
    });
  }
  return markers.slice(-limit);
}
