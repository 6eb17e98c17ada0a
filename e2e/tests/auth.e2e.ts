import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { WEB_PORT, siteUrl } from '../harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillAndSubmit(page: Page, fields: Record<string, string>, submit: string) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: submit }).click();
}

describe('sign-up, user menu and log-out', () => {
  it('a new user signs up, sees the user menu, and logs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `e2e-${Date.now()}@example.test`;
    await page.goto(siteUrl('', '/signup'));
    await fillAndSubmit(page, { 'E-mail': email, Password: 'Str0ng-pass-e2e', 'Nickname (optional)': 'e2e_user' }, 'Create account');

    const menu = page.getByTestId('user-menu');
    await menu.waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await menu.textContent()).toContain('e2e_user');
    const cookies = await context.cookies(`http://localhost:${WEB_PORT}`);
    expect(cookies.find((c) => c.name === 'sid')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'nickname')?.value).toBe('e2e_user');

    // A new account has no KYC2, so the upgrade notice (§4.12) opens first; dismiss it from the keyboard.
    const notice = page.getByRole('dialog', { name: 'Verify your identity' });
    await notice.waitFor();
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });

    // The menu works from the keyboard (Radix): open with Enter, choose "Log Out".
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor({ timeout: 15_000 });
    expect((await context.cookies(`http://localhost:${WEB_PORT}`)).find((c) => c.name === 'sid')).toBeUndefined();
    await context.close();
  });

  it('signing up twice with the same e-mail shows a clear error on the field', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/signup'));
    await fillAndSubmit(page, { 'E-mail': 'Trader@demo.test', Password: 'Another-pass-1' }, 'Create account');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('already exists');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });
});

describe('restricted pages (§5 "restricted to logged-in users, else redirect to /login")', () => {
  it('/myaccount sends a visitor to /login and back after logging in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/myaccount'));
    const atLogin = new URL(page.url());
    expect(atLogin.pathname).toBe('/login');
    expect(atLogin.searchParams.get('redirect')).toBe('/myaccount');
    await fillAndSubmit(page, { 'E-mail': 'trader@demo.test', Password: 'Demo-pass-2026!' }, 'Log In');
    await page.getByTestId('account-nickname').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/myaccount');
    // The estimated balance in the display currency (USD by default, issue 12), with its BTC equivalent.
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toMatch(/^\$[\d,]+\.\d{2} ≈ [\d.]+ BTC$/);
    // A logged-in visitor who opens /login is sent on to the return path instead.
    await page.goto(siteUrl('', '/login?redirect=%2Fmyaccount'));
    await page.waitForURL((url) => url.pathname === '/myaccount', { timeout: 15_000 });
    await context.close();
  });

  it('a hostile return path is ignored after log-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/login?redirect=%2F%2Fevil.example%2F'));
    await fillAndSubmit(page, { 'E-mail': 'trader@demo.test', Password: 'Demo-pass-2026!' }, 'Log In');
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).host).toBe(`localhost:${WEB_PORT}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a wrong password is refused with a message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/login'));
    await fillAndSubmit(page, { 'E-mail': 'trader@demo.test', Password: 'wrong-password-1' }, 'Log In');
    // The password check (scrypt) can take over a second on a busy machine: wait as long as the form may.
    await expect.poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 }).toContain('incorrect');
    await context.close();
  });
});

describe('404 and error fallback', () => {
  it('an unknown path shows the 404 page with helpful links and trending stories', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(siteUrl('', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" }).waitFor();
    expect(await page.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Products' }).getByRole('link').count()).toBeGreaterThan(2);
    await expect.poll(() => page.locator('.story').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('the US 404 page links only the US products (§2.3 "differing per sub-site")', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('us', '/no-such-page'));
    // The 404 body renders in the browser (Next.js renders notFound() of a dynamic route client-side).
    await page.getByRole('navigation', { name: 'Products' }).waitFor();
    const hrefs = await page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toContain('/buy-sell-crypto');
    expect(hrefs.some((h) => h?.startsWith('/futures'))).toBe(false);
    await context.close();
  });

  it('a render error shows "Something went wrong" with a Refresh button (§4.19)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/diagnostics/render-error'));
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
    await context.close();
  });
});
