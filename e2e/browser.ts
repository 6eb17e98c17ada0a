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

export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
}
