import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { ROOT, launchStack, type Stack } from '../harness';
import swConfig from '../../apps/web/sw/sw-config.json';

/*
 * The service worker (issue 20, §7) on its own stack (own ports, so restarting it disturbs no other
 * test), in one browser context that keeps its registration across both builds of the worker.
 */
const ISSUE =
  'issue 20 "It caches static assets and the offline fallback page only. It never caches API responses, responses that set cookies, or personalised HTML."';
const TAKEOVER = 'issue 20 "A new version takes over cleanly. Test this with two builds."';
const buildWorker = (salt?: string) =>
  promisify(execFile)('node', [path.join(ROOT, 'apps/web/build-sw.mjs')], { env: { ...process.env, SW_BUILD_SALT: salt ?? '' } });

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const controllerUrl = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
/** Every URL in every Cache Storage cache of the origin, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

describe('service worker', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let stack: Stack | undefined;
  let ports: { web: number; api: number };
  let firstWorker = '';
  const url = (pathname: string) => `http://localhost:${ports.web}${pathname}`;

  beforeAll(async () => {
    ports = { web: await freePort(), api: await freePort() };
    stack = await launchStack(ports);
    browser = await launchBrowser();
    context = await newContext(browser, { serviceWorkers: 'allow' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await buildWorker(); // The build's own worker again (the same bytes, so the same file name).
  });

  it(`${ISSUE} — installs at its versioned path, controls the pages, caches only static files and the offline page`, async () => {
    await page.goto(url('/'));
    firstWorker = (await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)) ?? '';
    expect(firstWorker).toMatch(/\/sw-[0-9a-f]{12}\.js$/);
    await page.goto(url('/trade/BTC_USDT'));
    await page.locator('h1').waitFor();
    expect(await controllerUrl(page)).toBe(firstWorker);
    // The pages above called the API (settings, tickers, user info) and set cookies.
    const cached = await cachedPaths(page);
    expect(cached).toContain('/offline.html');
    expect(cached.some((p) => p.startsWith('/_next/static/'))).toBe(true);
    const allowed = (p: string) =>
      p === swConfig.offlinePage || swConfig.staticPaths.includes(p) || swConfig.staticPathPrefixes.some((prefix) => p.startsWith(prefix));
    const unexpected = cached.filter((p) => !allowed(p));
    expect(unexpected, 'no page, API answer or other response in any cache').toEqual([]);
  });

  it('offline, a page that cannot be fetched gets the offline page in the language of its address', async () => {
    await context.setOffline(true);
    await page.goto(url('/price'));
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    await page.goto(url('/zh/price'));
    expect(await page.locator('h1').textContent()).toBe('您已离线');
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    await context.setOffline(false);
    // Back online, pages come from the network again, never from a cache.
    await page.goto(url('/price'));
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('You are offline');
  });

  it(`${TAKEOVER} — after a second build and a restart, the next page load installs the new worker, which takes over`, async () => {
    await stack?.stop();
    stack = undefined;
    await buildWorker('second');
    stack = await launchStack(ports);
    await page.goto(url('/'));
    await expect.poll(() => controllerUrl(page), { timeout: 60_000 }).not.toBe(firstWorker);
    const secondWorker = await controllerUrl(page);
    expect(secondWorker).toMatch(/\/sw-[0-9a-f]{12}\.js$/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
    // The new worker serves the offline page too, here with the site unreachable. (Playwright's
    // offline switch does not reach a worker that started after it attached to the context.)
    await stack.stop();
    stack = undefined;
    // A page not visited before (one visited online may come from the browser's HTTP cache).
    await page.goto(url('/signup'));
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    // A rebuild, a restart and up to 60 s for the takeover: more than the 60 s default of a test.
  }, 180_000);
});
