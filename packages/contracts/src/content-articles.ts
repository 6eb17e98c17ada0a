import { z } from 'zod';
import { SITE_KEYS, isLocale, type Locale, type SiteKey } from '@ex/sites';
import { def, none } from './endpoint-def';

/** Sections of the content store (issue 15). */
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
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

/**
 * Path segments that list pages use next to an article's slug (`/news/page/2`, `/news/category/x`,
 * `/news/rss.xml`): no article may take them.
 */
export const RESERVED_CONTENT_SLUGS: readonly string[] = ['page', 'category', 'rss', 'search', 'guide', 'glossary'];

/** A lower-case kebab-case slug, 1–120 characters. */
export const contentSlugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens')
  .refine((s) => !RESERVED_CONTENT_SLUGS.includes(s), 'This slug is reserved for list pages');

export const contentLocaleSchema = z.string().refine((v): v is Locale => isLocale(v), 'Unknown locale') as unknown as z.ZodType<Locale>;
const siteKeySchema = z.enum(SITE_KEYS as unknown as [SiteKey, ...SiteKey[]]);
const categorySchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** GET /api/web/v1/content/articles: one page of a section, newest first (events: by day). */
export const contentListQuerySchema = z.object({
  kind: contentKindSchema,
  locale: contentLocaleSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(20),
  category: categorySchema.optional(),
  tag: z.string().trim().min(1).max(64).optional(),
  /** Words searched in the title, summary and body (every word must occur). */
  q: z.string().trim().max(100).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const articleSummarySchema = z.object({
  kind: contentKindSchema,
  slug: z.string(),
  /** The locale of the text returned: the requested one, or 'en' when `fallback` is true. */
  locale: z.string(),
  /** True when the requested locale has no translation and the English article is shown. */
  fallback: z.boolean(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  version: z.string(),
  effective_date: z.string().nullable(),
  /** Unix seconds. */
  published_at: z.number().int().nonnegative(),
  updated_at: z.number().int().nonnegative(),
  /** Locales this article exists in on this sub-site (hreflang alternates, sitemaps). */
  locales: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const contentListSchema = z.object({
  list: z.array(articleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** Every category of the section with its article count (before the category/search filter). */
  categories: z.array(z.object({ name: z.string(), count: z.number().int().nonnegative() })),
});
export type ContentList = z.infer<typeof contentListSchema>;
/** §8-style fallback: an empty page. */
export const CONTENT_LIST_DEFAULT: ContentList = { list: [], total: 0, page: 1, page_size: 20, categories: [] };

/** GET /api/web/v1/content/article. */
export const contentArticleQuerySchema = z.object({ kind: contentKindSchema, slug: contentSlugSchema, locale: contentLocaleSchema });

export const articleDetailSchema = articleSummarySchema.extend({
  /** Markdown; the web server renders it to sanitised HTML. */
  body: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** `article` is null when no published article has this slug on this sub-site. */
export const contentArticleSchema = z.object({ article: articleDetailSchema.nullable() });
export type ContentArticle = z.infer<typeof contentArticleSchema>;
/** The fallback object (API unreachable): pages tell it apart with isEndpointFallback. */
export const CONTENT_ARTICLE_DEFAULT: ContentArticle = { article: null };

export const CONTENT_ENDPOINTS = {
  contentArticles: def({
    method: 'GET',
    path: '/api/web/v1/content/articles',
    query: contentListQuerySchema,
    body: none,
    data: contentListSchema,
    fallback: CONTENT_LIST_DEFAULT,
    auth: false,
  }),
  contentArticle: def({
    method: 'GET',
    path: '/api/web/v1/content/article',
    query: contentArticleQuerySchema,
    body: none,
    data: contentArticleSchema,
    fallback: CONTENT_ARTICLE_DEFAULT,
    auth: false,
  }),
};

/**
 * An article as an operator writes it (front matter + Markdown body, or JSON to the operator
 * endpoint). `sites` null or absent: every sub-site. `published_at` absent: now on create, kept on edit.
 */
export const articleInputSchema = z
  .object({
    kind: contentKindSchema,
    slug: contentSlugSchema,
    locale: contentLocaleSchema,
    sites: z.array(siteKeySchema).min(1).max(SITE_KEYS.length).nullable().default(null),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(600).default(''),
    category: z.union([categorySchema, z.literal('')]).default(''),
    tags: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
    author: z.string().trim().max(100).default(''),
    version: z.string().trim().max(20).default(''),
    effective_date: isoDay.nullable().default(null),
    published_at: z.iso.datetime({ offset: true }).optional(),
    status: z.enum(['published', 'unpublished']).default('published'),
    body: z.string().min(1).max(200_000),
  })
  .strict();
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** POST /api/operator/content/articles: one Markdown document with front matter. */
export const operatorUpsertBodySchema = z.object({ markdown: z.string().min(1).max(250_000) }).strict();
/** POST /api/operator/content/status. */
export const operatorStatusBodySchema = z
  .object({
    kind: contentKindSchema,
    slug: contentSlugSchema,
    locale: contentLocaleSchema,
    status: z.enum(['published', 'unpublished']),
    /** The site variant ('*' or e.g. 'jp'); default '*'. */
    scope: z.string().max(200).default('*'),
  })
  .strict();
export const OPERATOR_CONTENT_PATHS = {
  articles: '/api/operator/content/articles',
  status: '/api/operator/content/status',
} as const;
