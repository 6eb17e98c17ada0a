import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CONSENT_COOKIE } from '@ex/domain';
import { launchBrowser } from '../browser';
import { siteUrl } from '../harness';
import { DEMO_PASSWORD, setFundPassword } from '../login';

// Issue 18, keyboard paths: "place an order with the keyboard alone; open and close every dialog,
// drawer and menu with the keyboard, with focus returned to where it came from", and the live
// regions: "order results, toasts and price alerts" are announced, "the order book and trades
// must not flood the screen reader". Nothing in this file clicks: every step is a key press.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(viewport: { width: number; height: number }, consent = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-US', serviceWorkers: 'block' });
  if (consent) await context.addCookies([{ name: CONSENT_COOKIE, value: 'necessary', url: siteUrl('', '/') }]);
  const page = await context.newPage();
  // A document to accept (§4.15) may open over any signed-in page: it is answered from the
  // keyboard too (focus starts inside it; Tab to its button, Enter).
  await page.addLocatorHandler(page.getByTestId('user-agreement-modal'), async (modal) => {
    const agree = modal.getByRole('button').last();
    await tabTo(page, agree, { max: 20 });
    await page.keyboard.press('Enter');
    await modal.waitFor({ state: 'detached' });
  });
  return { context, page };
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);
const holdsFocus = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement)).catch(() => false);

/** Presses Tab (Shift+Tab with `back`) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { max = 150, back = false }: { max?: number; back?: boolean } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)}; focus is on ${at}`);
}

/** Logs in from the keyboard: Tab to the e-mail field, type, Tab to the password, type, Enter. */
async function keyboardLogin(page: Page, email: string) {
  await page.goto(siteUrl('', '/login'));
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'), { max: 5 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
}

/**
 * Tabs to `trigger`, opens what it controls with `key`, checks focus moved into `popup`, closes it
 * with Escape and checks focus came back to the trigger.
 */
async function openAndEscape(page: Page, trigger: Locator, popup: Locator, key = 'Enter') {
  await trigger.waitFor();
  await tabTo(page, trigger);
  await page.keyboard.press(key);
  await popup.waitFor();
  await expect.poll(() => holdsFocus(popup), { timeout: 5_000 }).toBe(true);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  await expect.poll(() => isFocused(trigger), { timeout: 5_000 }).toBe(true);
}

