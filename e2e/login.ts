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
