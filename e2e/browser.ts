import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian Chromium, never a downloaded browser. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

/**
 * A fresh visitor. Service workers are blocked unless asked for: a worker answers requests itself,
 * out of reach of page.route and of per-test network faults; service-worker.e2e.ts allows them.
 */
export function newContext(browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', serviceWorkers: options.serviceWorkers ?? 'block' });
}
