import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { siteUrl } from '../harness';
import { httpGet } from '../http';
import { login } from '../login';
import { JP_LEGAL_PATHS } from '../routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const phone = () => browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true });

describe('phone layout (§9 "Mobile breakpoint 768 px")', () => {
  it('the menu button opens the navigation from the keyboard, and Escape closes it (Radix dialog)', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(siteUrl('', '/'));
    expect(await page.getByTestId('site-nav').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.waitFor();
    // Tab from the top of the page to the menu button.
    for (let i = 0; i < 12 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await dialog.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Markets' }).isVisible()).toBe(true);
    // Focus moved into the dialog.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // A link in the menu navigates and closes it.
    await button.click();
    await page.getByTestId('mobile-nav').getByRole('link', { name: 'Markets' }).click();
    await page.waitForURL((url) => url.pathname === '/price');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('the trade page stacks chart, book and form with tabs; the pair is its heading', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(siteUrl('', '/trade/BTC_USDT'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('BTC/USDT');
    const tabs = page.getByTestId('trade-phone-tabs');
    await tabs.waitFor();
    // The tabs answer the keyboard once hydrated: press until they do.
    await expect
      .poll(async () => {
        await page.getByRole('tab', { name: 'Chart' }).click();
        await page.getByRole('tab', { name: 'Chart' }).focus();
        await page.keyboard.press('ArrowRight');
        return page.getByRole('tab', { name: 'Order book' }).getAttribute('aria-selected');
      })
      .toBe('true');
    expect(await page.getByTestId('order-book').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});

describe('404 page and icons (issue 15)', () => {
  it('the 404 page is server-rendered: title and body without JavaScript, status 404', async () => {
    for (const [label, path, heading] of [
      ['', '/no-such-page', "Sorry, we can't find that page"],
      ['', '/trade/NOPE_USDT', "Sorry, we can't find that page"],
      ['tr', '/no-such-page', 'Üzgünüz, bu sayfayı bulamadık'],
    ] as const) {
      const answer = await httpGet(label, path);
      expect(answer.status, path).toBe(404);
      // React writes an apostrophe as &#x27;.
      expect(answer.body.replace(/&#x27;/g, "'")).toContain(heading);
      expect(answer.body).toMatch(/<title>[^<]+<\/title>/);
    }
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const response = await page.goto(siteUrl('', '/zh/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.title()).not.toBe('');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('link', { name: /./ }).count()).toBeGreaterThan(10);
    await context.close();
  });

  it('the 404 page is not served with 200 at its own address', async () => {
    expect((await httpGet('', '/page-not-found')).status).toBe(404);
  });

  it('favicon.ico, app icons and the web app manifest exist and pages link them', async () => {
    const favicon = await fetch(siteUrl('', '/favicon.ico'));
    expect(favicon.status).toBe(200);
    expect(Buffer.from(await favicon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const home = await httpGet('', '/');
    expect(home.body).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    const icon = /<link rel="icon" href="(\/icon\.png[^"]*)"/.exec(home.body)?.[1];
    expect(icon).toBeDefined();
    expect((await fetch(siteUrl('', icon ?? ''))).headers.get('content-type')).toBe('image/png');
    const manifest = (await (await httpGet('tr', '/manifest.webmanifest')).body) as string;
    expect(JSON.parse(manifest)).toMatchObject({ name: 'Exchange TR', display: 'standalone' });
  });
});

describe('footers per sub-site (§2.3)', () => {
  it('Turkey states its declaration with the 20% fee tax, in Turkish and in English', async () => {
    expect((await httpGet('tr', '/')).body).toContain('%20 katma değer vergisi');
    expect((await httpGet('tr', '/en')).body).toContain('20% value added tax');
    expect((await httpGet('', '/')).body).not.toContain('footer-declaration');
  });

  it('Japan lists its eleven legal documents; the floating footer menu shows on main, not on Japan or on phones', async () => {
    const jp = await httpGet('jp', '/');
    for (const path of JP_LEGAL_PATHS) expect(jp.body).toContain(`href="${path}"`);
    expect((await httpGet('', '/')).body).not.toContain(`href="${JP_LEGAL_PATHS[0]}"`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl('', '/price'));
    await page.getByTestId('floating-footer-menu').waitFor();
    await page.goto(siteUrl('jp', '/price'));
    await page.getByTestId('site-footer').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('floating-footer-menu').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('', '/price'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('floating-footer-menu').count()).toBe(0);
    await context.close();
  });
});

describe('home page as an exchange home', () => {
  it('lists hot pairs, gainers, losers and new listings live, links the products with pages and shows the promo cards', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl('', '/'));
    const movers = page.getByTestId('market-movers');
    await movers.getByRole('row').nth(3).waitFor();
    for (const tab of ['Top gainers', 'Top losers', 'New listings']) {
      await movers.getByRole('tab', { name: tab }).click();
      const panel = movers.getByRole('tabpanel');
      await expect.poll(() => panel.getByRole('row').count()).toBeGreaterThan(1);
    }
    expect(await page.getByRole('link', { name: 'Spot trading' }).first().getAttribute('href')).toBe('/trade/BTC_USDT');
    expect(await page.getByTestId('home-signup-guide').getByRole('link').allTextContents()).toEqual(['Sign up', 'Log in']);
    expect(await page.getByTestId('home-app-guide').getAttribute('data-variant')).toBe('shadow');
    await context.close();
  });
});

describe('account side menu (§2.3, §4.15)', () => {
  it('is a 300 px column on wide screens, collapses to 104 between 992 and 1439, and is a drop-down on narrow screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await login(page, 'trader@demo.test');
    await page.goto(siteUrl('', '/myaccount/security'));
    const menu = page.getByTestId('account-menu');
    const width = () => menu.locator('aside').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    await expect.poll(() => menu.getAttribute('data-mode')).toBe('column');
    expect(await width()).toBe(300);
    expect(await page.getByTestId('account-menu-security').getAttribute('aria-current')).toBe('page');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(width).toBe(104);
    // The user can expand it again between the breakpoints.
    await page.getByTestId('account-menu-toggle').click();
    await expect.poll(width).toBe(300);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => menu.getAttribute('data-mode')).toBe('dropdown');
    await menu.getByRole('button', { name: 'Security' }).click();
    await menu.getByRole('link', { name: 'Identity verification' }).click();
    await page.waitForURL((url) => url.pathname === '/myaccount/kyc_home');
    await context.close();
  });
});
