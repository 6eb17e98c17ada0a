import type { ArticleDetail, ArticleInput, ArticleSummary, ContentKind, ContentList, ContentListQuery } from '@ex/contracts';
import { and, contentArticles, eq, sql, type ContentArticleRow, type Database } from '@ex/db';

/** A database handle or an open transaction on it. */
export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The scope key of a site list: '*' for every site, else the sorted, comma-joined keys. */
export function scopeOf(sites: readonly string[] | null): string {
  return sites === null ? '*' : [...new Set(sites)].sort().join(',');
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function summaryOf(row: ContentArticleRow, fallback: boolean, locales: readonly string[]): ArticleSummary {
  return {
    kind: row.kind,
    slug: row.slug,
    locale: row.locale,
    fallback,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    author: row.author,
    version: row.version,
    effective_date: row.effectiveDate,
    published_at: seconds(row.publishedAt),
    updated_at: seconds(row.updatedAt),
    locales: [...locales],
  };
}

const visibleOn = (row: ContentArticleRow, site: string) => row.sites === null || row.sites.includes(site);

/**
 * For each slug, the row a site shows in one locale: its own variant before the every-site one.
 */
function pickPerSlug(rows: readonly ContentArticleRow[], site: string): Map<string, ContentArticleRow> {
  const picked = new Map<string, ContentArticleRow>();
  for (const row of rows) {
    if (!visibleOn(row, site)) continue;
    const current = picked.get(row.slug);
    if (!current || (current.sites === null && row.sites !== null)) picked.set(row.slug, row);
  }
  return picked;
}

async function publishedRows(db: Database, kind: ContentKind) {
  return db
    .select()
    .from(contentArticles)
    .where(and(eq(contentArticles.kind, kind), eq(contentArticles.status, 'published')));
}

/** slug → the locales it is published in on this site, sorted. */
function localesBySlug(rows: readonly ContentArticleRow[], site: string): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const row of rows) if (visibleOn(row, site)) out.set(row.slug, (out.get(row.slug) ?? new Set()).add(row.locale));
  return new Map([...out].map(([slug, set]) => [slug, [...set].sort()]));
}

