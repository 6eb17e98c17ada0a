import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Decimal strings as numbers, only to check an order on screen (the page itself never does this). */
const num = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

describe('/price market list (issue 5)', () => {
  it('lists the simulated market, sorts by last price from the keyboard, searches, and links to the trade page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/price'));
    const table = page.getByTestId('market-table');
    await table.waitFor();
    const btc = page.getByTestId('market-row-BTC_USDT');
    await btc.waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid^="market-row-"]').count()).toBeGreaterThan(20);

    // Sort by last price, descending (a new column sorts descending), from the keyboard.
    await page.getByTestId('market-sort-last').focus();
    await page.keyboard.press('Enter');
    const lasts = await page.getByTestId('market-last').allTextContents();
    const values = lasts.map(num);
    expect(values.length).toBeGreaterThan(20);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    await page.getByTestId('market-search').fill('eth');
    await expect.poll(() => page.locator('[data-testid^="market-row-"]').count()).toBeLessThan(5);
    const link = page.getByTestId('market-row-ETH_USDT').getByRole('link').first();
    expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/trade/ETH_USDT');
    await context.close();
  });
});
