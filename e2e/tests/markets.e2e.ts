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

  it('the market stream answers through the web server: a browser subscribes to a ticker and gets live updates', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/price'));
    const frames = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const seen: string[] = [];
          const ws = new WebSocket(`ws://${location.host}/api/ws/v1/stream`);
          const timer = setTimeout(() => reject(new Error(`no update: ${seen.join(' | ')}`)), 15_000);
          ws.onopen = () => ws.send(JSON.stringify({ op: 'subscribe', channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' }));
          ws.onmessage = (m) => {
            const frame = JSON.parse(String(m.data)) as { event: string };
            seen.push(frame.event);
            // The snapshot, then at least one live tick.
            if (seen.filter((e) => e === 'update').length >= 2) {
              clearTimeout(timer);
              ws.close();
              resolve(seen);
            }
          };
          ws.onerror = () => reject(new Error('socket error'));
        }),
    );
    expect(frames[0]).toBe('subscribed');
    expect(frames.filter((e) => e === 'update').length).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