/** Whether every word of the query occurs (case-insensitively) in the title, summary or body. */
function matches(row: ContentArticleRow, q: string | undefined): boolean {
  if (!q) return true;
  const text = `${row.title}\n${row.summary}\n${row.body}\n${row.tags.join(' ')}`.toLocaleLowerCase();
  return q
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * One page of a section on a sub-site in a locale. Slugs without a translation appear in English
 * (`fallback: true`). Newest first; events by their day, soonest first; the glossary A–Z.
 */
export async function listArticles(db: Database, site: string, query: ContentListQuery): Promise<ContentList> {
  const rows = await publishedRows(db, query.kind);
  const available = localesBySlug(rows, site);
  const own = pickPerSlug(
    rows.filter((r) => r.locale === query.locale),
    site,
  );
  const english = pickPerSlug(
    rows.filter((r) => r.locale === 'en'),
    site,
  );
  const all: { row: ContentArticleRow; fallback: boolean }[] = [];
  for (const [slug, row] of english) if (!own.has(slug)) all.push({ row, fallback: query.locale !== 'en' });
  for (const row of own.values()) all.push({ row, fallback: false });

  const counts = new Map<string, number>();
  for (const { row } of all) if (row.category) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  const filtered = all.filter(
    ({ row }) =>
      (!query.category || row.category === query.category) && (!query.tag || row.tags.includes(query.tag)) && matches(row, query.q),
  );
  filtered.sort((a, b) => compareRows(query.kind, a.row, b.row));
  const start = (query.page - 1) * query.page_size;
  return {
    list: filtered
      .slice(start, start + query.page_size)
      .map(({ row, fallback }) => summaryOf(row, fallback, available.get(row.slug) ?? [row.locale])),
    total: filtered.length,
    page: query.page,
    page_size: query.page_size,
    categories: [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function compareRows(kind: ContentKind, a: ContentArticleRow, b: ContentArticleRow): number {
  if (kind === 'glossary') return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
  if (kind === 'event') return (a.effectiveDate ?? '').localeCompare(b.effectiveDate ?? '') || a.slug.localeCompare(b.slug);
  return b.publishedAt.getTime() - a.publishedAt.getTime() || a.slug.localeCompare(b.slug);
}

/**
 * The article a sub-site shows for a slug in a locale, or the English one (`fallback: true`) when
 * that locale has none; null when neither is published on this site.
 */
export async function getArticle(
  db: Database,
  site: string,
  key: { kind: ContentKind; slug: string; locale: string },
): Promise<ArticleDetail | null> {
  const rows = (await db
    .select()
    .from(contentArticles)
    .where(
      and(eq(contentArticles.kind, key.kind), eq(contentArticles.slug, key.slug), eq(contentArticles.status, 'published')),
    )) as ContentArticleRow[];
  const visible = rows.filter((r) => visibleOn(r, site));
  const inLocale = (locale: string) =>
    pickPerSlug(
      visible.filter((r) => r.locale === locale),
      site,
    ).get(key.slug);
  const row = inLocale(key.locale) ?? inLocale('en');
  if (!row) return null;
  const locales = [...new Set(visible.map((r) => r.locale))].sort();
  return { ...summaryOf(row, row.locale !== key.locale, locales), body: row.body };
}

/**
 * Creates or replaces an article (by kind, slug, locale and site scope). `published_at` is kept on an
 * edit unless given. Returns whether it was created.
 */
export async function upsertArticle(db: Db, input: ArticleInput, nowMs: number): Promise<{ created: boolean; scope: string }> {
  const now = new Date(nowMs);
  const scope = scopeOf(input.sites);
  const values = {
    kind: input.kind,
    slug: input.slug,
    locale: input.locale,
    sites: input.sites === null ? null : [...new Set(input.sites)].sort(),
    scope,
    title: input.title,
    summary: input.summary,
    category: input.category,
    tags: input.tags,
    author: input.author,
    version: input.version,
    effectiveDate: input.effective_date,
    status: input.status,
    body: input.body,
    updatedAt: now,
  };
  const [row] = await db
    .insert(contentArticles)
    .values({ ...values, publishedAt: input.published_at ? new Date(input.published_at) : now })
    .onConflictDoUpdate({
      target: [contentArticles.kind, contentArticles.slug, contentArticles.locale, contentArticles.scope],
      set: { ...values, ...(input.published_at ? { publishedAt: new Date(input.published_at) } : {}) },
    })
    // xmax = 0 only on a freshly inserted row (PostgreSQL and PGlite alike).
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row?.created), scope };
}

/** Publishes or unpublishes one article; false when it does not exist. */
export async function setArticleStatus(
  db: Database,
  key: { kind: ContentKind; slug: string; locale: string; scope: string },
  status: 'published' | 'unpublished',
  nowMs: number,
): Promise<boolean> {
  const rows = await db
    .update(contentArticles)
    .set({ status, updatedAt: new Date(nowMs) })
    .where(
      and(
        eq(contentArticles.kind, key.kind),
        eq(contentArticles.slug, key.slug),
        eq(contentArticles.locale, key.locale),
        eq(contentArticles.scope, key.scope),
      ),
    )
    .returning({ id: contentArticles.id });
  return rows.length > 0;
}

/** Every article (published or not) for the operator list, optionally of one kind. */
export async function operatorList(db: Database, kind?: ContentKind): Promise<ContentArticleRow[]> {
  const rows = await db
    .select()
    .from(contentArticles)
    .where(kind ? eq(contentArticles.kind, kind) : undefined);
  return rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.slug.localeCompare(b.slug) || a.locale.localeCompare(b.locale));
}

/** One article by its full key, any status. */
export async function operatorShow(
  db: Database,
  key: { kind: ContentKind; slug: string; locale: string; scope: string },
): Promise<ContentArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(contentArticles)
    .where(
      and(
        eq(contentArticles.kind, key.kind),
        eq(contentArticles.slug, key.slug),
        eq(contentArticles.locale, key.locale),
        eq(contentArticles.scope, key.scope),
      ),
    );
  return row;
}

/** Whether the store holds any article (the seed fills only an empty store). */
export async function isStoreEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: contentArticles.id }).from(contentArticles).limit(1);
  return row === undefined;
}
