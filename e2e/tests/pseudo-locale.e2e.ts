import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { englishMatcher, messageKeys, sweep } from '../catalogue-sweep';
import { siteUrl } from '../harness';

// Issue 12: "A pseudo-locale (accented and 40% longer, for example en-XA), available in development and
// in the e2e suite. It finds strings that bypass the catalogue". The e2e stack starts the web server with
// PSEUDO_LOCALE=1; the cookie pseudo_locale=1 then shows any page in en-XA. Every English message counts
// here: none may be left visible.

const PAGES = ['/', '/login', '/trade/BTC_USDT', '/price'];
const matcher = englishMatcher(null);
const keys = messageKeys();
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  await context.addCookies([{ name: 'pseudo_locale', value: '1', url: siteUrl('', '/') }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('pseudo-locale en-XA', () => {
  it.each(PAGES)(
    '%s shows only pseudo-localised text: no English message, no raw key',
    async (path) => {
      const page = await context.newPage();
      const response = await page.goto(siteUrl('', path), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe('en-XA');
      // The page speaks en-XA (the trade page's h1 is its symbol, not a message).
      await expect.poll(() => page.evaluate(() => document.body.innerText.split('⟦').length - 1)).toBeGreaterThan(5);
      // The cookie notice loads its namespace on demand (§7): it must arrive pseudo-localised too.
      await expect.poll(() => page.getByTestId('cookie-consent').textContent(), { timeout: 10_000 }).toMatch(/⟦/u);
      const result = await sweep(page, matcher, keys);
      expect(result.english).toEqual([]);
      expect(result.rawKeys).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it('the same page without the cookie is English', async () => {
    const plain = await newContext(browser);
    const page = await plain.newPage();
    await page.goto(siteUrl('', '/login'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').first().textContent()).not.toMatch(/⟦/u);
    await plain.close();
  }, 60_000);
});
