import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

// A real 1×1 PNG: the server decodes every attachment like a KYC document.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** `npm run ops -- <argv>` through the operator endpoint, as the support team runs it. */
async function ops(argv: string[]): Promise<{ exitCode: number; lines: string[] }> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/operator/ops`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { exitCode: number; lines: string[] };
}

describe('support tickets (issue 15 "create a ticket and see the operator\'s reply")', () => {
  it('a withdraw-only user follows "Create a ticket", opens one with a file, and reads the support team\'s answer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'withdraw@demo.test');

    // §8: the withdraw-only tip leads here.
    await page.getByTestId('withdraw-only-ticket').click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/myaccount/tickets');
    await page.getByRole('heading', { level: 1, name: 'Support tickets' }).waitFor();
    await page.getByTestId('tickets-empty').waitFor({ timeout: 15_000 });

    await page.getByTestId('new-ticket').click();
    const form = page.getByTestId('ticket-form');
    // Nothing filled in: the form says what is missing and sends nothing.
    await form.getByRole('button', { name: 'Submit ticket' }).click();
    await form.getByText('Choose a category').last().waitFor();
    await form.getByLabel('Category').selectOption('deposit_withdrawal');
    await form.getByLabel('Subject').fill('Withdrawal to my bank account');
    await form.getByLabel('Describe your question').fill('Why is my account withdraw-only?\nI would like to trade again.');
    await form.getByLabel('Attachments (optional)').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Submit ticket' }).click();

    await page.getByTestId('ticket-detail').waitFor({ timeout: 15_000 });
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    expect(id).toMatch(/^\d+$/);
    expect(await page.getByTestId('ticket-status').textContent()).toBe('Waiting for support');
    await page.getByRole('link', { name: /statement\.png/ }).waitFor();

    // The support team finds it in the queue and answers through the operator endpoint.
    const queue = await ops(['ticket', 'list', '--status', 'open']);
    expect(queue.lines.some((line) => line.startsWith(`${id}\topen\tdeposit_withdrawal\twithdraw@demo.test`))).toBe(true);
    expect(
      (await ops(['ticket', 'reply', id, 'Your account is under a compliance review. We will write here when it ends.'])).exitCode,
    ).toBe(0);

    await page.reload();
    await page.getByTestId('ticket-detail').waitFor({ timeout: 15_000 });
    // The withdraw-only tip comes back with every page load; it is closable.
    const tip = page.getByTestId('withdraw-only-tip');
    if (
      await tip.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'detached' });
    }
    const messages = page.getByTestId('ticket-message');
    await messages.nth(1).waitFor({ timeout: 15_000 });
    expect(await messages.nth(1).textContent()).toContain('Support team');
    expect(await messages.nth(1).textContent()).toContain('Your account is under a compliance review.');
    expect(await page.getByTestId('ticket-status').textContent()).toBe('Awaiting your reply');

    // The user answers back; the ticket waits for support again.
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, I will wait.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await messages.nth(2).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('ticket-status').textContent()).toBe('Waiting for support');

    // The list shows it; the phone layout does not scroll sideways.
    await page.getByRole('link', { name: 'All tickets' }).click();
    await page.getByTestId('ticket-list').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('ticket-list').textContent()).toContain('Withdrawal to my bank account');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('coupon centre (issue 15 "coupons issued by operators … claim and use them")', () => {
  it('a new user claims and uses a rebate the operator issued, once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `coupon-${Date.now()}@example.test`;
    await page.goto(siteUrl('', '/signup'));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass-e2e');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });

    await page.goto(siteUrl('', '/myaccount/coupon_center'));
    await page.getByRole('heading', { level: 1, name: 'Coupon centre' }).waitFor();
    await page.getByTestId('coupons-empty').waitFor({ timeout: 15_000 });

    const issued = await ops([
      'coupon',
      'issue',
      email,
      '--type',
      'trading_fee_rebate',
      '--amount',
      '12.5',
      '--currency',
      'USDT',
      '--days',
      '7',
    ]);
    expect(issued.exitCode).toBe(0);
    await page.reload();
    const coupon = page.getByTestId('coupon');
    await coupon.waitFor({ timeout: 15_000 });
    expect(await coupon.textContent()).toContain('Trading fee rebate · 12.5 USDT');
    await coupon.getByRole('button', { name: 'Claim' }).click();
    await coupon.getByRole('button', { name: 'Use' }).click({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('coupon-message').textContent(), { timeout: 15_000 })
      .toBe('12.5 USDT has been credited to your spot account.');
    await page.getByRole('button', { name: /^Used/ }).click();
    expect(await page.getByTestId('coupon').textContent()).toContain('Used');
    // The journal holds one credit: the operator's list shows the coupon used.
    expect((await ops(['coupon', 'list', email])).lines[0]).toContain('\tused\t');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('converter, market data and price prediction (issue 15)', () => {
  it('each page has its heading in the server HTML, live figures, and fits a phone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    for (const [path, heading] of [
      ['/converter', 'Crypto converter'],
      ['/crypto-market-data', 'Crypto market data'],
      ['/price-prediction', 'Crypto price predictions'],
      ['/price-prediction/btc', 'Bitcoin (BTC) price prediction'],
    ] as const) {
      const html = await (await fetch(siteUrl('', path))).text();
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
      await page.goto(siteUrl('', path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
      expect(await fits(), path).toBe(true);
    }

    // Converter: both directions at the live rate.
    await page.goto(siteUrl('', '/converter'));
    const from = page.getByLabel('Amount', { exact: true });
    const to = page.getByLabel('Converted amount');
    await from.fill('2');
    await expect.poll(async () => Number(await to.inputValue()), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(await page.getByTestId('converter-result').textContent()).toMatch(/^2\.00000000 BTC = \$[\d,]+\.\d{2}$/);
    await to.fill('1000');
    await expect.poll(async () => Number(await from.inputValue())).toBeGreaterThan(0);
    expect(Number(await from.inputValue())).toBeLessThan(1);

    // Market data: Bitcoin first, with its dominance.
    await page.goto(siteUrl('', '/crypto-market-data'));
    const firstRow = page.getByTestId('market-data-table').locator('tbody tr').first();
    expect(await firstRow.textContent()).toContain('Bitcoin');
    expect(await firstRow.textContent()).toMatch(/\d+\.\d{2}%$/);

    // Price prediction: labelled as no advice, and the table follows the growth the user sets.
    await page.goto(siteUrl('', '/price-prediction/btc'));
    expect(await page.getByTestId('not-advice').textContent()).toContain('Not financial advice.');
    await page.getByLabel('Yearly growth (%)').fill('100');
    const rows = page.getByTestId('prediction-table').locator('tbody tr');
    await expect.poll(() => rows.first().textContent()).toContain('+100.00%');
    expect(await rows.nth(9).textContent()).toContain('+102,300.00%');
    expect((await page.goto(siteUrl('', '/price-prediction/notacoin')))?.status()).toBe(404);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await context.close();
  });
});
