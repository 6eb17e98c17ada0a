import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATOR_CONTENT_PATHS, contentArticleSchema, contentListSchema } from '@ex/contracts';
import { runOps } from './ops/registry';
import { OPS_AREAS } from './ops/areas';
import { readSeedDocuments, resolveContentDir, seedContent } from './services/content/seed';
import { startTestApi, type TestApi } from './test/harness';

const TOKEN = 'content-operator-token-0123456789';
let t: TestApi;
let app: ReturnType<TestApi['createApp']>;
beforeAll(async () => {
  t = await startTestApi();
  app = t.createApp({ operatorToken: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const host = (site: string) => ({ 'x-forwarded-host': site === 'main' ? 'localhost:3000' : `${site}.localhost:3000` });

async function list(query: Record<string, string>, site = 'main') {
  const res = await app.request(`${ENDPOINTS.contentArticles.path}?${new URLSearchParams(query)}`, { headers: host(site) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { code: number; data: unknown };
  return contentListSchema.parse(body.data);
}
async function detail(query: Record<string, string>, site = 'main') {
  const res = await app.request(`${ENDPOINTS.contentArticle.path}?${new URLSearchParams(query)}`, { headers: host(site) });
  expect(res.status).toBe(200);
  return contentArticleSchema.parse(((await res.json()) as { data: unknown }).data).article;
}
function upsert(markdown: string, token = TOKEN) {
  return app.request(OPERATOR_CONTENT_PATHS.articles, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ markdown }),
  });
}
function setStatus(body: Record<string, string>) {
  return app.request(OPERATOR_CONTENT_PATHS.status, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const NEWS = `---
kind: news
slug: eth-staking-withdrawals-open
locale: en
title: ETH staking withdrawals are open
summary: Withdrawals of staked ETH now settle within one day.
category: markets
tags: [eth, staking]
author: Markets desk
published_at: 2026-01-14T09:00:00Z
---
Staked ETH can be **withdrawn** from today.
`;

describe('content store through the API', () => {
  it('publishes, edits and unpublishes an article, visible through the public API', async () => {
    const created = await upsert(NEWS);
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ code: 0, data: { created: true, status: 'published' } });

    const page = await list({ kind: 'news', locale: 'en' });
    expect(page.list.map((a) => a.slug)).toContain('eth-staking-withdrawals-open');
    expect(page.categories).toEqual([{ name: 'markets', count: 1 }]);
    const first = await detail({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'en' });
    expect(first).toMatchObject({
      title: 'ETH staking withdrawals are open',
      fallback: false,
      published_at: Date.UTC(2026, 0, 14, 9) / 1000,
    });
    expect(first?.body).toBe('Staked ETH can be **withdrawn** from today.');

    // An edit replaces the text and keeps the publication date.
    t.clock.advance(60_000);
    const edited = await upsert(NEWS.replace('published_at: 2026-01-14T09:00:00Z\n', '').replace('from today', 'from 15 January'));
    expect(await edited.json()).toMatchObject({ data: { created: false } });
    const second = await detail({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'en' });
    expect(second?.body).toContain('from 15 January');
    expect(second?.published_at).toBe(first?.published_at);
    expect(second?.updated_at).toBeGreaterThan(first?.updated_at ?? 0);

    const hidden = await setStatus({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'en', status: 'unpublished' });
    expect(hidden.status).toBe(200);
    expect(await detail({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'en' })).toBeNull();
    expect((await list({ kind: 'news', locale: 'en' })).list).toEqual([]);

    await setStatus({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'en', status: 'published' });
    expect((await list({ kind: 'news', locale: 'en' })).total).toBe(1);
  });

  it('shows the English article with a fallback flag where a translation is missing, and the locales that exist', async () => {
    const article = await detail({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'de' });
    expect(article).toMatchObject({ locale: 'en', fallback: true, locales: ['en'] });
    await upsert(
      NEWS.replace('locale: en', 'locale: de').replace(
        'title: ETH staking withdrawals are open',
        'title: ETH-Staking-Auszahlungen sind möglich',
      ),
    );
    const german = await detail({ kind: 'news', slug: 'eth-staking-withdrawals-open', locale: 'de' });
    expect(german).toMatchObject({ locale: 'de', fallback: false, title: 'ETH-Staking-Auszahlungen sind möglich', locales: ['de', 'en'] });
    // The German list shows the German text once, not both.
    const page = await list({ kind: 'news', locale: 'de' });
    expect(page.list.map((a) => [a.slug, a.locale, a.locales])).toEqual([['eth-staking-withdrawals-open', 'de', ['de', 'en']]]);
  });

  it('keeps a site-specific article on its site, and prefers a site variant over the every-site text', async () => {
    const legal = (sites: string, body: string) =>
      `---\nkind: legal\nslug: user-agreement\nlocale: en\ntitle: User agreement\nversion: "4.1"\neffective_date: 2026-01-01\n${sites}---\n${body}\n`;
    expect((await upsert(legal('', 'Operated by {{legal.entity}}.'))).status).toBe(200);
    expect((await upsert(legal('sites: [jp]\n', 'Japan terms.'))).status).toBe(200);
    const main = await detail({ kind: 'legal', slug: 'user-agreement', locale: 'en' }, 'main');
    expect(main).toMatchObject({ version: '4.1', effective_date: '2026-01-01', body: 'Operated by {{legal.entity}}.' });
    expect((await detail({ kind: 'legal', slug: 'user-agreement', locale: 'en' }, 'jp'))?.body).toBe('Japan terms.');
  });

  it('searches and filters a section and pages through it', async () => {
    for (const [i, word] of ['alpha', 'beta', 'gamma'].entries()) {
      await upsert(
        `---\nkind: blog\nslug: post-${word}\nlocale: en\ntitle: Post ${word}\ncategory: ${i === 0 ? 'guides' : 'research'}\npublished_at: 2026-01-0${i + 1}T00:00:00Z\n---\nAbout ${word} and order books.\n`,
      );
    }
    const search = await list({ kind: 'blog', locale: 'en', q: 'gamma order' });
    expect(search.list.map((a) => a.slug)).toEqual(['post-gamma']);
    const research = await list({ kind: 'blog', locale: 'en', category: 'research' });
    expect(research.list.map((a) => a.slug)).toEqual(['post-gamma', 'post-beta']);
    const second = await list({ kind: 'blog', locale: 'en', page: '2', page_size: '2' });
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.list.map((a) => a.slug)).toEqual(['post-alpha']);
  });

  it('refuses bad input with 400 and names the field', async () => {
    const badQuery = await app.request(`${ENDPOINTS.contentArticles.path}?kind=poems&locale=en`, { headers: host('main') });
    expect(badQuery.status).toBe(400);
    const badSlug = await app.request(`${ENDPOINTS.contentArticle.path}?kind=news&slug=../etc&locale=en`, { headers: host('main') });
    expect(badSlug.status).toBe(400);

    const noTitle = await upsert('---\nkind: news\nslug: x-1\nlocale: en\n---\nBody');
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({ field: 'title' });
    const badYaml = await upsert('---\ntitle: [unclosed\n---\nBody');
    expect(badYaml.status).toBe(400);
    const placeholder = await upsert('---\nkind: legal\nslug: x-2\nlocale: en\ntitle: X\n---\nBy {{legal.ceo}}');
    expect(placeholder.status).toBe(400);
    expect(await placeholder.json()).toMatchObject({ field: 'body', message: expect.stringContaining('{{legal.ceo}}') });
    const reserved = await upsert('---\nkind: news\nslug: page\nlocale: en\ntitle: X\n---\nBody');
    expect(reserved.status).toBe(400);
    const unknownSite = await upsert('---\nkind: news\nslug: x-3\nlocale: en\ntitle: X\nsites: [mars]\n---\nBody');
    expect(unknownSite.status).toBe(400);
    const missing = await setStatus({ kind: 'news', slug: 'no-such-article', locale: 'en', status: 'published' });
    expect(missing.status).toBe(404);
    // Nothing half-written: none of the refused slugs exists.
    expect((await list({ kind: 'news', locale: 'en', q: 'Body' })).total).toBe(0);
  });

  it('needs the operator token', async () => {
    expect((await upsert(NEWS, 'wrong-token')).status).toBe(401);
    const disabled = await t.createApp({}).request(OPERATOR_CONTENT_PATHS.articles, { method: 'POST', body: '{}' });
    expect(disabled.status).toBe(404);
  });

  it('runs the ops commands: upsert from a file, list, show, unpublish', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-ops-'));
    const file = path.join(dir, 'a.md');
    writeFileSync(file, NEWS.replace('eth-staking-withdrawals-open', 'ops-written-article'));
    const lines: string[] = [];
    const ctx = { db: t.handle.db, say: (l: string) => lines.push(l), nowMs: t.clock.now() };
    try {
      expect(await runOps(OPS_AREAS, ctx, ['content', 'upsert', '--file', file])).toBe(0);
      expect(lines.at(-1)).toBe('created news/ops-written-article.en [*] published');
      expect(await runOps(OPS_AREAS, ctx, ['content', 'show', 'news', 'ops-written-article', 'en'])).toBe(0);
      expect(lines).toContain('title: ETH staking withdrawals are open');
      expect(await runOps(OPS_AREAS, ctx, ['content', 'unpublish', 'news', 'ops-written-article', 'en'])).toBe(0);
      expect(await detail({ kind: 'news', slug: 'ops-written-article', locale: 'en' })).toBeNull();
      expect(await runOps(OPS_AREAS, ctx, ['content', 'list', '--kind', 'news'])).toBe(0);
      expect(lines.some((l) => l.startsWith('news\tops-written-article\ten\t*\tunpublished'))).toBe(true);
      expect(await runOps(OPS_AREAS, ctx, ['content', 'publish', 'news', 'nothing-here', 'en'])).toBe(1);
      expect(await runOps(OPS_AREAS, ctx, ['content', 'publish', 'news'])).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('content seed', () => {
  it('every seed document under apps/api/content parses', () => {
    const dir = resolveContentDir();
    expect(dir).not.toBeNull();
    const docs = readSeedDocuments(dir ?? '');
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.some((d) => d.kind === 'legal' && d.slug === 'user-agreement')).toBe(true);
  });

  it('fills only an empty store', async () => {
    const other = await startTestApi();
    const dir = mkdtempSync(path.join(tmpdir(), 'content-seed-'));
    try {
      mkdirSync(path.join(dir, 'legal'));
      writeFileSync(path.join(dir, 'legal', 'fee.en.md'), '---\ntitle: Fees\n---\nSpot {{fee.spot}}.\n');
      expect(await seedContent(other.handle.db, dir, other.clock.now())).toBe(1);
      expect(await seedContent(other.handle.db, dir, other.clock.now())).toBe(0);
      writeFileSync(path.join(dir, 'legal', 'bad.en.md'), '---\nkind: news\ntitle: Wrong kind\n---\nX\n');
      expect(() => readSeedDocuments(dir)).toThrow(/bad\.en\.md: kind/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await other.close();
    }
  });
});
