import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { englishMatcher, messageKeys, sweep } from '../catalogue-sweep';
import { siteUrl } from '../harness';

// Issue 12 "Right to left. For ar and ar-dubai: mirrored layout … mirrored arrows and drawer side";
// "/ar-dubai is laid out right to left, but its text is English" was the bug. The UAE sub-site serves
// Arabic under /ar-dubai (§2.2).

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/ar-dubai on the UAE site', () => {
  it('is right to left and its text is Arabic, not English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ar-AE' });
    const page = await context.newPage();
    const response = await page.goto(siteUrl('dubai', '/ar-dubai'), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar-AE');
    expect(await page.locator('h1').first().textContent()).toMatch(/\p{Script=Arabic}/u);
    await page.getByTestId('cookie-consent').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('cookie-consent').textContent()).toMatch(/\p{Script=Arabic}/u);
    const result = await sweep(page, englishMatcher('ar'), messageKeys());
    expect(result.english).toEqual([]);
    expect(result.rawKeys).toEqual([]);
    // Most visible text is Arabic (tickers and numbers aside).
    const arabic = result.texts.filter((t) => /\p{Script=Arabic}/u.test(t)).length;
    expect(arabic).toBeGreaterThan(result.texts.length / 3);
    // Mirrored header: the logo, first in the header, sits at the right (the inline start under rtl).
    const logo = await page.locator('.site-logo').first().boundingBox();
    expect(logo && logo.x + logo.width).toBeGreaterThan(1280 - 200);
    await context.close();
  }, 60_000);

  it('opens the phone menu drawer from the left (the inline end under rtl)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto(siteUrl('dubai', '/ar-dubai'), { waitUntil: 'load' });
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-menu');
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    expect(box && box.width).toBeLessThan(390);
    // The scroll width never exceeds the viewport (no horizontal scrolling at 390 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 60_000);
});
