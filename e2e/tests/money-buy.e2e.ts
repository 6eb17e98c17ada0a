import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDecimal, decimal } from '@ex/domain';
import { launchBrowser, newContext } from '../browser';
import { API_PORT, E2E_OPERATOR_TOKEN, siteUrl } from '../harness';

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

const available = (page: Page, currency: string) => page.getByTestId(`asset-${currency}-available`).textContent();

describe('buying and converting (issue 13)', () => {
  it('a verified user with funds buys BTC by card in the sandbox and converts it to USDT, seeing the balances change', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `buyer-${Date.now()}@example.test`;
    await page.goto(siteUrl('', '/signup'));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass-e2e');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
    await dismissUpgradeNotice(page);

    // Level 0 cannot buy: identity verification first (KYC2, approved by the operator).
    await page.goto(siteUrl('', '/myaccount/kyc2'));
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Date of birth').fill('1986-12-09');
    await page.getByLabel('Nationality').selectOption('GB');
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByLabel('Document number').fill('P12345678');
    await page.getByLabel('Front of the document').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-stored-id_front').waitFor({ timeout: 15_000 });
    await page.getByLabel('Selfie holding the document').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-stored-selfie').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Under review').first().waitFor({ timeout: 15_000 });
    expect((await ops('kyc', 'approve', email)).exitCode).toBe(0);
    expect((await ops('deposit', email, 'USDT', '100')).exitCode).toBe(0);

    await page.goto(siteUrl('', '/myaccount'));
    await expect.poll(() => available(page, 'USDT'), { timeout: 15_000 }).toBe('100');

    // Buy by card: the page says payments are simulated; the quote shows price, fee and a countdown.
    await page.goto(siteUrl('', '/crypto/buy/with-credit-card'));
    await page.getByRole('heading', { level: 1, name: 'Buy crypto with a card' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('buy-sandbox-notice').textContent({ timeout: 15_000 })).toContain('Payments are simulated');
    await page.getByTestId('buy-limit').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('buy-fiat').inputValue(), { timeout: 15_000 }).toBe('USD');
    await page.getByTestId('buy-crypto').selectOption('BTC');
    await page.getByTestId('buy-amount').fill('100');
    await page.getByTestId('buy-quote').click();
    const bought = (await page.getByTestId('buy-receive').textContent({ timeout: 15_000 }))?.replace(' BTC', '') ?? '';
    expect(bought).toMatch(/^0\.\d+$/);
    await page.getByText(/Valid for \d+ more seconds?/).waitFor();
    await page.getByTestId('buy-confirm').click();
    await page.getByTestId('buy-outcome').getByText(`You bought ${bought} BTC for 100 USD.`, { exact: false }).waitFor({ timeout: 15_000 });

    await page.goto(siteUrl('', '/myaccount'));
    await expect.poll(() => available(page, 'BTC'), { timeout: 15_000 }).toBe(bought);
    expect(await available(page, 'USDT')).toBe('100');

    // Convert all of it back to USDT at a firm quote.
    await page.goto(siteUrl('', '/convert/BTC/USDT'));
    await page.getByRole('heading', { level: 1, name: 'Convert BTC to USDT' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('convert-available').textContent(), { timeout: 15_000 }).toBe(`Available: ${bought} BTC`);
    await page.getByTestId('convert-amount').fill(bought);
    await page.getByTestId('convert-quote').click();
    const received = (await page.getByTestId('convert-receive').textContent({ timeout: 15_000 }))?.replace(' USDT', '') ?? '';
    expect(Number(received)).toBeGreaterThan(0);
    await page.getByTestId('convert-execute').click();
    await page.getByTestId('convert-outcome').getByText(`Converted ${bought} BTC into ${received} USDT.`).waitFor({ timeout: 15_000 });

    await page.goto(siteUrl('', '/myaccount'));
    await expect.poll(() => available(page, 'USDT'), { timeout: 15_000 }).toBe(addDecimal(decimal('100'), decimal(received)));
    expect(await available(page, 'BTC')).toBe('0');
    await context.close();
  });
});
