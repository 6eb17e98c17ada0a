import type { Page } from 'playwright-core';
import { CONSENT_COOKIE } from '@ex/domain';
import { siteUrl } from './harness';

/**
 * Prompts other features put over pages: the cookie choice is made up front (a cookie), issue 3's
 * user agreement is accepted whenever it opens over an action, and the risk-warning bar is closed
 * if it is in the way (without waiting, so a modal above it is answered first).
 */
export async function answerPrompts(page: Page) {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'necessary', url: siteUrl('', '/') }]);
  await page.addLocatorHandler(page.getByTestId('user-agreement-modal'), async (modal) => {
    await modal.getByRole('button', { name: 'I Agree' }).click();
  });
  await page.addLocatorHandler(
    page.getByTestId('business-bar-close'),
    async (close) => {
      await close.click({ timeout: 2000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}
