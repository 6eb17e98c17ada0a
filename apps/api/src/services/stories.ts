import type { TrendingStories } from '@ex/contracts';
import { desc, stories, type Database } from '@ex/db';

/** How many stories the 404 page shows. */
export const TRENDING_LIMIT = 6;

/** Trending stories (§2.3): highest rank first, then newest. */
export async function trendingStories(db: Database): Promise<TrendingStories> {
  const rows = await db.select().from(stories).orderBy(desc(stories.rank), desc(stories.publishedAt)).limit(TRENDING_LIMIT);
  return {
    list: rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, published_at: Math.floor(r.publishedAt.getTime() / 1000) })),
  };
}
