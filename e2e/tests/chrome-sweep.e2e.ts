import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SITES, SITE_KEYS, type SiteKey } from '@ex/sites';
import { launchBrowser } from '../browser';
import { siteUrl } from '../harness';
import { eachLimited, h1Count, httpFollow, httpGet, titleOf } from '../http';
import { JP_LEGAL_PATHS, LANDED, ROUTES, expectedFor } from '../routes';

// Issue 15 "E2E in Chromium: a sweep that visits every §2.1 route on every sub-site and asserts it
// answers 200 (or the intended compliance redirect or 404), shows an h1, logs no console error, and
// is no wider than the viewport at 390 px; every header and footer link on every sub-site leads to a
// page that answers 200".

const label = (site: SiteKey) => SITES[site].hostLabel ?? '';
const cases = SITE_KEYS.flatMap((site) => ROUTES.map((row) => ({ site, row, expected: expectedFor(site, row, LANDED) })));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('route sweep over HTTP (server HTML)', () => {
  it('every §2.1 route on every sub-site answers as the table says, with one h1 and a title', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    await eachLimited(cases, 4, async ({ site, row, expected }) => {
      const answer = await httpGet(label(site), row.path);
      const where = `${site} ${row.path}`;
      if (answer.status !== expected.status) {
        const pending = 'pending' in expected && expected.pending ? ` (issue ${expected.pending})` : '';
        failures.push(`${where}: ${answer.status}, expected ${expected.status}${pending}`);
        return;
      }
      if (expected.status === 307) {
        const location = new URL(answer.location ?? '', 'http://x').pathname;
        if (location !== expected.location) failures.push(`${where}: → ${location}, expected ${expected.location} (${expected.why})`);
        return;
      }
      // 200 and 404 pages alike: the server HTML carries exactly one h1 and a title (issue 15).
      if (h1Count(answer.body) !== 1) failures.push(`${where}: ${h1Count(answer.body)} h1 in the server HTML`);
      if (titleOf(answer.body) === '') failures.push(`${where}: empty <title>`);
    });
    expect(failures).toEqual([]);
  });
});

/** Loads `url` in `page` and reports what the browser saw: console errors, h1 count, widths. */
async function visit(page: Page, url: string) {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Hydrated, and the session is known: the header shows the log-in links or the user menu.
    await page
      .locator('.auth-links, [data-testid="user-menu"]')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => errors.push('the header never hydrated'));
    const layout = await page.evaluate(() => ({
      h1: document.querySelectorAll('h1').length,
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    return { errors, ...layout };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}

/**
 * The pages the browser sweep loads on a sub-site. Every page that answers 200 on the main site;
 * on the other sub-sites the pages whose chrome or body differs per site (home with its products and
 * promo cards, markets, trade, log-in, help, fees, legal documents, the 404 page) — what else
 * differs per site (status, h1, title) the HTTP sweep above checks on every route. E2E_FULL_SWEEP=1
 * loads every route on every sub-site (about 600 pages: too long for CI on a shared machine).
 */
function browserPaths(site: SiteKey): string[] {
  const served = ROUTES.filter((row) => expectedFor(site, row, LANDED).status === 200).map((row) => row.path);
  const sample = ['/', '/price', '/trade/BTC_USDT', '/login', '/help', '/fee', '/legal/user-agreement', JP_LEGAL_PATHS[0]];
  const paths = site === 'main' || process.env.E2E_FULL_SWEEP === '1' ? served : served.filter((path) => sample.includes(path));
  return [...paths, '/no-such-page'];
}

describe('route sweep in Chromium at 390 px', () => {
  it.each(SITE_KEYS)(
    '%s: the pages show one h1, log no console error and fit 390 px',
    async (site) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
      const failures: string[] = [];
      const pages = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
      const queue = browserPaths(site);
      await Promise.all(
        pages.map(async (page) => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const seen = await visit(page, siteUrl(label(site), path));
            const where = `${site} ${path}`;
            if (seen.h1 !== 1) failures.push(`${where}: ${seen.h1} h1`);
            if (seen.scrollWidth > seen.viewport) failures.push(`${where}: ${seen.scrollWidth} px wide at ${seen.viewport}`);
            // A 404 document logs the browser's own "Failed to load resource: 404" for itself.
            const errors = seen.errors.filter((e) => !(path === '/no-such-page' && /status of 404/.test(e)));
            if (errors.length > 0) failures.push(`${where}: console ${errors.join(' | ').slice(0, 300)}`);
          }
        }),
      );
      await context.close();
      expect(failures).toEqual([]);
    },
    600_000,
  );
});

describe('header and footer links', () => {
  it.each(SITE_KEYS)(
    '%s: every header and footer link answers 200 (header links of open issues excepted, by the table)',
    async (site) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(siteUrl(label(site), '/'));
      const hrefs = async (selector: string) =>
        page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      const header = [...new Set(await hrefs('header a[href]'))];
      const footer = [...new Set((await hrefs('footer a[href]')).filter((h) => h.startsWith('/')))];
      await context.close();
      expect(footer.length).toBeGreaterThan(20);
      const failures: string[] = [];
      await eachLimited(
        [...header.map((h) => ['header', h] as const), ...footer.map((h) => ['footer', h] as const)],
        4,
        async ([where, href]) => {
          const row = ROUTES.find((r) => r.path === href);
          const expected = row ? expectedFor(site, row, LANDED) : null;
          // Header items of issues still open (Buy Crypto, Earn, Copy Trading, Referral) exist already; their issues build the pages.
          if (where === 'header' && expected?.status === 404 && expected.pending !== undefined) return;
          const answer = await httpFollow(label(site), href);
          if (answer.status !== 200) failures.push(`${site} ${where} ${href}: ${answer.status} at ${answer.path}`);
        },
      );
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
