import type { CollectBody } from '@ex/contracts';
import { analyticsEvents, count, eq, gte, sql, type Database } from '@ex/db';
import { EMPTY_VIEW_COUNTS, admitEvent, maskDeep, maskSensitive, type ViewCounts } from '@ex/domain';

/**
 * Stores one batch of a page view's events, after masking (§5), within the view's caps
 * (`admitEvent`, counted on what is already stored for that view, so a client that ignores the
 * caps gains nothing). Returns how many were stored.
 */
export async function storeEvents(db: Database, body: CollectBody, site: string, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    // One batch of a view at a time: the count and the insert must see each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics:${body.view}`}))`);
    const stored = await tx
      .select({ kind: analyticsEvents.kind, n: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.view, body.view))
      .groupBy(analyticsEvents.kind);
    let counts: ViewCounts = EMPTY_VIEW_COUNTS;
    for (const row of stored) {
      counts =
        row.kind === 'custom' ? { ...counts, custom: counts.custom + row.n } : { ...counts, interaction: counts.interaction + row.n };
    }
    const admitted = body.events.filter((event) => {
      const step = admitEvent(counts, event.kind);
      counts = step.counts;
      return step.admit;
    });
    if (admitted.length === 0) return 0;
    await tx.insert(analyticsEvents).values(
      admitted.map((event) => ({
        view: body.view,
        event: event.event,
        kind: event.kind,
        site,
        path: maskSensitive(event.path ?? ''),
        props: maskDeep(event.props) as Record<string, string | number>,
        createdAt: new Date(nowMs),
      })),
    );
    return admitted.length;
  });
}

export interface ReportRow {
  readonly day: string;
  readonly event: string;
  readonly kind: string;
  readonly count: number;
}

/**
 * Events per UTC day, name and kind over the last `days` days, newest day first (the operators'
 * report: `npm run ops -- analytics report`).
 * @example await eventsPerDay(db, 7, Date.now()) // [{ day: '2026-11-25', event: 'common_kyc_event', kind: 'custom', count: 12 }, …]
 */
export async function eventsPerDay(db: Database, days: number, nowMs: number): Promise<ReportRow[]> {
  const since = new Date(nowMs - days * 86_400_000);
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, event: analyticsEvents.event, kind: analyticsEvents.kind, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(day, analyticsEvents.event, analyticsEvents.kind)
    .orderBy(sql`1 desc, 4 desc, 2 asc`);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
