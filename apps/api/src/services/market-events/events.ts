import {
  MARKET_EVENT_LIMITS,
  MAX_CANDLES,
  type MarketEvent,
  type MarketEventsQuery,
  type OperatorMarketEventBody,
  type StoredMarketEvent,
} from '@ex/contracts';
import { and, desc, eq, gte, isNull, lte, marketEvents, or, type Database, type MarketEventRow } from '@ex/db';
import { invalidInput } from '../../http/failure';
import type { MarketSources } from '../market';
import { bucketStart, nextBucketStart, previousBucketStart } from '../market/resolution';
import { extremeEvents, lookbackBars } from './extremes';
import { placeOnBars, type RawMarketEvent } from './merge';

/**
 * Important events of a chart (§3 "Event marker: time, type, data"): new highs and lows computed from
 * the candles of the requested resolution (extremes.ts), plus the operators' events of the market
 * (the symbol's and the market-wide ones), placed on bars and merged per bar (merge.ts).
 */

/** Stored events read per request before merging: far more than one response shows. */
const MAX_STORED_READ = 4 * MARKET_EVENT_LIMITS.maxList;

/**
 * GET /api/web/v1/market/events. The bars are the candle query's (`from`/`to` on the bar's open time,
 * `to` defaulting to now) plus the lookback bars before `from` that the first bars are judged
 * against; at most 2000 bars are read, the latest. Unknown symbols reject like the candle query.
 *
 * @example
 * await listMarketEvents(db, sources, { market: 'spot', symbol: 'BTC_USDT', resolution: '60' }, Date.now());
 * // [{ time: 1768471200000, type: 1, data: { title: 'New high', body: '…', price: '97912.4' } }, …]
 */
export async function listMarketEvents(
  db: Database,
  sources: MarketSources,
  query: Omit<MarketEventsQuery, 'from' | 'to'> & { from?: number | undefined; to?: number | undefined },
  now: number,
): Promise<MarketEvent[]> {
  const { market, symbol, resolution } = query;
  const lookback = lookbackBars(resolution);
  let readFrom: number | undefined;
  if (query.from !== undefined) {
    readFrom = bucketStart(resolution, query.from);
    for (let i = 0; i < lookback; i++) readFrom = previousBucketStart(resolution, readFrom);
  }
  const bars = await sources[market].candles(symbol, resolution, readFrom, query.to, MAX_CANDLES);
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return [];

  // Markers go on the bars the caller asked for: open time in [from, to].
  const lowest = query.from ?? first.t;
  const shown = (barTime: number) => barTime >= lowest && barTime <= last.t;
  const highs: RawMarketEvent[] = extremeEvents(bars, lookback)
    .filter((e) => shown(e.time))
    .map((e) => ({
      time: e.time,
      type: e.type,
      title: e.type === 1 ? 'New high' : 'New low',
      body: `${e.type === 1 ? 'Highest high' : 'Lowest low'} of the last ${lookback + 1} bars`,
      price: e.price,
    }));

  // Stored events from the first shown bar to the end of the last one, never ahead of now.
  const since = Math.max(bucketStart(resolution, lowest), first.t);
  const until = Math.min(nextBucketStart(resolution, last.t) - 1, now);
  const rows = await db
    .select()
    .from(marketEvents)
    .where(
      and(
        eq(marketEvents.market, market),
        or(eq(marketEvents.symbol, symbol), isNull(marketEvents.symbol)),
        gte(marketEvents.time, new Date(since)),
        lte(marketEvents.time, new Date(until)),
      ),
    )
    .orderBy(desc(marketEvents.time), desc(marketEvents.id))
    .limit(MAX_STORED_READ);
  const stored: RawMarketEvent[] = rows.map((row) => ({ time: row.time.getTime(), type: row.type, title: row.title, body: row.body }));
  return placeOnBars([...highs, ...stored], resolution);
}

export function storedEventDto(row: MarketEventRow): StoredMarketEvent {
  return {
    id: String(row.id),
    market: row.market as StoredMarketEvent['market'],
    symbol: row.symbol,
    type: row.type,
    time: row.time.getTime(),
    title: row.title,
    body: row.body,
    created_at: row.createdAt.getTime(),
  };
}

/**
 * POST /api/web/v1/operator/market-events: stores an operator's event (types 3–8). A named symbol
 * must be listed on the market (400 otherwise); `time` defaults to now.
 *
 * @example
 * await createMarketEvent(db, sources, { market: 'spot', symbol: null, type: 3, title: 'Maintenance done', body: null }, Date.now());
 */
export async function createMarketEvent(
  db: Database,
  sources: MarketSources,
  body: OperatorMarketEventBody,
  now: number,
): Promise<StoredMarketEvent> {
  if (body.symbol !== null) {
    const listed = await sources[body.market].symbols();
    if (!listed.some((s) => s.symbol === body.symbol))
      throw invalidInput([{ field: 'symbol', message: `${body.symbol} is not listed on ${body.market}` }]);
  }
  const [row] = await db
    .insert(marketEvents)
    .values({
      market: body.market,
      symbol: body.symbol,
      type: body.type,
      time: new Date(body.time ?? now),
      title: body.title,
      body: body.body,
      createdAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error('market event not written');
  return storedEventDto(row);
}
