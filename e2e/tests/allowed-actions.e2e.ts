import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';
import { login } from '../login';
import { answerPrompts } from '../prompts';

// Issue 10 finding 1 in the browser: "An e2e test in Chromium: a blocked-country visitor sees the §8
// prohibited-countries notice, and the order form is disabled with the reason shown." Closing a
// position stays possible ("A blocked country's menu keeps only what such a visitor may still do").
// The e2e stack trusts X-Geo-Country, so the context's header is where the visitor is.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REASON = 'Trading is not available in your country or region.';

/** POSTs JSON to the API from the page, as its scripts do (session cookie, CSRF header, the context's geo header). */
function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '1';
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { path, body },
  );
}

describe('issue 10: a visitor from a blocked country (North Korea)', () => {
  it('sees the §8 prohibited-countries notice; product pages go to the compliance tips; a trade page disables its order form with the reason', async () => {
    const context = await newContext(browser);
    await context.setExtraHTTPHeaders({ 'x-geo-country': 'KP' });
    const page = await context.newPage();
    await answerPrompts(page);
    await page.goto(siteUrl('', '/'));

    // §8: restricted location ("I Got it"), then prohibited countries ("I Acknowledge"), one at a time.
    const restricted = page.getByTestId('restricted-location-notice');
    await restricted.waitFor({ timeout: 15_000 });
    await page.getByTestId('restricted-location-notice-ok').click();
    const prohibited = page.getByTestId('prohibited-notice');
    await prohibited.waitFor({ timeout: 15_000 });
    expect(await prohibited.textContent()).toContain('North Korea');
    const acknowledge = page.getByTestId('prohibited-notice-ok');
    expect(await acknowledge.textContent()).toBe('I Acknowledge');
    await acknowledge.click();
    await prohibited.waitFor({ state: 'detached' });

    // §4.8: a product the check no longer permits here is refused before it renders.
    await page.goto(siteUrl('', '/convert'));
    expect(new URL(page.url()).pathname).toBe('/state_compliance_tips');

    // The trade page stays (positions are closed there); signing in cannot make trading possible.
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    const reason = page.getByTestId('order-form-restricted');
    await reason.waitFor({ timeout: 15_000 });
    expect(await reason.textContent()).toContain(REASON);
    await context.close();
  });

  it('signed in: the order form is disabled with the reason, and a position opened before can still be closed', async () => {
    const context = await newContext(browser);
    // First from Japan, where futures are permitted: sign in and open a position.
    await context.setExtraHTTPHeaders({ 'x-geo-country': 'JP' });
    const page = await context.newPage();
    await answerPrompts(page);
    await login(page, 'vip@demo.test');
    const order = { client_order_id: `e2e-kp-${Date.now()}`, market: 'futures', symbol: 'ETH_USDT', side: 1, type: 1, quantity: '0.1' };
    expect(await postFromPage(page, '/api/web/v1/ledger/orders', order)).toBe(200);

    // Now from North Korea.
    await context.setExtraHTTPHeaders({ 'x-geo-country': 'KP' });
    // The API refuses a new order with the stable code (issue 10 "a 403 with a stable code").
    expect(await postFromPage(page, '/api/web/v1/ledger/orders', { ...order, client_order_id: `${order.client_order_id}-2` })).toBe(403);

    await page.goto(siteUrl('', '/futures/USDT/ETH_USDT'));
    const form = page.getByTestId('order-form');
    const reason = form.getByTestId('order-form-restricted');
    await reason.waitFor({ timeout: 15_000 });
    expect(await reason.textContent()).toContain(REASON);
    expect(await form.getByTestId('order-form-submit').isDisabled()).toBe(true);
    expect(await form.getByLabel('Quantity (ETH)').isDisabled()).toBe(true);

    // Closing stays possible.
    const row = page.getByTestId('position-ETH_USDT');
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Close' }).click();
    await page.getByText('ETH_USDT position closed.').waitFor({ timeout: 15_000 });
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });
});
