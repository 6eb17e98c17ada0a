import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATOR_MARKET_EVENTS_PATH, apiErrorSchema, operatorMarketEventResultSchema, type MarketEvent } from '@ex/contracts';
import { count, marketEvents } from '@ex/db';
import { compareDecimal, decimal } from '@ex/domain';
import { Browser, T0, parseEnvelope, startTestApi, type TestApi } from './test/harness';

// §3 "Event marker: time, type, data"; "Event types: HIGH_PRICE 1, LOW_PRICE 2, MSG 3, CFG_S 4, CFG_M 5,
// MEW 6, AI_REASONING 7, COMPLEX 8"; issue 5 "Important events include new highs and lows, messages
// and the other types of §3". The demo seed writes events relative to T0 (seed-market-events.ts).

const EVENTS = '§3 "Event marker: time, type, data"';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKEN = 'operator-token-for-events-0123456789';
const { marketEvents: eventsEndpoint, marketCandles } = ENDPOINTS;

let api: TestApi;
let operator: Browser;
beforeAll(async () => {
  api = await startTestApi({ seed: true });
  operator = new Browser({ app: api.createApp({ operatorToken: TOKEN }) });
});
afterAll(async () => {
  await api?.close();
});

async function events(query: Record<string, string | number>): Promise<MarketEvent[]> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await new Browser(api).get(`${eventsEndpoint.path}?${qs}`);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return parseEnvelope('marketEvents', json).data.list;
}
const titled = (list: MarketEvent[], title: string) => list.filter((e) => e.data.title.includes(title));
const rowCount = async () => (await api.handle.db.select({ n: count() }).from(marketEvents))[0]?.n ?? 0;
const publish = (body: unknown, authorization = `Bearer ${TOKEN}`) =>
  operator.postJson(OPERATOR_MARKET_EVENTS_PATH, body, { authorization });

