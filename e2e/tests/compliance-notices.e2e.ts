import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { STUN_PORT, WEB_PORT, siteUrl } from '../harness';
import { login } from '../login';
import { startStunServer, type StunServer } from '../stun-server';

let browser: Browser;
let stun: StunServer;
/** What the test's STUN server tells the browser its public address is: a GB address (GeoIP). */
const REPORTED_IP = '81.2.69.142';

beforeAll(async () => {
  browser = await launchBrowser();
  // §4.9 "E2E runs this against a local STUN server started by the test itself"; the stack's
  // STUN_SERVERS points at this port (e2e/harness.ts).
  stun = await startStunServer({ port: STUN_PORT, reportedIp: REPORTED_IP });
});
afterAll(async () => {
  await browser?.close();
  await stun?.close();
});

describe('compliance notices in the browser (issue 3)', () => {
  it('§4.6 a visitor from GB on main sees the region-switch bar and switches to the UK site', async () => {
    const context = await newContext(browser);
    await context.setExtraHTTPHeaders({ 'x-geo-country': 'GB' });
    const page = await context.newPage();
    await page.goto(siteUrl('', '/'));
    const bar = page.getByTestId('region-switch-bar');
    await bar.waitFor({ timeout: 15_000 });
    expect(await bar.textContent()).toMatch(/UK/);
    await page.getByTestId('region-switch-button').click();
    await page.waitForURL((url) => url.host === `uk.localhost:${WEB_PORT}`, { timeout: 15_000 });
    // On the UK site a GB visitor is home: no switch is offered back.
    await page
      .getByTestId('user-menu')
      .or(page.getByRole('link', { name: 'Log In' }).first())
      .first()
      .waitFor();
    expect(await page.getByTestId('region-switch-bar').count()).toBe(0);
    await context.close();
  });

  it('§8 EU restricted features: an upcoming product in the EU header opens "Stay tuned! This feature is upcoming"', async () => {
    const context = await newContext(browser);
    await context.setExtraHTTPHeaders({ 'x-geo-country': 'DE' });
    const page = await context.newPage();
    const checked = page.waitForResponse((r) => r.url().includes('/compliance/check'));
    await page.goto(siteUrl('eu', '/'));
    const futures = page.locator('a[data-menu-code="futures"]');
    await futures.waitFor();
    // Once the compliance check has answered, activate the link from the keyboard.
    await checked;
    await futures.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('eu-upcoming-modal');
    await modal.waitFor({ timeout: 15_000 });
    expect(await modal.textContent()).toContain('Stay tuned! This feature is upcoming');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('eu-upcoming-confirm').click();
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });

  it('§8 the withdraw-only user sees the ticket tip leading to /myaccount/tickets', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, 'withdraw@demo.test');
    const tip = page.getByTestId('withdraw-only-tip');
    await tip.waitFor({ timeout: 15_000 });
    const ticket = page.getByTestId('withdraw-only-ticket');
    expect(await ticket.textContent()).toContain('Create a ticket');
    expect(new URL(await ticket.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/myaccount/tickets');
    await context.close();
  });

  it('§4.15 the Turkey user signs the declaration; the footer then links to it (§6)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, 'turkey@demo.test', 'tr', '/en/login');
    const modal = page.getByTestId('tr-declaration-modal');
    await modal.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('tr-declaration-footer-link').count()).toBe(0);
    const confirm = modal.getByRole('button', { name: 'Confirm' });
    // "Confirm is enabled only after the checkbox is ticked".
    expect(await confirm.isDisabled()).toBe(true);
    await modal.getByRole('checkbox').check();
    await confirm.click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    const link = page.getByTestId('tr-declaration-footer-link');
    await link.waitFor({ timeout: 15_000 });
    // Signed is signed: a reload shows no modal and keeps the footer link.
    await page.reload();
    await link.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('tr-declaration-modal').count()).toBe(0);
    await link.click();
    await page.getByTestId('tr-declaration-view').waitFor();
    expect(await page.getByTestId('tr-declaration-view').textContent()).toContain('20%');
    await context.close();
  });

  it('§4.9 the home gate shows the VPN dialog when the STUN-reported IP is in another country; Cancel leads to the upgrade prompt', async () => {
    const context = await newContext(browser);
    // The request comes from Japan while the STUN server reports a GB address: a VPN hides the real one.
    await context.setExtraHTTPHeaders({ 'x-geo-country': 'JP' });
    const page = await context.newPage();
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ip-penetration/check')) checks.push(r.postData() ?? '');
    });
    await login(page, 'pro@demo.test');
    await page.goto(siteUrl('', '/'));
    const vpn = page.getByTestId('home-gate-vpn');
    await vpn.waitFor({ timeout: 20_000 });
    expect(stun.requests()).toBeGreaterThan(0);
    const first = JSON.parse(checks[0] ?? '{}') as { type?: number; ips?: string[]; stuns?: string };
    expect(first.type).toBe(1);
    expect(first.ips).toContain(REPORTED_IP);
    expect(JSON.parse(Buffer.from(first.stuns ?? '', 'base64').toString('utf8'))).toEqual([
      expect.stringMatching(new RegExp(`^stun:.+:${STUN_PORT}$`)),
    ]);
    // The dialog is a real modal: focus is inside it.
    expect(await vpn.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await vpn.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('home-gate-upgrade').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
