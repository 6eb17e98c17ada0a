import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SECURITY_HEADERS } from '@ex/contracts';
import { launchBrowser, newContext } from '../browser';
import { siteUrl, startStack } from '../harness';

/*
 * The built web server (apps/web/dist/server.mjs) as `npm start` runs it: the edge layer in front of
 * Next.js. Security headers on what Next.js serves (pages, redirects, static files) and on the API's
 * answers; and, on a second stack configured as production is (TRUST_GEO_HEADER=0,
 * TRUSTED_PROXY_HOPS=0), a client-sent X-Forwarded-For choosing nothing.
 */
const HEADERS =
  'issue 10 finding 5 "frame-ancestors \'self\' (and X-Frame-Options: SAMEORIGIN), X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin … on every response, pages and API alike"';
const SPOOF = 'issue 10 finding 2 "XFF: 8.8.8.8, 46.4.0.1 turns a US visitor into a German one: the futures page answers 200"';
/** Their values are pinned by packages/contracts/src/http-headers.test.ts; here: that they are sent. */
const SECURITY = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));

const CSP = 'issue 20 "the CSP blocks an injected inline script" (page policy from the hashes of the page\'s own inline scripts)';
const PAGE_CSP =
  /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; require-trusted-types-for 'script'; trusted-types [^;]+$/;

const securityOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name in SECURITY));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('security headers through the built web server', () => {
  let browser: Browser;
  let framer: Server;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    framer?.close();
  });

  it(`${HEADERS} — a page, a redirect, a static script, a public file, an API answer and a 404`, async () => {
    const page = await fetch(siteUrl('', '/login'));
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'a /_next/static script in the page').toBeDefined();
    const responses = {
      page,
      redirect: await fetch(siteUrl('', '/myaccount/security'), { redirect: 'manual' }),
      script: await fetch(siteUrl('', script)),
      publicFile: await fetch(siteUrl('', '/robots.txt')),
      api: await fetch(siteUrl('', '/api/web/v1/site/settings')),
      apiMissing: await fetch(siteUrl('', '/api/web/v1/nope')),
      pageMissing: await fetch(siteUrl('', '/no-such-page')),
    };
    expect(Object.fromEntries(Object.entries(responses).map(([name, res]) => [name, res.status]))).toEqual({
      page: 200,
      redirect: 307,
      script: 200,
      publicFile: 200,
      api: 200,
      apiMissing: 404,
      pageMissing: 404,
    });
    expect(responses.api.headers.get('content-type')).toMatch(/^application\/json/);
    for (const [name, res] of Object.entries(responses)) {
      const isPage = /^text\/html/.test(res.headers.get('content-type') ?? '');
      // HTML pages carry the script policy of their own inline scripts instead (issue 20, server/csp.ts).
      const expected = isPage ? { ...SECURITY, 'content-security-policy': expect.stringMatching(PAGE_CSP) } : SECURITY;
      expect(securityOf(res), name).toEqual(expected);
      // The e2e stack is http: no HSTS.
      expect(res.headers.has('strict-transport-security'), name).toBe(false);
    }
    // Next.js still compresses behind the edge, as under `next start`.
    expect(responses.script.headers.get('content-encoding')).toMatch(/gzip|br/);
  });

  it(`${CSP} — every script of the page runs, an injected one does not`, async () => {
    const context = await newContext(browser);
    const tab = await context.newPage();
    const refused: string[] = [];
    tab.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await tab.goto(siteUrl('', '/login'));
    // Hydrated: the client-side form validation (a React handler) answers an empty submit.
    await tab.locator('form button[type=submit]').first().click();
    await expect.poll(() => tab.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(refused, "none of the page's own inline scripts is refused").toEqual([]);
    const outcome = await tab.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean };
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return { directive: await violation, ran: w.__injected === true };
    });
    expect(outcome).toEqual({ directive: expect.stringMatching(/^script-src/), ran: false });
    await context.close();
  });

  it(`${HEADERS} — Chromium refuses to show the log-in page inside another site's frame`, async () => {
    framer = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><html lang="en"><title>framer</title><iframe id="victim" title="victim" src="${siteUrl('', '/login')}"></iframe></html>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const context = await newContext(browser);
    const tab = await context.newPage();
    const framed = tab.waitForEvent('framenavigated', (frame) => frame !== tab.mainFrame());
    await tab.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    const frame = await framed;
    await frame.waitForLoadState('load');
    // Blocked by frame-ancestors: Chromium shows its error page there, not our form.
    expect(await frame.locator('input[type=password]').count()).toBe(0);
    await context.close();
  });
});

describe('a spoofed X-Forwarded-For, on a stack configured as production (TRUST_GEO_HEADER=0, TRUSTED_PROXY_HOPS=0)', () => {
  let stop: (() => Promise<void>) | undefined;
  let origin = '';
  beforeAll(async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    stop = await startStack({ webPort, apiPort, env: { TRUST_GEO_HEADER: '0', TRUSTED_PROXY_HOPS: '0' } });
    origin = `http://localhost:${webPort}`;
  });
  afterAll(async () => {
    await stop?.();
  });

  it(`${SPOOF} — from loopback, "8.8.8.8, 46.4.0.1" is not German and "8.8.8.8" not American`, async () => {
    const check = async (xff: string) => {
      const res = await fetch(`${origin}/api/web/v1/compliance/check`, { headers: { 'x-forwarded-for': xff } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { limit: { ip_country: string } } }).data.limit.ip_country;
    };
    // The socket is loopback, which has no country; the header is the client's own text.
    expect(await check('8.8.8.8, 46.4.0.1')).toBe('');
    expect(await check('8.8.8.8')).toBe('');
    // proxy.ts's compliance gate sees the same trusted address: a "US" header does not redirect the
    // futures page to the compliance tips (a real US address would).
    const futures = await fetch(`${origin}/futures/USDT/BTC_USDT`, { headers: { 'x-forwarded-for': '8.8.8.8' }, redirect: 'manual' });
    expect(futures.status).toBe(200);
  });
});
