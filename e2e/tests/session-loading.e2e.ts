import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const USER_INFO = '/api/web/v1/usercenter/get_info';

/** Opens a page and returns the user-info requests it made once the page has settled. */
async function userInfoRequests(url: string, settle: (page: Page) => Promise<unknown>) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === USER_INFO) seen.push(r.url());
  });
  await page.goto(url);
  await settle(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return seen;
}

describe('session loading (§4.1 "User info is not requested on 404, signup … pages")', () => {
  it('the home page asks for user info (control case)', async () => {
    const seen = await userInfoRequests(siteUrl(''), (p) => p.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor());
    expect(seen).toHaveLength(1);
  });

  it('the 404 page does not', async () => {
    const seen = await userInfoRequests(siteUrl('', '/no-such-page'), (p) => p.getByRole('heading', { level: 1 }).waitFor());
    expect(seen).toEqual([]);
  });

  it('the sign-up page does not', async () => {
    const seen = await userInfoRequests(siteUrl('', '/signup'), (p) => p.getByRole('button', { name: 'Create account' }).waitFor());
    expect(seen).toEqual([]);
  });

  it('/login does not when the server-set uid/nickname cookies say logged out', async () => {
    const seen = await userInfoRequests(siteUrl('', '/login'), (p) => p.getByRole('button', { name: 'Log In' }).waitFor());
    expect(seen).toEqual([]);
  });
});
