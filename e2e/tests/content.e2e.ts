import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { OPERATOR_CONTENT_PATHS } from '@ex/contracts';
import { launchBrowser, newContext } from '../browser';
import { API_PORT, E2E_OPERATOR_TOKEN, siteUrl } from '../harness';
import { h1Count, httpGet, type HttpAnswer } from '../http';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GETs a page until `ready` holds: pages built before the API ran, or cached before an operator's
 * change, are regenerated in the background after their revalidation time (issue 15).
 */
async function getUntil(label: string, path: string, ready: (a: HttpAnswer) => boolean, timeoutMs: number): Promise<HttpAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await httpGet(label, path);
    if (ready(answer) || Date.now() > deadline) return answer;
    await sleep(3_000);
  }
}

const h1Text = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

describe('legal and company pages (issue 15)', () => {
  it("renders a sub-site's user agreement from the store, with its version, effective date and the site's legal entity", async () => {
    const main = await httpGet('', '/legal/user-agreement');
    expect(main.status).toBe(200);
    expect(h1Count(main.body)).toBe(1);
    expect(h1Text(main.body)).toBe('User Agreement');
    expect(main.body).toContain('Version 4.2');
    expect(main.body).toContain('Exchange Global Ltd.');
    const uk = await httpGet('uk', '/legal/user-agreement');
    expect(uk.body).toContain('Exchange UK Ltd');
    expect(uk.body).not.toContain('{{legal.entity}}');
  });

  it('serves the Japan legal pages on the Japan site only, in English and Japanese', async () => {
    const en = await httpGet('jp', '/legal/aml-cft-policy');
    expect(en.status).toBe(200);
    expect(h1Count(en.body)).toBe(1);
    expect(h1Text(en.body)).toBe('AML/CFT Policy');
    const ja = await httpGet('jp', '/ja-jp/legal/specified-commercial-transactions');
    expect(ja.status).toBe(200);
    expect(h1Text(ja.body)).toBe('特定商取引法に基づく表記');
    expect(ja.body).toContain('Exchange Japan株式会社');
    expect((await httpGet('', '/legal/aml-cft-policy')).status).toBe(404);
  });

  it("shows the ledger's fee rates, and Turkey's 20% tax", async () => {
    const hasTable = (a: HttpAnswer) => a.body.includes('data-testid="fee-schedule"') && a.body.includes('data-testid="article-body"');
    const main = await getUntil('', '/fee', hasTable, 90_000);
    expect(h1Count(main.body)).toBe(1);
    expect(main.body).toContain('0.1%');
    expect(main.body).toContain('0.05%');
    expect(main.body).not.toContain('data-testid="fee-tax"');
    const tr = await getUntil('tr', '/en/fee', hasTable, 90_000);
    expect(tr.body).toContain('data-testid="fee-tax"');
    expect(tr.body).toContain('0.12%');
  }, 200_000);
});

describe('operator publishing (issue 15)', () => {
  it('an article published through the operator endpoint appears in /news after revalidation', async () => {
    // The list is cached now; the new article must appear once the page is regenerated.
    await getUntil('', '/news', (a) => a.body.includes('data-testid="article-list"'), 90_000);
    // Unique per run: the web server's page cache outlives the test's database.
    const stamp = Date.now();
    const slug = `e2e-operator-notice-${stamp}`;
    const title = `Operator notice ${stamp}`;
    const markdown = `---\nkind: news\nslug: ${slug}\nlocale: en\ntitle: "${title}"\nsummary: Published by the e2e operator.\ncategory: markets\n---\nPublished **now**.\n`;
    const res = await fetch(`http://127.0.0.1:${API_PORT}${OPERATOR_CONTENT_PATHS.articles}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ markdown }),
    });
    expect(res.status).toBe(200);
    // A detail page not yet cached shows it at once, the German one in English with a note.
    const detail = await httpGet('', `/news/${slug}`);
    expect(detail.status).toBe(200);
    expect(h1Text(detail.body)).toBe(title);
    expect(detail.body).toContain('<strong>now</strong>');
    const german = await httpGet('', `/de/news/${slug}`);
    expect(german.body).toContain('data-testid="translation-fallback"');
    expect(german.body).toMatch(/hreflang="en"/i);
    expect(german.body).not.toMatch(/hreflang="de-DE"/i);
    // The cached list catches up within its revalidation time (60 s).
    const list = await getUntil('', '/news', (a) => a.body.includes(title), 150_000);
    expect(list.body).toContain(title);
    const rss = await httpGet('', '/news/rss.xml');
    expect(rss.contentType).toMatch(/rss\+xml/);
  }, 240_000);
});

describe('glossary, help centre, robots and sitemap (issue 15)', () => {
  it('lists at least 150 terms A–Z and filters them as the visitor types, at 390 px', async () => {
    await getUntil('', '/learn/glossary', (a) => a.body.includes('data-testid="glossary-term"'), 90_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(siteUrl('', '/learn/glossary'));
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByTestId('glossary-term').count()).toBeGreaterThanOrEqual(150);
    expect(await page.locator('a[href="#letter-S"]').count()).toBe(1);
    await page.getByTestId('glossary-search').fill('stablecoin');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-term"]').length < 20);
    const terms = await page.locator('[data-testid="glossary-term"] dt').allTextContents();
    expect(terms).toContain('Stablecoin');
    expect(terms.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 120_000);

  it('content pages have one h1, log no console error and fit a 390 px phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    for (const [label, path] of [
      ['', '/fee'],
      ['', '/help'],
      ['', '/help/guide/kyc-procedure-app'],
      ['', '/news'],
      ['', '/learn/what-is-bitcoin'],
      ['', '/crypto-wiki/bitcoin'],
      ['', '/upcoming-event'],
      ['', '/how-to-buy/bitcoin'],
      ['', '/media-kit'],
      ['jp', '/ja-jp/legal/terms-of-service'],
      ['tr', '/legal/privacy-policy'],
    ] as const) {
      const response = await page.goto(siteUrl(label, path));
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('searches the help centre and opens the KYC procedure guide', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(siteUrl('', '/help'));
    await page.getByTestId('help-search').fill('withdraw');
    const result = page.getByTestId('help-search-results').getByRole('link', { name: 'How to withdraw crypto' });
    await result.waitFor();
    await page.goto(siteUrl('', '/help/guide/kyc-procedure-web'));
    expect(await page.locator('h1').textContent()).toBe('Identity verification (KYC) on the web');
    expect(await page.getByTestId('help-menu').count()).toBe(1);
    await context.close();
  }, 90_000);

  it('robots.txt differs per host and the sitemap lists pages with hreflang alternates', async () => {
    const main = await httpGet('', '/robots.txt');
    expect(main.status).toBe(200);
    expect(main.body).toContain('Disallow: /nl/');
    expect(main.body).toContain('Disallow: /it/');
    const jp = await httpGet('jp', '/robots.txt');
    expect(jp.body).not.toContain('Disallow: /nl/');
    const sitemap = await httpGet('jp', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('/legal/aml-cft-policy</loc>');
    expect(sitemap.body).toMatch(/hreflang="ja-JP" href="http:\/\/jp\.localhost:\d+\/ja-jp\/legal\/aml-cft-policy"/);
  });
});
