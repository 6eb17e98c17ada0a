import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('KYC notices fed by the compliance check (issue 4 §4.12, issue 3 kyc_toast)', () => {
  it('§6 "Risk user: gets the risk-user KYC notice" — from toast.kyc_toast.is_risk_user', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, 'risk@demo.test');
    const notice = page.getByTestId('kyc-risk-notice');
    await notice.waitFor({ timeout: 15_000 });
    // The upgrade notice waits: one modal at a time.
    expect(await page.getByTestId('kyc-upgrade-notice').count()).toBe(0);
    await context.close();
  });

  it('§4.12 the UK service-closed modal shows a UK-limited user on a Chinese locale, after the state-limit notices', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, 'uk@demo.test');
    await page.goto(siteUrl('', '/zh'));
    const closed = page.getByTestId('uk-service-closed');
    // §4.11 "Other flags: show on load": the UK user's state-limit notices come first, one at a time.
    const seen: string[] = [];
    for (let i = 0; i < 4 && !(await closed.isVisible()); i++) {
      const notice = page.locator('[data-testid^="state-limit-"][role="dialog"]');
      await notice.or(closed).first().waitFor({ timeout: 15_000 });
      if (await closed.isVisible()) break;
      const id = (await notice.getAttribute('data-testid')) ?? '';
      seen.push(id);
      await page.getByTestId(`${id}-ok`).click();
      await notice.and(page.getByTestId(id)).waitFor({ state: 'detached' });
    }
    expect(seen).toContain('state-limit-UK');
    await closed.waitFor({ timeout: 15_000 });
    await context.close();
  });
});
