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

// A real 1×1 PNG: the server checks the content, not the file name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function operatorReview(email: string, decision: 'approve' | 'reject') {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/operator/kyc/review`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, level: 'kyc2', decision }),
  });
  expect(res.status).toBe(200);
}

describe('KYC prompts and the KYC2 application (issue 4)', () => {
  it('newbie sees the tip bar and the upgrade notice, applies, is approved, and the bar is gone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/login'));
    await page.getByLabel('E-mail').fill('newbie@demo.test');
    await page.getByLabel('Password').fill('Demo-pass-2026!');
    await page.getByRole('button', { name: 'Log In' }).click();

    // §4.12: the tip bar for a user without KYC2, and the upgrade notice (once per 12 h).
    await page.getByTestId('kyc-tip-bar').waitFor({ timeout: 15_000 });
    const notice = page.getByRole('dialog', { name: 'Verify your identity' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Verify now' }).click();
    await page.waitForURL((url) => url.pathname === '/myaccount/kyc2');

    await page.getByLabel('First name').fill('Nur');
    await page.getByLabel('Last name').fill('Yilmaz');
    await page.getByLabel('Date of birth').fill('1990-05-01');
    await page.getByLabel('Nationality').selectOption('TR');
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByLabel('Document number').fill('U12345678');
    await page.getByLabel('Front of the document').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-stored-id_front').waitFor({ timeout: 15_000 });
    await page.getByLabel('Selfie holding the document').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-stored-selfie').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Under review').first().waitFor({ timeout: 15_000 });

    // Nothing is lost: a reload shows the submitted application.
    await page.reload();
    await page.getByText('Under review').first().waitFor({ timeout: 15_000 });

    await operatorReview('newbie@demo.test', 'approve');

    await page.goto(siteUrl('', '/myaccount/kyc_home'));
    await page.getByText('Approved').first().waitFor({ timeout: 15_000 });
    await page.goto(siteUrl(''));
    await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('kyc-tip-bar').count()).toBe(0);
    await context.close();
  });
});
