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
