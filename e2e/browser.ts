import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { checkEveryVisit } from './axe';

/** Debian Chromium, never a downloaded browser. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian Chromium whose every context checks each page it visits with axe (e2e/axe.ts,
 * issue 18): `browser.newContext` is wrapped here, so tests that make their own contexts are
 * covered too.
 */
export async function launchBrowser(options: { axe?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    // The machine has no outside network: keep Chromium from trying to reach it.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // The fault suite opts out: its pages show degraded states on purpose, under a faked page clock.
  if (options.axe === false) return browser;
  const newContextRaw = browser.newContext.bind(browser);
  browser.newContext = async (options) => checkEveryVisit(await newContextRaw(options), { javaScriptEnabled: options?.javaScriptEnabled });
  return browser;
}

/**
 * A fresh visitor. Service workers are blocked unless asked for: a worker answers requests itself,
 * out of reach of page.route and of per-test network faults; service-worker.e2e.ts allows them.
 */
export function newContext(browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', serviceWorkers: options.serviceWorkers ?? 'block' });
}
