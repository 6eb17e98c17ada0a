import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITES, localizedPath } from '@ex/sites';
import { launchBrowser, newContext } from '../browser';
import { API_PORT, ROOT, WEB_PORT, launchStack, type Stack } from '../harness';

// Issue 10 finding 4: "One API outage takes the whole site down … trade pages not yet cached answer
// 500." Afterwards: "Every page renders with the §8 defaults ("request data error, please retry
// later" where §8 says so), never a 500. Add an integration test that stops the API under a running
// web server." This file starts its own API and web server (the shared stack keeps its API) on
// E2E_OUTAGE_WEB_PORT / E2E_OUTAGE_API_PORT, by default two above the shared stack's ports.
const SPEC = 'issue 10 §4 "every page renders with the §8 defaults, never a 500"';
const GET_FAILURE = '§8 "GET request failure | User-facing text "request data error, please retry later""';
const WEB = Number(process.env.E2E_OUTAGE_WEB_PORT || WEB_PORT + 2);
const API = Number(process.env.E2E_OUTAGE_API_PORT || API_PORT + 2);

/** How long a page rendered with a fallback is cached (FALLBACK_REVALIDATE_SECONDS) and a real one (revalidate). */
const FALLBACK_MAX_AGE = 's-maxage=10,';
const PAGE_MAX_AGE = 's-maxage=60,';
// A page cached just before the API died stays fresh for up to a minute before it is regenerated.
const REGENERATED = { timeout: 90_000, interval: 1_000 };
const RECOVERED = { timeout: 45_000, interval: 1_000 };

interface Answer {
  status: number;
  html: string;
  cacheControl: string;
}

const url = (path: string) => `http://localhost:${WEB}${path}`;
const statuses: { path: string; status: number }[] = [];

async function get(path: string): Promise<Answer> {
  const res = await fetch(url(path), { redirect: 'manual' });
  statuses.push({ path, status: res.status });
  return { status: res.status, html: await res.text(), cacheControl: res.headers.get('cache-control') ?? '' };
}

/** Asks until `check` holds; every answer on the way must be a page (200), never a 500. */
async function pollPage(path: string, check: (a: Answer) => boolean, options: { timeout: number; interval: number }) {
  let last: Answer | undefined;
  await expect
    .poll(async () => {
      last = await get(path);
      expect(last.status, `${path} answered ${last.status}`).toBe(200);
      return check(last);
    }, options)
    .toBe(true);
  return last as Answer;
}

// Every page carries the whole message catalogue (the §8 text included) in its payload: look for
// the rendered element that shows it.
const shown = (a: Answer, marker: string) => a.html.includes(`${marker}>${FAILURE_TEXT}<`);
const TRADE_FAILURE = 'data-testid="trade-unavailable"';
const STATS_FAILURE = 'data-testid="home-stats-unavailable"';
const LIST_FAILURE = 'data-state="unavailable"';
// Pages regenerated during the outage, in a locale this run did not visit before it (one picked at
// random, so a re-run soon after does not meet the pages the last run regenerated, still fresh), and
// a trade page whose market's symbol list this server never fetched.
const others = SITES.main.locales.filter((l) => l !== SITES.main.defaultLang);
const locale = others[Math.floor(Math.random() * others.length)] ?? 'zh';
// §8's text as that locale's catalogue words it (main's locales are catalogue languages).
const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'apps/web/messages', `${locale}.json`), 'utf8')) as {
  error: { requestData: string };
};
const FAILURE_TEXT = catalogue.error.requestData;
const HOME = localizedPath('main', locale, '/');
const PRICE = localizedPath('main', locale, '/price');
const CACHED_TRADE = '/trade/BTC_USDT';
const UNCACHED_TRADE = localizedPath('main', locale, '/futures/USDT/ETH_USDT');

let stack: Stack | undefined;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([launchStack({ web: WEB, api: API }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('an API outage under a running web server (issue 10 §4)', () => {
  it(`${SPEC}: with the API up, the pages answer with live data`, async () => {
    for (const path of ['/', CACHED_TRADE, '/price', '/login']) expect((await get(path)).status, path).toBe(200);
    expect((await get(CACHED_TRADE)).html).toContain('data-testid="trade-screen"');
  });

  // Up to a minute and a half per regenerated page (REGENERATED), in the worst case.
  it(
    `${SPEC}: with the API killed, every page still answers 200, with the §8 defaults and failure text`,
    { timeout: 300_000 },
    async () => {
      await stack!.killApi();

      // Static and already cached pages are served as they are.
      const login = await get('/login');
      expect(login.status).toBe(200);
      expect(login.html).toContain('<h1');
      const cached = await get(CACHED_TRADE);
      expect(cached.status).toBe(200);
      expect(cached.html).toContain('data-testid="trade-screen"');

      // A trade page never rendered before: the trade screen with the §8 failure text, cached briefly.
      const trade = await pollPage(UNCACHED_TRADE, (a) => a.html.includes(TRADE_FAILURE), REGENERATED);
      expect(shown(trade, `role="alert" ${TRADE_FAILURE}`), GET_FAILURE).toBe(true);
      expect(trade.html).toContain('data-testid="trade-screen"');
      expect(trade.cacheControl).toContain(FALLBACK_MAX_AGE);

      // Regenerated without the API: home stats and the market list show the failure text (settings
      // fall back silently), and neither page is cached for the usual minute.
      const home = await pollPage(HOME, (a) => a.html.includes(STATS_FAILURE), REGENERATED);
      expect(shown(home, STATS_FAILURE), GET_FAILURE).toBe(true);
      expect(home.html).toContain('<h1');
      expect(home.cacheControl).toContain(FALLBACK_MAX_AGE);
      const price = await pollPage(PRICE, (a) => a.html.includes(LIST_FAILURE), REGENERATED);
      expect(shown(price, LIST_FAILURE), GET_FAILURE).toBe(true);
      expect(price.cacheControl).toContain(FALLBACK_MAX_AGE);

      // A page that does not exist is still the localized 404, not an error.
      expect((await get('/no-such-page')).status).toBe(404);

      // A proxied API path: whatever it answers, the web server stays up and keeps serving pages.
      await fetch(url('/api/web/v1/site/settings'));
      expect((await get('/login')).status).toBe(200);
    },
  );

  it(`${SPEC}: in the browser the degraded trade page shows the failure text without a render error, and recovers by itself once the API is back`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(UNCACHED_TRADE));
    const alert = page.getByTestId('trade-unavailable');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(FAILURE_TEXT);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByTestId('trade-screen').count()).toBe(1);

    await stack!.startApi();
    // The page asks for the symbol list again (every 10 s) and carries on with the listed contract.
    await alert.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('trade-screen').getAttribute('data-symbol')).toBe('ETH_USDT');
    await context.close();
  });

  it(`${SPEC}: with the API back, the pages regenerate with live data and are cached for the usual minute again`, async () => {
    const trade = await pollPage(UNCACHED_TRADE, (a) => !a.html.includes(TRADE_FAILURE), RECOVERED);
    expect(trade.cacheControl).toContain(PAGE_MAX_AGE);
    const home = await pollPage(HOME, (a) => a.html.includes('data-stat="trading_volume"'), RECOVERED);
    expect(home.html).not.toContain(STATS_FAILURE);
    expect(home.cacheControl).toContain(PAGE_MAX_AGE);
    const price = await pollPage(PRICE, (a) => a.html.includes('data-testid="market-row-BTC_USDT"'), RECOVERED);
    expect(price.cacheControl).toContain(PAGE_MAX_AGE);
  });

  it(`${SPEC}: no page answered 500 at any point`, () => {
    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
  });
});
