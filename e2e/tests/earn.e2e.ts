import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { API_PORT, E2E_OPERATOR_TOKEN, siteUrl } from '../harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `npm run ops -- <argv>` through the operator endpoint. */
async function ops(argv: string[]): Promise<{ exitCode: number; lines: string[] }> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/operator/ops`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { exitCode: number; lines: string[] };
}

describe('simple earn (issue 14 "E2E: subscribe to simple-earn and see the interest after an operator-advanced day")', () => {
  it("a funded user subscribes, the operator runs the next day's accrual, and the user sees the interest, then redeems", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });

    // A visitor sees the catalogue, with a way to log in instead of a subscribe button.
    await page.goto(siteUrl('', '/simple-earn'));
    await page.getByRole('heading', { level: 1, name: 'Simple Earn' }).waitFor();
    const usdt = page.locator('[data-testid="earn-product"][data-product="usdt-flexible"]');
    expect(await usdt.textContent()).toContain('Up to 8%');
    await usdt.getByRole('button', { name: 'Log in to subscribe' }).waitFor({ timeout: 15_000 });

    const email = `earn-${Date.now()}@example.test`;
    await page.goto(siteUrl('', '/signup'));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass-e2e');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
    expect((await ops(['deposit', email, 'USDT', '1000'])).exitCode).toBe(0);

    await page.goto(siteUrl('', '/simple-earn'));
    await page.getByTestId('earn-positions-empty').waitFor({ timeout: 15_000 });
    await page.getByTestId('earn-history-empty').waitFor();

    // Subscribe through the dialog: too little is refused on the spot, then 600 USDT goes in.
    await usdt.getByTestId('earn-subscribe').click();
    const dialog = page.getByTestId('earn-subscribe-dialog');
    await dialog.getByText('Available: 1,000 USDT').waitFor({ timeout: 15_000 });
    await dialog.getByLabel('Amount').fill('0.5');
    await dialog.getByTestId('earn-subscribe-confirm').click();
    expect(await dialog.getByTestId('earn-dialog-error').textContent()).toBe('The minimum subscription is 1 USDT.');
    await dialog.getByLabel('Amount').fill('600');
    // 8% on 500 and 2.5% on 100: 42.5 USDT a year.
    await dialog
      .getByTestId('earn-estimate')
      .getByText(/0\.1164\d* USDT/)
      .waitFor();
    await dialog.getByTestId('earn-subscribe-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByTestId('earn-message').textContent()).toContain('Subscribed 600 USDT');
    const position = page.getByTestId('earn-position').first();
    await position.waitFor({ timeout: 15_000 });
    expect(await position.getByTestId('earn-position-interest').textContent()).toBe('Interest earned: 0 USDT');

    // The operator advances the clock a day and runs the scheduler.
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000).toISOString();
    const run = await ops(['earn', 'accrue', '--now', tomorrow]);
    expect(run.exitCode).toBe(0);
    expect(run.lines.join('\n')).toMatch(/accrued [1-9]\d* interest day/);

    await page.reload();
    const history = page.getByTestId('earn-history');
    await history.waitFor({ timeout: 15_000 });
    expect(await history.textContent()).toContain('+0.11643835 USDT');
    expect(await position.getByTestId('earn-position-interest').textContent()).toBe('Interest earned: 0.11643835 USDT');

    // Redeem from the keyboard: the dialog opens with Enter, Escape closes it, then confirm.
    await position.getByTestId('earn-redeem').focus();
    await page.keyboard.press('Enter');
    const redeemDialog = page.getByTestId('earn-redeem-dialog');
    await redeemDialog.waitFor();
    await page.keyboard.press('Escape');
    await redeemDialog.waitFor({ state: 'detached' });
    await position.getByTestId('earn-redeem').click();
    await redeemDialog.getByTestId('earn-redeem-confirm').click();
    await page.getByTestId('earn-message').getByText('Redeemed: 600 USDT is back in your spot account.').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="earn-position"][data-status="redeemed"]').waitFor({ timeout: 15_000 });

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
