import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { localizedPath } from '@ex/sites';
import { launchBrowser, newContext } from '../browser';
import { catalogueFile, englishMatcher, messageKeys, sweep } from '../catalogue-sweep';
import { siteUrl } from '../harness';
import { login } from '../login';

// Issue 12 "The pages a visitor lands on get their namespaces in the static HTML, and the rest load on
// demand" (§7). Each page carries its own namespaces in its own provider (i18n/with-page-messages.tsx),
// so a visitor who lands on a trimmed page (home carries only the shell) and moves on by client-side
// navigation gets each next page's messages with it: no raw key, no English in Japanese.

const LANGUAGE = 'ja';
const keys = messageKeys();
const matcher = englishMatcher(LANGUAGE);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Client-side navigation, as a link does: the App Router's own `push` (no document load). */
async function navigate(page: Page, path: string) {
  const href = localizedPath('main', LANGUAGE, path);
  await page.evaluate((url) => (window as unknown as { next: { router: { push(u: string): void } } }).next.router.push(url), href);
  await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
}

async function problems(page: Page, where: string): Promise<string[]> {
  const result = await sweep(page, matcher, keys);
  return [...result.english.map((e) => `${where} English ${e}`), ...result.rawKeys.map((k) => `${where} raw key ${k}`)];
}

describe('client-side navigation from a trimmed page (ja)', () => {
  it('home → KYC form → new ticket form → /myaccount → trade: each page has its messages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // vip@demo.test is at KYC level 1, so /myaccount/kyc2 shows the application form.
    await login(page, 'vip@demo.test');
    await page.goto(siteUrl('', localizedPath('main', LANGUAGE, '/')), { waitUntil: 'load' });
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
    // A marker on the document: it survives client-side navigations and dies with a document load.
    await page.evaluate(() => Object.assign(window, { __landed: true }));
    const found: string[] = await problems(page, '/');

    await navigate(page, '/myaccount/kyc2');
    await page.locator('main form').first().waitFor({ timeout: 15_000 });
    found.push(...(await problems(page, '/myaccount/kyc2')));

    await navigate(page, '/myaccount/tickets');
    await page.getByTestId('new-ticket').click({ timeout: 15_000 });
    await page.getByTestId('ticket-form').waitFor({ timeout: 15_000 });
    found.push(...(await problems(page, '/myaccount/tickets (form)')));

    await navigate(page, '/myaccount');
    await page.getByTestId('account-balance').waitFor({ timeout: 15_000 });
    found.push(...(await problems(page, '/myaccount')));

    await navigate(page, '/trade/BTC_USDT');
    await page.locator('h1').filter({ hasText: 'BTC' }).first().waitFor({ timeout: 15_000 });
    await page.locator('form').first().waitFor({ timeout: 15_000 });
    found.push(...(await problems(page, '/trade/BTC_USDT')));

    // Every step was a client-side navigation from the home page's document.
    expect(await page.evaluate(() => (window as unknown as { __landed?: boolean }).__landed)).toBe(true);
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('what a trimmed page carries (§7)', () => {
  it("home's HTML holds the shell's messages but not the markets namespace; /price's HTML holds both", async () => {
    const read = (file: string) => catalogueFile(`${LANGUAGE}${file}`);
    const shell = new Set([...read('').values(), ...read('.chrome').values()]);
    // A plain message of the markets namespace that no shell message repeats.
    const plain = (m: string) => m.length > 8 && !/["\\{<]/.test(m) && !shell.has(m);
    const markets = [...read('.markets').values()].filter(plain);
    const header = [...read('').entries()].find(([key, m]) => key.startsWith('header.') && !/["\\{<]/.test(m))![1];
    const html = async (path: string) => (await fetch(siteUrl('', localizedPath('main', LANGUAGE, path)))).text();
    const [home, price] = await Promise.all([html('/'), html('/price')]);
    expect(home).toContain(header);
    expect(price).toContain(header);
    expect(markets.filter((m) => home.includes(m))).toEqual([]);
    expect(markets.filter((m) => price.includes(m))).toEqual(markets);
  }, 60_000);
});
