/**
 * Helpers of the ledger's integration tests (apps/api/src/ledger*.int.test.ts): an app over the test
 * database whose market ticks only run when the test says so, a real stream hub (in-process bus)
 * whose per-user events are collected, and traders with balances.
 */
import { expect } from 'vitest';
import {
  ENDPOINTS,
  ledgerOrderEventSchema,
  ledgerPositionEventSchema,
  type EndpointData,
  type EndpointName,
  type Market,
} from '@ex/contracts';
import { balances, count, eq, fills, orders, type Database } from '@ex/db';
import { compareDecimal, decimal } from '@ex/domain';
import { createLogger } from '../../logger';
import { createMemoryBus, createStreamHub, type StreamHub } from '../../stream';
import { Browser, parseEnvelope, type TestApi } from '../../test/harness';
import { newUser, startSecurityApi } from '../../test/security-helpers';
import { createManualScheduler, createSimulatedMarket, type MarketSources } from '../market';
import type { ManualScheduler } from '../market/scheduler';

export interface LedgerTestApi {
  readonly api: TestApi;
  /** The app under test: the simulated market on the test clock, ticks driven by `ticks`. */
  readonly app: TestApi['app'];
  readonly market: MarketSources;
  readonly ticks: ManualScheduler;
  readonly stream: StreamHub;
  /** Advances the clock by `ms` (default one minute: a tick carries at most 60 s of trades) and runs one tick. */
  tick(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** `seed`: the demo data (accounts such as withdraw@demo.test, the compliance rules). */
export async function startLedgerApi(options: { seed?: boolean } = {}): Promise<LedgerTestApi> {
  const api = await startSecurityApi(options);
  const ticks = createManualScheduler();
  const market = createSimulatedMarket({ now: api.clock.now, scheduler: ticks });
  const stream = createStreamHub({ market, bus: createMemoryBus(), logger: createLogger({ level: 'silent' }) });
  const app = api.createApp({ market, stream });
  return {
    api,
    app,
    market,
    ticks,
    stream,
    async tick(ms = 60_000) {
      api.clock.advance(ms);
      await ticks.run();
    },
    async close() {
      await stream.close();
      await api.close();
    },
  };
}

/** A signed-in user (its own app: `t.app`) holding `holdings` ([currency, available]). */
export async function newTrader(
  t: LedgerTestApi,
  email: string,
  holdings: [string, string][] = [],
): Promise<{ browser: Browser; uid: number }> {
  const signedIn = await newUser(t.api, email);
  const uid = signedIn.uid;
  // The session lives in the database: the same cookies work against the ledger's app.
  const browser = new Browser({ app: t.app });
  for (const [name, value] of signedIn.browser.cookies) browser.cookies.set(name, value);
  if (holdings.length > 0)
    await t.api.handle.db.insert(balances).values(holdings.map(([currency, available]) => ({ uid, currency, available })));
  return { browser, uid };
}

/** POST with the browser's CSRF header. */
export function post(browser: Browser, name: EndpointName, body: unknown): Promise<Response> {
  return browser.postJson(ENDPOINTS[name].path, body, browser.csrfHeaders());
}

/** POSTs and parses a 200 with the endpoint's contract. */
export async function postOk<N extends EndpointName>(browser: Browser, name: N, body: unknown): Promise<EndpointData<N>> {
  const res = await post(browser, name, body);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return parseEnvelope(name, json).data;
}

/** GETs and parses a 200 with the endpoint's contract. */
export async function getOk<N extends EndpointName>(
  browser: Browser,
  name: N,
  query: Record<string, string> = {},
): Promise<EndpointData<N>> {
  const qs = new URLSearchParams(query).toString();
  const res = await browser.get(`${ENDPOINTS[name].path}${qs ? `?${qs}` : ''}`);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return parseEnvelope(name, json).data;
}

/** The user's balances as { currency: [available, locked] } (numerically normalised by the database text). */
export async function balanceOf(db: Database, uid: number): Promise<Record<string, [string, string]>> {
  const rows = await db.select().from(balances).where(eq(balances.uid, uid));
  return Object.fromEntries(rows.map((r) => [r.currency, [r.available, r.locked]]));
}

/** Rows the ledger wrote for the user: orders and fills. */
export async function ledgerRows(db: Database, uid: number): Promise<{ orders: number; fills: number }> {
  const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.uid, uid));
  const [f] = await db.select({ n: count() }).from(fills).where(eq(fills.uid, uid));
  return { orders: o?.n ?? 0, fills: f?.n ?? 0 };
}

/**
 * The lowest and highest trade and the last price the simulated market will print over the next
 * `seconds` (read from the future 1S bars, then the clock goes back): what a tick after those
 * seconds will cover.
 */
export async function peek(
  t: LedgerTestApi,
  market: Market,
  symbol: string,
  seconds = 60,
): Promise<{ low: string; high: string; last: string }> {
  const from = t.api.clock.now();
  t.api.clock.advance(seconds * 1000);
  try {
    const bars = await t.market[market].candles(symbol, '1S', from, from + seconds * 1000 - 1, seconds);
    expect(bars).toHaveLength(seconds);
    const byValue = (a: string, b: string) => compareDecimal(decimal(a), decimal(b));
    const lows = bars.map((b) => b.l).sort(byValue);
    const highs = bars.map((b) => b.h).sort(byValue);
    return { low: lows[0] ?? '', high: highs.at(-1) ?? '', last: bars.at(-1)?.c ?? '' };
  } finally {
    t.api.clock.advance(-seconds * 1000);
  }
}

/** Collects the stream's `orders:<uid>` and `positions:<uid>` updates, parsed with their contracts. */
export async function listen(stream: StreamHub, uid: number) {
  const frames: { channel: string; data: unknown }[] = [];
  const subscriber = {
    send(frame: string) {
      const parsed = JSON.parse(frame) as { event: string; channel: string; data?: unknown };
      if (parsed.event === 'update') frames.push({ channel: parsed.channel, data: parsed.data });
    },
  };
  await stream.join(subscriber, { channel: 'orders' }, { uid });
  await stream.join(subscriber, { channel: 'positions' }, { uid });
  return {
    orders: () => frames.filter((f) => f.channel === 'orders').map((f) => ledgerOrderEventSchema.parse(f.data)),
    positions: () => frames.filter((f) => f.channel === 'positions').map((f) => ledgerPositionEventSchema.parse(f.data)),
  };
}
