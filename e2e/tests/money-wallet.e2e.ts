import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** `npm run ops -- …` through the operator endpoint (the CLI cannot open the running embedded database). */
async function ops(...argv: string[]): Promise<{ exitCode: number; lines: string[] }> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/operator/ops`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { exitCode: number; lines: string[] };
}

async function drawerEntries(page: Page): Promise<string[]> {
  await page.getByTestId('fund-wallet-button').click();
  const drawer = page.getByTestId('fund-wallet-drawer');
  await drawer.waitFor();
  const ids = await drawer
    .locator('[data-testid^="fund-entry-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('fund-entry-', ''));
}

/** A new account's §4.12 upgrade notice, if it opens, is dismissed from the keyboard. */
async function dismissUpgradeNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: 'Verify your identity' });
  if (
    await notice.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });
  }
}

describe('fund-wallet drawer (§2.3)', () => {
  it('main offers on-chain and code deposit, card and bank; the US site on-chain and Buy Crypto; 414 px, keyboard, rtl', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, 'trader@demo.test');
    const main = await drawerEntries(page);
    expect(main).toEqual(['onchain', 'gatecode', 'card', 'bank']);
    const drawer = page.getByTestId('fund-wallet-drawer');
    await page.waitForTimeout(400); // the 300 ms slide-in
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(414);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1280);
    // Focus is inside the dialog; Escape closes it and focus returns to the button.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getByTestId('fund-wallet-button').evaluate((el) => el === document.activeElement)).toBe(true);

    // Right to left: the drawer opens from the left edge.
    await page.goto(siteUrl('', '/ar'));
    await page.getByTestId('fund-wallet-button').click();
    await page.waitForTimeout(400);
    const rtl = await page.getByTestId('fund-wallet-drawer').boundingBox();
    expect(Math.round(rtl?.x ?? -1)).toBe(0);

    // An entry leads to its page.
    await page.goto(siteUrl(''));
    await page.getByTestId('fund-wallet-button').click();
    await page.getByTestId('fund-entry-gatecode').click();
    await page.waitForURL((url) => url.pathname === '/myaccount/deposit_gatecode');
    await page.getByRole('heading', { level: 1, name: 'Code deposit' }).waitFor();

    // 390 px phones: the header with the Deposit button, the drawer and the wallet pages fit without horizontal scrolling.
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of [
      '/',
      '/myaccount',
      '/myaccount/deposit/USDT',
      '/myaccount/withdraw/USDT',
      '/myaccount/deposit_gatecode',
      '/myaccount/deposit_fiat',
    ]) {
      await page.goto(siteUrl('', path));
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      // The client parts (tables, forms) render after their data: give them a moment.
      await page.waitForTimeout(1_500);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await page.getByTestId('fund-wallet-button').click();
    await page.waitForTimeout(400);
    expect((await page.getByTestId('fund-wallet-drawer').boundingBox())?.width).toBe(390);
    await context.close();

    const us = await newContext(browser);
    const usPage = await us.newPage();
    await login(usPage, 'trader@demo.test', 'us');
    const usEntries = await drawerEntries(usPage);
    expect(usEntries).toEqual(['onchain', 'buy_crypto']);
    expect(main.filter((e) => !usEntries.includes(e))).toEqual(['gatecode', 'card', 'bank']);
    await us.close();
  });
});

describe('money on the test net (issue 13)', () => {
  it('a new user gets test funds, sees the balance, and withdraws; the operator approves', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `wallet-${Date.now()}@example.test`;
    await page.goto(siteUrl('testnet', '/signup'));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass-e2e');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
    await dismissUpgradeNotice(page);

    // The deposit page: an address for the default network, then the test-net funds.
    await page.goto(siteUrl('testnet', '/myaccount/deposit/USDT'));
    await page.getByRole('heading', { level: 1, name: 'Deposit USDT' }).waitFor({ timeout: 15_000 });
    const address = await page.getByTestId('deposit-address').textContent({ timeout: 15_000 });
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.getByTestId('deposit-chain-ETH').click();
    await expect.poll(() => page.getByTestId('deposit-address').textContent(), { timeout: 15_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await page.getByTestId('test-funds-button').click();
    await page.getByText('1,000 USDT has been added to your balance.').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="deposit-history"] tr[data-status="credited"]').first().waitFor({ timeout: 15_000 });

    await page.goto(siteUrl('testnet', '/myaccount'));
    await expect.poll(() => page.getByTestId('asset-USDT-available').textContent(), { timeout: 15_000 }).toBe('1,000');

    // Withdrawals need KYC2 (§4.12) and a fund password (§4.10).
    await page.goto(siteUrl('testnet', '/myaccount/withdraw/USDT'));
    await page.getByTestId('withdraw-kyc-required').waitFor({ timeout: 15_000 });
    await page.goto(siteUrl('testnet', '/myaccount/kyc2'));
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Date of birth').fill('1990-05-01');
    await page.getByLabel('Nationality').selectOption('GB');
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByLabel('Document number').fill('P98765432');
    await page.getByLabel('Front of the document').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-stored-id_front').waitFor({ timeout: 15_000 });
    await page.getByLabel('Selfie holding the document').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-stored-selfie').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Under review').first().waitFor({ timeout: 15_000 });
    expect((await ops('kyc', 'approve', email)).exitCode).toBe(0);

    await page.goto(siteUrl('testnet', '/myaccount/withdraw/USDT'));
    await page.getByTestId('withdraw-fundpass-required').waitFor({ timeout: 15_000 });
    await page.goto(siteUrl('testnet', '/myaccount/fundpass_setup'));
    await page.locator('#fundpass-login_password').waitFor({ timeout: 15_000 });
    await page.fill('#fundpass-login_password', 'Str0ng-pass-e2e');
    await page.fill('#fundpass-fundpass', 'Fund-pass-2026');
    await page.fill('#fundpass-fundpass_repeat', 'Fund-pass-2026');
    await page.click('button[type=submit]');
    await page.getByTestId('fundpass-done').waitFor({ timeout: 15_000 });

    await page.goto(siteUrl('testnet', '/myaccount/withdraw/USDT'));
    await page.getByTestId('withdraw-form').waitFor({ timeout: 15_000 });
    // A mistyped address is caught before anything is sent.
    await page.getByTestId('withdraw-address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-fundpass').fill('Fund-pass-2026');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-address-error').waitFor();
    await page.getByTestId('withdraw-address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(await page.getByTestId('withdraw-receive').textContent()).toBe('99 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-done').getByText('99 USDT').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="withdraw-history"] tr[data-status="pending"]').waitFor({ timeout: 15_000 });

    await page.goto(siteUrl('testnet', '/myaccount'));
    await expect.poll(() => page.getByTestId('asset-USDT-locked').textContent(), { timeout: 15_000 }).toBe('100');
    expect(await page.getByTestId('asset-USDT-available').textContent()).toBe('900');

    // The operator sends it: the locked amount leaves the account.
    const pending = await ops('withdrawal', 'list');
    const id = pending.lines.find((l) => l.includes(email))?.split('\t')[0];
    expect(id).toMatch(/^\d+$/);
    expect((await ops('withdrawal', 'approve', id ?? '')).exitCode).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('asset-USDT-locked').textContent(), { timeout: 15_000 }).toBe('0');
    expect(await page.getByTestId('asset-USDT-available').textContent()).toBe('900');
    await page.getByTestId('wallet-history').getByText('Withdrawal').first().waitFor();
    await context.close();
  });
});
