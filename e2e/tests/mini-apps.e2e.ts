import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../axe';
import { launchBrowser, newContext } from '../browser';
import { API_PORT, E2E_OPERATOR_TOKEN, siteUrl } from '../harness';
import { login } from '../login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ops(argv: string[]): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/operator/ops`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  return ((await res.json()) as { exitCode: number }).exitCode;
}

/** A new user with 100 USDT on /myaccount. */
async function fundedUserOnMyAccount(page: Page, tag: string): Promise<void> {
  const email = `${tag}-${Date.now()}@example.test`;
  await page.goto(siteUrl('', '/signup'));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass-e2e');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
  expect(await ops(['deposit', email, 'USDT', '100'])).toBe(0);
  await page.goto(siteUrl('', '/myaccount'));
  await page.getByTestId('asset-USDT-available').waitFor({ timeout: 15_000 });
}

describe('micro-frontends (issue 17)', () => {
  it("funds_transfer: loads its pinned bundle from /mfe/ and moves funds between the user's own accounts", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bundles: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/mfe/')) bundles.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    });
    await fundedUserOnMyAccount(page, 'mfe-funds');
    // §4.14 "load when not hidden": nothing is fetched before the dialog opens.
    expect(bundles).toEqual([]);

    await page.getByTestId('open-transfer').click();
    const dialog = page.getByTestId('transfer-dialog');
    await dialog.getByText('Available: 100 USDT').waitFor({ timeout: 15_000 });
    // The verifying fetch and the import ask for the same pinned, immutable URL and nothing else.
    expect(new Set(bundles.map((b) => b.url)).size).toBe(1);
    expect(bundles[0]!.url).toMatch(/\/mfe\/funds_transfer\/1\.0\.0\/funds_transfer\.[0-9a-f]{16}\.js$/);
    expect(bundles.every((b) => b.cacheControl === 'public, max-age=31536000, immutable')).toBe(true);
    await expectNoSeriousViolations(page);

    await dialog.getByLabel('To').selectOption('futures');
    await dialog.getByLabel('Amount').fill('100.5');
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await dialog.getByText('The amount is more than the available balance').waitFor();
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await dialog.getByText('Transferred 25 USDT from Spot to Futures').waitFor({ timeout: 15_000 });
    // The host refreshed its balances from the mini-app's done event.
    await page.waitForFunction(() => document.querySelector('[data-testid="asset-USDT-available"]')?.textContent === '75', null, {
      timeout: 15_000,
    });
    // The other way round: futures now holds 25.
    await dialog.getByRole('button', { name: 'Swap accounts' }).click();
    await dialog.getByText('Available: 25 USDT').waitFor();
    await context.close();
  }, 120_000);

  it('refuses a tampered bundle (wrong hash) and the page keeps working', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let executed = false;
    await page.route('**/mfe/funds_transfer/**', async (route) => {
      const original = await route.fetch();
      // Same name, one more statement: a compromised static host.
      await route.fulfill({ response: original, body: `${await original.text()}\nglobalThis.__tampered = true;` });
    });
    await fundedUserOnMyAccount(page, 'mfe-tamper');
    await page.getByTestId('open-transfer').click();
    const dialog = page.getByTestId('transfer-dialog');
    await dialog.getByText('Transfers are not available right now. Please try again later.').waitFor({ timeout: 15_000 });
    executed = await page.evaluate(() => (globalThis as { __tampered?: boolean }).__tampered === true);
    expect(executed).toBe(false);
    expect(errors.some((e) => e.includes('mini-app funds_transfer load failed') && e.includes('hash does not match'))).toBe(true);
    // The page still works: the dialog closes and the assets and their links are there.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('asset-USDT-available').textContent()).toBe('100');
    await page.getByTestId('asset-USDT-withdraw').waitFor();
    await context.close();
  });

  it('master_transfer: the master moves funds to its sub-account and back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/myaccount'));
    await page.getByTestId('open-master-transfer').click();
    const dialog = page.getByTestId('master-transfer-dialog');
    await dialog.getByLabel('To').waitFor({ timeout: 15_000 });
    await expectNoSeriousViolations(page);
    const to = dialog.getByLabel('To');
    expect(await to.locator('option').first().textContent()).toBe('sub (sub-account, normal)');
    await dialog.getByLabel('Amount').fill('10');
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await dialog.getByText(/^Transferred 10 USDT from Master account \(.+\) to sub \(sub-account, normal\)$/).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