describe('keyboard alone (issue 18)', () => {
  it('places a market order on the trade page; the result is read from a live region that was there before it; the book and trades are not live', async () => {
    const { context, page } = await open(DESKTOP);
    await keyboardLogin(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    const form = page.getByTestId('order-form');
    await form.waitFor({ timeout: 15_000 });
    await page.getByTestId('order-book-bid').first().waitFor({ timeout: 15_000 });

    // The toasts' live regions exist, empty, before any order is sent.
    const status = page.getByTestId('toast-region-status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.innerText()).toBe('');
    expect(await page.getByTestId('toast-region-alert').getAttribute('role')).toBe('alert');

    // The side is one radio group, one Tab stop: Tab reaches Buy, the arrows move the choice.
    const buy = form.getByRole('radio', { name: 'Buy' });
    const sell = form.getByRole('radio', { name: 'Sell' });
    await tabTo(page, buy, { max: 300 });
    await page.keyboard.press('ArrowRight');
    expect(await sell.getAttribute('aria-checked')).toBe('true');
    expect(await isFocused(sell)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await buy.getAttribute('aria-checked')).toBe('true');
    // The next Tab leaves the side group for the type group (Market is chosen; Limit with Home).
    await page.keyboard.press('Tab');
    const market = form.getByRole('radio', { name: 'Market' });
    expect(await isFocused(market)).toBe(true);
    await page.keyboard.press('Home');
    expect(await form.getByRole('radio', { name: 'Limit' }).getAttribute('aria-checked')).toBe('true');
    await form.getByLabel('Price (USDT)').waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await market.getAttribute('aria-checked')).toBe('true');
    // Quantity, then Enter submits the form.
    await tabTo(page, form.getByLabel('Quantity (BTC)'), { max: 5 });
    await page.keyboard.type('0.001');
    await page.keyboard.press('Enter');
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toContain('Order filled.');
    // The order is in the history, reached by keyboard too: Tab to the tab list, then the arrow key.
    await tabTo(page, page.getByTestId('account-tab-open'), { max: 40 });
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(page.getByTestId('account-tab-history'))).toBe(true);
    await expect.poll(() => page.getByTestId('order-history-table').innerText(), { timeout: 15_000 }).toContain('Filled');

    // The streaming tables are not live regions, nor inside one; each has a polite summary instead.
    for (const [table, summary] of [
      ['order-book-table', 'order-book-summary'],
      ['recent-trades-table', 'recent-trades-summary'],
    ] as const) {
      const live = await page.getByTestId(table).evaluate((el) => {
        const out: string[] = [];
        for (let node: Element | null = el; node; node = node.parentElement) {
          const politeness = node.getAttribute('aria-live');
          const role = node.getAttribute('role');
          if ((politeness && politeness !== 'off') || (role && ['status', 'alert', 'log', 'marquee', 'timer'].includes(role)))
            out.push(`${node.tagName} ${politeness ?? role}`);
        }
        return { own: el.getAttribute('aria-live'), live: out };
      });
      expect(live, table).toEqual({ own: 'off', live: [] });
      const region = page.getByTestId(summary);
      expect(await region.getAttribute('aria-live')).toBe('polite');
      // The summary fills in after its first interval (15 s), with the pair and a price.
      await expect.poll(() => region.textContent(), { timeout: 40_000 }).toMatch(/^BTC\/USDT: .*\d/);
    }
    await context.close();
  }, 180_000);

  it('header menus (language and currency, user, notifications) open from the keyboard and Escape returns focus to their button', async () => {
    const { context, page } = await open(DESKTOP);
    await keyboardLogin(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/price'));
    const header = page.locator('header.site-header');
    await openAndEscape(page, header.getByRole('button', { name: /^Language and currency/ }), page.getByRole('menu'));
    await openAndEscape(page, page.getByTestId('user-menu'), page.getByRole('menu'));
    await openAndEscape(page, page.getByTestId('notifications-menu'), page.getByTestId('notifications-list'));
    // ArrowDown opens a menu too (focus on its first item).
    await openAndEscape(page, page.getByTestId('user-menu'), page.getByRole('menu'), 'ArrowDown');
    await context.close();
  }, 120_000);

  it('the phone menu drawer and the language menu inside it open and close from the keyboard, focus returning each time', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(siteUrl('', '/price'));
    const button = page.getByTestId('mobile-menu-button');
    await openAndEscape(page, button, page.getByTestId('mobile-menu'));
    // Inside the drawer: its language menu, then its close button.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('mobile-menu');
    await drawer.waitFor();
    await openAndEscape(page, drawer.getByRole('button', { name: /^Language and currency/ }), page.getByRole('menu'));
    expect(await drawer.isVisible()).toBe(true);
    await tabTo(page, drawer.getByRole('button', { name: 'Close menu' }), { max: 40 });
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);
    await context.close();
  }, 90_000);

  it("the chart's indicator dialog and the embedded chart's dialogs (context menu from the menu key) give focus back", async () => {
    const { context, page } = await open(DESKTOP);
    await keyboardLogin(page, 'vip@demo.test');
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    await page.getByTestId('chart-canvas').and(page.locator('[data-ready="true"]')).waitFor({ timeout: 60_000 });
    // The indicators menu: opened and closed, then an indicator added from it (Enter on its first item).
    const indicators = page.getByTestId('indicators-menu');
    await openAndEscape(page, indicators, page.getByRole('menu'));
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(indicators), { timeout: 5_000 }).toBe(true);
    const chip = page
      .getByTestId('active-indicators')
      .getByRole('button', { name: /^Edit / })
      .last();
    await expect
      .poll(() =>
        page
          .getByTestId('active-indicators')
          .getByRole('button', { name: /^Edit / })
          .count(),
      )
      .toBeGreaterThan(0);
    await openAndEscape(page, chip, page.getByTestId('indicator-inputs'));

    await page.goto(siteUrl('', '/price'));
    const embedded = page.getByTestId('embedded-price-chart');
    const canvas = embedded.getByTestId('chart-canvas');
    await canvas.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 60_000 });
    for (const [entry, dialog] of [
      ['chart-menu-price-alert', 'price-alert-dialog'],
      ['chart-menu-quick-order', 'quick-order-dialog'],
    ] as const) {
      await tabTo(page, canvas);
      await page.keyboard.press('Shift+F10');
      const item = page.getByTestId(entry);
      await item.waitFor();
      // Menu items take focus with the arrow keys, not Tab.
      for (let i = 0; i < 3 && !(await isFocused(item)); i++) await page.keyboard.press('ArrowDown');
      expect(await isFocused(item)).toBe(true);
      await page.keyboard.press('Enter');
      const modal = page.getByTestId(dialog);
      await modal.waitFor();
      await expect.poll(() => holdsFocus(modal), { timeout: 5_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(canvas), { timeout: 5_000 }).toBe(true);
    }
    await context.close();
  }, 120_000);

  it("the order form's fund-password prompt closes with Escape, says the order waits, and gives focus back to the submit button", async () => {
    const { context, page } = await open(DESKTOP);
    await keyboardLogin(page, 'sub@demo.test');
    // An account with a fund password.
    const set = await setFundPassword(page, 'Fund-pass-779');
    expect(set).toBe(200);
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    const form = page.getByTestId('order-form');
    await form.waitFor({ timeout: 15_000 });
    await tabTo(page, form.getByLabel('Quantity (BTC)'));
    await page.keyboard.type('0.001');
    const submit = form.getByTestId('order-form-submit');
    await tabTo(page, submit, { max: 5 });
    await page.keyboard.press('Space');
    const modal = page.getByTestId('fund-password-modal');
    await modal.waitFor({ timeout: 15_000 });
    await expect.poll(() => holdsFocus(modal), { timeout: 5_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(submit), { timeout: 5_000 }).toBe(true);
    // The form says why nothing was placed, in an alert.
    expect(await form.getByRole('alert').innerText()).not.toBe('');
    await context.close();
  }, 150_000);

  it('the cookie choice is made from the keyboard and focus moves on to the page, not lost', async () => {
    const { context, page } = await open(DESKTOP, false);
    await page.goto(siteUrl('', '/fee'));
    const banner = page.getByTestId('cookie-consent');
    await banner.waitFor();
    await tabTo(page, banner.getByTestId('cookie-consent-necessary'), { max: 300 });
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  }, 60_000);
});