describe('GET /api/web/v1/market/events', () => {
  it(`${EVENTS}: stored events of the symbol and market-wide ones, on the open time of their bar; not other symbols' or markets'`, async () => {
    const list = await events({ market: 'spot', symbol: 'BTC_USDT', resolution: '60' });
    expect(titled(list, 'BTC_USDT matching engine upgraded')).toEqual([
      {
        time: T0 - 5 * HOUR,
        type: 3,
        data: { title: 'BTC_USDT matching engine upgraded', body: 'Order book depth updates now arrive every 100 ms.' },
      },
    ]);
    expect(titled(list, 'Spot minimum order value set to 1 USDT').map((e) => [e.time, e.type])).toEqual([[T0 - 20 * HOUR, 4]]);
    expect(titled(list, 'ETH_USDT'), 'an ETH_USDT event').toEqual([]);
    expect(titled(list, 'BTC_USDT futures'), 'a futures event').toEqual([]);
    // Oldest first, no two markers on one bar.
    const times = list.map((e) => e.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    const futures = await events({ market: 'futures', symbol: 'BTC_USDT', resolution: '60' });
    const [leverage] = titled(futures, 'BTC_USDT futures: maximum leverage 125x');
    expect(leverage?.time).toBe(T0 - 40 * HOUR);
    // CFG_M 5, or COMPLEX 8 when that hour also made a new high or low (it does in this simulation).
    expect([5, 8]).toContain(leverage?.type);
    expect(leverage?.data.title).toContain('BTC_USDT futures: maximum leverage 125x');
  });

  it('decision: two or more events in one bar are one COMPLEX (8) marker merging their titles', async () => {
    // BTC_USDT on 15 January: the MSG at 07:00 and the AI_REASONING at 02:00 (and maybe a new high or low).
    const list = await events({ market: 'spot', symbol: 'BTC_USDT', resolution: '1D' });
    const day = list.find((e) => e.time === Date.UTC(2026, 0, 15));
    expect(day?.type).toBe(8);
    expect(day?.data.title).toContain('Analysis: momentum cooling after the rally · BTC_USDT matching engine upgraded');
    expect(day?.data.body).toContain('Order book depth updates now arrive every 100 ms.');
  });

  it(`${EVENTS} — HIGH_PRICE 1 / LOW_PRICE 2: bars beyond every high (low) of the previous 168 one-hour bars (7 days), as the candles show`, async () => {
    // A window a week before the seeded events: only computed markers there.
    const to = T0 - 8 * DAY;
    const from = to - 60 * DAY;
    const list = await events({ market: 'spot', symbol: 'ETH_USDT', resolution: '60', from, to });
    const res = await new Browser(api).get(
      `${marketCandles.path}?symbol=ETH_USDT&resolution=60&limit=2000&to=${to}&from=${from - 168 * HOUR}`,
    );
    const bars = parseEnvelope('marketCandles', await res.json()).data.candles;
    expect(bars.length).toBeGreaterThan(168);
    const higher = (a: string, b: string) => compareDecimal(decimal(a), decimal(b)) > 0;
    const expected: MarketEvent[] = [];
    bars.forEach((bar, i) => {
      if (i < 168 || bar.t < from) return;
      const window = bars.slice(i - 168, i);
      const high = window.every((w) => higher(bar.h, w.h));
      const low = window.every((w) => higher(w.l, bar.l));
      const body = (kind: string) => `${kind} of the last 169 bars`;
      if (high && low)
        expected.push({
          time: bar.t,
          type: 8,
          data: { title: 'New high · New low', body: `${body('Highest high')}\n\n${body('Lowest low')}` },
        });
      else if (high) expected.push({ time: bar.t, type: 1, data: { title: 'New high', body: body('Highest high'), price: bar.h } });
      else if (low) expected.push({ time: bar.t, type: 2, data: { title: 'New low', body: body('Lowest low'), price: bar.l } });
    });
    expect(expected.length, 'two months of a random walk make some weekly highs or lows').toBeGreaterThan(0);
    expect(list).toEqual(expected);
  });

  it('the list is capped at 500 markers, the newest kept', async () => {
    const now = new Date(T0);
    await api.handle.db.insert(marketEvents).values(
      Array.from({ length: 600 }, (_, i) => ({
        market: 'futures',
        symbol: 'XRP_USDT',
        type: 3,
        time: new Date(T0 - (i + 1) * 60_000),
        title: `m${i}`,
        createdAt: now,
      })),
    );
    const list = await events({ market: 'futures', symbol: 'XRP_USDT', resolution: '1' });
    expect(list).toHaveLength(500);
    expect(list.at(-1)).toMatchObject({ time: T0 - 60_000, data: { title: expect.stringContaining('m0') } });
  });

  it('validation and unknown symbols answer like the candle query', async () => {
    const res = await new Browser(api).get(`${eventsEndpoint.path}?symbol=BTC_USDT&resolution=7`);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).field).toBe('resolution');
    const unknown = await new Browser(api).get(`${eventsEndpoint.path}?symbol=FOO_USDT`);
    expect(unknown.status).toBe(404);
    expect(await events({ symbol: 'BTC_USDT', to: Date.UTC(2019, 0, 1) }), 'before the market opened').toEqual([]);
  });
});

