import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';
import { login } from '../login';
import { answerPrompts } from '../prompts';

// Issue 12 "E2E in Chromium: choosing EUR shows the balance in EUR" and "every number in the user's
// locale": the demo trader's estimated balance in the header and on /myaccount, and a German trade page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's own API answers (same origin, the session's cookies). */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** "€57,895.24" → 57895.24: the value as written in English. */
const valueOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('display currency (issue 12)', () => {
  it('choosing EUR shows the estimated balance in euros, converted at curr_fiat_market_rates, in the header and on the account page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await answerPrompts(page);
    await login(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/myaccount'));
    const balance = page.getByTestId('account-balance');
    await expect.poll(() => balance.getAttribute('data-currency'), { timeout: 15_000 }).toBe('USD');
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toMatch(/^\$[\d,]+\.\d{2} ≈ [\d.]+ BTC$/);

    const funds = await apiData<{ total_usd: string; total_btc: string }>(page, '/apiw/v2/account/total_funds');
    const settings = await apiData<{ curr_fiat_market_rates: Record<string, string>; fiat_list: { name: string; symbol: string }[] }>(
      page,
      '/api/web/v1/site/settings',
    );
    expect(Number(funds.total_usd)).toBeGreaterThan(1000);
    expect(settings.fiat_list).toContainEqual({ name: 'EUR', symbol: '€' });
    const euros = Math.round(Number(funds.total_usd) * Number(settings.curr_fiat_market_rates['EUR']) * 100) / 100;

    // The header's language and currency menu.
    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByTestId('fiat-EUR').click();

    await expect.poll(() => balance.getAttribute('data-currency'), { timeout: 15_000 }).toBe('EUR');
    const text = await balance.innerText();
    expect(text).toMatch(/^€[\d,]+\.\d{2} ≈ [\d.]+ BTC$/);
    const [fiatPart = '', btcPart = ''] = text.split(' ≈ ');
    // total_funds values balances at live prices, which may tick between the two reads: within 0.1 %.
    expect(Math.abs(valueOf(fiatPart) - euros) / euros).toBeLessThan(0.001);
    // Crypto amounts stay in their own unit (the BTC total ticks with the same live prices: within 0.1 %).
    expect(btcPart).toMatch(/^[\d.]+ BTC$/);
    expect(Math.abs(valueOf(btcPart) - Number(funds.total_btc)) / Number(funds.total_btc)).toBeLessThan(0.001);

    await page.getByTestId('user-menu').click();
    const header = page.getByTestId('header-balance');
    await expect.poll(() => header.getAttribute('data-currency'), { timeout: 15_000 }).toBe('EUR');
    await expect.poll(() => header.innerText(), { timeout: 15_000 }).toBe(fiatPart);
    await page.keyboard.press('Escape');

    // The choice is kept (cookie curr_fiat, §3): a new page shows euros at once.
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    const form = page.getByTestId('order-form');
    await form.getByTestId('order-form-type-0').click();
    await form.getByLabel('Price (USDT)').fill('50000');
    await form.getByLabel('Quantity (BTC)').fill('0.01');
    // 500 USDT at USDT's USD price 1, in euros: the order's cost estimate; the amount stays in USDT.
    const cost = form.getByTestId('order-form-cost');
    const expectedCost = Math.round(500 * Number(settings.curr_fiat_market_rates['EUR']) * 100) / 100;
    await expect.poll(() => cost.innerText(), { timeout: 15_000 }).toMatch(/^500 USDT ≈ €/);
    expect(valueOf((await cost.innerText()).split('≈')[1] ?? '')).toBeCloseTo(expectedCost, 2);
    await context.close();
  });

  it("a German trade page writes numbers the German way (1.234,56), with the trader's available balance among them", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await answerPrompts(page);
    await login(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/de/trade/BTC_USDT'));
    const german = /^\d{1,3}(\.\d{3})+,\d+$/;
    await expect.poll(() => page.getByTestId('ticker-last').innerText(), { timeout: 15_000 }).toMatch(german);
    await page.getByTestId('order-book-bid').first().waitFor({ timeout: 15_000 });
    const bidPrice = await page.getByTestId('order-book-bid').first().getByTestId('order-book-price').innerText();
    expect(bidPrice).toMatch(german);
    // Issue 12: "Available 12500.5 USDT" without separators, now the German way.
    const available = page.getByTestId('order-form').getByTestId('order-form-available');
    // The amount itself depends on what earlier files traded or moved (keyboard order, mini-app transfers):
    // over 1,000 USDT either way, so its thousands are grouped.
    await expect.poll(() => available.innerText(), { timeout: 15_000 }).toMatch(/^\d{1,3}(\.\d{3})+(,\d+)? USDT$/);
    // The 24 h change: German percent with a comma and a (no-break) space before %.
    await expect.poll(() => page.getByTestId('ticker-change').innerText()).toMatch(/^[+-]?\d+,\d{2}\s%$/);
    await context.close();
  });
});
