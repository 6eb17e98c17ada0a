import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONSENT_COOKIE } from '@ex/domain';
import { launchBrowser } from '../browser';
import { siteUrl } from '../harness';
import { login } from '../login';

// Issue 18: "Zoom: pages work at 200% zoom and at 320 CSS px wide (WCAG reflow)". 200 % zoom of a
// 1280 × 800 window is a 640 × 400 CSS px layout drawn at two device pixels per CSS pixel, which is
// what the second viewport below is. On each page: no horizontal scrolling, and the page's main
// control is inside the width (scrolled to vertically, never sideways).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = [
  { name: '320 CSS px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200 % zoom of 1280 px', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

/** A page and the control a visitor comes to it for. */
const PUBLIC_PAGES = [
  { path: '/', control: 'h1' },
  { path: '/login', control: 'button[type="submit"]' },
  { path: '/signup', control: 'button[type="submit"]' },
  { path: '/price', control: '[data-testid="market-table"] tbody tr' },
  { path: '/trade/BTC_USDT', control: '[data-testid="trading-chart"]' },
  { path: '/crypto-market-data', control: 'main h1' },
  { path: '/fee', control: 'main h1' },
  { path: '/about-us', control: 'main h1' },
] as const;
const SIGNED_IN_PAGES = [
  { path: '/myaccount', control: 'main h1' },
  { path: '/trade/BTC_USDT', control: '[data-testid="order-form-submit"]' },
] as const;

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The widest elements that stick out past the right edge (for the failure message). */
  culprits: string[];
}

/** Whether the document scrolls sideways, and which elements stick out if it does. */
function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > width)
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && (box.right > width + 1 || box.left < -1) && culprits.length < 8) {
          const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''}`;
          culprits.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
        }
      }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

async function checkPage(page: Page, path: string, control: string): Promise<string[]> {
  await page.goto(siteUrl('', path));
  const main = page.locator(control).first();
  await main.waitFor({ timeout: 60_000 });
  // Late content (tables, charts, session-dependent header) settles first.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const problems: string[] = [];
  const o = await overflow(page);
  if (o.scrollWidth > o.clientWidth) problems.push(`${path}: scrollWidth ${o.scrollWidth} > ${o.clientWidth}: ${o.culprits.join(', ')}`);
  await main.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  // A wide data table may scroll inside its own box (WCAG 1.4.10 exempts two-dimensional data);
  // that box must fit the width and be reachable from the keyboard.
  const place = await main.evaluate((el) => {
    const box = el.getBoundingClientRect();
    let scroller: Element | null = el.parentElement;
    while (scroller && !(['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX) && scroller.scrollWidth > scroller.clientWidth))
      scroller = scroller.parentElement;
    const own = scroller?.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      shown: box.width > 0 && box.height > 0,
      scroller: own
        ? {
            left: own.left,
            right: own.right,
            // Reachable: the box takes focus, or a control inside it does (the browser then scrolls to it).
            focusable:
              (scroller as HTMLElement).tabIndex >= 0 || scroller?.querySelector('a[href], button, input, select, [tabindex="0"]') != null,
          }
        : null,
    };
  });
  const fits = (left: number, right: number) => left >= -1 && right <= width + 1;
  if (!place.shown) problems.push(`${path}: ${control} is not shown`);
  else if (place.scroller) {
    if (!fits(place.scroller.left, place.scroller.right) || !place.scroller.focusable)
      problems.push(`${path}: ${control} scrolls in a box that does not fit or cannot take focus: ${JSON.stringify(place)}`);
  } else if (!fits(place.left, place.right)) problems.push(`${path}: ${control} is outside the width: ${JSON.stringify(place)}`);
  // The header's menu button (every page's way to the rest of the site) is on screen.
  const menu = page.getByTestId('mobile-menu-button');
  if (!(await menu.isVisible())) problems.push(`${path}: the header's menu button is not visible`);
  return problems;
}

describe.each(VIEWPORTS)('reflow at $name (issue 18)', ({ viewport, deviceScaleFactor }) => {
  let context: BrowserContext;
  const open = async () => {
    context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'en-US', serviceWorkers: 'block' });
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'necessary', url: siteUrl('', '/') }]);
    return context.newPage();
  };
  afterAll(async () => {
    await context?.close();
  });

  it('home, log-in, sign-up, markets, a trade page, market data, fees and a content page do not scroll sideways', async () => {
    const page = await open();
    const problems: string[] = [];
    for (const { path, control } of PUBLIC_PAGES) problems.push(...(await checkPage(page, path, control)));
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('signed in: my account and the trade page with its order form do not scroll sideways', async () => {
    const page = await open();
    await login(page, 'trader@demo.test');
    const problems: string[] = [];
    for (const { path, control } of SIGNED_IN_PAGES) problems.push(...(await checkPage(page, path, control)));
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
