import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../browser';
import { siteUrl } from '../harness';

const SPEC = '§4.17/§9 fingerprint cookie: a 40-character id (8 hex of the issue time + 32 hex), valid 86400 s';

describe('device fingerprint cookie (§7 /dfdid/udid/c1)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`a visitor gets a valid id once the page is idle, and keeps it on the next page (${SPEC})`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const issued: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/dfdid/udid/c1') issued.push(request.method());
    });
    await page.goto(siteUrl('', '/'));
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'fingerprint');
    await expect.poll(async () => (await cookie())?.value, { timeout: 20_000 }).toMatch(/^[0-9a-f]{40}$/);
    const first = await cookie();
    const issuedAt = parseInt(first?.value.slice(0, 8) ?? '0', 16);
    expect(Math.abs(issuedAt - Date.now() / 1000)).toBeLessThan(120);
    expect(first?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 86_000);
    expect(first).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(issued).toEqual(['POST']);

    // A valid id is kept: the next page does not ask for another.
    await page.goto(siteUrl('', '/price'));
    await page.waitForTimeout(3000);
    expect(issued).toHaveLength(1);
    expect((await cookie())?.value).toBe(first?.value);
    await context.close();
  });
});
