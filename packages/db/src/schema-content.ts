import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Kinds of stored content (issue 15): each is a section of the site. */
export const CONTENT_KINDS = [
  'news',
  'blog',
  'announcement',
  'learn',
  'glossary',
  'wiki',
  'help',
  'legal',
  'company',
  'event',
  'how-to-buy',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Articles of the content store (issue 15): one row per (kind, slug, locale, scope). `scope` is '*'
 * for an article every sub-site shows, or the sorted, comma-joined site keys of a site-specific
 * variant (`sites`); a site reads its own variant before the '*' one. The body is Markdown, rendered
 * to sanitised HTML by the web server.
 */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    /** Site keys that show it; null means every sub-site. */
    sites: jsonb('sites').$type<string[] | null>(),
    scope: text('scope').notNull().default('*'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    author: text('author').notNull().default(''),
    /** Document version (legal and company pages), e.g. '3.2'; '' when not versioned. */
    version: text('version').notNull().default(''),
    /** The day a document takes effect, or an event's day (kind 'event'). */
    effectiveDate: date('effective_date', { mode: 'string' }),
    status: text('status').$type<'published' | 'unpublished'>().notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_articles_key').on(t.kind, t.slug, t.locale, t.scope),
    index('content_articles_list_idx').on(t.kind, t.locale, t.status, t.publishedAt),
    check('content_articles_status_check', sql`${t.status} in ('published', 'unpublished')`),
  ],
);
export type ContentArticleRow = typeof contentArticles.$inferSelect;
