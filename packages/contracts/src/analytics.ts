import { z } from 'zod';
import { ANALYTICS_KINDS, ANALYTICS_LIMITS } from '@ex/domain';

/** One collector event (§7 "Analytics collector events (click, hover, open/close)" and named events). */
export const collectEventSchema = z
  .object({
    event: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Event names are lower-case letters, digits and _'),
    kind: z.enum(ANALYTICS_KINDS).default('custom'),
    props: z
      .record(z.string().max(64), z.union([z.string().max(256), z.number()]))
      .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
      .default({}),
    path: z.string().max(512).optional(),
    ts: z.number().int().nonnegative().optional(),
  })
  .strict();
export type CollectEvent = z.infer<typeof collectEventSchema>;

/** POST /api/web/v1/collect: a batch of one page view's events, sent with sendBeacon. */
export const collectBodySchema = z
  .object({
    /** A random id per page view: the collector applies the per-view caps to it. */
    view: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'view must be 8 to 64 URL-safe characters'),
    events: z.array(collectEventSchema).min(1).max(ANALYTICS_LIMITS.batchMax),
  })
  .strict();
export type CollectBody = z.infer<typeof collectBodySchema>;
export const COLLECT_PATH = '/api/web/v1/collect';

/** GET /api/operator/analytics/report?days=N: events per day and name (operators). */
export const OPERATOR_ANALYTICS_REPORT_PATH = '/api/operator/analytics/report';
export const analyticsReportQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(7) });
export const analyticsReportSchema = z.object({
  rows: z.array(z.object({ day: z.string(), event: z.string(), kind: z.string(), count: z.number().int() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
