import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, describeFindings } from '../axe';
import { launchBrowser } from '../browser';
import { siteUrl } from '../harness';
import { login } from '../login';

// Issue 18: "Every page the e2e suite visits, signed out and signed in, in both themes, has no
// serious or critical axe violation" (WCAG 2.2 AA). This file walks the pages the issue measured
// on two sub-sites (main, and the UAE site in Arabic, right to left) at desktop and phone widths;
// each visit is checked in the light and the dark theme (e2e/axe.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SITES = [
  { name: 'main', label: '', prefix: '', loginPath: '/login' },
  { name: 'UAE in Arabic', label: 'dubai', prefix: '/ar-dubai', loginPath: '/login' },
] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PUBLIC_PATHS = ['/', '/price', '/trade/BTC_USDT', '/login', '/signup', '/no-such-page', '/help', '/fee'];
const SIGNED_IN_PATHS = ['/myaccount', '/trade/BTC_USDT', '/'];

/** Visits a page and returns axe's serious/critical findings as text ('' when clean). */
async function check(page: Page, url: string): Promise<string> {
  // waitUntil 'commit' skips the automatic check of browser.ts: this file calls axe itself, so it
  // reports every page rather than stopping at the first.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await page.locator('h1').first().waitFor();
  const list = await axeFindings(page);
  return list.length ? describeFindings(url, list) : '';
}

describe.each(SITES)('axe on $name', (site) => {
  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    let context: BrowserContext;
    afterAll(async () => {
      await context?.close();
    });
    const open = async () => {
      context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        locale: 'en-US',
        serviceWorkers: 'block',
      });
      return context.newPage();
    };

    it('signed out: home, markets, trade, login, sign-up, 404, help and fees have no serious or critical violation', async () => {
      const page = await open();
      const reports: string[] = [];
      for (const path of PUBLIC_PATHS)
        reports.push(await check(page, siteUrl(site.label, site.prefix + (path === '/' && site.prefix ? '' : path))));
      expect(reports.filter(Boolean).join('\n')).toBe('');
      // The 404 page has a title (document-title) and one h1.
      await page.goto(siteUrl(site.label, `${site.prefix}/no-such-page`), { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      expect(await page.title()).not.toBe('');
      expect(await page.locator('h1').count()).toBe(1);
      await context.close();
    }, 180_000);

    it('signed in: my account, trade and home have no serious or critical violation', async () => {
      const page = await open();
      await login(page, 'trader@demo.test', site.label, site.loginPath);
      const reports: string[] = [];
      for (const path of SIGNED_IN_PATHS)
        reports.push(await check(page, siteUrl(site.label, site.prefix + (path === '/' && site.prefix ? '' : path))));
      expect(reports.filter(Boolean).join('\n')).toBe('');
      await context.close();
    }, 180_000);
  });
});

describe('keyboard paths (issue 18)', () => {
  const isFocused = (page: Page, testId: string) => page.getByTestId(testId).evaluate((el) => el === document.activeElement);

  it('every page starts with a skip link: the first Tab shows it, Enter moves focus to the main content', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const [label, path, text] of [
      ['', '/', 'Skip to main content'],
      ['', '/price', 'Skip to main content'],
      ['', '/trade/BTC_USDT', 'Skip to main content'],
      ['', '/login', 'Skip to main content'],
      ['', '/help', 'Skip to main content'],
      ['', '/no-such-page', 'Skip to main content'],
      ['dubai', '/ar-dubai', 'الانتقال إلى المحتوى الرئيسي'],
      ['', '/de/price', 'Zum Hauptinhalt springen'],
    ] as const) {
      await page.goto(siteUrl(label, path));
      const link = page.getByTestId('skip-link');
      // Out of sight above the page until focused, then shown inside the viewport.
      const hidden = await link.boundingBox();
      expect(hidden && hidden.y + hidden.height <= 0, path).toBe(true);
      await page.keyboard.press('Tab');
      expect(await isFocused(page, 'skip-link'), path).toBe(true);
      expect(await link.textContent(), path).toBe(text);
      const box = await link.boundingBox();
      expect(box && box.y >= 0 && box.height > 0, path).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5_000 }).toBe('main');
      expect(new URL(page.url()).hash).toBe('#main');
    }
    await context.close();
  }, 120_000);

  it('the fund-wallet drawer opens and closes from the keyboard, and focus returns to its button', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await login(page, 'trader@demo.test');
    const button = page.getByTestId('fund-wallet-button');
    await button.waitFor();
    // Tab from the top of the page to the button.
    for (let i = 0; i < 20 && !(await isFocused(page, 'fund-wallet-button')); i++) await page.keyboard.press('Tab');
    expect(await isFocused(page, 'fund-wallet-button')).toBe(true);
    const drawer = page.getByTestId('fund-wallet-drawer');
    // Escape closes it.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    expect(await page.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await isFocused(page, 'fund-wallet-button')).toBe(true);
    // Its close button, reached and pressed from the keyboard, closes it too.
    await page.keyboard.press('Space');
    await drawer.waitFor();
    const close = drawer.getByRole('button', { name: 'Close' });
    for (let i = 0; i < 30 && !(await close.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    expect(await isFocused(page, 'fund-wallet-button')).toBe(true);
    await context.close();
  }, 60_000);
});
