import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCALES, SITES, SITE_KEYS } from '@ex/sites';
import { launchBrowser, newContext } from '../browser';
import { englishMatcher, messageKeys, sweep, unlocalisedTexts } from '../catalogue-sweep';
import { siteUrl } from '../harness';
import { login } from '../login';
import { LANDED, ROUTES, expectedFor } from '../routes';

// Issue 12: "A pseudo-locale (accented and 40% longer, for example en-XA), available in development and
// in the e2e suite. It finds strings that bypass the catalogue" and "the pseudo-locale sweep of every
// page finds no untranslated string". The e2e stack starts the web server with PSEUDO_LOCALE=1; the
// cookie pseudo_locale=1 then shows any page in en-XA. Every §2.1 route the main site serves is
// visited signed out, and the account pages (plus home and trade, whose header and panels change)
// signed in as a demo user: any visible letter outside a pseudo message fails, save tickers, numbers
// and dates, the user's own data, names that are data and stored content (catalogue-sweep.ts lists them).

const USER = { email: 'vip@demo.test', nickname: 'vip' };
/**
 * Names that are data, not messages: the sub-sites' names, each language's own name in the language
 * menu, and the chart library's attribution link (lightweight-charts' licence asks for it as it is).
 */
const DATA_NAMES = [
  ...SITE_KEYS.map((site) => SITES[site].ogSiteName),
  ...Object.values(LOCALES).map((l) => l.label),
  'Charting by TradingView',
];

const SIGNED_OUT = [...ROUTES.filter((row) => expectedFor('main', row, LANDED).status === 200).map((row) => row.path), '/no-such-page'];
const SIGNED_IN = [
  '/myaccount',
  ...ROUTES.filter((row) => row.path.startsWith('/myaccount')).map((row) => row.path),
  '/myaccount/withdraw/USDT',
  '/',
  '/trade/BTC_USDT',
];

const matcher = englishMatcher(null);
const keys = messageKeys();
let browser: Browser;
let visitor: BrowserContext;
let member: BrowserContext;

async function pseudo(context: BrowserContext) {
  await context.addCookies([{ name: 'pseudo_locale', value: '1', url: siteUrl('', '/') }]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newContext(browser);
  await pseudo(visitor);
  member = await newContext(browser);
  // The log-in helper reads the English form; the pseudo-locale starts once the session exists.
  const page = await member.newPage();
  await login(page, USER.email);
  await page.close();
  await pseudo(member);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Loads `path` and lists what it shows outside the catalogue (and any raw key), once the page has settled. */
async function inspect(page: Page, path: string, allowed: readonly string[]): Promise<string[]> {
  const response = await page.goto(siteUrl('', path), { waitUntil: 'load' });
  const expected = path === '/no-such-page' ? 404 : 200;
  if (response?.status() !== expected) return [`${path}: answered ${response?.status()}, expected ${expected}`];
  if ((await page.getAttribute('html', 'lang')) !== 'en-XA') return [`${path}: not in en-XA`];
  // Hydrated and the session known (the header's log-in links or user menu), then the client's data.
  await page.locator('.auth-links, [data-testid="user-menu"]').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const outside = await unlocalisedTexts(page, allowed);
  const { rawKeys } = await sweep(page, matcher, keys);
  return [...outside.map((text) => `${path}: "${text}"`), ...rawKeys.map((key) => `${path}: raw key ${key}`)];
}

/** Visits the paths three at a time in one context (one per sign-in state) and gathers the findings. */
async function sweepAll(context: BrowserContext, paths: readonly string[], allowed: readonly string[]): Promise<string[]> {
  const queue = [...paths];
  const found: string[] = [];
  const pages = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  await Promise.all(
    pages.map(async (page) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        found.push(...(await inspect(page, path, allowed).catch((error: Error) => [`${path}: ${error.message.split('\n')[0]}`])));
      }
      await page.close();
    }),
  );
  return found.sort();
}

describe('pseudo-locale en-XA sweep of every page', () => {
  it('lists every route the main site serves', () => {
    expect(SIGNED_OUT).toEqual(
      expect.arrayContaining(['/', '/login', '/trade/BTC_USDT', '/price', '/help', '/fee', '/legal/user-agreement']),
    );
    expect(SIGNED_IN).toEqual(expect.arrayContaining(['/myaccount/kyc2', '/myaccount/tickets', '/myaccount/security']));
  });

  it('signed out: every page shows only pseudo-localised text, tickers, numbers and data', { timeout: 900_000 }, async () => {
    expect(await sweepAll(visitor, SIGNED_OUT, DATA_NAMES)).toEqual([]);
  });

  it('signed in as a demo user: the account pages, home and trade likewise', { timeout: 600_000 }, async () => {
    expect(await sweepAll(member, SIGNED_IN, [...DATA_NAMES, USER.email, USER.nickname])).toEqual([]);
  });
});

describe('pseudo-locale en-XA on the pages a visitor lands on', () => {
  it('the cookie notice loads its namespace on demand (§7) and arrives pseudo-localised too', async () => {
    const page = await visitor.newPage();
    await page.goto(siteUrl('', '/login'), { waitUntil: 'load' });
    await expect.poll(() => page.getByTestId('cookie-consent').textContent(), { timeout: 10_000 }).toMatch(/⟦/u);
    const result = await sweep(page, matcher, keys);
    expect(result.english).toEqual([]);
    await page.close();
  }, 60_000);

  it('the same page without the cookie is English', async () => {
    const plain = await newContext(browser);
    const page = await plain.newPage();
    await page.goto(siteUrl('', '/login'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').first().textContent()).not.toMatch(/⟦/u);
    await plain.close();
  }, 60_000);
});
