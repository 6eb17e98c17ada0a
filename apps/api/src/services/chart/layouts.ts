import { chartLayoutJsonSchema, type ChartLayoutJson, type ChartLayoutScope } from '@ex/contracts';
import { and, chartLayouts, eq, type Database } from '@ex/db';
import type { Logger } from '../../logger';

/**
 * The chart layouts of signed-in users (issue 5 "Layout … Also stored on the server for signed-in
 * users"): one per user and scope, replaced on every save (the chart saves on unload, every 5 s after
 * a change and on theme change, so last write wins). Only contract-validated layouts are written.
 */

/**
 * The saved layout of `scope`, or null when none was saved. A stored layout the contract no longer
 * accepts (written under older bounds) reads as null, so the chart falls back to its local layout
 * instead of being handed data it would have to drop; the next save replaces it.
 *
 * @example
 * await getChartLayout(db, 10000001, 'trade', logger); // { v: 1, resolution: '60', indicators: [] } or null
 */
export async function getChartLayout(db: Database, uid: number, scope: ChartLayoutScope, logger: Logger): Promise<ChartLayoutJson | null> {
  const [row] = await db
    .select({ layout: chartLayouts.layout })
    .from(chartLayouts)
    .where(and(eq(chartLayouts.uid, uid), eq(chartLayouts.scope, scope)));
  if (!row) return null;
  const parsed = chartLayoutJsonSchema.safeParse(row.layout);
  if (parsed.success) return parsed.data;
  logger.warn({ uid, scope }, 'chart layout: stored layout no longer matches the contract; served as none');
  return null;
}

/**
 * Saves (inserts or replaces) the layout of `scope` and returns it as stored.
 *
 * @example
 * await saveChartLayout(db, 10000001, { scope: 'trade', layout: { v: 1, resolution: '240', indicators: [] } }, Date.now());
 */
export async function saveChartLayout(
  db: Database,
  uid: number,
  body: { scope: ChartLayoutScope; layout: ChartLayoutJson },
  now: number,
): Promise<ChartLayoutJson> {
  const updatedAt = new Date(now);
  await db
    .insert(chartLayouts)
    .values({ uid, scope: body.scope, layout: body.layout, updatedAt })
    .onConflictDoUpdate({ target: [chartLayouts.uid, chartLayouts.scope], set: { layout: body.layout, updatedAt } });
  return body.layout;
}
