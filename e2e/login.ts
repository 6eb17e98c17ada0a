import type { Page } from 'playwright-core';
import { siteUrl } from './harness';

/** The demo accounts' password (packages/db seed). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

/**
 * Logs a demo account in on the sub-site `label` ('' for main; sessions are per host) through its
 * English login page (`/en/login` where English is not the default) and waits for the user menu.
 */
export async function login(page: Page, email: string, label = '', loginPath = '/login') {
  await page.goto(siteUrl(label, loginPath));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
}

/**
 * Sets a fund password (§4.10) for the signed-in demo account through the API (the security page's
 * own flow is tested in security.e2e.ts). The e2e files share one address (127.0.0.1), whose
 * security calls count toward a per-address limit (a minute's window): a 429 is waited out.
 * Returns the last status (200 when set).
 */
export async function setFundPassword(page: Page, fundpass: string): Promise<number> {
  const set = () =>
    page.evaluate(
      async ({ password, fundpass }) => {
        const csrf = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '1';
        const res = await fetch('/api/web/v1/security/fundpass/set', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
          body: JSON.stringify({ login_password: password, fundpass }),
        });
        return res.status;
      },
      { password: DEMO_PASSWORD, fundpass },
    );
  let status = await set();
  for (let waited = 0; status === 429 && waited < 70; waited += 5) {
    await page.waitForTimeout(5_000);
    status = await set();
  }
  return status;
}
