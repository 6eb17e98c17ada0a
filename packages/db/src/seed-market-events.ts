import type { Database } from './open';
import { marketEvents } from './schema-market';

const HOUR = 3_600_000;

/**
 * A demo important event (§3 "Event marker: time, type, data"): [slug, market, symbol (null = every
 * symbol), type, hours before seed time, title, body]. Types: 3 MSG announcement, 4 CFG_S spot
 * configuration change, 5 CFG_M margin/futures configuration change, 6 MEW new listing, 7
 * AI_REASONING analysis note, 8 COMPLEX (an event about several things at once). Times are relative
 * to the seed time so a fresh database shows them on the charts' recent bars.
 */
type DemoEvent = readonly [string, 'spot' | 'futures', string | null, 3 | 4 | 5 | 6 | 7 | 8, number, string, string | null];

export const DEMO_MARKET_EVENTS: readonly DemoEvent[] = [
  [
    'msg-maintenance-done',
    'spot',
    null,
    3,
    30,
    'Scheduled maintenance completed',
    'Deposits and withdrawals of every network are open again. Trading was not affected.',
  ],
  [
    'msg-btc-book-upgrade',
    'spot',
    'BTC_USDT',
    3,
    5,
    'BTC_USDT matching engine upgraded',
    'Order book depth updates now arrive every 100 ms.',
  ],
  ['msg-futures-insurance', 'futures', null, 3, 26, 'Insurance fund report published', null],
  ['cfg-s-eth-tick', 'spot', 'ETH_USDT', 4, 50, 'ETH_USDT minimum order size lowered', 'The minimum order is now 0.0001 ETH.'],
  ['cfg-s-min-notional', 'spot', null, 4, 20, 'Spot minimum order value set to 1 USDT', null],
  [
    'cfg-m-btc-leverage',
    'futures',
    'BTC_USDT',
    5,
    40,
    'BTC_USDT futures: maximum leverage 125x',
    'Risk limit tiers were updated at the same time.',
  ],
  ['cfg-m-eth-margin', 'spot', 'ETH_USDT', 5, 14, 'ETH_USDT isolated margin: maximum leverage 10x', null],
  [
    'mew-eth5l',
    'spot',
    'ETH5L_USDT',
    6,
    72,
    'New listing: ETH 5x Long (ETH5L)',
    'Leveraged token trading on the spot market; it cannot be traded on margin.',
  ],
  ['mew-btc5s', 'spot', 'BTC5S_USDT', 6, 70, 'New listing: BTC 5x Short (BTC5S)', null],
  ['mew-sui-futures', 'futures', 'SUI_USDT', 6, 48, 'New futures contract: SUI_USDT perpetual', null],
  [
    'ai-btc-momentum',
    'spot',
    'BTC_USDT',
    7,
    10,
    'Analysis: momentum cooling after the rally',
    'RSI left the overbought zone while volume fell; a consolidation is the more likely path.',
  ],
  [
    'ai-eth-funding',
    'futures',
    'ETH_USDT',
    7,
    3,
    'Analysis: funding turned positive',
    'Longs now pay shorts; leverage is building on the long side.',
  ],
  [
    'complex-weekly',
    'spot',
    null,
    8,
    96,
    'Weekly summary: new listings and fee changes',
    'Two leveraged tokens listed; spot minimum order value changed.',
  ],
];

/**
 * Inserts the demo important events relative to `now`. Idempotent like the rest of the seed: rows
 * are keyed by slug and inserted `on conflict do nothing`, so a re-run (at any later time) adds only
 * new slugs and never moves or overwrites an event. Returns how many rows were inserted.
 */
export async function seedMarketEvents(db: Database, now: number): Promise<number> {
  const rows = DEMO_MARKET_EVENTS.map(([slug, market, symbol, type, hoursAgo, title, body]) => ({
    slug,
    market,
    symbol,
    type,
    time: new Date(now - hoursAgo * HOUR),
    title,
    body,
    createdAt: new Date(now),
  }));
  const inserted = await db
    .insert(marketEvents)
    .values(rows)
    .onConflictDoNothing({ target: marketEvents.slug })
    .returning({ id: marketEvents.id });
  return inserted.length;
}
