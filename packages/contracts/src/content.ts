import { z } from 'zod';

/** A trending story shown on the 404 page (§2.3 "trending stories"). */
export const storySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  summary: z.string(),
  /** Unix seconds. */
  published_at: z.number().int().nonnegative(),
});
export type Story = z.infer<typeof storySchema>;

export const trendingStoriesSchema = z.object({ list: z.array(storySchema) });
export type TrendingStories = z.infer<typeof trendingStoriesSchema>;
export const TRENDING_STORIES_DEFAULT: TrendingStories = { list: [] };

/** POST /api/web/v1/collect — a named analytics event (§7 "Analytics collector events"). */
export const collectBodySchema = z.object({
  event: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Event names are lower-case letters, digits and _'),
  props: z
    .record(z.string().max(64), z.union([z.string().max(256), z.number()]))
    .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
    .default({}),
  path: z.string().max(512).optional(),
  ts: z.number().int().nonnegative().optional(),
});
export type CollectBody = z.infer<typeof collectBodySchema>;
export const COLLECT_PATH = '/api/web/v1/collect';