describe('POST /api/web/v1/operator/market-events (OPERATOR_TOKEN)', () => {
  const valid = {
    market: 'spot',
    symbol: 'SOL_USDT',
    type: 6,
    title: 'New listing: SOL perpetual',
    body: 'Trading opens at 10:00 UTC.\nLeverage up to 50x.',
    time: T0 - 3 * HOUR,
  };

  it('is 404 when OPERATOR_TOKEN is unset and 401 with a wrong token; nothing is written', async () => {
    const before = await rowCount();
    expect((await new Browser(api).postJson(OPERATOR_MARKET_EVENTS_PATH, valid, { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    for (const authorization of ['', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await publish(valid, authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(await rowCount()).toBe(before);
  });

  it('validates type 3–8, title ≤ 120, body ≤ 2000 plain text, a listed symbol; nothing is written', async () => {
    const before = await rowCount();
    const CASES: [Record<string, unknown>, string][] = [
      [{ ...valid, type: 2 }, 'type'],
      [{ ...valid, type: 9 }, 'type'],
      [{ ...valid, title: 'x'.repeat(121) }, 'title'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'Two\nlines' }, 'title'],
      [{ ...valid, body: 'y'.repeat(2001) }, 'body'],
      [{ ...valid, body: 'Click <a href="https://evil.example">here</a>' }, 'body'],
      [{ ...valid, title: '<img src=x onerror=alert(1)>' }, 'title'],
      [{ ...valid, market: 'margin' }, 'market'],
      [{ ...valid, symbol: 'FOO_USDT' }, 'symbol'],
      [{ ...valid, time: -1 }, 'time'],
    ];
    for (const [body, field] of CASES) {
      const res = await publish(body);
      const error = apiErrorSchema.parse(await res.json());
      expect(res.status, JSON.stringify(error)).toBe(400);
      expect(error.field).toBe(field);
    }
    expect(await rowCount()).toBe(before);
  });

  const BIDI = 'issue 10 "Operator event titles must refuse bidi overrides and line or paragraph separators"';
  it(`${BIDI}: each spoofing title is a 400 naming title (JSON and form); no event is stored or shown`, async () => {
    const before = await rowCount();
    const spoofs = [
      'SOL \u202Egnitsil\u202C listing', // right-to-left override: readers see "listing" spelt backwards
      'Fees \u2066cut\u2069 to 0', // isolate
      'Deposit \u202Bsuspended\u202C', // right-to-left embedding
      'Price\u200F 100', // right-to-left mark
      'Price\u061C 100', // Arabic letter mark
      'Maintenance\u2028Withdrawals open', // line separator
      'Maintenance\u2029Withdrawals open', // paragraph separator
      'Maintenance\rWithdrawals open',
      'Maintenance\tWithdrawals open',
      'Upgrade complete\n', // a trailing newline is refused, not trimmed
    ];
    for (const title of spoofs) {
      for (const res of [
        await publish({ ...valid, title }),
        await operator.postForm(
          OPERATOR_MARKET_EVENTS_PATH,
          { type: '6', symbol: 'SOL_USDT', title },
          { authorization: `Bearer ${TOKEN}` },
        ),
      ]) {
        const error = apiErrorSchema.parse(await res.json());
        expect(res.status, JSON.stringify({ title, error })).toBe(400);
        expect(error).toMatchObject({ code: 40000, field: 'title' });
        expect(error.message).toMatch(/^title must not contain U\+[0-9A-F]{4}: it must be one line of plain text$/);
      }
    }
    expect(await rowCount()).toBe(before);
    const shown = await events({ symbol: 'SOL_USDT', resolution: '60' });
    expect(shown.filter((e) => spoofs.some((title) => e.data.title.includes(title.trim())))).toEqual([]);
  });

  it(`${BIDI} — issue 10 "a string side": JSON takes type as a number; a form as its canonical text only`, async () => {
    const before = await rowCount();
    const json = await publish({ ...valid, type: '6' });
    expect(apiErrorSchema.parse(await json.json())).toMatchObject({ code: 40000, field: 'type' });
    const form = await operator.postForm(OPERATOR_MARKET_EVENTS_PATH, { type: ' 6', title: 'x' }, { authorization: `Bearer ${TOKEN}` });
    expect(apiErrorSchema.parse(await form.json())).toMatchObject({ code: 40000, field: 'type' });
    expect(await rowCount()).toBe(before);
  });

  it("stores the event; it shows on the symbol's chart at its bar, and a market-wide one on every symbol", async () => {
    const res = await publish(valid);
    expect(res.status).toBe(200);
    const { event } = operatorMarketEventResultSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(event).toMatchObject({
      market: 'spot',
      symbol: 'SOL_USDT',
      type: 6,
      time: T0 - 3 * HOUR,
      title: valid.title,
      body: valid.body,
      created_at: T0,
    });
    const list = await events({ symbol: 'SOL_USDT', resolution: '60' });
    expect(titled(list, valid.title)).toEqual([{ time: T0 - 3 * HOUR, type: 6, data: { title: valid.title, body: valid.body } }]);

    // Form-encoded, no symbol (every spot symbol), no time (now): AI_REASONING on the current bar.
    const wide = await operator.postForm(
      OPERATOR_MARKET_EVENTS_PATH,
      { type: '7', title: 'Analysis: liquidity thinning' },
      { authorization: `Bearer ${TOKEN}` },
    );
    expect(wide.status).toBe(200);
    // Its bar exists once a second of it has traded.
    api.clock.advance(1000);
    for (const symbol of ['ADA_USDT', 'ETH5L_USDT']) {
      const marker = titled(await events({ symbol, resolution: '15' }), 'Analysis: liquidity thinning');
      expect(
        marker.map((e) => e.time),
        symbol,
      ).toEqual([T0]);
    }
    expect(titled(await events({ market: 'futures', symbol: 'ADA_USDT' }), 'Analysis: liquidity thinning')).toEqual([]);
  });
});
