import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { WEB_PORT, siteUrl } from '../harness';
import { login } from '../login';

const GATED = '/futures/USDT/BTC_USDT';
const TIPS = '/state_compliance_tips';

interface Hop {
  readonly status: number;
  readonly path: string;
}

/** Requests `path` on the main site with `headers`, following redirects by hand; returns every hop. */
async function follow(path: string, headers: Record<string, string>): Promise<Hop[]> {
  const hops: Hop[] = [];
  let url = `http://localhost:${WEB_PORT}${path}`;
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    hops.push({ status: response.status, path: new URL(url).pathname });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) break;
    url = new URL(location, url).toString();
  }
  return hops;
}

const US = { 'x-geo-country': 'US' };
const prefetch = { 'next-router-prefetch': '1', rsc: '1' };

/** issue 3 "the known bypass shapes" at a path the compliance check refuses (a US visitor on main, §4.8). */
const SHAPES: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'plain request', path: GATED },
  {
    name: 'x-middleware-subrequest (proxy)',
    path: GATED,
    headers: { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  },
  {
    name: 'x-middleware-subrequest (middleware)',
    path: GATED,
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  },
  { name: '.rsc suffix', path: `${GATED}.rsc` },
  { name: 'RSC: 1', path: GATED, headers: { rsc: '1' } },
  { name: 'router prefetch', path: GATED, headers: prefetch },
  { name: 'segment prefetch', path: GATED, headers: { ...prefetch, 'next-router-segment-prefetch': '/_tree' } },
  { name: 'purpose: prefetch', path: GATED, headers: { purpose: 'prefetch', 'sec-purpose': 'prefetch' } },
  { name: 'x-nextjs-data', path: GATED, headers: { 'x-nextjs-data': '1' } },
  { name: 'encoded slashes', path: '/futures%2FUSDT%2FBTC_USDT' },
  { name: 'double-encoded slash', path: '/futures%252FUSDT' },
  { name: 'encoded letter', path: '/%66utures/USDT/BTC_USDT' },
  { name: 'encoded dot segment', path: '/help/%2e%2e/futures/USDT' },
  { name: 'trailing slash', path: `${GATED}/` },
  { name: 'double leading slash', path: `/${GATED}` },
  { name: 'upper case', path: '/FUTURES/USDT/BTC_USDT' },
  { name: 'locale prefix zh', path: `/zh${GATED}` },
  { name: 'default locale prefix en', path: `/en${GATED}` },
  { name: 'locale prefix with trailing slash and RSC', path: `/zh${GATED}/`, headers: { rsc: '1' } },
];

describe('compliance gate on the server (issue 3, §4.8, §5)', () => {
  it.each(SHAPES)('refuses a gated path: $name', async ({ path, headers }) => {
    const hops = await follow(path, { ...US, ...headers });
    const last = hops.at(-1);
    // Either redirected (non-permanently, at the gate) to the tips page, or refused outright.
    const refused = last?.status === 404 || last?.status === 400;
    const toTips = last?.path.endsWith(TIPS) === true && last.status === 200;
    expect(refused || toTips, JSON.stringify(hops)).toBe(true);
    if (toTips) expect(hops.some((h, i) => i < hops.length - 1 && h.status === 307)).toBe(true);
  });

  it("the spot page's isolated-margin tab is the margin product: a US visitor gets the spot page but not its margin tab (issue 5)", async () => {
    expect(await follow('/trade/BTC_USDT', US)).toEqual([{ status: 200, path: '/trade/BTC_USDT' }]);
    for (const search of ['?tab=isolated_margin', '?tab=spot&tab=isolated_margin']) {
      const hops = await follow(`/trade/BTC_USDT${search}`, US);
      expect(hops[0]?.status, JSON.stringify(hops)).toBe(307);
      expect(hops.at(-1)).toEqual({ status: 200, path: TIPS });
    }
    expect(await follow('/trade/BTC_USDT?tab=isolated_margin', { 'x-geo-country': 'JP' })).toEqual([
      { status: 200, path: '/trade/BTC_USDT' },
    ]);
  });

  it('serves the same path to a visitor whose country the check permits (the gate is selective)', async () => {
    const hops = await follow(GATED, { 'x-geo-country': 'JP' });
    // Past the gate it is the futures page itself, with no redirect on the way.
    expect(hops).toEqual([{ status: 200, path: GATED }]);
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('state-compliance redirect in the browser (issue 3, §4.8)', () => {
  it('a US visitor opening futures on main lands on /state_compliance_tips', async () => {
    const context = await newContext(browser);
    await context.setExtraHTTPHeaders(US);
    const page = await context.newPage();
    await page.goto(siteUrl('', GATED));
    expect(new URL(page.url()).pathname).toBe(TIPS);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('a country-limited user (UK resident on main) is sent to the tips page from a product', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, 'uk@demo.test');
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    expect(new URL(page.url()).pathname).toBe(TIPS);
    await context.close();
  });
});
