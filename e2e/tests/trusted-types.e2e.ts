import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';
import { login } from '../login';

// Issue 20 "Trusted Types for the few places that write HTML (the sanitiser's output), so a future
// innerHTML outside them fails in the browser". Chromium enforces the page's
// `require-trusted-types-for 'script'`: the site's own writers (DOMPurify's output, server-sanitised
// HTML, the chart library's logo, the service worker URL) and Next's chunk loading must keep working.
const ISSUE = 'issue 20 "Trusted Types … so a future innerHTML outside them fails in the browser"';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Everything a page reports about Trusted Types or the CSP, and every uncaught error. */
function watch(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /trusted ?type|TrustedHTML|TrustedScript|Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`${e.name}: ${e.message}`));
  return { problems };
}

/** What an `innerHTML = '<img onerror>'` outside the policies does on the current page. */
const rawInnerHtml = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __ttRan?: boolean };
    const div = document.createElement('div');
    try {
      div.innerHTML = '<img src="data:," onerror="window.__ttRan = true">';
      document.body.append(div);
      return { threw: null, hasImg: div.querySelector('img') !== null, ran: w.__ttRan === true };
    } catch (error) {
      return { threw: (error as Error).name, hasImg: div.querySelector('img') !== null, ran: w.__ttRan === true };
    }
  });

describe(ISSUE, () => {
  let context: BrowserContext;
  beforeAll(async () => {
    // The service worker is allowed here: its registration goes through the site policy too.
    context = await newContext(browser, { serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the page header requires Trusted Types and names only the site, default and Next.js policies', async () => {
    const res = await fetch(siteUrl('', '/'));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(/trusted-types ([^;]+)/.exec(csp)?.[1]?.split(' ')).toEqual(['exchange', 'default', 'nextjs', 'nextjs#bundler']);
  });

  it('a raw innerHTML, insertAdjacentHTML or an unlisted policy throws; the handler never runs', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('', '/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await rawInnerHtml(page)).toEqual({ threw: 'TypeError', hasImg: false, ran: false });
    const others = await page.evaluate(() => {
      const attempt = (f: () => void) => {
        try {
          f();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }).trustedTypes;
      return {
        insertAdjacentHTML: attempt(() => document.body.insertAdjacentHTML('beforeend', '<b>x</b>')),
        scriptSrc: attempt(() => {
          document.createElement('script').src = '/evil.js';
        }),
        newPolicy: attempt(() => tt.createPolicy('evil', { createHTML: (s: string) => s })),
        // Each listed name can be created once: ours is taken by the page itself.
        secondSitePolicy: attempt(() => tt.createPolicy('exchange', { createHTML: (s: string) => s })),
      };
    });
    expect(others).toEqual({
      insertAdjacentHTML: 'TypeError',
      scriptSrc: 'TypeError',
      newPolicy: 'TypeError',
      secondSitePolicy: 'TypeError',
    });
    await page.close();
  });

  it(
    'the main pages work under it: hydration, charts, live data, the service worker, no Trusted Types error',
    { timeout: 240_000 },
    async () => {
      const page = await context.newPage();
      const { problems } = watch(page);

      await page.goto(siteUrl('', '/'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Client-side data (next-intl text, react-query) after hydration: the market movers.
      await page.locator('[data-testid^="mover-hot-"]').first().waitFor({ timeout: 20_000 });
      // The service worker registered through the site policy, and controls the page after a reload.
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''), {
          timeout: 30_000,
        })
        .toMatch(/\/sw-[0-9a-f]+\.js$/);

      // The business bar's text comes from the API as HTML: DOMPurify sanitised it and returned it
      // through the site policy (RETURN_TRUSTED_TYPE), with its link keys as anchors.
      const bar = page.locator('[data-testid="business-bar"] .server-html');
      await bar.first().waitFor({ timeout: 20_000 });
      expect(await bar.locator('strong').first().textContent()).toMatch(/Risk warning/);
      expect(await bar.locator('a[href]').count()).toBeGreaterThan(0);

      // The footer's QR code (server-made SVG through TrustedHtmlBlock) is in the page.
      expect(await page.locator('[data-testid="footer-app-guide"] svg').count()).toBeGreaterThan(0);

      // The trading chart: lightweight-charts draws, with its attribution logo (the default policy's one string).
      await page.goto(siteUrl('', '/trade/BTC_USDT'));
      await page.locator('[data-testid="trade-screen"] canvas').first().waitFor({ timeout: 30_000 });
      await page.locator('#tv-attr-logo svg').first().waitFor({ timeout: 30_000 });

      // The price list with its embedded chart.
      await page.goto(siteUrl('', '/price'));
      await page.locator('[data-testid^="market-row-"]').first().waitFor({ timeout: 20_000 });

      // The glossary: filtering re-renders definitions in the browser through TrustedHtmlBlock.
      await page.goto(siteUrl('', '/learn/glossary'));
      await page.getByTestId('glossary-term').first().waitFor({ timeout: 60_000 });
      await page.getByTestId('glossary-search').fill('stablecoin');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-term"]').length < 20);
      await page.getByTestId('glossary-search').fill('');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-term"] dd').length > 100);
      expect(((await page.locator('[data-testid="glossary-term"] dd').first().innerText()) ?? '').length).toBeGreaterThan(10);

      // An article reached by client navigation: React writes the Markdown HTML in the browser.
      await page.goto(siteUrl('', '/help'));
      await page.getByTestId('help-search').fill('withdraw');
      await page.getByTestId('help-search-results').getByRole('link', { name: 'How to withdraw crypto' }).click();
      await page.getByTestId('article-body').first().waitFor({ timeout: 30_000 });
      expect(((await page.getByTestId('article-body').first().innerText()) ?? '').length).toBeGreaterThan(50);

      expect(problems).toEqual([]);
      // Still enforced after all of that (this refusal is reported too, so it comes after the check above).
      expect(await rawInnerHtml(page)).toMatchObject({ threw: 'TypeError', ran: false });
      await page.close();
    },
  );

  it('the signed-in account pages work under it', { timeout: 120_000 }, async () => {
    const page = await context.newPage();
    const { problems } = watch(page);
    await login(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/myaccount'));
    await page.getByTestId('assets-overview').waitFor({ timeout: 20_000 });
    await page.goto(siteUrl('', '/myaccount/security'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(problems).toEqual([]);
    expect(await rawInnerHtml(page)).toMatchObject({ threw: 'TypeError', ran: false });
    await page.close();
  });
});
